import { format, isValid, parseISO } from "date-fns";
import { formatCalendar } from "./calendar-words";

/** Dates as the app shows them (MMM d, yyyy), formatted on the server so every device agrees. */
export function showDate(value: string | null | undefined) {
  if (!value) return "N/A";
  const date = parseISO(value);
  return isValid(date) ? formatCalendar(date, "MMM d, yyyy") : "N/A";
}

/** Today as YYYY-MM-DD on the server's calendar. */
export function todayIso(now = new Date()) {
  return format(now, "yyyy-MM-dd");
}
