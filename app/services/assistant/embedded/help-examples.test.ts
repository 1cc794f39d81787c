import { beforeAll, describe, expect, it } from "vitest";
import { HELP_ROOMS } from "~/domain/help";
import { understood } from "./understood";

const now = new Date(2026, 10, 18, 12);

describe("the help page's examples", () => {
  // The first message read loads the trained classifier: not what is timed here.
  beforeAll(() => void understood("hello", now), 120_000);

  it.each(HELP_ROOMS.flatMap(({ room, examples }) => examples.map((example) => [room, example])))(
    "%s: the assistant acts on %j",
    (_room, example) => {
      expect(understood(example, now)).toBe(true);
    },
  );
});
