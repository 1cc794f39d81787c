import { HOUSEHOLD_DATA_LIMITS } from "~/schemas/household-data";
import { db } from "~/services/db/index.server";
import { householdDataStream } from "~/services/household-export.server";
import { restoreHouseholdData } from "~/services/household-restore.server";
import { uploadedFile } from "~/services/kitchen/recipe-images.server";
import { importLimits } from "~/services/kitchen/recipe-import/index.server";
import { limits } from "~/services/rate-limit.server";
import { endpoint } from "./router.server";

const MB = HOUSEHOLD_DATA_LIMITS.fileBytes / (1024 * 1024);

/** A household's data as one file, and its restore into an empty household (docs/household-data.md). */
export const householdDataEndpoints = [
  endpoint({
    method: "GET",
    path: "/household/{householdId}/export",
    operationId: "exportHouseholdData",
    tag: "Household",
    summary:
      "Everything the household keeps as one document (format basil-household-data, version 1): its name, pantry, shopping list, meal plan, recipes with their pictures (a recipe backup), and the calling member's own conversations. Counts with the recipe backups: 429 past 10 an hour (with Retry-After).",
    limits: (userId) => [limits.exportsByMemberPerHour(userId)],
    // Written as it is read, one conversation or one recipe at a time, in the API's envelope.
    handle: async ({ actor }) =>
      new Response(householdDataStream(db(), actor, "api"), {
        headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
      }),
  }),
  endpoint({
    method: "POST",
    path: "/household/{householdId}/restore",
    operationId: "restoreHouseholdData",
    tag: "Household",
    summary: `Restore an export (multipart: file, the document the export gives, at most ${MB} MB) into a household with no pantry items, shopping list items, planned meals or recipes; its conversations become the caller's. Everything is checked before anything is written, and all of it is written in one transaction. Answers the counts restored. 400 for a problem in the file (naming where), 409 when the household has something in it, 413 past ${MB} MB, 415 when the file is not a household data file, 429 past 10 restores a minute or 100 an hour, 503 while another restore is in hand (with Retry-After).`,
    multipart: {
      fields: {
        file: { type: "file", description: "A Basil household data file (application/json)", required: true },
      },
    },
    limits: importLimits,
    handle: async ({ actor, form }) => restoreHouseholdData(db(), actor, await uploadedFile(form?.get("file") ?? null)),
  }),
];
