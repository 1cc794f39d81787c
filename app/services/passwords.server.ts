import { config } from "~/env.server";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 64;
/**
 * One of OWASP's equivalent scrypt settings (N=2^14, r=8, p=5): the same work as
 * N=2^17 with p=1, in 16 MiB of memory instead of 128, so parallel sign-ins on a small
 * server do not run it out of memory.
 */
const OWASP_COST = { N: 16384, r: 8, p: 5 };
/** PASSWORD_HASHING=fast, for test runs that create hundreds of accounts: a tenth of the work. */
const FAST_COST = { N: 4096, r: 8, p: 2 };

function cost() {
  return config().passwordHashing === "fast" ? FAST_COST : OWASP_COST;
}

function derive(password: string, salt: Buffer, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A salted scrypt hash, self-describing so the cost can be raised later. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const { N, r, p } = cost();
  const key = await derive(password, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string) {
  const [scheme, N, r, p, salt, expected] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/** True when a stored hash was made at another cost: it is replaced at the next successful check. */
export function needsRehash(stored: string) {
  const [scheme, N, r, p] = stored.split("$");
  const wanted = cost();
  return scheme !== "scrypt" || Number(N) !== wanted.N || Number(r) !== wanted.r || Number(p) !== wanted.p;
}

let decoy: Promise<string> | null = null;

/** A hash of a random password, for spending the same time when there is nothing to check. */
export function decoyHash() {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}
