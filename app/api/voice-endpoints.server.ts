import { z } from "zod";
import { RECORDING_TOO_LARGE, VOICE_LIMITS } from "~/schemas/voice";
import { LOGGED_TEXT_CHARACTERS, MAX_SPEECH_CHARACTERS, VoiceError } from "~/services/voice/engine.server";
import { checkRecording, voiceEngine, withinVoiceTimeout } from "~/services/voice/index.server";
import { voiceJobs } from "~/services/voice/jobs.server";
import { limits } from "~/services/rate-limit.server";
import { ApiError, endpoint } from "./router.server";

/** Recordings come from MediaRecorder (webm/opus, or ogg on some browsers) or a file (wav, mp3, m4a). */
const AUDIO_TYPES =
  /^(?:audio\/(?:webm|ogg|opus|wav|wave|x-wav|vnd\.wave|mpeg|mp3|mp4|m4a|x-m4a|aac|flac|x-flac)|video\/webm|application\/octet-stream)$/;

const language = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, "Give the language as a code such as en-US")
  .default("en-US");

const synthesizeSchema = z.object({
  text: z
    .string({ error: "Give the text to read aloud" })
    .trim()
    .min(1, "Give the text to read aloud")
    .max(MAX_SPEECH_CHARACTERS, `Keep the text to ${MAX_SPEECH_CHARACTERS} characters or fewer`),
  language,
});

/**
 * A caller that hung up is not a failure of the server: it gets an answer nobody reads,
 * and nothing in the log. Everything else (VoiceError included) goes to the router as it is.
 */
function unlessHungUp(request: Request) {
  return (error: unknown): never => {
    if (request.signal.aborted) throw new ApiError(499, "cancelled", "The request was cancelled");
    throw error;
  };
}

const AUTHENTICATION = {
  unauthenticated: "User not authenticated",
  limits: (userId: string) => [limits.voiceByMemberPerMinute(userId), limits.voiceByMemberPerHour(userId)],
};

export const voiceEndpoints = [
  endpoint({
    method: "POST",
    path: "/voice/transcribe",
    operationId: "transcribeRecording",
    tag: "Voice",
    summary: `Transcribe a recording (multipart: audio, a webm/opus file of at most ${VOICE_LIMITS.maxClipSeconds} seconds and ${VOICE_LIMITS.maxClipBytes / (1024 * 1024)} MB; language, default en-US). Answers {text, confidence}.`,
    ...AUTHENTICATION,
    changesNothing: true,
    multipart: {
      fields: {
        audio: {
          type: "file",
          description: "The recording: audio/webm with the opus codec (ogg and wav are read too)",
          required: true,
        },
        language: { type: "string", description: "BCP 47 language code, default en-US" },
      },
    },
    handle: async ({ actor, form, request }) => {
      const audio = form?.get("audio");
      if (!(audio instanceof File))
        throw new ApiError(400, "invalid_request", "Send the recording as the audio part of the form", {
          audio: ["Send the recording as the audio part of the form"],
        });
      const type = audio.type.split(";")[0].trim().toLowerCase();
      if (type && !AUDIO_TYPES.test(type))
        throw new ApiError(
          415,
          "unsupported_media_type",
          `The audio part must be a recording (audio/webm with opus), not ${type}`,
        );
      if (audio.size > VOICE_LIMITS.maxClipBytes) throw new VoiceError(413, RECORDING_TOO_LARGE);
      if (audio.size === 0) throw new VoiceError(400, "The recording is empty");
      const spoken = language.safeParse(form?.get("language") ?? undefined);
      if (!spoken.success)
        throw new ApiError(400, "invalid_request", spoken.error.issues[0].message, {
          language: [spoken.error.issues[0].message],
        });
      const recording = Buffer.from(await audio.arrayBuffer());
      const engine = voiceEngine();
      return voiceJobs
        .forMember(actor.userId, () =>
          withinVoiceTimeout(request.signal, async (signal) => {
            const options = { language: spoken.data, householdId: actor.householdId, signal };
            // Every recording is decoded here first, whichever engine hears it: nothing that is not audio, or too long, is sent anywhere.
            if (engine.runsLocally)
              return voiceJobs.withSlot(signal, async () =>
                engine.transcribe(recording, { ...options, decoded: await checkRecording(recording, signal) }),
              );
            await voiceJobs.withSlot(signal, () => checkRecording(recording, signal));
            return engine.transcribe(recording, options);
          }),
        )
        .catch(unlessHungUp(request));
    },
  }),
  endpoint({
    method: "POST",
    path: "/voice/synthesize",
    operationId: "synthesizeSpeech",
    tag: "Voice",
    summary: `Read a text aloud (JSON: text, at most ${MAX_SPEECH_CHARACTERS} characters; language, default en-US). Answers {audio_base64, content_type: "audio/mpeg"}.`,
    ...AUTHENTICATION,
    changesNothing: true,
    body: synthesizeSchema,
    handle: async ({ caller, body, request }) => {
      // Only the start of what is read aloud reaches the log, quoted so that it stays on one line.
      console.log(`Voice: reading aloud ${JSON.stringify(body.text.slice(0, LOGGED_TEXT_CHARACTERS))}`);
      const engine = voiceEngine();
      return voiceJobs
        .forMember(caller.userId, () =>
          withinVoiceTimeout(request.signal, async (signal) => {
            const speak = () => engine.synthesize(body.text, { language: body.language, signal });
            const audio = engine.runsLocally ? await voiceJobs.withSlot(signal, speak) : await speak();
            return { audio_base64: audio.toString("base64"), content_type: "audio/mpeg" };
          }),
        )
        .catch(unlessHungUp(request));
    },
  }),
];
