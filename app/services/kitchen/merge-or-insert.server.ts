import { randomUUID } from "node:crypto";
import { sumAmounts, type Amount } from "~/domain/kitchen/amounts";

type Stored = Amount & { id: string };

/**
 * The one rule for adding an item to the pantry or the shopping list: it joins the first
 * row of the same name whose amount it can be added to (2 lb and 500 g), and is a new row
 * otherwise (2 lb and 3 cans). The caller has read the candidate rows inside its household
 * write and says how a merge and an insert are stored; answers the row's id.
 */
export async function mergeOrInsert<Row extends Stored>({
  candidates,
  adding,
  amountOf = (row) => row,
  merge,
  insert,
}: {
  candidates: Row[];
  adding: Amount;
  /** What a row already counts towards the sum (a bought list item counts nothing). */
  amountOf?: (row: Row) => Amount;
  merge: (row: Row, sum: Amount) => Promise<unknown>;
  insert: (id: string) => Promise<unknown>;
}): Promise<{ id: string; merged: boolean }> {
  for (const row of candidates) {
    const sum = sumAmounts(amountOf(row), adding);
    if (!sum) continue;
    await merge(row, sum);
    return { id: row.id, merged: true };
  }
  const id = randomUUID();
  await insert(id);
  return { id, merged: false };
}
