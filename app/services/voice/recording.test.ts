import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { VoiceError } from "./engine.server";
import { findFfmpeg } from "./embedded/processes.server";
import { BYTES_PER_SECOND, decodeRecording, UNDECODABLE } from "./recording.server";

/** Recordings checked before any engine hears them, with each ffmpeg the server may use. */

const folder = mkdtempSync(path.join(tmpdir(), "basil-recording-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A tone of `seconds`, encoded by Debian's ffmpeg into `file` (its extension picks the container). */
function tone(file: string, seconds: number, codec: string[] = []) {
  const out = path.join(folder, file);
  execFileSync("ffmpeg", [
    "-nostdin",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=220:duration=${seconds}`,
    ...codec,
    out,
  ]);
  return readFileSync(out);
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VoiceError);
  return error as VoiceError;
}

const installerFfmpeg = findFfmpeg("");
const builds: Array<[string, string]> = [
  ["Debian's ffmpeg", "/usr/bin/ffmpeg"],
  ...(installerFfmpeg ? [["the npm package's ffmpeg", installerFfmpeg] as [string, string]] : []),
];

describe("finding ffmpeg", () => {
  it("prefers the system's ffmpeg to the npm package's 2018 build", () => {
    expect(findFfmpeg("/usr/local/bin:/usr/bin:/bin")).toBe("/usr/bin/ffmpeg");
  });
});

describe.each(builds)("checking a recording with %s", (_name, ffmpeg) => {
  const decode = (audio: Buffer) => decodeRecording(ffmpeg, audio, { timeoutMs: 8000 });

  it("decodes the audio containers recordings come in", async () => {
    for (const [file, codec] of [
      ["clip.webm", ["-c:a", "libopus"]],
      ["clip.ogg", ["-c:a", "libopus"]],
      ["clip.wav", []],
      ["clip.mp3", []],
      ["clip.m4a", ["-c:a", "aac"]],
      ["clip.flac", []],
    ] as const) {
      const pcm = await decode(tone(file, 1, [...codec]));
      expect(pcm.length / BYTES_PER_SECOND, file).toBeCloseTo(1, 0);
    }
  });

  it("parses nothing but audio containers: other formats ffmpeg knows are refused as undecodable", async () => {
    for (const file of ["clip.au", "clip.aiff", "clip.avi"]) {
      const error = await refusal(decode(tone(file, 1)));
      expect(error.status, file).toBe(400);
      expect(error.message).toBe(UNDECODABLE);
    }
    expect((await refusal(decode(Buffer.from("this is not audio at all")))).status).toBe(400);
  });

  it("accepts a recording stopped at 30 seconds that decodes a little longer, and refuses one clearly over", async () => {
    const atTheLimit = await decode(tone("thirty.webm", 30.15, ["-c:a", "libopus", "-b:a", "16k"]));
    expect(atTheLimit.length / BYTES_PER_SECOND).toBeGreaterThan(30);
    const over = await refusal(decode(tone("thirty-one.webm", 31, ["-c:a", "libopus", "-b:a", "16k"])));
    expect(over).toMatchObject({ status: 413, message: "Recordings can be at most 30 seconds long" });
  });

  it("says when the recording is empty or has no sound track", async () => {
    expect(await refusal(decode(Buffer.alloc(0)))).toMatchObject({ status: 400, message: "The recording is empty" });
    const video = path.join(folder, "silent-video.webm");
    execFileSync("ffmpeg", [
      "-nostdin",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "color=size=32x32:duration=1",
      "-c:v",
      "libvpx",
      video,
    ]);
    expect((await refusal(decode(readFileSync(video)))).status).toBe(400);
  });
});
