import { describe, expect, it } from "vitest";
import {
  expiringHeading,
  expiryCounts,
  expiryDate,
  expiryPhrase,
  expirySentence,
  expiryStatus,
  expiryTally,
  expiryText,
  expiryWords,
  type ExpiryStatus,
} from "./expiry";

const now = new Date("2026-11-21T15:30:00Z");

describe("the one expiry rule", () => {
  it("says an item past its day 'Expired' with the date, and every other dated item 'Expires'", () => {
    expect(expiryWords("2026-11-20", now)).toBe("Expired Nov 20, 2026");
    expect(expiryWords("2026-10-02", now)).toBe("Expired Oct 2, 2026");
    // The day itself is still good, as are the 7 days after today ('Soon') and the rest.
    expect(expiryWords("2026-11-21", now)).toBe("Expires Nov 21, 2026");
    expect(expiryWords("2026-11-28", now)).toBe("Expires Nov 28, 2026");
    expect(expiryWords("2027-01-05", now)).toBe("Expires Jan 5, 2027");
    expect(expiryWords(null, now)).toBeNull();
  });

  it("agrees with the badge: 'Expired' exactly when the status is expired", () => {
    for (let offset = -10; offset <= 10; offset += 1) {
      const day = new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      const expired = expiryStatus(day, now) === "expired";
      expect(expiryWords(day, now)?.startsWith("Expired "), day).toBe(expired);
    }
  });

  it("writes a date already shown the same way", () => {
    expect(expiryText("expired", "Nov 20, 2026")).toBe("Expired Nov 20, 2026");
    expect(expiryText("soon", "Nov 25, 2026")).toBe("Expires Nov 25, 2026");
    expect(expiryText(null, "Dec 25, 2026")).toBe("Expires Dec 25, 2026");
  });

  it("says the date in a reply's sentence, past or to come", () => {
    expect(expirySentence("It", "2026-11-20", now)).toBe("It expired on Nov 20, 2026");
    expect(expirySentence("Milk", "2026-11-25", now)).toBe("Milk expires on Nov 25, 2026");
  });

  it("never counts an expired item among those expiring soon", () => {
    const statuses: ExpiryStatus[] = ["expired", "soon", "soon", null, "expired", "soon"];
    const counts = expiryCounts(statuses.map((status) => ({ status })));
    expect(counts).toEqual({ soon: 3, expired: 2 });
    expect(expiryTally(counts)).toBe("3 expiring soon · 2 expired");
    expect(expiryTally({ soon: 0, expired: 1 })).toBe("1 expired");
    expect(expiryTally({ soon: 2, expired: 0 })).toBe("2 expiring soon");
    expect(expiryTally({ soon: 0, expired: 0 })).toBe("");
  });
});

describe("expiryPhrase", () => {
  it("is the badge's words within a sentence", () => {
    expect(expiryPhrase("2026-11-20", now)).toBe("expired Nov 20, 2026");
    expect(expiryPhrase("2026-11-21", now)).toBe("expires Nov 21, 2026");
  });
});

describe("expiryDate", () => {
  it("marks a date in a list as expired once it has passed", () => {
    expect(expiryDate("2026-11-20", now)).toBe("Nov 20, 2026 (expired)");
    expect(expiryDate("2026-11-21", now)).toBe("Nov 21, 2026");
  });
});

describe("expiringHeading", () => {
  it("names expired items only when some have passed their date", () => {
    expect(expiringHeading([{ status: "soon" }, { status: "soon" }])).toBe("Expiring soon");
    expect(expiringHeading([])).toBe("Expiring soon");
    expect(expiringHeading([{ status: "soon" }, { status: "expired" }])).toBe("Expired or expiring soon");
  });
});
