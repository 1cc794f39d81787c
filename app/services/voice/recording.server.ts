import { RECORDING_TOO_LONG, VOICE_LIMITS } from "~/schemas/voice";
import { VoiceError } from "./engine.server";
import { ProcessFailedError, runProcess } from "./embedded/processes.server";

/**
 * A member's recording, checked before any engine sees it: ffmpeg decodes it to 16 kHz mono
 * 16-bit samples, which proves it is audio, has sound, and is not too long. The upload is
 * untrusted, so ffmpeg reads only its standard input and only audio containers.
 */

export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SECOND = SAMPLE_RATE * 2;

/** Containers a recording may come in (MediaRecorder's webm/ogg, and wav, mp3, m4a, flac files); names as both ffmpeg builds know them. */
export const AUDIO_DEMUXERS = "matroska,webm,ogg,wav,mp3,mov,flac";

/** ffmpeg's input options for untrusted bytes on standard input: no other protocol (file, http, concat), no other demuxer. */
export const UNTRUSTED_INPUT = ["-protocol_whitelist", "pipe", "-format_whitelist", AUDIO_DEMUXERS, "-i", "pipe:0"];

export const UNDECODABLE = "The recording could not be decoded: send webm/opus, ogg or wav audio";

/** The longest decoded recording accepted, in seconds: the clip limit plus the encoder's overrun. */
export const LONGEST_CLIP_SECONDS = VOICE_LIMITS.maxClipSeconds + VOICE_LIMITS.clipToleranceMs / 1000;

/**
 * The recording as samples, or a VoiceError: 400 when it is empty, not audio or silent of
 * any sound track, 413 when it is longer than the limit. Only a little more than the
 * longest clip is decoded, so a long upload costs no more than a short one.
 */
export async function decodeRecording(
  ffmpeg: string,
  audio: Buffer,
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<Buffer> {
  if (audio.length === 0) throw new VoiceError(400, "The recording is empty");
  let pcm: Buffer;
  try {
    ({ stdout: pcm } = await runProcess(
      ffmpeg,
      [
        "-nostdin",
        "-hide_banner",
        "-loglevel",
        "error",
        ...UNTRUSTED_INPUT,
        "-t",
        String(LONGEST_CLIP_SECONDS + 1),
        "-vn",
        "-ac",
        "1",
        "-ar",
        String(SAMPLE_RATE),
        "-f",
        "s16le",
        "pipe:1",
      ],
      { input: audio, signal: options.signal, timeoutMs: options.timeoutMs },
    ));
  } catch (error) {
    if (error instanceof ProcessFailedError) throw new VoiceError(400, UNDECODABLE);
    throw error;
  }
  if (pcm.length === 0) throw new VoiceError(400, "The recording has no sound in it");
  if (pcm.length / BYTES_PER_SECOND > LONGEST_CLIP_SECONDS) throw new VoiceError(413, RECORDING_TOO_LONG);
  return pcm;
}
