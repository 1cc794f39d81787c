import { availableParallelism } from "node:os";
import type SharpModule from "sharp";
import type { Sharp } from "sharp";
import { RECIPE_IMAGE } from "~/schemas/recipe-form";
import { UserFacingError } from "../errors.server";
import { limits } from "../rate-limit.server";
import { BusyError, WorkQueue } from "../work-queue.server";
import type { StoredImage } from "./recipes.server";

/** The formats a picture may be in, by what its bytes are (not what its name or type claim). */
const READABLE_FORMATS = new Set(["jpeg", "png", "webp"]);
/**
 * The most pixels a picture may have: a phone's 24-megapixel photo (6000 × 4000) is read, a
 * decompression bomb (a 5 MB PNG can claim a billion pixels) or a 49-megapixel progressive JPEG
 * (which libjpeg must hold whole while it decodes) is not.
 */
export const MAX_PICTURE_PIXELS = 24_000_000;
/** What a stored picture may weigh: every page showing it, and every backup, carries it. */
export const MAX_STORED_PICTURE_BYTES = 300 * 1024;
/**
 * The encodings tried in turn until the picture fits MAX_STORED_PICTURE_BYTES: a photo fits
 * the first; a picture full of fine detail or noise is made smaller and softer. The last
 * always fits (a 640 px WebP at quality 40 is at most about 130 KB even for pure noise).
 */
const ENCODINGS = [
  { side: RECIPE_IMAGE.maxSide, quality: 80 },
  { side: 1024, quality: 65 },
  { side: 800, quality: 50 },
  { side: 640, quality: 40 },
] as const;

/**
 * Pictures worked on at once in this process, and how many more may wait. Decoding a large
 * picture takes a few hundred megabytes for a moment; one at a time (two on a machine with
 * more cores) keeps that bounded and leaves a core for every other member's requests.
 */
export const PICTURE_JOBS = {
  atOnce: Math.min(2, Math.max(1, availableParallelism() - 1)),
  inProcess: 8,
  retryAfterSeconds: 5,
};
const BUSY_MESSAGE = "Basil is busy with other pictures. Please try again in a few seconds.";

const pictureJobs = new WorkQueue(
  PICTURE_JOBS.atOnce,
  PICTURE_JOBS.inProcess - PICTURE_JOBS.atOnce,
  () => new BusyError(BUSY_MESSAGE, PICTURE_JOBS.retryAfterSeconds),
);

let loadedSharp: Promise<{ default: typeof SharpModule }> | null = null;

/**
 * sharp, loaded when first needed, without its cache of decoded images (each picture is read
 * once; the cache only holds memory) and with one thread per picture (the queue decides how
 * many pictures are worked on at once).
 */
function sharpModule() {
  loadedSharp ??= import("sharp").then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  return loadedSharp;
}

export class ImageError extends UserFacingError {}

/** The limits a member's pictures count against, wherever they come in (the editor, the API). */
export function pictureLimits(userId: string) {
  return [limits.picturesByMemberPerMinute(userId), limits.picturesByMemberPerHour(userId)];
}

const UNREADABLE = "The picture could not be read. Choose a JPEG, PNG or WebP file.";

/**
 * Checks an uploaded picture and stores it as members will see it: decoded (so a file that
 * only claims to be an image is refused), turned upright, resized to fit 1200 px and
 * re-encoded as WebP without its metadata (no camera location leaves the kitchen), within
 * MAX_STORED_PICTURE_BYTES. Too large (bytes or pixels) → 413; not a JPEG, PNG or WebP → 415;
 * empty or unreadable → 400; more pictures in hand than the process takes → 503 (BusyError).
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
  const { default: sharp } = await sharpModule();
  const input = () => sharp(upload.bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: "error" });
  // The header alone says the format and size: a picture refused for them is never decoded.
  let header: { format?: string; width?: number; height?: number };
  try {
    header = await sharp(upload.bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError(UNREADABLE, 400);
  }
  if (!header.format || !READABLE_FORMATS.has(header.format))
    throw new ImageError("Choose a JPEG, PNG or WebP picture.", 415);
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_PICTURE_PIXELS) {
    throw new ImageError(
      "The picture has more than 24 megapixels. Choose a smaller one (at most 6000 × 4000 pixels).",
      413,
    );
  }
  return pictureJobs.run(async () => {
    try {
      return await encodeWithinBudget(input());
    } catch {
      throw new ImageError(UNREADABLE, 400);
    }
  });
}

/** Decodes the picture once, upright and at most 1200 px, then encodes it until it fits. */
async function encodeWithinBudget(picture: Sharp): Promise<StoredImage> {
  const resized = await picture
    .rotate()
    .resize({ width: RECIPE_IMAGE.maxSide, height: RECIPE_IMAGE.maxSide, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { default: sharp } = await sharpModule();
  const { width, height, channels } = resized.info;
  const encode = ({ side, quality }: (typeof ENCODINGS)[number]) =>
    sharp(resized.data, { raw: { width, height, channels } })
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
  let encoded = await encode(ENCODINGS[0]);
  for (const smaller of ENCODINGS.slice(1)) {
    if (encoded.data.byteLength <= MAX_STORED_PICTURE_BYTES) break;
    encoded = await encode(smaller);
  }
  const { data, info } = encoded;
  return { contentType: "image/webp", bytes: new Uint8Array(data), width: info.width, height: info.height };
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
