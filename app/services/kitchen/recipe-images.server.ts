import { RECIPE_IMAGE } from "~/schemas/recipe-form";
import { UserFacingError } from "../errors.server";
import type { StoredImage } from "./recipes.server";

/** The formats a picture may be in, by what its bytes are (not what its name or type claim). */
const READABLE_FORMATS = new Set(["jpeg", "png", "webp"]);
/** A decompression bomb guard: a 5 MB PNG can claim a billion pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export class ImageError extends UserFacingError {}

/**
 * Checks an uploaded picture and stores it as members will see it: decoded (so a file that
 * only claims to be an image is refused), turned upright, resized to fit 1200 px and
 * re-encoded as WebP without its metadata (no camera location leaves the kitchen).
 * Too large → 413; not a JPEG, PNG or WebP → 415; empty or unreadable → 400.
 */
export async function prepareRecipeImage(upload: { bytes: Uint8Array; type: string }): Promise<StoredImage> {
  if (upload.bytes.byteLength === 0) throw new ImageError("The picture is empty. Choose another file.", 400);
  if (upload.bytes.byteLength > RECIPE_IMAGE.maxBytes)
    throw new ImageError("The picture is larger than 5 MB. Choose a smaller one.", 413);
  const declared = upload.type.split(";")[0].trim().toLowerCase();
  if (
    declared !== "" &&
    declared !== "application/octet-stream" &&
    !(RECIPE_IMAGE.types as readonly string[]).includes(declared)
  ) {
    throw new ImageError("Choose a JPEG, PNG or WebP picture.", 415);
  }
  const { default: sharp } = await import("sharp");
  let format: string | undefined;
  try {
    format = (await sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new ImageError("The picture could not be read. Choose a JPEG, PNG or WebP file.", 400);
  }
  if (!format || !READABLE_FORMATS.has(format)) throw new ImageError("Choose a JPEG, PNG or WebP picture.", 415);
  try {
    const { data, info } = await sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: RECIPE_IMAGE.maxSide, height: RECIPE_IMAGE.maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { contentType: "image/webp", bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new ImageError("The picture could not be read. Choose a JPEG, PNG or WebP file.", 400);
  }
}

/** A file field of a form: a chosen file, or nothing when the member chose none. */
export async function uploadedFile(
  value: FormDataEntryValue | null,
): Promise<{ bytes: Uint8Array; type: string } | null> {
  if (value === null || typeof value === "string") return null;
  // A form with no file chosen still sends the field, empty and without a name.
  if (value.size === 0 && value.name === "") return null;
  return { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type };
}
