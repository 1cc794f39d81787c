import { z } from "zod";
import type { Actor } from "~/domain/actor";
import { config } from "~/env.server";
import { MAX_BODY_BYTES } from "~/http.server";
import { PASTED_LIMITS, savableDraft, type RecipeDraft } from "~/domain/kitchen/recipe-draft";
import {
  importTextSchema,
  importUrlSchema,
  MAX_PASTED_TEXT,
  RECIPE_IMAGE,
  apiBodyOf,
  recipeApiContent,
  recipeContentSchema,
} from "~/schemas/recipe-form";
import { db, type DB } from "~/services/db/index.server";
import { NotFoundError, UserFacingError } from "~/services/errors.server";
import {
  MAX_PICTURE_PIXELS,
  MAX_STORED_PICTURE_BYTES,
  pictureLimits,
  prepareRecipeImage,
  uploadedFile,
} from "~/services/kitchen/recipe-images.server";
import { importLimits, importRecipeFromUrl, readPastedRecipe } from "~/services/kitchen/recipe-import/index.server";
import { recipeBackupStream } from "~/services/kitchen/recipe-backup.server";
import { limits } from "~/services/rate-limit.server";
import {
  contentOf,
  getRecipe,
  type Recipe,
  restoreHouseholdRecipes,
  setRecipePicture,
  listHouseholdRecipes,
  removeHouseholdRecipe,
  saveHouseholdRecipe,
  savedInputOf,
  summarise,
  updateHouseholdRecipe,
} from "~/services/kitchen/recipes.server";
import { ApiError, endpoint, toApiError } from "./router.server";

const CHOOSE_PICTURE = `Choose a JPEG, PNG or WebP picture of at most ${RECIPE_IMAGE.maxBytes / (1024 * 1024)} MB to send as the image part of the form.`;

/** prepTime → prep_time: the body's own name for a field of the recipe's content. */
function bodyName(segment: PropertyKey) {
  return typeof segment === "string" ? segment.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : segment;
}

/**
 * The recipe body (recipeApiSchema), with every problem named by the body's snake_case field
 * (`prep_time`, `steps.2.timer_minutes`) rather than the content's, the way the caller wrote it.
 */
const recipeBody = z.pipe(
  recipeApiContent,
  z.transform((content, ctx) => {
    const checked = recipeContentSchema.safeParse(content);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path.map(bodyName) });
    return z.NEVER;
  }),
);

/** A household recipe as the API answers it: with `body`, its content as a body to send back to save it unchanged. */
export function withBody(recipe: Recipe) {
  return { ...recipe, body: apiBodyOf(contentOf(recipe)) };
}

/** A draft read from a page or text: as read, and as a body ready to save (cuisine from Basil's list, the allergens and diets its ingredients show). */
function draftAnswer(draft: RecipeDraft) {
  return { draft, body: savableDraft(draft) };
}

/** The household's own recipe, or the 404 any other id gets: catalogue recipes are not a household's to change. */
async function ownRecipe(database: DB, actor: Actor, recipeId: string) {
  const recipe = await getRecipe(database, actor, recipeId);
  if (recipe.source !== "household") throw new NotFoundError("Recipe");
  return recipe;
}

/** A refusal of one part of a form (the picture, the backup), as that field's error with the service's status. */
async function forField<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UserFacingError) || error instanceof NotFoundError) throw error;
    const refused = toApiError(error);
    // A refusal to come back later (Retry-After) keeps saying when.
    throw new ApiError(refused.status, refused.code, refused.message, { [field]: [refused.message] }, refused.headers);
  }
}

function missingPart(field: string, message: string): never {
  throw new ApiError(400, "invalid_request", message, { [field]: [message] });
}

const RECIPE_FIELDS =
  'name, servings, difficulty, cuisine, ingredients (lines such as "2 cups flour", or {quantity, unit, name, note}), steps (text, or {instruction, timer_minutes}); optional description, prep_time, cook_time, spice_level, meal_types, tags, diets, allergens (checked against the ingredients), tips, source_url, credit';

export const recipeEndpoints = [
  endpoint({
    method: "GET",
    path: "/recipes/households/{householdId}/recipes",
    operationId: "listHouseholdRecipes",
    tag: "Recipes",
    summary: "The household's own recipes, by name",
    handle: async ({ actor }) => ({ recipes: (await listHouseholdRecipes(db(), actor)).map(summarise) }),
  }),
  endpoint({
    method: "POST",
    path: "/recipes/households/{householdId}/recipes",
    operationId: "createHouseholdRecipe",
    tag: "Recipes",
    summary: `Write a recipe of the household's own (${RECIPE_FIELDS}). Answers the recipe as GET /recipes/{recipeId} does, with \`body\`: what to send back to save it unchanged.`,
    status: 201,
    body: recipeBody,
    maxJsonBytes: MAX_BODY_BYTES,
    handle: async ({ actor, body }) => withBody(await saveHouseholdRecipe(db(), actor, savedInputOf(body))),
  }),
  endpoint({
    method: "PUT",
    path: "/recipes/households/{householdId}/recipes/{recipeId}",
    operationId: "replaceHouseholdRecipe",
    tag: "Recipes",
    summary: "Replace what one of the household's recipes says (the same body as writing one); its picture stays",
    body: recipeBody,
    maxJsonBytes: MAX_BODY_BYTES,
    handle: async ({ actor, params, body }) =>
      withBody(await updateHouseholdRecipe(db(), actor, params.recipeId, savedInputOf(body))),
  }),
  endpoint({
    method: "DELETE",
    path: "/recipes/households/{householdId}/recipes/{recipeId}",
    operationId: "deleteHouseholdRecipe",
    tag: "Recipes",
    summary: "Delete one of the household's recipes and its picture",
    handle: async ({ actor, params }) => {
      await removeHouseholdRecipe(db(), actor, params.recipeId);
      return { removed: true };
    },
  }),
  endpoint({
    method: "PUT",
    path: "/recipes/households/{householdId}/recipes/{recipeId}/image",
    operationId: "setRecipePicture",
    tag: "Recipes",
    summary: `Set the recipe's picture (multipart: image, a JPEG, PNG or WebP of at most ${RECIPE_IMAGE.maxBytes / (1024 * 1024)} MB and ${MAX_PICTURE_PIXELS / 1_000_000} megapixels, stored as WebP at most ${RECIPE_IMAGE.maxSide} px and ${MAX_STORED_PICTURE_BYTES / 1024} KB). 413 when larger, 415 for another kind of file, 400 when empty or unreadable, 429 past a member's pictures a minute or an hour, 503 with Retry-After while the server is busy with other pictures.`,
    multipart: {
      fields: {
        image: { type: "file", description: "The picture: image/jpeg, image/png or image/webp", required: true },
      },
    },
    limits: pictureLimits,
    handle: async ({ actor, params, form }) => {
      // The recipe is looked up first, so a stranger's id is a 404 whatever the form holds.
      await ownRecipe(db(), actor, params.recipeId);
      const upload = (await uploadedFile(form?.get("image") ?? null)) ?? missingPart("image", CHOOSE_PICTURE);
      const picture = await forField("image", () => prepareRecipeImage(upload));
      return withBody(await setRecipePicture(db(), actor, params.recipeId, { set: picture }));
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/recipes/households/{householdId}/recipes/{recipeId}/image",
    operationId: "removeRecipePicture",
    tag: "Recipes",
    summary: "Take the recipe's picture away (it shows its drawing again)",
    handle: async ({ actor, params }) =>
      withBody(await setRecipePicture(db(), actor, params.recipeId, { remove: true })),
  }),
  endpoint({
    method: "POST",
    path: "/recipes/import/url",
    operationId: "importRecipeFromUrl",
    tag: "Recipes",
    summary:
      "Read the recipe on a public web page into a draft to review, and `body`, the draft as a recipe to save as it comes back (JSON: url). 400 for an address that is not public http(s), 413 when the page is too large, 415 when it is not a web page, 422 when it has no recipe, 429 past 10 imports a minute or 100 an hour (with Retry-After), 502 when it cannot be reached, 504 when it is too slow.",
    body: importUrlSchema,
    limits: importLimits,
    changesNothing: true,
    handle: async ({ body }) =>
      draftAnswer(
        await importRecipeFromUrl(body.url, { allowPrivateAddresses: config().recipeImportAllowsPrivateAddresses }),
      ),
  }),
  endpoint({
    method: "POST",
    path: "/recipes/import/text",
    operationId: "importRecipeFromText",
    tag: "Recipes",
    summary: `Read a pasted recipe into a draft to review, and \`body\`, the draft as a recipe to save as it comes back (JSON: text, at most ${MAX_PASTED_TEXT} characters in at most ${PASTED_LIMITS.lines} lines of at most ${PASTED_LIMITS.line} characters). 422 when it has no ingredients or steps, 429 past 10 imports a minute or 100 an hour (with Retry-After).`,
    body: importTextSchema,
    limits: importLimits,
    changesNothing: true,
    handle: async ({ body }) => draftAnswer(readPastedRecipe(body.text)),
  }),
  endpoint({
    method: "GET",
    path: "/recipes/households/{householdId}/export",
    operationId: "exportHouseholdRecipes",
    tag: "Recipes",
    summary:
      "The household's own recipes as a backup (each recipe's content, id and picture), as the Export page's file holds",
    limits: (userId) => [limits.exportsByMemberPerHour(userId)],
    // Written as it is read, recipe by recipe, in the API's envelope.
    handle: async ({ actor }) =>
      new Response(recipeBackupStream(db(), actor, "api"), {
        headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
      }),
  }),
  endpoint({
    method: "POST",
    path: "/recipes/households/{householdId}/import",
    operationId: "restoreHouseholdRecipes",
    tag: "Recipes",
    summary:
      "Restore a backup (multipart: backup, the .json file an export gives). A recipe with one of this household's ids is replaced, any other is added; nothing is written unless every recipe is valid. Answers {added, replaced}. 415 when the file is not JSON, 400 when a recipe is invalid.",
    multipart: {
      fields: { backup: { type: "file", description: "A Basil recipe backup (application/json)", required: true } },
    },
    handle: async ({ actor, form }) => {
      const file = await uploadedFile(form?.get("backup") ?? null);
      return forField("backup", () => restoreHouseholdRecipes(db(), actor, file));
    },
  }),
];
