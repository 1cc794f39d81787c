import type { Kysely, Migration } from "kysely";

/**
 * Households' own recipe pictures, re-encoded on upload. The bytes are kept as base64 text so
 * the one migration set stays portable (SQLite's blob and PostgreSQL's bytea differ); a
 * picture is stored at most a few hundred kilobytes, so the third more is cheap.
 */
export const recipeImages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("recipe_images")
      .addColumn("recipe_id", "text", (c) => c.primaryKey().references("household_recipes.id").onDelete("cascade"))
      .addColumn("household_id", "text", (c) => c.notNull().references("households.id").onDelete("cascade"))
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("version", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("recipe_images").execute();
  },
};
