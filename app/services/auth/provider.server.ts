import type { Authenticator } from "remix-auth";
import { config } from "~/env.server";
import type { ExternalIdentity } from "../accounts.server";

/**
 * Signing in with the identity provider, as the rest of the app sees it. The OpenID Connect
 * client itself (./oidc.server, with remix-auth-oauth2 and arctic) is loaded on first use:
 * a server without a provider never spends start-up time or memory on it.
 */

export const PROVIDER_KEY = "oidc";
/** The most of a provider's error_description a member is shown. */
const DESCRIPTION_LIMIT = 200;

function readableDescription(raw: string | null) {
  // error_description is for developers (RFC 6749 §4.1.2.1): shown as one line of plain text, cut short.
  const characters = Array.from(
    (raw ?? "")
      .replace(/[\p{Cc}\p{Cf}]/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  if (characters.length === 0) return null;
  return characters.length > DESCRIPTION_LIMIT
    ? `${characters.slice(0, DESCRIPTION_LIMIT - 1).join("")}…`
    : characters.join("");
}

/** The provider's own error on the callback (access_denied and the like). */
export class ProviderDeclinedError extends Error {
  /** The provider's error_description, fit to show a member; null when it sent none. */
  readonly description: string | null;

  constructor(code: string, description: string | null) {
    super(`The identity provider answered ${code}`);
    this.description = readableDescription(description);
  }
}

let authorizationOrigin: string | null = null;

/** The discovered authorization endpoint's origin, which sign-in forms are sent on to. */
export function noteAuthorizationOrigin(origin: string) {
  authorizationOrigin = origin;
}

/** Origins a sign-in form may be redirected to (the CSP form-action list). */
export function providerFormTargets() {
  const provider = config().provider;
  if (!provider) return [];
  return [...new Set([new URL(provider.issuer).origin, ...(authorizationOrigin ? [authorizationOrigin] : [])])];
}

let pending: Promise<Authenticator<ExternalIdentity>> | null = null;

/** The provider's authenticator, discovered on first use and retried after a failed discovery. */
export function oidcAuthenticator() {
  const provider = config().provider;
  if (!provider) throw new Error("No identity provider is configured");
  pending ??= import("./oidc.server")
    .then(({ buildAuthenticator }) => buildAuthenticator(provider))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Starts the redirect to the provider, or finishes the callback with the member's identity. */
export async function authenticateWithProvider(request: Request) {
  const authenticator = await oidcAuthenticator();
  return authenticator.authenticate(PROVIDER_KEY, request);
}
