import { addDays, differenceInCalendarDays, format, parseISO } from "date-fns";
import { afterAll, describe, expect, it } from "vitest";
import { calendarDaysBetween, formatCalendar, parseDay, showDate, type CalendarPattern } from "./calendar-words";

const PATTERNS: CalendarPattern[] = ["MMM d, yyyy", "MMM d", "d, yyyy", "EEEE, MMM d", "EEEE, MMMM d, yyyy"];

/** Every day from 2023-12-25 to 2028-01-05: leap years, month and year ends, both daylight-saving changes. */
function everyDay() {
  const days: string[] = [];
  for (let day = new Date(2023, 11, 25); day < new Date(2028, 0, 6); day = addDays(day, 1))
    days.push(format(day, "yyyy-MM-dd"));
  return days;
}

/** Zones with daylight saving on both halves of the world, a half-hour one and one without. */
const ZONES = ["America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata", "UTC"];
const zoneBefore = process.env.TZ;
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe.each(ZONES)("calendar words in %s", (zone) => {
  // Node reads TZ again when it changes, so each zone's dates are that zone's.
  const inZone = () => (process.env.TZ = zone);
  it("reads a YYYY-MM-DD day as that local day and a timestamp as its instant, as parseISO does", () => {
    inZone();
    for (const value of ["2026-03-02", "2028-02-29", "2026-11-23T23:30:00.000Z", "2026-01-01T00:10:00+05:00"]) {
      expect(parseDay(value).getTime(), value).toBe(parseISO(value).getTime());
    }
  });

  it("writes every day of four years in each pattern exactly as date-fns' format", () => {
    inZone();
    const mismatches: string[] = [];
    for (const day of everyDay()) {
      for (const pattern of PATTERNS) {
        const ours = formatCalendar(parseDay(day), pattern);
        const theirs = format(parseISO(day), pattern);
        if (ours !== theirs) mismatches.push(`${day} ${pattern}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("counts calendar days between two moments whatever their hours, as differenceInCalendarDays does", () => {
    inZone();
    expect(new Date(2026, 6, 1).getTimezoneOffset() !== new Date(2026, 0, 1).getTimezoneOffset()).toBe(
      ["America/New_York", "Europe/London", "Australia/Sydney"].includes(zone),
    );
    const days = everyDay();
    const now = new Date(2026, 2, 29, 0, 30);
    const mismatches = days
      .flatMap((day) => [parseDay(day), new Date(`${day}T23:59:00`), new Date(`${day}T00:01:00`)])
      .filter((moment) => calendarDaysBetween(now, moment) !== differenceInCalendarDays(now, moment))
      .map((moment) => moment.toString());
    expect(mismatches).toEqual([]);
    expect(calendarDaysBetween(new Date(2026, 10, 24, 0, 5), new Date(2026, 10, 23, 23, 55))).toBe(1);
  });
});

describe("showDate", () => {
  it("writes a day as MMM d, yyyy in every zone, and 'N/A' for none or nonsense", () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(showDate("2026-11-25")).toBe("Nov 25, 2026");
      expect(showDate("2028-02-29")).toBe("Feb 29, 2028");
    }
    expect(showDate(null)).toBe("N/A");
    expect(showDate("")).toBe("N/A");
    expect(showDate("not a date")).toBe("N/A");
  });

  it("writes a timestamp as its local day, as date-fns does", () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      const value = "2026-11-23T23:30:00.000Z";
      expect(showDate(value)).toBe(format(parseISO(value), "MMM d, yyyy"));
    }
  });
});
