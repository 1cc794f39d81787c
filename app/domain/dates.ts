import { format } from "date-fns";

/** Dates as the app shows them (MMM d, yyyy), formatted on the server so every device agrees. */
export { showDate } from "./calendar-words";

/** Today as YYYY-MM-DD on the server's calendar. */
export function todayIso(now = new Date()) {
  return format(now, "yyyy-MM-dd");
}
