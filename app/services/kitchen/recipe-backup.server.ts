import type { Actor } from "~/domain/actor";
import { RECIPE_BACKUP_FORMAT, type RecipeBackup } from "~/schemas/recipe-form";
import type { DB } from "../db/index.server";
import { contentOf, getRecipe } from "./recipes.server";

/**
 * A household's recipes as a backup file, written as it is read: one recipe and its picture
 * at a time, so the server holds one picture (a few hundred kilobytes), not the household's
 * hundreds of megabytes. The stream is pulled, so a slow reader slows the reading too.
 */

/** How the backup is wrapped: the file the Export page gives, or the JSON API's envelope around it. */
export type BackupWrapping = "file" | "api";

/** The household's recipe ids by name, the order a backup lists them in. */
async function recipeIdsByName(db: DB, actor: Actor) {
  const rows = await db
    .selectFrom("household_recipes")
    .select(["id", "data"])
    .where("household_id", "=", actor.householdId)
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: (JSON.parse(row.data) as { name: string }).name }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => row.id);
}

/** One recipe of the backup with its picture; null when it was deleted while the backup was written. */
async function backupEntry(db: DB, actor: Actor, id: string): Promise<RecipeBackup["recipes"][number] | null> {
  const recipe = await getRecipe(db, actor, id).catch(() => null);
  if (!recipe) return null;
  const image = await db
    .selectFrom("recipe_images")
    .select(["content_type", "data"])
    .where("recipe_id", "=", id)
    .where("household_id", "=", actor.householdId)
    .executeTakeFirst();
  return {
    id,
    content: contentOf(recipe),
    image: image ? { contentType: image.content_type, data: image.data } : null,
  };
}

/** Base64 needs no escaping in JSON: a picture's data is written as it is stored, not copied through JSON.stringify. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One recipe's JSON in pieces: its content, then its picture's data on its own. */
function entryPieces(entry: RecipeBackup["recipes"][number]): string[] {
  const image = entry.image;
  if (!image || !BASE64.test(image.data)) return [JSON.stringify(entry)];
  const withoutData = JSON.stringify({ ...entry, image: { contentType: image.contentType, data: "" } });
  return [withoutData.slice(0, -3), image.data, withoutData.slice(-3)];
}

/** The backup (RecipeBackup's JSON) as a stream of UTF-8 text, recipe by recipe. */
export function recipeBackupStream(
  db: DB,
  actor: Actor,
  wrapping: BackupWrapping,
  now = new Date(),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const head = `{"format":${JSON.stringify(RECIPE_BACKUP_FORMAT)},"version":1,"exportedAt":${JSON.stringify(now.toISOString())},"recipes":[`;
  let ids: string[] | null = null;
  let next = 0;
  let written = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (ids === null) {
        ids = await recipeIdsByName(db, actor);
        controller.enqueue(encoder.encode(wrapping === "api" ? `{"status":"success","data":${head}` : head));
        return;
      }
      while (next < ids.length) {
        const entry = await backupEntry(db, actor, ids[next++]);
        if (!entry) continue;
        controller.enqueue(encoder.encode(`${written++ > 0 ? "," : ""}\n`));
        for (const piece of entryPieces(entry)) controller.enqueue(encoder.encode(piece));
        return;
      }
      controller.enqueue(encoder.encode(wrapping === "api" ? "\n]}}" : "\n]}\n"));
      controller.close();
    },
  });
}

/** The whole backup as one value, read from the same stream (for restoring it in the same process). */
export async function exportHouseholdRecipes(db: DB, actor: Actor, now = new Date()): Promise<RecipeBackup> {
  return (await new Response(recipeBackupStream(db, actor, "file", now)).json()) as RecipeBackup;
}
