/**
 * Dates written in English for the pages the browser draws (the chat's cards and sidebar),
 * without a date library: the few patterns Basil shows, each read from the date's own
 * calendar fields, so the server's HTML and the browser's hydration write the same words.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The patterns used: "Mar 2, 2026", "Mar 2", "2, 2026", "Monday, Mar 2", "Monday, March 2, 2026". */
export type CalendarPattern = "MMM d, yyyy" | "MMM d" | "d, yyyy" | "EEEE, MMM d" | "EEEE, MMMM d, yyyy";

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day written YYYY-MM-DD is that day at local midnight; a timestamp is its instant. */
export function parseDay(value: string): Date {
  const day = DAY_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** The date (its local calendar day) in one of the patterns, the way date-fns' `format` writes them. */
export function formatCalendar(date: Date, pattern: CalendarPattern): string {
  return pattern.replace(/yyyy|MMMM|MMM|EEEE|d/g, (token) => {
    if (token === "yyyy") return String(date.getFullYear()).padStart(4, "0");
    if (token === "MMMM") return MONTHS[date.getMonth()];
    if (token === "MMM") return MONTHS[date.getMonth()].slice(0, 3);
    if (token === "EEEE") return WEEKDAYS[date.getDay()];
    return String(date.getDate());
  });
}

/** Whole calendar days from `earlier` to `later` in local time (0 on the same day, whatever the hours). */
export function calendarDaysBetween(later: Date, earlier: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(later) - day(earlier)) / 86_400_000);
}

/**
 * A date as every page, card and reply shows it to a member: "Nov 25, 2026" (MMM d, yyyy).
 * A day (YYYY-MM-DD) is that day wherever it is read; a timestamp its local day. 'N/A' when
 * there is none or it is not a date.
 */
export function showDate(value: string | null | undefined): string {
  if (!value) return "N/A";
  const date = parseDay(value);
  return Number.isNaN(date.getTime()) ? "N/A" : formatCalendar(date, "MMM d, yyyy");
}
