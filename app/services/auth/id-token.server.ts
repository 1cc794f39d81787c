import { constants, createPublicKey, verify, type JsonWebKey, type KeyObject } from "node:crypto";

/** How far Basil's clock and the provider's may disagree. */
const CLOCK_SKEW_SECONDS = 60;

export type IdTokenClaims = { iss: string; sub: string; aud: string | string[]; exp: number; iat: number } & Record<
  string,
  unknown
>;

type Jwk = JsonWebKey & { kid?: unknown; use?: unknown; alg?: unknown };

type Algorithm = { kty: "RSA" | "EC" | "OKP"; hash: string | null; pss?: true; crv?: string };

/** The signatures an ID token may carry: public-key algorithms only, never "none" or an HMAC. */
const ALGORITHMS = new Map<string, Algorithm>([
  ["RS256", { kty: "RSA", hash: "sha256" }],
  ["RS384", { kty: "RSA", hash: "sha384" }],
  ["RS512", { kty: "RSA", hash: "sha512" }],
  ["PS256", { kty: "RSA", hash: "sha256", pss: true }],
  ["PS384", { kty: "RSA", hash: "sha384", pss: true }],
  ["PS512", { kty: "RSA", hash: "sha512", pss: true }],
  ["ES256", { kty: "EC", hash: "sha256", crv: "P-256" }],
  ["ES384", { kty: "EC", hash: "sha384", crv: "P-384" }],
  ["ES512", { kty: "EC", hash: "sha512", crv: "P-521" }],
  ["EdDSA", { kty: "OKP", hash: null }],
  ["Ed25519", { kty: "OKP", hash: null, crv: "Ed25519" }],
]);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The provider's signing keys (its discovery jwks_uri), fetched once and again when a key is missing. */
export class ProviderKeys {
  private keys: Promise<Jwk[]> | null = null;

  constructor(private readonly fetchKeySet: () => Promise<unknown>) {}

  private load() {
    this.keys = this.fetchKeySet().then(
      (set) => {
        if (!isRecord(set) || !Array.isArray(set.keys)) throw new Error("The provider's JWKS has no keys");
        return set.keys.filter(isRecord) as Jwk[];
      },
      (error: unknown) => {
        this.keys = null;
        throw error;
      },
    );
    return this.keys;
  }

  /** Keys that could have made this signature; after a key rotation the set is fetched afresh. */
  async candidates(kid: string | undefined, alg: string, algorithm: Algorithm) {
    const fits = (keys: Jwk[]) =>
      keys.filter(
        (key) =>
          key.kty === algorithm.kty &&
          (kid === undefined || key.kid === kid) &&
          (key.use === undefined || key.use === "sig") &&
          (key.alg === undefined || key.alg === alg) &&
          (algorithm.crv === undefined || key.crv === algorithm.crv),
      );
    const cached = fits(await (this.keys ?? this.load()));
    return cached.length > 0 ? cached : fits(await this.load());
  }
}

function decodeSegment(segment: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment ?? "", "base64url").toString("utf8"));
    if (isRecord(value)) return value;
  } catch {
    // Reported below as a malformed token.
  }
  throw new Error("The ID token is not a well-formed JWT");
}

function signatureVerifies(algorithm: Algorithm, key: KeyObject, input: Buffer, signature: Buffer) {
  if (algorithm.kty === "RSA") {
    const options = algorithm.pss
      ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST }
      : key;
    return verify(algorithm.hash, input, options, signature);
  }
  if (algorithm.kty === "EC") return verify(algorithm.hash, input, { key, dsaEncoding: "ieee-p1363" }, signature);
  return verify(null, input, key, signature);
}

function publicKey(jwk: Jwk) {
  try {
    return createPublicKey({ key: jwk, format: "jwk" });
  } catch {
    return null;
  }
}

/**
 * Checks an ID token as OpenID Connect Core §3.1.3.7 asks: signed by one of the provider's
 * keys, issued by the provider to this client for this sign-in (nonce), and current.
 * Returns its claims, or throws saying what was wrong.
 */
export async function verifyIdToken(
  token: string,
  expected: { issuer: string; clientId: string; nonce: string },
  keys: ProviderKeys,
  nowSeconds = Date.now() / 1000,
): Promise<IdTokenClaims> {
  const parts = token.split(".");
  if (parts.length !== 3) throw new Error("The ID token is not a well-formed JWT");
  const [encodedHeader, encodedPayload, encodedSignature] = parts;
  const header = decodeSegment(encodedHeader);
  const alg = typeof header.alg === "string" ? header.alg : "";
  const algorithm = ALGORITHMS.get(alg);
  if (!algorithm) throw new Error(`The ID token's signature algorithm "${alg}" is not accepted`);
  if (header.crit !== undefined) throw new Error("The ID token needs JWS extensions Basil does not know");
  const kid = typeof header.kid === "string" ? header.kid : undefined;
  const input = Buffer.from(`${encodedHeader}.${encodedPayload}`);
  const signature = Buffer.from(encodedSignature, "base64url");
  const signers = (await keys.candidates(kid, alg, algorithm)).map(publicKey);
  if (!signers.some((key) => key !== null && signatureVerifies(algorithm, key, input, signature))) {
    throw new Error(`The ID token's signature does not verify with the provider's keys (${alg}, kid ${kid ?? "none"})`);
  }

  const claims = decodeSegment(encodedPayload);
  if (claims.iss !== expected.issuer)
    throw new Error(`The ID token's iss ${String(claims.iss)} is not ${expected.issuer}`);
  const audiences = typeof claims.aud === "string" ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud : [];
  if (!audiences.includes(expected.clientId)) throw new Error("The ID token's aud does not name this client");
  if (claims.azp !== undefined && claims.azp !== expected.clientId)
    throw new Error("The ID token's azp is another client");
  if (typeof claims.exp !== "number" || claims.exp + CLOCK_SKEW_SECONDS <= nowSeconds) {
    throw new Error(`The ID token expired (exp ${String(claims.exp)})`);
  }
  if (typeof claims.iat !== "number" || claims.iat - CLOCK_SKEW_SECONDS > nowSeconds) {
    throw new Error(`The ID token's iat ${String(claims.iat)} is missing or in the future`);
  }
  if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf - CLOCK_SKEW_SECONDS > nowSeconds)) {
    throw new Error(`The ID token is not valid before ${String(claims.nbf)}`);
  }
  if (claims.nonce !== expected.nonce) throw new Error("The ID token's nonce is not this sign-in's");
  if (typeof claims.sub !== "string" || claims.sub === "") throw new Error("The ID token names no subject");
  return claims as IdTokenClaims;
}
