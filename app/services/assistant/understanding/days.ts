import { addDays, format, nextDay, startOfWeek, type Day } from "date-fns";
import * as chrono from "chrono-node";
import { ordinalWord } from "~/domain/numbers";

/**
 * Days and spans of days as members say them. A weekday is the coming one (today when it
 * is today: "Friday" said on a Friday is today); "next Friday" is the Friday of next week;
 * "the 3rd" is the coming 3rd; "this week", "next week", "the weekend" and "Monday to Friday"
 * are spans. Anything else with a date in it goes to chrono-node ("in 3 days",
 * "December 5th", "the end of the month").
 */

export type DayRef = { date: string; label: string };
export type DateRange = { from: string; to: string; label: string };

const WEEKDAYS: Array<[RegExp, Day, string]> = [
  [/^sun(?:day)?(?:'?s)?$/, 0, "Sunday"],
  [/^mon(?:day)?(?:'?s)?$/, 1, "Monday"],
  [/^tue(?:s|sday)?(?:'?s)?$/, 2, "Tuesday"],
  [/^wed(?:s|nesday)?(?:'?s)?$/, 3, "Wednesday"],
  [/^thu(?:r|rs|rsday)?(?:'?s)?$/, 4, "Thursday"],
  [/^fri(?:day)?(?:'?s)?$/, 5, "Friday"],
  [/^sat(?:urday)?(?:'?s)?$/, 6, "Saturday"],
];

const iso = (date: Date) => format(date, "yyyy-MM-dd");
const midnight = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate());

export function weekdayIn(words: string[]): { day: Day; name: string } | null {
  for (const word of words) {
    const found = WEEKDAYS.find(([pattern]) => pattern.test(word));
    if (found) return { day: found[1], name: found[2] };
  }
  return null;
}

/** The day a phrase names ("friday", "tomorrow", "the 3rd", "next tuesday", "in 3 days"), or null. */
export function dayIn(phrase: string, now: Date): DayRef | null {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  const has = (word: string) => words.includes(word);
  if (/\bday after tomorrow\b/.test(phrase)) return { date: iso(addDays(now, 2)), label: "the day after tomorrow" };
  if (has("today") || has("tonight") || has("today's") || has("tonight's")) return { date: iso(now), label: "today" };
  if (has("tomorrow") || has("tomorrow's")) return { date: iso(addDays(now, 1)), label: "tomorrow" };
  const weekday = weekdayIn(words);
  if (weekday) {
    const nextWeek = /\bnext week\b/.test(phrase) || (has("next") && !has("this"));
    const date = nextWeek
      ? addDays(startOfWeek(now, { weekStartsOn: 1 }), 7 + ((weekday.day + 6) % 7))
      : now.getDay() === weekday.day
        ? now
        : nextDay(now, weekday.day);
    return { date: iso(date), label: `on ${weekday.name}` };
  }
  for (const word of words) {
    const day = /^\d{1,2}(?:st|nd|rd|th)$/.test(word) ? ordinalWord(word) : null;
    if (day && day >= 1 && day <= 31) {
      let date = new Date(now.getFullYear(), now.getMonth(), day);
      if (date < midnight(now)) date = new Date(now.getFullYear(), now.getMonth() + 1, day);
      return { date: iso(date), label: `on the ${word}` };
    }
  }
  const parsed = chrono.parse(phrase, now, { forwardDate: true })[0];
  if (parsed) {
    const date = parsed.start.date();
    return { date: iso(date), label: `on ${format(date, "EEEE, MMM d")}` };
  }
  return null;
}

/** A span of days: "this week" (what nothing else names), "next week", "the weekend", "monday to friday", or one day. */
export function rangeIn(phrase: string, now: Date): DateRange {
  const monday = startOfWeek(now, { weekStartsOn: 1 });
  const span = /\b([a-z]+)(?:'?s)? (?:to|through|thru|till|until|-) ([a-z]+)\b/.exec(phrase);
  const first = span ? weekdayIn([span[1]]) : null;
  const last = span ? weekdayIn([span[2]]) : null;
  if (first && last) {
    const start = dayIn(/\bnext week\b/.test(phrase) ? `${span![1]} next week` : span![1], now)!;
    const end = addDays(new Date(`${start.date}T00:00:00`), (last.day - first.day + 7) % 7);
    return { from: start.date, to: iso(end), label: `${first.name} to ${last.name}` };
  }
  if (/\bnext week(?:'?s)?\b/.test(phrase)) {
    const start = addDays(monday, 7);
    return { from: iso(start), to: iso(addDays(start, 6)), label: "next week" };
  }
  if (/\bweekend\b/.test(phrase)) {
    return { from: iso(addDays(monday, 5)), to: iso(addDays(monday, 6)), label: "this weekend" };
  }
  const day = /\bweek\b/.test(phrase) ? null : dayIn(phrase, now);
  if (day) return { from: day.date, to: day.date, label: day.label };
  return { from: iso(monday), to: iso(addDays(monday, 6)), label: "this week" };
}
