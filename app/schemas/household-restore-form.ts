import * as z from "zod/mini";
import { CHOOSE_HOUSEHOLD_DATA, HOUSEHOLD_DATA_LIMITS, HOUSEHOLD_DATA_TOO_LARGE } from "./household-data-limits";

/**
 * Settings' restore form: a file must be chosen (Conform reads a file input left empty as
 * missing), and within the limit, so the browser says so before sending 64 MB for nothing.
 */
export const restoreFormSchema = z.object({
  file: z
    .file({ error: CHOOSE_HOUSEHOLD_DATA })
    .check(z.maxSize(HOUSEHOLD_DATA_LIMITS.fileBytes, HOUSEHOLD_DATA_TOO_LARGE)),
});
