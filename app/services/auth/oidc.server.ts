import { generateState, OAuth2Tokens } from "arctic";
import { Authenticator } from "remix-auth";
import { OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { config, type Provider, type TokenAuthMethod } from "~/env.server";
import type { ExternalIdentity } from "../accounts.server";
import { isRecord, ProviderKeys, verifyIdToken, type IdTokenClaims } from "./id-token.server";
import { noteAuthorizationOrigin, PROVIDER_KEY, ProviderDeclinedError } from "./provider.server";

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
  jwks_uri: z.url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});

type Discovery = z.infer<typeof discoverySchema>;

const TIMEOUT_MS = 10_000;
const WELL_KNOWN = "/.well-known/openid-configuration";
/** The strategy's cookie keeps one value per state: the PKCE verifier, and the nonce after this. */
const NONCE_SEPARATOR = ".";

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, "");

async function discover(configured: string): Promise<Discovery> {
  const url = configured.includes("/.well-known/") ? configured : `${withoutTrailingSlash(configured)}${WELL_KNOWN}`;
  const parsed = discoverySchema.safeParse(await fetchJson(url));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`The identity provider at ${configured} does not publish what Basil needs (${fields})`);
  }
  // OpenID Connect Discovery §4.3: the document must speak for the issuer it was fetched from.
  const expected = configured.split("/.well-known/")[0];
  if (withoutTrailingSlash(parsed.data.issuer) !== withoutTrailingSlash(expected)) {
    throw new Error(`The discovery document at ${url} is for issuer ${parsed.data.issuer}, not ${expected}`);
  }
  return parsed.data;
}

/** The configured method, else client_secret_basic unless the provider offers only client_secret_post. */
function tokenAuthMethod(chosen: TokenAuthMethod | null, offered: string[] | undefined): TokenAuthMethod {
  if (chosen) {
    if (offered && !offered.includes(chosen)) {
      console.warn(`OIDC_TOKEN_AUTH_METHOD is ${chosen}, which the identity provider does not list as supported.`);
    }
    return chosen;
  }
  return offered?.includes("client_secret_post") && !offered.includes("client_secret_basic")
    ? "client_secret_post"
    : "client_secret_basic";
}

function formEncode(value: string) {
  return new URLSearchParams({ value }).toString().slice("value=".length);
}

/** RFC 6749 §2.3.1: the id and the secret are each form-encoded before they are joined and base64-encoded. */
export function basicCredentials(clientId: string, clientSecret: string) {
  return `Basic ${Buffer.from(`${formEncode(clientId)}:${formEncode(clientSecret)}`).toString("base64")}`;
}

type Client = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectURI: string;
  tokenEndpoint: string;
  tokenAuthMethod: TokenAuthMethod;
  /** RFC 9207: the provider promises an iss parameter on every callback. */
  issParameterRequired: boolean;
  keys: ProviderKeys;
};

/** Exchanges the code at the token endpoint, authenticating the way the provider expects. */
async function requestTokens(client: Client, code: string, codeVerifier: string) {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: client.redirectURI,
    code_verifier: codeVerifier,
  });
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" });
  if (client.tokenAuthMethod === "client_secret_basic") {
    headers.set("Authorization", basicCredentials(client.clientId, client.clientSecret));
  } else {
    body.set("client_id", client.clientId);
    body.set("client_secret", client.clientSecret);
  }
  const response = await fetch(client.tokenEndpoint, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok || !isRecord(data)) {
    const reason = isRecord(data) && typeof data.error === "string" ? ` (${data.error})` : "";
    throw new Error(`The token endpoint answered ${response.status}${reason}`);
  }
  return data;
}

/** Tokens whose ID token has been verified, with its claims. */
class VerifiedTokens extends OAuth2Tokens {
  constructor(
    data: object,
    readonly claims: IdTokenClaims,
  ) {
    super(data);
  }
}

/** remix-auth-oauth2's strategy with OpenID Connect's checks: nonce, ID token, the callback's iss. */
class OidcStrategy extends OAuth2Strategy<ExternalIdentity> {
  constructor(
    private readonly oidc: Client,
    options: OAuth2Strategy.ConstructorOptions,
    verify: (params: OAuth2Strategy.VerifyOptions) => Promise<ExternalIdentity>,
  ) {
    super(options, verify);
  }

  override async authenticate(request: Request) {
    const url = new URL(request.url);
    if (url.searchParams.has("state")) this.checkResponseIssuer(url.searchParams.get("iss"));
    try {
      return await super.authenticate(request);
    } catch (error) {
      // Only the callback's own error is an OAuth2RequestError here: requestTokens throws plain errors.
      if (error instanceof OAuth2RequestError) throw new ProviderDeclinedError(error.code, error.description);
      throw error;
    }
  }

  /** RFC 9207: another issuer's iss is a mix-up; a missing one is refused when the provider promises it. */
  private checkResponseIssuer(iss: string | null) {
    if (iss === null && this.oidc.issParameterRequired) {
      throw new Error(`The callback has no iss, though ${this.oidc.issuer} promises one`);
    }
    if (iss !== null && iss !== this.oidc.issuer)
      throw new Error(`The callback's iss ${iss} is not ${this.oidc.issuer}`);
  }

  protected override createAuthorizationURL() {
    const { state, codeVerifier, url } = super.createAuthorizationURL();
    const nonce = generateState();
    url.searchParams.set("nonce", nonce);
    return { state, url, codeVerifier: `${codeVerifier}${NONCE_SEPARATOR}${nonce}` };
  }

  protected override async validateAuthorizationCode(code: string, stored: string) {
    const [codeVerifier, nonce, ...rest] = stored.split(NONCE_SEPARATOR);
    if (!codeVerifier || !nonce || rest.length > 0) throw new Error("The sign-in cookie holds no nonce");
    const data = await requestTokens(this.oidc, code, codeVerifier);
    if (typeof data.id_token !== "string") throw new Error("The token response has no ID token");
    const claims = await verifyIdToken(
      data.id_token,
      { issuer: this.oidc.issuer, clientId: this.oidc.clientId, nonce },
      this.oidc.keys,
    );
    return new VerifiedTokens(data, claims);
  }
}

/** The member as the provider describes them: the ID token's subject, the userinfo's claims. */
function toIdentity(claims: IdTokenClaims, info: Record<string, unknown>): ExternalIdentity {
  const name = typeof info.name === "string" ? info.name : typeof info.given_name === "string" ? info.given_name : null;
  return {
    provider: PROVIDER_KEY,
    subject: claims.sub,
    email: typeof info.email === "string" && info.email !== "" ? info.email : null,
    // Only an explicit yes links the identity to an existing account with that email.
    emailVerified: info.email_verified === true || info.email_verified === "true",
    displayName: name,
  };
}

/** Discovers the provider and builds its authenticator (loaded and run by ./provider.server on first use). */
export async function buildAuthenticator(provider: Provider) {
  const discovery = await discover(provider.issuer);
  noteAuthorizationOrigin(new URL(discovery.authorization_endpoint).origin);
  const appUrl = config().appUrl;
  if (!appUrl) throw new Error("APP_URL is required with an identity provider");
  const client: Client = {
    issuer: discovery.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    redirectURI: new URL("/auth/callback", appUrl).toString(),
    tokenEndpoint: discovery.token_endpoint,
    tokenAuthMethod: tokenAuthMethod(provider.tokenAuthMethod, discovery.token_endpoint_auth_methods_supported),
    issParameterRequired: discovery.authorization_response_iss_parameter_supported === true,
    keys: new ProviderKeys(() => fetchJson(discovery.jwks_uri)),
  };
  const authenticator = new Authenticator<ExternalIdentity>();
  authenticator.use(
    new OidcStrategy(
      client,
      {
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        authorizationEndpoint: discovery.authorization_endpoint,
        tokenEndpoint: client.tokenEndpoint,
        redirectURI: client.redirectURI,
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
        if (!(tokens instanceof VerifiedTokens)) throw new Error("The ID token was not verified");
        const info = await fetchJson(discovery.userinfo_endpoint, {
          headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        });
        // OpenID Connect Core §5.3.4: userinfo about another subject must not be used.
        if (!isRecord(info) || info.sub !== tokens.claims.sub) {
          throw new Error("The userinfo response is about another subject than the ID token");
        }
        return toIdentity(tokens.claims, info);
      },
    ),
    PROVIDER_KEY,
  );
  return authenticator;
}
