import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { config } from "~/env.server";
import {
  formFailed,
  orNotFound,
  redirectUnknownIntent,
  redirectWithFailure,
  redirectWithToast,
  replyToForm,
} from "~/page-forms.server";
import { importTextSchema, importUrlSchema, recipeFormSchema, type RecipeFormValue } from "~/schemas/recipe-form";
import { db } from "~/services/db/index.server";
import { RateLimitedError, UserFacingError } from "~/services/errors.server";
import { ImageError, pictureLimits, prepareRecipeImage, uploadedFile } from "~/services/kitchen/recipe-images.server";
import { reserveAttempt } from "~/services/rate-limit.server";
import { BusyError } from "~/services/work-queue.server";
import { recipeBackupStream } from "~/services/kitchen/recipe-backup.server";
import type { RecipeDraft } from "~/domain/kitchen/recipe-draft";
import {
  fetchRecipePicture,
  importLimits,
  importRecipeFromUrl,
  readPastedRecipe,
} from "~/services/kitchen/recipe-import/index.server";
import {
  contentOf,
  getRecipe,
  restoreHouseholdRecipes,
  removeHouseholdRecipe,
  saveHouseholdRecipe,
  savedInputOf,
  updateHouseholdRecipe,
  type ImageChange,
} from "~/services/kitchen/recipes.server";
import { requireHousehold } from "~/sessions.server";
import { exportDownload } from "~/export-download.server";
import type { Actor } from "~/domain/actor";
import type { FormReply } from "~/components/form-reply";
import { importAppExport, previewAppExport, type MoveInReply } from "./move-in.server";
import { blankRecipeForm, recipeFormOf, recipeFormOfDraft, type RecipeFormValues } from "./ui/recipe-form-values";

/** The page's own recipe, or the 404 any other id gets (catalogue recipes are not a household's to change). */
async function ownRecipe(actor: Actor, recipeId: string) {
  const recipe = await orNotFound(getRecipe(db(), actor, recipeId), "Recipe not found");
  if (recipe.source !== "household") throw new Response("Recipe not found", { status: 404, statusText: "Not Found" });
  return recipe;
}

export async function loadNewRecipe(request: Request) {
  await requireHousehold(request);
  return { values: blankRecipeForm() };
}

export async function loadEditRecipe(request: Request, recipeId: string) {
  const { actor } = await requireHousehold(request);
  const recipe = await ownRecipe(actor, recipeId);
  const hasPicture = !recipe.imageUrl.endsWith(".svg");
  return {
    recipe: { id: recipe.id, name: recipe.name, imageUrl: recipe.imageUrl, hasPicture },
    values: recipeFormOf(contentOf(recipe)),
    confirmDelete: new URL(request.url).searchParams.get("confirm") === "delete",
  };
}

/**
 * The picture a save brings: a chosen file, else (for an imported recipe) the picture on its
 * page, fetched like the page was; "remove" takes the old one away. A picture that cannot be
 * used is the image field's error, with its status (413, 415, 400).
 */
async function imageChangeOf(formData: FormData, value: RecipeFormValue, actor: Actor): Promise<ImageChange> {
  const upload = await uploadedFile(formData.get("image"));
  if (upload) {
    await reserveAttempt(db(), pictureLimits(actor.userId));
    return { set: await prepareRecipeImage(upload) };
  }
  if (value.removeImage) return { remove: true };
  if (value.imageUrl) {
    await reserveAttempt(db(), pictureLimits(actor.userId));
    // The page's picture is a nicety: when it cannot be fetched or used, the recipe saves without it.
    try {
      const picture = await fetchRecipePicture(value.imageUrl, {
        allowPrivateAddresses: config().recipeImportAllowsPrivateAddresses,
      });
      return { set: await prepareRecipeImage(picture) };
    } catch (error) {
      // A server too busy for pictures just now is told, so the member can save again shortly.
      if (error instanceof BusyError) throw error;
      if (!(error instanceof UserFacingError)) console.error("Fetching an imported recipe's picture failed:", error);
      return null;
    }
  }
  return null;
}

const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";

/** The form as Conform reads it; null for a step-row button value it does not know (a tampered or stale page). */
function readRecipeForm(formData: FormData) {
  try {
    return parseWithZod(formData, { schema: recipeFormSchema });
  } catch {
    return null;
  }
}

function ingredientsOnly(result: FormReply["result"]): FormReply["result"] {
  const ingredients = result.error?.ingredients;
  return { ...result, status: ingredients ? "error" : undefined, error: ingredients ? { ingredients } : {} };
}

/** Saves the form (or only checks it, for "Check ingredients"), answering the form's errors in place. */
async function saveRecipeForm(
  actor: Actor,
  formData: FormData,
  save: (value: RecipeFormValue, image: ImageChange) => Promise<Response>,
) {
  const intent = formData.get("intent") === "check" ? "check" : "save";
  const submission = readRecipeForm(formData);
  if (!submission) {
    const result: FormReply["result"] = { status: "error", initialValue: null, error: { "": [UNREADABLE_FORM] } };
    return json<FormReply>({ intent, result }, { status: 400 });
  }
  // A list intent (add or remove a step row) comes back to the form as it is, with the new rows.
  if (submission.status === undefined) return replyToForm(intent, submission, { status: 200 });
  // "Check ingredients" shows how the lines read, and only the ingredients' own problems: the rest may still be unwritten.
  if (intent === "check") return json<FormReply>({ intent, result: ingredientsOnly(submission.reply()) });
  if (submission.status !== "success") return replyToForm(intent, submission);
  let image: ImageChange;
  try {
    image = await imageChangeOf(formData, submission.value, actor);
  } catch (error) {
    if (!(error instanceof ImageError || error instanceof RateLimitedError || error instanceof BusyError)) throw error;
    const wait = error.retryAfterSeconds;
    return replyToForm(intent, submission, {
      status: error.status,
      fieldErrors: { image: [error.message] },
      headers: wait === undefined ? undefined : { "Retry-After": String(wait) },
    });
  }
  try {
    return await save(submission.value, image);
  } catch (error) {
    return formFailed(intent, submission, error, { doing: "Saving a recipe" });
  }
}

export async function submitNewRecipe(request: Request) {
  const { actor } = await requireHousehold(request);
  const formData = await request.formData();
  return saveRecipeForm(actor, formData, async (value, image) => {
    const saved = await saveHouseholdRecipe(
      db(),
      actor,
      savedInputOf(value),
      image && "set" in image ? image.set : null,
    );
    return redirectWithToast(request, `/recipes/${saved.id}`, {
      title: "Recipe saved",
      description: `${saved.name} is in your household's recipes.`,
    });
  });
}

export async function submitEditRecipe(request: Request, recipeId: string) {
  const { actor } = await requireHousehold(request);
  const recipe = await ownRecipe(actor, recipeId);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const page = `/recipes/${recipe.id}`;
  if (intent === "delete") {
    try {
      await removeHouseholdRecipe(db(), actor, recipe.id);
    } catch (error) {
      return redirectWithFailure(request, `${page}/edit`, "Failed to delete recipe", error);
    }
    return redirectWithToast(request, "/recipes", {
      title: "Recipe deleted",
      description: `${recipe.name} is gone from your household's recipes.`,
    });
  }
  if (intent !== "save" && intent !== "check" && !formData.has("__intent__"))
    return redirectUnknownIntent(request, `${page}/edit`);
  return saveRecipeForm(actor, formData, async (value, image) => {
    const saved = await updateHouseholdRecipe(db(), actor, recipe.id, savedInputOf(value), image);
    return redirectWithToast(request, page, {
      title: "Recipe saved",
      description: `Your changes to ${saved.name} are saved.`,
    });
  });
}

/** The import page's answer: a form's reply, or the recipe read, for the member to review. */
export type ImportReply = FormReply | { intent: "review"; values: RecipeFormValues; source: string } | MoveInReply;

/**
 * /recipes/import: a web address or pasted text becomes the recipe form, filled in for the
 * member to check and save (it posts to /recipes/new); a backup file is restored at once;
 * another app's export is previewed, then imported (move-in.server.ts).
 */
export async function submitRecipeImport(request: Request) {
  const { actor } = await requireHousehold(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "url") {
    const submission = parseWithZod(formData, { schema: importUrlSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    return importDraft(actor, intent, submission, "Importing a recipe page", async () => {
      const draft = await importRecipeFromUrl(submission.value.url, {
        allowPrivateAddresses: config().recipeImportAllowsPrivateAddresses,
      });
      return { draft, source: new URL(draft.sourceUrl ?? submission.value.url).host };
    });
  }
  if (intent === "text") {
    const submission = parseWithZod(formData, { schema: importTextSchema });
    if (submission.status !== "success") return replyToForm(intent, submission);
    return importDraft(actor, intent, submission, "Reading a pasted recipe", async () => ({
      draft: readPastedRecipe(submission.value.text),
      source: "pasted text",
    }));
  }
  if (intent === "backup") return restoreBackup(request, actor, formData);
  if (intent === "app-preview") return previewAppExport(actor, formData);
  if (intent === "app-import") return importAppExport(request, actor, formData);
  return redirectUnknownIntent(request, "/recipes/import");
}

/**
 * A draft for review, read once the import is counted against the member's limits; a
 * refusal (too many imports: 429 with Retry-After) is the form's error, the text kept.
 */
async function importDraft(
  actor: Actor,
  intent: "url" | "text",
  submission: Parameters<typeof formFailed>[1],
  doing: string,
  read: () => Promise<{ draft: RecipeDraft; source: string }>,
) {
  try {
    await reserveAttempt(db(), importLimits(actor.userId));
    const { draft, source } = await read();
    return json<ImportReply>({ intent: "review", values: recipeFormOfDraft(draft), source });
  } catch (error) {
    // A refusal (too many imports, a page that is not a recipe) says why, with Retry-After when it has one.
    return formFailed(intent, submission, error, { doing });
  }
}

async function restoreBackup(request: Request, actor: Actor, formData: FormData) {
  try {
    const { added, replaced } = await restoreHouseholdRecipes(db(), actor, await uploadedFile(formData.get("backup")));
    const parts = [added > 0 && `${added} added`, replaced > 0 && `${replaced} updated`].filter(Boolean).join(", ");
    return redirectWithToast(request, "/recipes", {
      title: "Recipes imported",
      description: parts ? `From the backup: ${parts}.` : "The backup had no recipes.",
    });
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    const result: FormReply["result"] = { status: "error", initialValue: null, error: { backup: [error.message] } };
    return json<ImportReply>({ intent: "backup", result }, { status: error.status });
  }
}

/**
 * /recipes/export: the household's recipes as a JSON file to keep, written as it is read.
 * A member may take ten backups an hour; past that the page answers 429 with Retry-After.
 */
export function recipeBackupResponse(request: Request) {
  return exportDownload(request, "recipes", (database, actor, now) => recipeBackupStream(database, actor, "file", now));
}
