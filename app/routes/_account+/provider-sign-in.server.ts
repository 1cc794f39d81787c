import { redirect } from "@remix-run/node";
import { config } from "~/env.server";
import { signInWithIdentity } from "~/services/accounts.server";
import { authenticateWithProvider, ProviderDeclinedError } from "~/services/auth/provider.server";
import { db } from "~/services/db/index.server";
import { UserFacingError } from "~/services/errors.server";
import { flashAuthError, safeRedirect, signedCookie, signIn } from "~/sessions.server";

export type AuthIntent = "login" | "signup";
type Flow = { intent: AuthIntent; redirectTo: string };

/** Remembers, across the provider round trip, which screen started it and where to go after. */
const flowCookie = () => signedCookie("basil_auth_flow", { maxAge: 600 });

export function providerFailureMessage(intent: AuthIntent) {
  const provider = config().provider?.name ?? "the provider";
  return intent === "signup"
    ? `Failed to sign up with ${provider}. Please try again.`
    : `Failed to sign in with ${provider}. Please try again.`;
}

/** The error's message (ours, or the provider's own description), else the sentence of docs/spec-differences.md. */
function failureMessage(error: unknown, intent: AuthIntent) {
  if (error instanceof UserFacingError) return error.message;
  if (error instanceof ProviderDeclinedError && error.description) return error.description;
  return providerFailureMessage(intent);
}

async function failTo(request: Request, intent: AuthIntent, message: string, redirectTo = "/") {
  const headers = new Headers();
  headers.append("Set-Cookie", await flashAuthError(request, message));
  headers.append("Set-Cookie", await flowCookie().serialize("", { maxAge: 0 }));
  const search = redirectTo === "/" ? "" : `?${new URLSearchParams({ redirectTo })}`;
  return redirect(`/${intent}${search}`, { headers });
}

/** Sends the browser to the identity provider (the strategy throws that redirect). */
export async function startProviderSignIn(request: Request, form: FormData) {
  const intent: AuthIntent = form.get("intent") === "signup" ? "signup" : "login";
  const redirectTo = safeRedirect(form.get("redirectTo"));
  try {
    await authenticateWithProvider(new Request(new URL("/auth/oidc", request.url), { headers: request.headers }));
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await flowCookie().serialize({ intent, redirectTo } satisfies Flow));
      return new Response(null, { status: thrown.status, headers });
    }
    console.error("Could not start sign-in with the identity provider:", thrown);
  }
  return failTo(request, intent, providerFailureMessage(intent), redirectTo);
}

function expiredProviderCookies(request: Request) {
  const names = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("=")[0])
    .filter((name) => name.startsWith("basil_oauth") || name.startsWith("__Host-basil_oauth"));
  return names.map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${config().secureCookies ? "; Secure" : ""}`,
  );
}

/** Completes the provider's callback: signs the member in, or shows the failure text of docs/spec-differences.md. */
export async function finishProviderSignIn(request: Request) {
  const flow = ((await flowCookie().parse(request.headers.get("Cookie"))) as Flow | null) ?? {
    intent: "login",
    redirectTo: "/",
  };
  const url = new URL(request.url);
  if (!url.searchParams.has("state")) {
    return failTo(request, flow.intent, providerFailureMessage(flow.intent), flow.redirectTo);
  }
  try {
    const identity = await authenticateWithProvider(request);
    const account = await signInWithIdentity(db(), identity);
    const headers = new Headers();
    for (const cookie of expiredProviderCookies(request)) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await flowCookie().serialize("", { maxAge: 0 }));
    return signIn(request, account.id, flow.redirectTo, headers);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn(
      `Sign-in with the identity provider failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return failTo(request, flow.intent, failureMessage(error, flow.intent), flow.redirectTo);
  }
}
