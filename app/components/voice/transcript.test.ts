import { describe, expect, it } from "vitest";
import { afterTranscript, appendTranscript, isSpokenMessage, sureEnoughToSend } from "./transcript";

describe("appendTranscript", () => {
  it("appends after a space, or fills an empty box", () => {
    expect(appendTranscript("Add milk", "and eggs")).toBe("Add milk and eggs");
    expect(appendTranscript("Add milk  ", " and eggs ")).toBe("Add milk and eggs");
    expect(appendTranscript("", "next step")).toBe("next step");
    expect(appendTranscript("keep", "   ")).toBe("keep");
  });
});

describe("voice messages", () => {
  it("a transcript into an empty box, sent unedited, is a voice message", () => {
    const { text, spoken } = afterTranscript("", null, "add two pounds of chicken breast");
    expect(isSpokenMessage(text, spoken)).toBe(true);
    expect(isSpokenMessage(`${text} please`, spoken)).toBe(false);
  });

  it("two transcripts in a row are still a voice message", () => {
    const first = afterTranscript("", null, "add milk");
    const second = afterTranscript(first.text, first.spoken, "to my shopping list");
    expect(second.text).toBe("add milk to my shopping list");
    expect(isSpokenMessage(second.text, second.spoken)).toBe(true);
  });

  it("a transcript after typed text, or after an edit, is not", () => {
    const typed = afterTranscript("Please", null, "add milk");
    expect(isSpokenMessage(typed.text, typed.spoken)).toBe(false);
    const first = afterTranscript("", null, "add milk");
    const edited = afterTranscript(`${first.text} now`, first.spoken, "thanks");
    expect(isSpokenMessage(edited.text, edited.spoken)).toBe(false);
    expect(isSpokenMessage("", "")).toBe(false);
  });
});

describe("hands-free confidence", () => {
  it("sends at or above 0.85, or when the recogniser does not say", () => {
    expect(sureEnoughToSend(0.85)).toBe(true);
    expect(sureEnoughToSend(undefined)).toBe(true);
    expect(sureEnoughToSend(0.84)).toBe(false);
  });
});
