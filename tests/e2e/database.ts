import path from "node:path";
import { openDatabase, type DB } from "~/services/db/index.server";
import { E2E_DATA_ROOT } from "./servers";

let opened: DB | null = null;

/**
 * The embedded app's database, for tests that check what a change did to the rows behind
 * the screens. Read only: tests change things through the app, as members do.
 */
export function appDatabase(): DB {
  opened ??= openDatabase(
    process.env.E2E_DATABASE_URL || `file:${path.resolve(E2E_DATA_ROOT, "embedded", "basil.sqlite")}`,
  );
  return opened;
}

export async function closeAppDatabase() {
  await opened?.destroy();
  opened = null;
}
