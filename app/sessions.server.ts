import { createCookie, createCookieSessionStorage, createSessionStorage, redirect } from "@remix-run/node";
import { config } from "./env.server";
import { db } from "./services/db/index.server";
import { createSessionRow, deleteSessionRow, readSessionRow, updateSessionRow } from "./services/session-rows.server";
import { findProfile, type Profile } from "./services/profiles.server";
import type { Toast } from "./toast";
import type { Actor } from "~/domain/actor";

const SESSION_DAYS = 30;

export type SignedIn = { userId: string; email: string; profile: Profile; sessionId: string };

/**
 * Every cookie Basil sets: signed, HTTP-only, same-site lax, for the whole site; under
 * HTTPS it is Secure and takes the `__Host-` prefix.
 */
export function signedCookie(name: string, options: { maxAge?: number } = {}) {
  return createCookie(config().secureCookies ? `__Host-${name}` : name, {
    httpOnly: true,
    sameSite: "lax",
    secure: config().secureCookies,
    path: "/",
    secrets: [config().sessionSecret],
    ...options,
  });
}

function memo<T>(make: () => T) {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Session rows live in the database; the cookie carries only the signed session id. */
const sessionStorage = memo(() =>
  createSessionStorage<{ userId: string }>({
    cookie: signedCookie("basil_session", { maxAge: SESSION_DAYS * 24 * 3600 }),
    createData: (data, expires) =>
      createSessionRow(
        db(),
        { userId: String(data.userId) },
        expires ?? new Date(Date.now() + SESSION_DAYS * 86_400_000),
      ),
    readData: (id) => readSessionRow(db(), id),
    updateData: (id, data, expires) => updateSessionRow(db(), id, { userId: String(data.userId) }, expires),
    deleteData: (id) => deleteSessionRow(db(), id),
  }),
);

const SAME_ORIGIN = "http://basil.invalid";

/**
 * Only paths on this site are followed after sign-in, whatever the encoding. Browsers drop
 * tabs and newlines from a Location and read a backslash as a slash, so "/\t/evil.test"
 * would land on another site: any control character or backslash is refused outright,
 * and what is left must resolve to this origin. The answer is re-serialised, so it is
 * always a valid header value.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (typeof to !== "string" || !to.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  // Dot segments can normalise "/.//evil.test" into the protocol-relative "//evil.test".
  if (url.origin !== SAME_ORIGIN || path.startsWith("//")) return fallback;
  return path;
}

async function readSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The signed-in member, or null. */
export async function getSignedIn(request: Request): Promise<SignedIn | null> {
  const session = await readSession(request);
  const userId = session.get("userId");
  if (!userId) return null;
  const profile = await findProfile(db(), userId);
  if (!profile) return null;
  return { userId, email: profile.email, profile, sessionId: session.id };
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const origin = url.pathname + url.search;
  const search = origin === "/" ? "" : `?${new URLSearchParams({ redirectTo: origin })}`;
  return redirect(`/login${search}`);
}

/** Throws a redirect to /login (remembering where the member was going) when signed out. */
export async function requireUser(request: Request): Promise<SignedIn> {
  const signedIn = await getSignedIn(request);
  if (!signedIn) throw loginRedirect(request);
  return signedIn;
}

/** Throws a redirect to /onboarding when the member has no household yet. */
export async function requireHousehold(request: Request): Promise<SignedIn & { actor: Actor }> {
  const signedIn = await requireUser(request);
  const householdId = signedIn.profile.householdId;
  if (!householdId) throw redirect("/onboarding");
  return { ...signedIn, actor: { userId: signedIn.userId, householdId } };
}

/**
 * Starts a fresh session (a new id every sign-in; any previous session row is removed)
 * and redirects with its cookie.
 */
export async function signIn(request: Request, userId: string, redirectTo: string, extraHeaders?: HeadersInit) {
  const previous = await readSession(request);
  if (previous.id) await sessionStorage().destroySession(previous);
  const session = await sessionStorage().getSession();
  session.set("userId", userId);
  const headers = new Headers(extraHeaders);
  headers.append("Set-Cookie", await sessionStorage().commitSession(session));
  return redirect(safeRedirect(redirectTo), { headers });
}

/** Deletes the session row, so a replayed cookie is signed out too; `extraHeaders` go with the redirect. */
export async function signOut(request: Request, extraHeaders?: HeadersInit) {
  const session = await readSession(request);
  const headers = new Headers(extraHeaders);
  headers.append("Set-Cookie", await sessionStorage().destroySession(session));
  return redirect("/login", { headers });
}

/** What the flash cookie carries to the next page: a toast, or a sign-in failure for the login and signup screens. */
type Flashed = { toast: Toast; authError: string };

const flashStorage = memo(() =>
  createCookieSessionStorage<Record<string, never>, Flashed>({
    cookie: signedCookie("basil_flash"),
  }),
);

/** A Set-Cookie value that carries `value` under `key` to the next page only. */
async function flash<Key extends keyof Flashed>(request: Request, key: Key, value: Flashed[Key]) {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  session.flash(key, value);
  return flashStorage().commitSession(session);
}

/** Reads and clears what is flashed under `key`; the cookie that clears it is null when nothing was. */
async function take<Key extends keyof Flashed>(request: Request, key: Key) {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  const value = session.get(key) ?? null;
  return { value, setCookie: value ? await flashStorage().commitSession(session) : null };
}

/** A Set-Cookie value that carries a toast to the next page. */
export function flashToast(request: Request, toast: Toast) {
  return flash(request, "toast", toast);
}

/** Reads and clears the pending toast; the root loader sends the returned cookie. */
export async function takeToast(request: Request) {
  const { value: toast, setCookie } = await take(request, "toast");
  return { toast, setCookie };
}

/** Carries a sign-in failure to the login or signup screen's alert. */
export function flashAuthError(request: Request, message: string) {
  return flash(request, "authError", message);
}

/** Reads and clears a pending sign-in failure. */
export async function takeAuthError(request: Request) {
  const { value: message, setCookie } = await take(request, "authError");
  return { message, setCookie };
}
