import { describe, expect, it } from "vitest";
import { VOICE_RECORDING_TYPE } from "~/schemas/voice";
import { recordingFileName, recordingType } from "./recording-type";

describe("what the browser records", () => {
  it("webm/opus where the browser can, else mp4 (Safari, iOS), else nothing", () => {
    expect(recordingType(() => true)).toBe(VOICE_RECORDING_TYPE);
    expect(recordingType((type) => type === "audio/mp4")).toBe("audio/mp4");
    expect(recordingType(() => false)).toBeNull();
  });

  it("names the file by its container", () => {
    expect(recordingFileName(VOICE_RECORDING_TYPE)).toBe("recording.webm");
    expect(recordingFileName("audio/mp4;codecs=mp4a.40.2")).toBe("recording.m4a");
  });
});
