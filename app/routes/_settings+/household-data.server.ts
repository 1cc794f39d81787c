import { parseWithZod } from "@conform-to/zod/v4";
import type { Actor } from "~/domain/actor";
import { listInWords, plural } from "~/domain/words";
import { formFailed, redirectWithToast, replyToForm } from "~/page-forms.server";
import { restoreFormSchema } from "~/schemas/household-restore-form";
import { db } from "~/services/db/index.server";
import { householdDataStream } from "~/services/household-export.server";
import { restoreHouseholdData, type RestoreSummary } from "~/services/household-restore.server";
import { uploadedFile } from "~/services/kitchen/recipe-images.server";
import { importLimits } from "~/services/kitchen/recipe-import/index.server";
import { reserveAttempt } from "~/services/rate-limit.server";
import { exportDownload } from "~/export-download.server";

export const RESTORE_INTENT = "restore-household-data";

/**
 * /settings/export: the household's data as a JSON file to keep, written as it is read. It
 * counts with the recipe backups: ten an hour per member, then 429 with Retry-After.
 */
export function householdDataResponse(request: Request) {
  return exportDownload(request, "household", (database, actor, now) =>
    householdDataStream(database, actor, "file", now),
  );
}

/** "12 pantry items, 3 list items, …": what a restore brought, for its toast. */
export function restoredText(summary: RestoreSummary) {
  const parts = [
    plural(summary.pantryItems, "pantry item"),
    plural(summary.shoppingItems, "shopping list item"),
    plural(summary.plannedMeals, "planned meal"),
    plural(summary.recipes, "recipe"),
    plural(summary.conversations, "conversation"),
  ];
  return `Restored ${listInWords(parts)}.`;
}

/** Settings' "Restore": the file restored into the (empty) household, or the form's alert saying why not. */
export async function submitHouseholdRestore(request: Request, actor: Actor, formData: FormData) {
  const submission = parseWithZod(formData, { schema: restoreFormSchema });
  if (submission.status !== "success") return replyToForm(RESTORE_INTENT, submission);
  try {
    await reserveAttempt(db(), importLimits(actor.userId));
    const summary = await restoreHouseholdData(db(), actor, await uploadedFile(submission.value.file));
    return redirectWithToast(request, "/settings?tab=household", {
      title: "Household data restored",
      description: restoredText(summary),
    });
  } catch (error) {
    return formFailed(RESTORE_INTENT, submission, error, { doing: "Restoring household data" });
  }
}
