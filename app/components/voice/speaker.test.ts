import { afterEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser's audio element: counts the elements made and what each played. */
function fakeAudio(play: () => Promise<void>) {
  const made: Array<{ src: string; played: string[] }> = [];
  class FakeAudio {
    src = "";
    paused = true;
    played: string[] = [];
    constructor() {
      made.push(this);
    }
    play() {
      this.played.push(this.src);
      return play();
    }
  }
  vi.stubGlobal("Audio", FakeAudio);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the page's speaker", () => {
  it("a press plays silence on the one element that every later playback uses", async () => {
    const made = fakeAudio(() => Promise.resolve());
    const { speakerElement, unlockSpeaker } = await import("./speaker");
    unlockSpeaker();
    expect(made).toHaveLength(1);
    expect(made[0].played).toEqual([expect.stringMatching(/^data:audio\/wav;base64,/)]);
    expect(speakerElement()).toBe(made[0]);
    await Promise.resolve();
    unlockSpeaker();
    expect(made[0].played).toHaveLength(1);
    expect(made).toHaveLength(1);
  });

  it("refused (not inside a press), the next press tries again", async () => {
    const made = fakeAudio(() => Promise.reject(new DOMException("not allowed", "NotAllowedError")));
    const { unlockSpeaker } = await import("./speaker");
    unlockSpeaker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    unlockSpeaker();
    expect(made[0].played).toHaveLength(2);
  });
});
