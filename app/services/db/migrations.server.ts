import type { Migration, MigrationProvider } from "kysely";
import { accountsAndHouseholds } from "./migrations/0001_accounts_and_households.server";
import { kitchen } from "./migrations/0002_kitchen.server";
import { conversations } from "./migrations/0003_conversations.server";
import { recipeImages } from "./migrations/0004_recipe_images.server";
import { idempotencyKeys } from "./migrations/0005_idempotency_keys.server";
import { passwordResets } from "./migrations/0006_password_resets.server";
import { calendarFeeds } from "./migrations/0007_calendar_feeds.server";
import { theme } from "./migrations/0008_theme.server";
import { shoppingNotes } from "./migrations/0009_shopping_notes.server";
import { units } from "./migrations/0010_units.server";
import { caldav } from "./migrations/0011_caldav.server";
import { push } from "./migrations/0012_push.server";

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
  "0006_password_resets": passwordResets,
  "0007_calendar_feeds": calendarFeeds,
  "0008_theme": theme,
  "0009_shopping_notes": shoppingNotes,
  "0010_units": units,
  "0011_caldav": caldav,
  "0012_push": push,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/** Used by tests to check that the set applies to an empty database. */
export const migrationNames = Object.keys(migrations);
