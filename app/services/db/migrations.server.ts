import type { Migration, MigrationProvider } from "kysely";
import { accountsAndHouseholds } from "./migrations/0001_accounts_and_households.server";
import { kitchen } from "./migrations/0002_kitchen.server";
import { conversations } from "./migrations/0003_conversations.server";
import { recipeImages } from "./migrations/0004_recipe_images.server";
import { idempotencyKeys } from "./migrations/0005_idempotency_keys.server";

/**
 * One migration set for SQLite and PostgreSQL: only portable column types are used
 * (text, integer, double precision), so every statement runs unchanged on both dialects.
 */
const migrations: Record<string, Migration> = {
  "0001_accounts_and_households": accountsAndHouseholds,
  "0002_kitchen": kitchen,
  "0003_conversations": conversations,
  "0004_recipe_images": recipeImages,
  "0005_idempotency_keys": idempotencyKeys,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/** Used by tests to check that the set applies to an empty database. */
export const migrationNames = Object.keys(migrations);
