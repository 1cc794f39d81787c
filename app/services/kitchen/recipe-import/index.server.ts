/**
 * Importing a recipe from a web page into a draft for the recipe form. Pasted text is read in
 * the browser or on the server by `readRecipeText` (app/domain/kitchen/recipe-text.ts).
 */
import type { RecipeDraft } from "~/domain/kitchen/recipe-draft";
import { UserFacingError } from "~/services/errors.server";
import { limits, type Limit } from "~/services/rate-limit.server";
import { readRecipeText } from "~/domain/kitchen/recipe-text";
import { fetchRecipePage, type RecipePageFetchOptions } from "./safe-fetch.server";

export { fetchRecipePicture } from "./safe-fetch.server";

export type { RecipePageFetchOptions } from "./safe-fetch.server";

/** What one import (of a page or of pasted text) counts against, through the page form and the API alike. */
export function importLimits(userId: string): Limit[] {
  return [limits.importsByMemberPerMinute(userId), limits.importsByMemberPerHour(userId)];
}

/** The draft of the recipe at a web address; fails with a message for people when there is none. */
export async function importRecipeFromUrl(url: string, options?: RecipePageFetchOptions): Promise<RecipeDraft> {
  const page = await fetchRecipePage(url, options);
  // The HTML parser is loaded on the first import, not at start-up.
  const { readRecipePage } = await import("./read-page.server");
  const draft = readRecipePage(page.html, page.finalUrl);
  if (!draft) throw new UserFacingError("No recipe was found on that page. You can paste its text instead.", 422);
  return draft;
}

/** The draft of a recipe pasted as text; fails (422) when the text has no ingredients and no steps. */
export function readPastedRecipe(text: string): RecipeDraft {
  const draft = readRecipeText(text);
  if (draft.ingredients.length === 0 && draft.steps.length === 0)
    throw new UserFacingError("No ingredients or steps were found in that text.", 422);
  return draft;
}
