import { createRequire } from "node:module";
import type PgModule from "pg";

let loaded: typeof PgModule | null = null;

/**
 * node-postgres, loaded the first time a PostgreSQL connection is made: a server on a
 * SQLite file never spends start-up time or memory on it.
 */
export function pg(): typeof PgModule {
  loaded ??= createRequire(import.meta.url)("pg") as typeof PgModule;
  return loaded;
}
