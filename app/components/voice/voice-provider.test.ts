import { describe, expect, it } from "vitest";
import { NEEDS_JAVASCRIPT, voiceAbilities } from "./voice-provider";

describe("what voice can do on a page", () => {
  it("before JavaScript: the mic says it needs it, nothing reads aloud yet, but the server's speakers are known", () => {
    expect(voiceAbilities(false, { available: true, canListen: true, canSpeak: true }, null)).toEqual({
      micProblem: NEEDS_JAVASCRIPT,
      readsAloud: true,
      canSpeak: false,
    });
    expect(voiceAbilities(false, { available: true, canListen: true, canSpeak: false }, null)).toEqual({
      micProblem: NEEDS_JAVASCRIPT,
      readsAloud: false,
      canSpeak: false,
    });
  });

  it("a server that can speak but not listen: speakers on, the mic says why", () => {
    const server = { available: false, canListen: false, canSpeak: true, message: "Voice input needs pocketsphinx" };
    expect(voiceAbilities(true, server, null)).toEqual({
      micProblem: "Voice input needs pocketsphinx",
      readsAloud: true,
      canSpeak: true,
    });
  });

  it("a server that can listen but not speak: the mic works, no speakers", () => {
    expect(voiceAbilities(true, { available: true, canListen: true, canSpeak: false }, null)).toEqual({
      micProblem: null,
      readsAloud: false,
      canSpeak: false,
    });
  });

  it("a server that does not say them apart: `available` for both", () => {
    expect(voiceAbilities(true, { available: true }, null)).toEqual({
      micProblem: null,
      readsAloud: true,
      canSpeak: true,
    });
    expect(voiceAbilities(true, { available: false }, null)).toEqual({
      micProblem: "Voice input is not available on this server.",
      readsAloud: false,
      canSpeak: false,
    });
  });

  it("a browser that cannot record: its reason, and reading aloud still works", () => {
    expect(voiceAbilities(true, { available: true }, "This browser cannot use a microphone here.")).toEqual({
      micProblem: "This browser cannot use a microphone here.",
      readsAloud: true,
      canSpeak: true,
    });
  });

  it("listening with the phone's own recogniser: the mic works without the server's engine or a recorder", () => {
    const server = { available: false, canListen: false, canSpeak: true, message: "Voice input needs pocketsphinx" };
    const noRecorder = "This browser cannot record audio for Basil. A recent Chrome, Edge or Firefox can.";
    expect(voiceAbilities(true, server, noRecorder, true)).toEqual({
      micProblem: null,
      readsAloud: true,
      canSpeak: true,
    });
    // Still nothing before the page's JavaScript runs, and the server's reason when it is off.
    expect(voiceAbilities(false, server, null, true).micProblem).toBe(NEEDS_JAVASCRIPT);
    expect(voiceAbilities(true, server, noRecorder, false).micProblem).toBe("Voice input needs pocketsphinx");
  });
});
