import { randomUUID } from "node:crypto";
import type { Actor } from "~/domain/actor";
import { displayName, itemKey } from "~/domain/kitchen/names";
import { listInWords } from "~/domain/words";
import { CHAT_LIMITS, DEFAULT_CONVERSATION_TITLE } from "~/schemas/chat";
import {
  CHOOSE_HOUSEHOLD_DATA,
  HOUSEHOLD_DATA_LIMITS,
  HOUSEHOLD_DATA_TOO_LARGE,
  householdDataSchema,
  NOT_HOUSEHOLD_DATA,
  type HouseholdData,
} from "~/schemas/household-data";
import { RECIPE_BACKUP_FORMAT } from "~/schemas/recipe-form";
import { newConversationId, newMessageId } from "./conversations.server";
import { householdWrite, type DB } from "./db/index.server";
import { UserFacingError } from "./errors.server";
import { announce } from "./events/index.server";
import { addPreparedRecipes, catalogueRecipe, prepareBackupRecipes } from "./kitchen/recipes.server";
import { BusyError, WorkQueue } from "./work-queue.server";

/**
 * Restores a household's data file (HouseholdData) into a household that has nothing in it
 * yet. Everything is checked before anything is written: the file's size, then its JSON,
 * then every field and count (householdDataSchema), what the planned meals refer to, that
 * the household is empty, and every recipe and picture as a recipe backup's restore checks
 * them. Then all of it is written in one transaction, which checks again, under the
 * household's lock, that the household is still empty. Conversations become the restoring
 * member's own.
 */

/**
 * One restore at a time in this process, one more waiting: a file is held whole in memory
 * while it is read, and its pictures are re-encoded one by one.
 */
const restores = new WorkQueue(
  1,
  1,
  () => new BusyError("Basil is restoring another household's data just now. Please try again in a minute.", 30),
);

export type RestoreSummary = {
  pantryItems: number;
  shoppingItems: number;
  plannedMeals: number;
  recipes: number;
  conversations: number;
};

/** Rows written per statement: well within SQLite's and PostgreSQL's limits on parameters. */
const ROWS_PER_INSERT = 200;

function inGroups<T>(rows: T[]) {
  const groups: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    groups.push(rows.slice(start, start + ROWS_PER_INSERT));
  return groups;
}

const PLACES: Record<string, string> = {
  pantry: "Pantry item",
  shoppingList: "Shopping list item",
  mealPlan: "Planned meal",
  conversations: "Conversation",
  messages: "message",
  recipes: "Recipe",
};

/** Where in the file a problem is, for people: "Conversation 2, message 5: ". */
function placeOf(path: ReadonlyArray<PropertyKey>) {
  const parts: string[] = [];
  // The recipes are a recipe backup: their list is one level further in.
  const steps = path[0] === "recipes" && path[1] === "recipes" ? path.slice(1) : path;
  for (let index = 0; index < steps.length - 1; index++) {
    const name = steps[index];
    const position = steps[index + 1];
    if (typeof name === "string" && typeof position === "number" && PLACES[name])
      parts.push(`${PLACES[name]} ${position + 1}`);
  }
  return parts.length > 0 ? `${parts.join(", ")}: ` : "";
}

/** The file read and checked, or the reason it cannot be restored (400, 413, 415). */
export function readHouseholdData(bytes: Uint8Array): HouseholdData {
  if (bytes.byteLength > HOUSEHOLD_DATA_LIMITS.fileBytes) throw new UserFacingError(HOUSEHOLD_DATA_TOO_LARGE, 413);
  let content: unknown;
  try {
    content = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new UserFacingError(NOT_HOUSEHOLD_DATA, 415);
  }
  if (typeof content === "object" && content !== null && "format" in content && content.format === RECIPE_BACKUP_FORMAT)
    throw new UserFacingError("That is a recipe backup: restore it from Recipes, on the Import page.", 415);
  const parsed = householdDataSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserFacingError(`${placeOf(issue.path)}${issue.message}`);
  }
  checkPlannedMeals(parsed.data);
  return parsed.data;
}

/** Every planned meal names a recipe of the catalogue or of the file, and no slot is planned twice. */
function checkPlannedMeals(data: HouseholdData) {
  const inFile = new Set(data.recipes.recipes.map((recipe) => recipe.id).filter(Boolean));
  const slots = new Set<string>();
  for (const [index, meal] of data.mealPlan.entries()) {
    if (!inFile.has(meal.recipeId) && catalogueRecipe(meal.recipeId) === null)
      throw new UserFacingError(`Planned meal ${index + 1}: its recipe is not in the file.`);
    const slot = `${meal.date} ${meal.mealType}`;
    if (slots.has(slot))
      throw new UserFacingError(`Planned meal ${index + 1}: ${meal.mealType} on ${meal.date} is planned twice.`);
    slots.add(slot);
  }
}

/** What the household already has of what a restore brings; all zero for an empty household. */
async function whatIsThere(db: DB, actor: Actor) {
  const count = async (table: "pantry_items" | "shopping_items" | "meal_plan_entries" | "household_recipes") => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("household_id", "=", actor.householdId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    "pantry items": await count("pantry_items"),
    "shopping list items": await count("shopping_items"),
    "planned meals": await count("meal_plan_entries"),
    recipes: await count("household_recipes"),
  };
}

/** Refuses (409) a household that has anything a restore would add to. */
async function requireEmpty(db: DB, actor: Actor) {
  const there = Object.entries(await whatIsThere(db, actor))
    .filter(([, count]) => count > 0)
    .map(([what]) => what);
  if (there.length === 0) return;
  throw new UserFacingError(
    `Household data can only be restored into a household with nothing in it yet, and this one has ${listInWords(there)}. Nothing was changed.`,
    409,
  );
}

async function writeKitchen(trx: DB, actor: Actor, data: HouseholdData, recipeIds: Map<string, string>, now: string) {
  const household = actor.householdId;
  for (const group of inGroups(data.pantry))
    await trx
      .insertInto("pantry_items")
      .values(
        group.map((item) => ({
          id: randomUUID(),
          household_id: household,
          name: displayName(item.name),
          name_key: itemKey(item.name),
          quantity: item.quantity ?? null,
          unit: item.unit ?? null,
          location: item.location.toLowerCase(),
          expires_on: item.expiresAt ?? null,
          added_by: actor.userId,
          created_at: item.createdAt ?? now,
          updated_at: item.updatedAt ?? item.createdAt ?? now,
        })),
      )
      .execute();
  for (const group of inGroups(data.shoppingList))
    await trx
      .insertInto("shopping_items")
      .values(
        group.map((item) => ({
          id: randomUUID(),
          household_id: household,
          name: displayName(item.name),
          name_key: itemKey(item.name),
          quantity: item.quantity ?? null,
          unit: item.unit ?? null,
          category: item.category,
          checked: item.checked ? 1 : 0,
          note: item.note,
          added_by: actor.userId,
          created_at: item.createdAt ?? now,
          updated_at: item.updatedAt ?? item.createdAt ?? now,
        })),
      )
      .execute();
  for (const group of inGroups(data.mealPlan))
    await trx
      .insertInto("meal_plan_entries")
      .values(
        group.map((meal) => ({
          id: randomUUID(),
          household_id: household,
          date: meal.date,
          meal_type: meal.mealType,
          recipe_id: recipeIds.get(meal.recipeId) ?? meal.recipeId,
          created_by: actor.userId,
          created_at: now,
        })),
      )
      .execute();
}

/** A recipe card names the recipe by its new id, so it opens in the new household; any other card is as it was. */
function cardFor(component: unknown, recipeIds: Map<string, string>) {
  // A recipe card was checked whole when the file was read (householdDataSchema).
  const card = component as { type: string; data: { id: string } };
  if (card.type !== "recipe") return component;
  return { ...card, data: { ...card.data, id: recipeIds.get(card.data.id) ?? card.data.id } };
}

/** The conversations, each the restoring member's own, with their messages in order. */
async function writeConversations(trx: DB, actor: Actor, data: HouseholdData, recipeIds: Map<string, string>) {
  for (const conversation of data.conversations) {
    const id = newConversationId();
    const last = conversation.messages.at(-1);
    await trx
      .insertInto("conversations")
      .values({
        id,
        household_id: actor.householdId,
        user_id: actor.userId,
        title: conversation.title || DEFAULT_CONVERSATION_TITLE,
        preview: last ? last.content.slice(0, CHAT_LIMITS.previewLength) : "",
        message_count: conversation.messages.length,
        is_archived: conversation.archived ? 1 : 0,
        tags: JSON.stringify(conversation.tags),
        assistant_state: "{}",
        created_at: conversation.createdAt,
        updated_at: conversation.lastMessageAt,
        last_message_at: conversation.lastMessageAt,
      })
      .execute();
    const rows = conversation.messages.map((message, index) => ({
      id: newMessageId(Date.parse(message.timestamp)),
      conversation_id: id,
      type: message.type,
      content: message.content,
      is_from_user: message.type === "user-text" || message.type === "user-voice" ? 1 : 0,
      embedded_component: message.embeddedComponent
        ? JSON.stringify(cardFor(message.embeddedComponent, recipeIds))
        : null,
      actions: Array.isArray(message.actions) && message.actions.length > 0 ? JSON.stringify(message.actions) : null,
      timestamp: message.timestamp,
      seq: index + 1,
    }));
    for (const group of inGroups(rows)) await trx.insertInto("messages").values(group).execute();
  }
}

/** Restores a checked file into the acting member's empty household, in one transaction. */
async function restoreChecked(db: DB, actor: Actor, data: HouseholdData): Promise<RestoreSummary> {
  // Refused before the pictures' work, and again under the lock in case something was added meanwhile.
  await requireEmpty(db, actor);
  const prepared = await prepareBackupRecipes(data.recipes);
  const now = new Date().toISOString();
  await householdWrite(db, actor, async (trx) => {
    await requireEmpty(trx, actor);
    const recipeIds = await addPreparedRecipes(trx, actor, prepared, now);
    await writeKitchen(trx, actor, data, recipeIds, now);
    await writeConversations(trx, actor, data, recipeIds);
  });
  for (const topic of ["pantry", "shopping", "meal-plan", "recipes"] as const) await announce(actor.householdId, topic);
  return {
    pantryItems: data.pantry.length,
    shoppingItems: data.shoppingList.length,
    plannedMeals: data.mealPlan.length,
    recipes: prepared.length,
    conversations: data.conversations.length,
  };
}

/**
 * A household's data file as uploaded: none chosen is a 400, too large a 413, anything but
 * UTF-8 JSON a 415, a problem in it a 400 naming where, a household with something in it a
 * 409, another restore in hand a 503; in each case nothing is changed.
 */
export async function restoreHouseholdData(
  db: DB,
  actor: Actor,
  file: { bytes: Uint8Array } | null,
): Promise<RestoreSummary> {
  if (!file) throw new UserFacingError(CHOOSE_HOUSEHOLD_DATA);
  if (file.bytes.byteLength > HOUSEHOLD_DATA_LIMITS.fileBytes) throw new UserFacingError(HOUSEHOLD_DATA_TOO_LARGE, 413);
  return restores.run(async () => restoreChecked(db, actor, readHouseholdData(file.bytes)));
}
