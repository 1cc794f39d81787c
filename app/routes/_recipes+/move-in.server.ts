import path from "node:path";
import { json } from "@remix-run/node";
import type { Actor } from "~/domain/actor";
import type { FormReply } from "~/components/form-reply";
import { config } from "~/env.server";
import { redirectWithToast } from "~/page-forms.server";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import { uploadedFile } from "~/services/kitchen/recipe-images.server";
import { importLimits } from "~/services/kitchen/recipe-import/index.server";
import type { MoveInPreview, MoveInSummary } from "~/services/kitchen/move-in/index.server";
import { reserveAttempt } from "~/services/rate-limit.server";
import { BusyError, WorkQueue } from "~/services/work-queue.server";
import { plural } from "~/domain/words";

/** The preview's answer: what the export holds, and the id of the upload kept for "Import". */
export type MoveInReply = { intent: "app-preview"; preview: MoveInPreview; stash: string };

/**
 * One export read at a time in this process, one more waiting: an export is held whole in
 * memory while it is read, and its pictures are re-encoded one by one.
 */
const moveIns = new WorkQueue(
  1,
  1,
  () => new BusyError("Basil is reading another export just now. Please try again in a minute.", 30),
);

function stashDirectory() {
  return path.join(config().dataDir, "move-in");
}

/** The services, loaded with the first export (the zip reader is not needed before). */
const moveIn = () => import("~/services/kitchen/move-in/index.server");
const stash = () => import("~/services/kitchen/move-in/stash.server");

function failed(error: unknown) {
  if (!(error instanceof UserFacingError)) throw error;
  // Not initialValue: null, which Conform in the browser takes as "reset the form" (and its errors with it).
  const result: FormReply["result"] = { status: "error", initialValue: {}, error: { export: [error.message] } };
  const wait = error.retryAfterSeconds;
  return json<FormReply>(
    { intent: "app", result },
    { status: error.status, headers: wait === undefined ? undefined : { "Retry-After": String(wait) } },
  );
}

/** A folder's files (each named by its path in the folder) as one zip; null when none was chosen. */
async function uploadedFolder(formData: FormData) {
  const files = formData
    .getAll("folder")
    .filter((value): value is File => typeof value !== "string" && !(value.size === 0 && value.name === ""));
  if (files.length === 0) return null;
  const { zipOfFolder } = await import("~/services/kitchen/move-in/folder.server");
  const read = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  return { bytes: zipOfFolder(read), type: "application/zip" };
}

/** "From another app": the upload read and previewed, nothing saved; the file kept for the import. */
export async function previewAppExport(actor: Actor, formData: FormData) {
  try {
    const upload = (await uploadedFile(formData.get("export"))) ?? (await uploadedFolder(formData));
    if (!upload) throw new UserFacingError("Choose the export file (or folder) from your other app.");
    await reserveAttempt(db(), importLimits(actor.userId));
    const { previewMoveIn } = await moveIn();
    const preview = await moveIns.run(() => previewMoveIn(db(), actor, upload.bytes));
    const { stashUpload } = await stash();
    const id = await stashUpload(stashDirectory(), actor, upload.bytes);
    return json<MoveInReply>({ intent: "app-preview", preview, stash: id });
  } catch (error) {
    return failed(error);
  }
}

/** How far the import of a kept upload is (the page asks while it waits); null when it is not importing. */
export async function appImportProgress(actor: Actor, id: string) {
  const { stashProgress } = await stash();
  return stashProgress(stashDirectory(), actor, id);
}

export function summaryText(summary: MoveInSummary) {
  const parts = [
    `${plural(summary.added, "recipe")} added`,
    summary.duplicates > 0 && `${summary.duplicates} already here`,
    summary.problems > 0 && `${summary.problems} with problems left out`,
  ].filter(Boolean);
  const pictures =
    summary.withoutPicture.length > 0
      ? ` ${summary.withoutPicture.length === 1 ? `${summary.withoutPicture[0]} came` : `${summary.withoutPicture.length} came`} without a picture: it could not be read.`
      : "";
  return `From the ${summary.formatName}: ${parts.join(", ")}.${pictures}`;
}

/** "Import" on the preview: the kept upload imported in one transaction, then forgotten. */
export async function importAppExport(request: Request, actor: Actor, formData: FormData) {
  const id = String(formData.get("stash") ?? "");
  try {
    const { stashedUpload, dropStash, forgetProgress, progressWriter } = await stash();
    const bytes = await stashedUpload(stashDirectory(), actor, id);
    await reserveAttempt(db(), importLimits(actor.userId));
    const { importMoveIn } = await moveIn();
    const progress = progressWriter(stashDirectory(), id);
    const summary = await moveIns
      .run(() => importMoveIn(db(), actor, bytes, progress))
      .catch(async (error: unknown) => {
        await forgetProgress(stashDirectory(), id);
        throw error;
      });
    await dropStash(stashDirectory(), id);
    return redirectWithToast(request, "/recipes", { title: "Recipes imported", description: summaryText(summary) });
  } catch (error) {
    return failed(error);
  }
}
