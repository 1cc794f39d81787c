import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Actor } from "~/domain/actor";
import { UserFacingError } from "../../errors.server";

/**
 * An uploaded export kept between its preview and the member's "Import": a page without
 * JavaScript cannot send the file again, so the preview carries the stash's id instead. The
 * file lies in the data directory (every process of the server sees it), belongs to the
 * member's household, and is gone after the import, or an hour after the upload.
 */

export const STASH_HOURS = 1;
const ID = /^[a-f0-9]{32}$/;

export const STASH_GONE =
  "That upload is no longer here (an upload is kept for an hour, and imported once). Choose the file again.";

type StashMeta = { householdId: string; userId: string; createdAt: string };

function files(directory: string, id: string) {
  return { bytes: path.join(directory, `${id}.upload`), meta: path.join(directory, `${id}.json`) };
}

/** Removes the stashes older than the hour (whosever they are). */
async function sweep(directory: string, now: number) {
  const names = await readdir(directory).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STASH_HOURS * 3600_000) await rm(file, { force: true });
  }
}

/** Keeps an upload for the member's household; returns the id the preview's form carries. */
export async function stashUpload(directory: string, actor: Actor, bytes: Uint8Array, now = Date.now()) {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await sweep(directory, now);
  const id = randomBytes(16).toString("hex");
  const target = files(directory, id);
  const meta: StashMeta = {
    householdId: actor.householdId,
    userId: actor.userId,
    createdAt: new Date(now).toISOString(),
  };
  await writeFile(target.bytes, bytes, { mode: 0o600 });
  await writeFile(target.meta, JSON.stringify(meta), { mode: 0o600 });
  return id;
}

/** The upload of this id when it is the household's and under an hour old; else a 410 to choose the file again. */
export async function stashedUpload(directory: string, actor: Actor, id: string, now = Date.now()) {
  if (!ID.test(id)) throw new UserFacingError(STASH_GONE, 410);
  const target = files(directory, id);
  try {
    const meta = JSON.parse(await readFile(target.meta, "utf8")) as StashMeta;
    const fresh = now - Date.parse(meta.createdAt) <= STASH_HOURS * 3600_000;
    if (meta.householdId !== actor.householdId || !fresh) throw new Error("not this household's");
    return new Uint8Array(await readFile(target.bytes));
  } catch {
    throw new UserFacingError(STASH_GONE, 410);
  }
}

/** Forgets an upload once it is imported. */
export async function dropStash(directory: string, id: string) {
  if (!ID.test(id)) return;
  const target = files(directory, id);
  await rm(target.bytes, { force: true });
  await rm(target.meta, { force: true });
  await rm(path.join(directory, `${id}.progress`), { force: true });
}

/**
 * How far the import of a kept upload is, for the page that waits on it: written beside the
 * upload (every process of the server sees it), at most a hundred times an import.
 */
export function progressWriter(directory: string, id: string) {
  let written = -1;
  return async ({ done, total }: { done: number; total: number }) => {
    if (!ID.test(id)) return;
    const step = Math.max(1, Math.floor(total / 100));
    if (done !== 0 && done !== total && done - written < step) return;
    written = done;
    const file = path.join(directory, `${id}.progress`);
    // Written aside and renamed, so a reader never sees half of it.
    await writeFile(`${file}.tmp`, JSON.stringify({ done, total }), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  };
}

/** How far the import of this household's upload is; null when it is not importing (or not the household's). */
export async function stashProgress(directory: string, actor: Actor, id: string) {
  if (!ID.test(id)) return null;
  const target = files(directory, id);
  try {
    const meta = JSON.parse(await readFile(target.meta, "utf8")) as StashMeta;
    if (meta.householdId !== actor.householdId) return null;
    const progress = JSON.parse(await readFile(path.join(directory, `${id}.progress`), "utf8")) as {
      done: unknown;
      total: unknown;
    };
    if (typeof progress.done !== "number" || typeof progress.total !== "number") return null;
    return { done: progress.done, total: progress.total };
  } catch {
    return null;
  }
}

/** Forgets how far a failed import came, so that the next try starts from nothing. */
export async function forgetProgress(directory: string, id: string) {
  if (!ID.test(id)) return;
  await rm(path.join(directory, `${id}.progress`), { force: true });
}
