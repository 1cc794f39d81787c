import { UserFacingError } from "~/services/errors.server";
import { readRecipeData } from "../recipe-import/read-page.server";
import { Archive, ArchiveError, looksLikeGzip, looksLikeZip, newBudget } from "./archive.server";
import { mealieDatabaseName, readMealie } from "./formats/mealie.server";
import { looksLikePaprika, paprikaRecipe, readPaprika } from "./formats/paprika.server";
import { isNextcloudLayout, parsed, readSchemaRecipes, schemaRecipeFiles } from "./formats/schema-org.server";
import { readTandoor } from "./formats/tandoor.server";
import type { ForeignExport } from "./formats/types";

export const NOT_RECOGNISED =
  "Basil did not recognise this export. It reads Mealie backups, Tandoor and Paprika exports, Nextcloud Cookbook folders and schema.org recipe files.";

/** Files an operating system adds to a zip it makes: macOS's resource forks, Windows' thumbnails. */
function isClutter(name: string) {
  return name.startsWith("__MACOSX/") || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(name);
}

/** One file that is not a zip: a single Paprika recipe (gzip) or a single schema.org recipe (JSON). */
async function readSingleFile(bytes: Uint8Array): Promise<ForeignExport> {
  if (looksLikeGzip(bytes))
    return { format: "paprika", recipes: [await paprikaRecipe(bytes, newBudget(), "The recipe")] };
  const value = parsed(bytes);
  const draft = value === undefined ? null : readRecipeData(value);
  if (!draft) throw new ArchiveError(NOT_RECOGNISED, 415);
  return { format: "schema-org", recipes: [{ draft, picture: null }] };
}

/**
 * Another app's export, recognised by what is in it (never by the file's name) and read into
 * drafts. The whole archive is read before anything is saved, so a refusal anywhere in it
 * (a limit, a damaged file) leaves the household as it was.
 */
export async function readForeignExport(bytes: Uint8Array): Promise<ForeignExport> {
  if (bytes.byteLength === 0) throw new UserFacingError("The file is empty. Choose the export file again.", 400);
  if (!looksLikeZip(bytes)) return readSingleFile(bytes);
  const archive = await Archive.open(bytes);
  try {
    const database = mealieDatabaseName(archive);
    if (database) return { format: "mealie", recipes: await readMealie(archive, database) };
    const names = archive
      .files()
      .map((file) => file.name)
      .filter((name) => !isClutter(name));
    const first = names[0] ? await archive.read(names[0]) : null;
    if (first && looksLikeZip(first))
      return {
        format: "tandoor",
        recipes: await readTandoor(
          archive,
          names.filter((name) => /\.zip$/i.test(name)),
        ),
      };
    if (looksLikePaprika(first)) return { format: "paprika", recipes: await readPaprika(archive, names) };
    const json = await schemaRecipeFiles(archive, names);
    if (json)
      return {
        format: isNextcloudLayout(names, json) ? "nextcloud" : "schema-org",
        recipes: await readSchemaRecipes(archive, names, json),
      };
    throw new ArchiveError(NOT_RECOGNISED, 415);
  } finally {
    archive.close();
  }
}
