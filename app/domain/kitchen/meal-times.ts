import { format } from "date-fns";
import type { MealType } from "./recipe-types";

/** When the household's meals are, by the server's clock, and how long each lasts (minutes). */
export const MEAL_TIMES: Record<MealType, { hour: number; minute: number; minutes: number }> = {
  breakfast: { hour: 8, minute: 0, minutes: 30 },
  lunch: { hour: 12, minute: 30, minutes: 45 },
  dinner: { hour: 18, minute: 30, minutes: 60 },
};

/**
 * Whether a meal on a day (YYYY-MM-DD) has begun by `now`: every meal of a day gone by, and
 * today's once its time has come. Planning starts from the next meal to come.
 */
export function mealHasBegun(date: string, mealType: MealType, now: Date) {
  const today = format(now, "yyyy-MM-dd");
  if (date !== today) return date < today;
  const { hour, minute } = MEAL_TIMES[mealType];
  return now.getHours() * 60 + now.getMinutes() >= hour * 60 + minute;
}
