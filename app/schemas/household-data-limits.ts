/**
 * The household data file's name, version, limits and sentences, without zod, so the
 * Settings page can say them without loading the file's schema (./household-data.ts).
 */

export const HOUSEHOLD_DATA_FORMAT = "basil-household-data";
export const HOUSEHOLD_DATA_VERSION = 1;

/** What one restore may bring; checked before anything is written. */
export const HOUSEHOLD_DATA_LIMITS = {
  /** The file: what the import page takes for another app's export. */
  fileBytes: 64 * 1024 * 1024,
  pantryItems: 5_000,
  shoppingItems: 5_000,
  plannedMeals: 10_000,
  conversations: 2_000,
  /** Messages over all the conversations. */
  messages: 50_000,
  messageCharacters: 20_000,
} as const;

const MB = HOUSEHOLD_DATA_LIMITS.fileBytes / (1024 * 1024);
export const HOUSEHOLD_DATA_TOO_LARGE = `A household's data file can be at most ${MB} MB.`;
export const NOT_HOUSEHOLD_DATA = "That file is not a Basil household data file.";
export const CHOOSE_HOUSEHOLD_DATA = "Choose a Basil household data file (.json) to restore.";
