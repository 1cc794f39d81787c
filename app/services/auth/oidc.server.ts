import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { config, type Provider } from "~/env.server";
import type { ExternalIdentity } from "../accounts.server";

type Discovery = {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  revocation_endpoint?: string;
  code_challenge_methods_supported?: string[];
};

const PROVIDER_KEY = "oidc";
const TIMEOUT_MS = 10_000;

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function discover(issuer: string): Promise<Discovery> {
  const url = issuer.includes("/.well-known/")
    ? issuer
    : `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  const document = await fetchJson<Discovery>(url);
  if (!document.authorization_endpoint || !document.token_endpoint || !document.userinfo_endpoint) {
    throw new Error(`The identity provider at ${issuer} does not publish the endpoints Basil needs`);
  }
  return document;
}

type UserInfo = { sub?: unknown; email?: unknown; email_verified?: unknown; name?: unknown; given_name?: unknown };

function toIdentity(info: UserInfo): ExternalIdentity {
  if (typeof info.sub !== "string" || info.sub === "") throw new Error("The identity provider sent no subject");
  const name = typeof info.name === "string" ? info.name : typeof info.given_name === "string" ? info.given_name : null;
  return {
    provider: PROVIDER_KEY,
    subject: info.sub,
    email: typeof info.email === "string" && info.email !== "" ? info.email : null,
    emailVerified: info.email_verified !== false && info.email_verified !== "false",
    displayName: name,
  };
}

let authorizationOrigin: string | null = null;

/** Origins a sign-in form may be redirected to (the CSP form-action list). */
export function providerFormTargets() {
  const provider = config().provider;
  if (!provider) return [];
  return [...new Set([new URL(provider.issuer).origin, ...(authorizationOrigin ? [authorizationOrigin] : [])])];
}

async function buildAuthenticator(provider: Provider) {
  const discovery = await discover(provider.issuer);
  authorizationOrigin = new URL(discovery.authorization_endpoint).origin;
  const appUrl = config().appUrl;
  if (!appUrl) throw new Error("APP_URL is required with an identity provider");
  const authenticator = new Authenticator<ExternalIdentity>();
  authenticator.use(
    new OAuth2Strategy(
      {
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        authorizationEndpoint: discovery.authorization_endpoint,
        tokenEndpoint: discovery.token_endpoint,
        redirectURI: new URL("/auth/callback", appUrl).toString(),
        scopes: ["openid", "email", "profile"],
        cookie: {
          name: config().secureCookies ? "__Host-basil_oauth" : "basil_oauth",
          httpOnly: true,
          sameSite: "Lax",
          path: "/",
          maxAge: 600,
          ...(config().secureCookies && { secure: true as const }),
        },
      },
      async ({ tokens }) => {
        const info = await fetchJson<UserInfo>(discovery.userinfo_endpoint as string, {
          headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        });
        return toIdentity(info);
      },
    ),
    PROVIDER_KEY,
  );
  return authenticator;
}

let pending: Promise<Authenticator<ExternalIdentity>> | null = null;

/** The provider's authenticator, discovered on first use and retried after a failed discovery. */
export function oidcAuthenticator() {
  const provider = config().provider;
  if (!provider) throw new Error("No identity provider is configured");
  pending ??= buildAuthenticator(provider).catch((error: unknown) => {
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
