import { addQuantities, compatible, convert, parseUnit, type Unit } from "~/domain/kitchen/quantities";

/** An amount as stored: a quantity (null when unknown, "some") and a unit (null for a count). */
export type Amount = { quantity: number | null; unit: string | null };

function round(value: number) {
  return Math.round(value * 1000) / 1000;
}

/** A unit the quantities module knows, the raw text for one it does not, or null for a count. */
function known(unit: string | null): { unit: Unit | null } | { raw: string } {
  if (unit === null || unit.trim() === "") return { unit: null };
  const parsed = parseUnit(unit);
  return parsed ? { unit: parsed } : { raw: unit.trim().toLowerCase() };
}

function sameFamily(a: string | null, b: string | null) {
  const left = known(a);
  const right = known(b);
  if ("raw" in left || "raw" in right) return "raw" in left && "raw" in right && left.raw === right.raw;
  return compatible(left.unit, right.unit);
}

/**
 * The sum of two amounts of one item in the first amount's unit, or null when they
 * cannot be added (2 lb and 3 cans). An unknown quantity takes the known one.
 */
export function sumAmounts(a: Amount, b: Amount): Amount | null {
  if (a.quantity === null || b.quantity === null) {
    if (a.quantity === null && b.quantity === null)
      return sameFamily(a.unit, b.unit) || !a.unit || !b.unit ? { quantity: null, unit: a.unit ?? b.unit } : null;
    const withAmount = a.quantity === null ? b : a;
    const without = a.quantity === null ? a : b;
    return !without.unit || sameFamily(a.unit, b.unit) ? { ...withAmount } : null;
  }
  const left = known(a.unit);
  const right = known(b.unit);
  if ("raw" in left || "raw" in right) {
    return sameFamily(a.unit, b.unit) ? { quantity: round(a.quantity + b.quantity), unit: a.unit } : null;
  }
  const sum = addQuantities({ amount: a.quantity, unit: left.unit }, { amount: b.quantity, unit: right.unit });
  return sum ? { quantity: round(sum.amount), unit: sum.unit } : null;
}

/** `used` taken from `stock`, in the stock's unit; null when the units cannot be compared. */
export function subtractAmount(stock: Amount, used: { quantity: number; unit: string | null }): Amount | null {
  if (stock.quantity === null) return null;
  const taken = inUnitOf(used, stock.unit);
  return taken === null ? null : { quantity: round(stock.quantity - taken), unit: stock.unit };
}

function inUnitOf(amount: { quantity: number; unit: string | null }, unit: string | null) {
  const from = known(amount.unit);
  const to = known(unit);
  if ("raw" in from || "raw" in to) return sameFamily(amount.unit, unit) ? amount.quantity : null;
  return convert(amount.quantity, from.unit, to.unit);
}

/**
 * Whether the pantry's stock covers what a recipe needs. Stock of unknown size, or
 * measured differently (a head of garlic against cloves), counts as covering it.
 */
export function covers(stock: Amount, need: Amount) {
  if (need.quantity === null || stock.quantity === null) return true;
  const needed = inUnitOf({ quantity: need.quantity, unit: need.unit }, stock.unit);
  return needed === null || stock.quantity + 1e-9 >= needed;
}

/** A quantity multiplied for more or fewer servings, to two decimals. */
export function scaleAmount(quantity: number, factor: number) {
  return Math.round(quantity * factor * 100) / 100;
}
