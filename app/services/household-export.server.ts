import type { Actor } from "~/domain/actor";
import { HOUSEHOLD_DATA_FORMAT, HOUSEHOLD_DATA_VERSION, type HouseholdData } from "~/schemas/household-data";
import type { DB } from "./db/index.server";
import { recipeBackupStream, type BackupWrapping } from "./kitchen/recipe-backup.server";
import { catalogueRecipe } from "./kitchen/recipes.server";

/**
 * A household's data as one file (HouseholdData's JSON), written as it is read: the pantry,
 * the list and the plan first (rows of text), then the member's conversations one at a time,
 * then the recipes through the recipe backup's own stream, one recipe and its picture at a
 * time. The stream is pulled, so the server holds one conversation or one picture at once,
 * and a slow reader slows the reading too.
 */

type Section = Pick<HouseholdData, "household" | "pantry" | "shoppingList" | "mealPlan">;

async function householdName(db: DB, actor: Actor) {
  const row = await db.selectFrom("households").select("name").where("id", "=", actor.householdId).executeTakeFirst();
  return row?.name ?? "";
}

/** The pantry, the list and the plan; a planned meal whose recipe is gone is left out, since nothing could restore it. */
async function kitchenSections(db: DB, actor: Actor): Promise<Section> {
  const household = actor.householdId;
  const [name, pantry, shopping, meals, ownRecipes] = await Promise.all([
    householdName(db, actor),
    db.selectFrom("pantry_items").selectAll().where("household_id", "=", household).orderBy("created_at").execute(),
    db.selectFrom("shopping_items").selectAll().where("household_id", "=", household).orderBy("created_at").execute(),
    db
      .selectFrom("meal_plan_entries")
      .select(["date", "meal_type", "recipe_id"])
      .where("household_id", "=", household)
      .orderBy("date")
      .orderBy("meal_type")
      .execute(),
    db.selectFrom("household_recipes").select("id").where("household_id", "=", household).execute(),
  ]);
  const own = new Set(ownRecipes.map((row) => row.id));
  return {
    household: { name },
    pantry: pantry.map((row) => ({
      name: row.name,
      quantity: row.quantity,
      unit: row.unit,
      location: row.location,
      expiresAt: row.expires_on,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    shoppingList: shopping.map((row) => ({
      name: row.name,
      quantity: row.quantity,
      unit: row.unit,
      category: row.category as HouseholdData["shoppingList"][number]["category"],
      checked: row.checked === 1,
      note: row.note ?? "",
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    mealPlan: meals
      .filter((row) => own.has(row.recipe_id) || catalogueRecipe(row.recipe_id) !== null)
      .map((row) => ({
        date: row.date,
        mealType: row.meal_type as HouseholdData["mealPlan"][number]["mealType"],
        recipeId: row.recipe_id,
      })),
  };
}

/** The member's own conversations, oldest first: nobody else's leave with this member's file. */
async function conversationIds(db: DB, actor: Actor) {
  const rows = await db
    .selectFrom("conversations")
    .select("id")
    .where("household_id", "=", actor.householdId)
    .where("user_id", "=", actor.userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/** One conversation with its messages; null when it was deleted while the file was written. */
async function conversationEntry(
  db: DB,
  actor: Actor,
  id: string,
): Promise<HouseholdData["conversations"][number] | null> {
  const row = await db
    .selectFrom("conversations")
    .selectAll()
    .where("id", "=", id)
    .where("household_id", "=", actor.householdId)
    .where("user_id", "=", actor.userId)
    .executeTakeFirst();
  if (!row) return null;
  const messages = await db
    .selectFrom("messages")
    .selectAll()
    .where("conversation_id", "=", id)
    .orderBy("seq")
    .execute();
  return {
    title: row.title,
    archived: row.is_archived === 1,
    tags: JSON.parse(row.tags) as string[],
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    messages: messages.map((message) => ({
      type: message.type as HouseholdData["conversations"][number]["messages"][number]["type"],
      content: message.content,
      timestamp: message.timestamp,
      ...(message.embedded_component && {
        embeddedComponent: JSON.parse(
          message.embedded_component,
        ) as HouseholdData["conversations"][number]["messages"][number]["embeddedComponent"],
      }),
      ...(message.actions && {
        actions: JSON.parse(message.actions) as HouseholdData["conversations"][number]["messages"][number]["actions"],
      }),
    })),
  };
}

/** The household's data as a stream of UTF-8 JSON: the file Settings gives, or the JSON API's envelope around it. */
export function householdDataStream(
  db: DB,
  actor: Actor,
  wrapping: BackupWrapping,
  now = new Date(),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let conversations: string[] | null = null;
  let next = 0;
  let written = 0;
  let recipes: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (conversations === null) {
        const sections = await kitchenSections(db, actor);
        conversations = await conversationIds(db, actor);
        const head = JSON.stringify({
          format: HOUSEHOLD_DATA_FORMAT,
          version: HOUSEHOLD_DATA_VERSION,
          exportedAt: now.toISOString(),
          ...sections,
        });
        const opening = `${head.slice(0, -1)},"conversations":[`;
        controller.enqueue(encoder.encode(wrapping === "api" ? `{"status":"success","data":${opening}` : opening));
        return;
      }
      while (next < conversations.length) {
        const entry = await conversationEntry(db, actor, conversations[next++]);
        if (!entry) continue;
        controller.enqueue(encoder.encode(`${written++ > 0 ? "," : ""}\n${JSON.stringify(entry)}`));
        return;
      }
      if (recipes === null) {
        recipes = recipeBackupStream(db, actor, "file", now).getReader();
        controller.enqueue(encoder.encode('\n],"recipes":'));
        return;
      }
      const piece = await recipes.read();
      if (!piece.done) {
        controller.enqueue(piece.value);
        return;
      }
      controller.enqueue(encoder.encode(wrapping === "api" ? "}}" : "}\n"));
      controller.close();
    },
    async cancel(reason) {
      await recipes?.cancel(reason);
    },
  });
}

/** The whole file as one value, read from the same stream (for restoring it in the same process). */
export async function exportHouseholdData(db: DB, actor: Actor, now = new Date()): Promise<HouseholdData> {
  return (await new Response(householdDataStream(db, actor, "file", now)).json()) as HouseholdData;
}
