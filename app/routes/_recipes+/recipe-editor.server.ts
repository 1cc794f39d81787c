import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { config } from "~/env.server";
import {
  orNotFound,
  problem,
  redirectUnknownIntent,
  redirectWithProblem,
  redirectWithToast,
} from "~/page-forms.server";
import { importTextSchema, importUrlSchema, recipeFormSchema, type RecipeFormValue } from "~/schemas/recipe-form";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import { ImageError, prepareRecipeImage, uploadedFile } from "~/services/kitchen/recipe-images.server";
import {
  fetchRecipePicture,
  importRecipeFromUrl,
  readPastedRecipe,
} from "~/services/kitchen/recipe-import/index.server";
import {
  contentOf,
  exportHouseholdRecipes,
  getRecipe,
  restoreHouseholdRecipes,
  removeHouseholdRecipe,
  saveHouseholdRecipe,
  savedInputOf,
  updateHouseholdRecipe,
  type ImageChange,
} from "~/services/kitchen/recipes.server";
import { requireHousehold } from "~/sessions.server";
import type { Actor } from "~/domain/actor";
import type { FormReply } from "~/components/kitchen/form-state";
import { blankRecipeForm, recipeFormOf, recipeFormOfDraft, type RecipeFormValues } from "./ui/recipe-form-values";

/** What the editor's action answers when it does not redirect: the form's reply. */
export type RecipeFormReply = FormReply;

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
async function imageChangeOf(formData: FormData, value: RecipeFormValue): Promise<ImageChange> {
  const upload = await uploadedFile(formData.get("image"));
  if (upload) return { set: await prepareRecipeImage(upload) };
  if (value.removeImage) return { remove: true };
  if (value.imageUrl) {
    // The page's picture is a nicety: when it cannot be fetched or used, the recipe saves without it.
    try {
      const picture = await fetchRecipePicture(value.imageUrl, {
        allowPrivateAddresses: config().recipeImportAllowsPrivateAddresses,
      });
      return { set: await prepareRecipeImage(picture) };
    } catch (error) {
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

function ingredientsOnly(reply: FormReply): FormReply {
  const ingredients = reply.error?.ingredients;
  return { ...reply, status: ingredients ? "error" : undefined, error: ingredients ? { ingredients } : {} };
}

/** Saves the form (or only checks it, for "Check ingredients"), answering the form's errors in place. */
async function saveRecipeForm(
  request: Request,
  formData: FormData,
  save: (value: RecipeFormValue, image: ImageChange) => Promise<Response>,
) {
  const submission = readRecipeForm(formData);
  if (!submission)
    return json({ status: "error", initialValue: null, error: { "": [UNREADABLE_FORM] } } satisfies FormReply, {
      status: 400,
    });
  // A list intent (add or remove a step row) comes back to the form as it is, with the new rows.
  if (submission.status === undefined) return json(submission.reply());
  // "Check ingredients" shows how the lines read, and only the ingredients' own problems: the rest may still be unwritten.
  if (formData.get("intent") === "check") return json(ingredientsOnly(submission.reply()));
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  let image: ImageChange;
  try {
    image = await imageChangeOf(formData, submission.value);
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    return json(submission.reply({ fieldErrors: { image: [error.message] } }), { status: error.status });
  }
  try {
    return await save(submission.value, image);
  } catch (error) {
    const { message, status } = problem(error, "Saving a recipe");
    return json(submission.reply({ formErrors: [message] }), { status });
  }
}

export async function submitNewRecipe(request: Request) {
  const { actor } = await requireHousehold(request);
  const formData = await request.formData();
  return saveRecipeForm(request, formData, async (value, image) => {
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
      return redirectWithProblem(request, `${page}/edit`, "Failed to delete recipe", error, "Deleting a recipe");
    }
    return redirectWithToast(request, "/recipes", {
      title: "Recipe deleted",
      description: `${recipe.name} is gone from your household's recipes.`,
    });
  }
  if (intent !== "save" && intent !== "check" && !formData.has("__intent__"))
    return redirectUnknownIntent(request, `${page}/edit`);
  return saveRecipeForm(request, formData, async (value, image) => {
    const saved = await updateHouseholdRecipe(db(), actor, recipe.id, savedInputOf(value), image);
    return redirectWithToast(request, page, {
      title: "Recipe saved",
      description: `Your changes to ${saved.name} are saved.`,
    });
  });
}

export type ImportReply =
  | { intent: "url" | "text" | "backup"; result: RecipeFormReply }
  | { intent: "review"; values: RecipeFormValues; source: string };

/**
 * /recipes/import: a web address or pasted text becomes the recipe form, filled in for the
 * member to check and save (it posts to /recipes/new); a backup file is restored at once.
 */
export async function submitRecipeImport(request: Request) {
  const { actor } = await requireHousehold(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "url") {
    const submission = parseWithZod(formData, { schema: importUrlSchema });
    if (submission.status !== "success")
      return json<ImportReply>({ intent, result: submission.reply() }, { status: 400 });
    try {
      const draft = await importRecipeFromUrl(submission.value.url, {
        allowPrivateAddresses: config().recipeImportAllowsPrivateAddresses,
      });
      return json<ImportReply>({
        intent: "review",
        values: recipeFormOfDraft(draft),
        source: new URL(draft.sourceUrl ?? submission.value.url).host,
      });
    } catch (error) {
      const { message, status } = problem(error, "Importing a recipe page");
      return json<ImportReply>({ intent, result: submission.reply({ formErrors: [message] }) }, { status });
    }
  }
  if (intent === "text") {
    const submission = parseWithZod(formData, { schema: importTextSchema });
    if (submission.status !== "success")
      return json<ImportReply>({ intent, result: submission.reply() }, { status: 400 });
    try {
      return json<ImportReply>({
        intent: "review",
        values: recipeFormOfDraft(readPastedRecipe(submission.value.text)),
        source: "pasted text",
      });
    } catch (error) {
      const { message, status } = problem(error, "Reading a pasted recipe");
      return json<ImportReply>({ intent, result: submission.reply({ formErrors: [message] }) }, { status });
    }
  }
  if (intent === "backup") return restoreBackup(request, actor, formData);
  return redirectUnknownIntent(request, "/recipes/import");
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
    const result = { status: "error", initialValue: null, error: { backup: [error.message] } } as RecipeFormReply;
    return json<ImportReply>({ intent: "backup", result }, { status: error.status });
  }
}

/** /recipes/export: the household's recipes as a JSON file to keep. */
export async function recipeBackupResponse(request: Request) {
  const { actor } = await requireHousehold(request);
  const backup = await exportHouseholdRecipes(db(), actor);
  const day = backup.exportedAt?.slice(0, 10) ?? "";
  return new Response(JSON.stringify(backup, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="basil-recipes-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
