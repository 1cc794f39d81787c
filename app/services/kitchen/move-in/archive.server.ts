import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import yauzl from "yauzl";
import { UserFacingError } from "~/services/errors.server";

/**
 * Another app's export, read from a zip archive without trusting anything it says about
 * itself. The central directory is read first (names and declared sizes, no contents); a
 * file's contents are inflated only when a format asks for them, counted while they stream,
 * and cut off at the limits. Nothing is written to disk, so no name can point outside.
 */

/** How much of an archive is read, across all its levels (a zip inside the zip counts towards the same totals). */
export const ARCHIVE_LIMITS = {
  /** Files and folders, across every level: a Mealie backup of 1,000 recipes has about 4,000. */
  entries: 20_000,
  /** Everything unpacked, across every level. */
  unpackedBytes: 256 * 1024 * 1024,
  /** One file unpacked: the largest is a Mealie database.json, a few megabytes for a thousand recipes. */
  fileBytes: 64 * 1024 * 1024,
  /** Zips inside the upload: Tandoor's export is a zip of zips (one level); deeper is refused. */
  nesting: 1,
} as const;

/** An archive that cannot be read, or that breaks a limit: the message says which, for people. */
export class ArchiveError extends UserFacingError {}

export const MESSAGES = {
  notZip: "The file is not an archive Basil can read. Choose the export file as the other app saved it.",
  tooManyEntries: `The archive has more than ${ARCHIVE_LIMITS.entries.toLocaleString("en")} files. Basil imports nothing from it.`,
  tooLarge: `The archive would unpack to more than ${ARCHIVE_LIMITS.unpackedBytes / 1024 / 1024} MB, far more than recipes take. Basil imports nothing from it.`,
  fileTooLarge: (name: string) =>
    `“${name}” in the archive unpacks to more than ${ARCHIVE_LIMITS.fileBytes / 1024 / 1024} MB. Basil imports nothing from it.`,
  tooDeep: "The archive has archives inside archives, deeper than any recipe export. Basil imports nothing from it.",
  unsafeName: (name: string) =>
    `The archive has a file named “${name.slice(0, 80)}”, which points outside the archive. Basil imports nothing from it.`,
  damaged: (name: string) => `“${name.slice(0, 80)}” in the archive is damaged. Basil imports nothing from it.`,
  encrypted: "The archive is protected with a password. Export it again without one.",
};

/** What has been counted so far, shared by an archive and the archives inside it. */
export type ArchiveBudget = { entries: number; unpackedBytes: number; declaredBytes: number };

export function newBudget(): ArchiveBudget {
  return { entries: 0, unpackedBytes: 0, declaredBytes: 0 };
}

/** Whether bytes begin like a zip archive (a local file header, or the end record of an empty one). */
export function looksLikeZip(bytes: Uint8Array) {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}

/** Whether bytes begin like gzip (Paprika's recipes are each gzip-compressed). */
export function looksLikeGzip(bytes: Uint8Array) {
  return bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 0x08;
}

/** A name that leaves the archive: absolute, a drive letter, or a ".." step. */
function unsafeName(name: string) {
  const path = name.replace(/\\/g, "/");
  return path.startsWith("/") || /^[a-z]:/i.test(path) || path.split("/").includes("..");
}

const openBuffer = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      // Names are checked here (yauzl would refuse the same ones, with a message not for people).
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(error ?? new Error("no zip")) : resolve(zip)),
    ),
  );

export type ArchiveFile = { name: string; declaredBytes: number };

/** One open archive: its files' names and declared sizes, and their contents on request. */
export class Archive {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
    readonly budget: ArchiveBudget,
    private readonly depth: number,
  ) {}

  /**
   * Opens a zip and reads its list of files, refusing it when the list is longer than the
   * limit, a name points outside, or the declared sizes add up past the limit.
   */
  static async open(bytes: Uint8Array, budget = newBudget(), depth = 0): Promise<Archive> {
    if (depth > ARCHIVE_LIMITS.nesting) throw new ArchiveError(MESSAGES.tooDeep, 422);
    if (!looksLikeZip(bytes)) throw new ArchiveError(MESSAGES.notZip, 415);
    let zip: yauzl.ZipFile;
    try {
      zip = await openBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch {
      throw new ArchiveError(MESSAGES.notZip, 415);
    }
    // The count in the end record is checked before any entry is read.
    if (budget.entries + zip.entryCount > ARCHIVE_LIMITS.entries) {
      zip.close();
      throw new ArchiveError(MESSAGES.tooManyEntries, 413);
    }
    const entries = new Map<string, yauzl.Entry>();
    try {
      await new Promise<void>((resolve, reject) => {
        zip.on("error", reject);
        zip.on("end", () => resolve());
        zip.on("entry", (entry: yauzl.Entry) => {
          budget.entries += 1;
          const name = Buffer.isBuffer(entry.fileName)
            ? (entry.fileName as Buffer).toString("utf8")
            : String(entry.fileName);
          if (budget.entries > ARCHIVE_LIMITS.entries) return reject(new ArchiveError(MESSAGES.tooManyEntries, 413));
          if (unsafeName(name)) return reject(new ArchiveError(MESSAGES.unsafeName(name), 422));
          if ((entry.generalPurposeBitFlag & 0x1) !== 0) return reject(new ArchiveError(MESSAGES.encrypted, 422));
          budget.declaredBytes += entry.uncompressedSize;
          if (budget.declaredBytes > ARCHIVE_LIMITS.unpackedBytes)
            return reject(new ArchiveError(MESSAGES.tooLarge, 413));
          if (!name.endsWith("/")) entries.set(name, entry);
          zip.readEntry();
        });
        zip.readEntry();
      });
    } catch (error) {
      zip.close();
      if (error instanceof ArchiveError) throw error;
      throw new ArchiveError(MESSAGES.notZip, 415);
    }
    return new Archive(zip, entries, budget, depth);
  }

  /** The files (not folders), in the archive's order. */
  files(): ArchiveFile[] {
    return [...this.entries].map(([name, entry]) => ({ name, declaredBytes: entry.uncompressedSize }));
  }

  has(name: string) {
    return this.entries.has(name);
  }

  /**
   * A file's contents, inflated as they stream and counted: past the file limit or the
   * archive's total, or longer than the size it declared, the reading stops and the whole
   * archive is refused. `upTo` makes a smaller limit for this file (a picture) a null instead.
   */
  async read(name: string, upTo?: number): Promise<Buffer | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (upTo !== undefined && entry.uncompressedSize > upTo) return null;
    if (entry.uncompressedSize > ARCHIVE_LIMITS.fileBytes) throw new ArchiveError(MESSAGES.fileTooLarge(name), 413);
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, readable) =>
        error || !readable ? reject(new ArchiveError(MESSAGES.damaged(name), 422)) : resolve(readable),
      ),
    );
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        this.budget.unpackedBytes += chunk.length;
        if (size > ARCHIVE_LIMITS.fileBytes) throw new ArchiveError(MESSAGES.fileTooLarge(name), 413);
        if (this.budget.unpackedBytes > ARCHIVE_LIMITS.unpackedBytes) throw new ArchiveError(MESSAGES.tooLarge, 413);
        chunks.push(chunk);
      }
    } catch (error) {
      (stream as unknown as { destroy?: () => void }).destroy?.();
      if (error instanceof ArchiveError) throw error;
      // A file longer than it declared, a bad checksum or a broken deflate stream.
      throw new ArchiveError(MESSAGES.damaged(name), 422);
    }
    return Buffer.concat(chunks, size);
  }

  /** A zip inside this one, opened against the same limits one level deeper. */
  async open(name: string): Promise<Archive> {
    if (this.depth + 1 > ARCHIVE_LIMITS.nesting) throw new ArchiveError(MESSAGES.tooDeep, 422);
    const bytes = await this.read(name);
    if (!bytes) throw new ArchiveError(MESSAGES.damaged(name), 422);
    return Archive.open(bytes, this.budget, this.depth + 1);
  }

  close() {
    this.zip.close();
  }
}

const gunzipAsync = promisify(gunzip);

/** A gzip member inflated, at most up to the file limit and within what is left of the archive's total. */
export async function gunzipWithin(bytes: Uint8Array, budget: ArchiveBudget, name: string): Promise<Buffer> {
  const room = Math.min(ARCHIVE_LIMITS.fileBytes, ARCHIVE_LIMITS.unpackedBytes - budget.unpackedBytes);
  let out: Buffer;
  try {
    out = await gunzipAsync(bytes, { maxOutputLength: Math.max(room, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new ArchiveError(room < ARCHIVE_LIMITS.fileBytes ? MESSAGES.tooLarge : MESSAGES.fileTooLarge(name), 413);
    }
    throw new ArchiveError(MESSAGES.damaged(name), 422);
  }
  budget.unpackedBytes += out.length;
  return out;
}
