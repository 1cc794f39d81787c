// The ID token check on its own (OpenID Connect Core §3.1.3.7), with keys made here: every
// accepted signature algorithm, key rotation, and the claims a forged or stale token gets wrong.
import { constants, createHmac, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { ProviderKeys, verifyIdToken } from "~/services/auth/id-token.server";

const ISSUER = "https://id.example.test";
const CLIENT_ID = "basil-web";
const NONCE = "n-0S6_WzA2Mj";
const NOW = 1_800_000_000;

type KeyPair = { publicKey: KeyObject; privateKey: KeyObject };

const signers: Record<string, { pair: () => KeyPair; sign: (input: Buffer, key: KeyObject) => Buffer }> = {
  RS256: {
    pair: () => generateKeyPairSync("rsa", { modulusLength: 2048 }),
    sign: (input, key) => sign("sha256", input, key),
  },
  PS256: {
    pair: () => generateKeyPairSync("rsa", { modulusLength: 2048 }),
    sign: (input, key) =>
      sign("sha256", input, {
        key,
        padding: constants.RSA_PKCS1_PSS_PADDING,
        saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
      }),
  },
  ES256: {
    pair: () => generateKeyPairSync("ec", { namedCurve: "P-256" }),
    sign: (input, key) => sign("sha256", input, { key, dsaEncoding: "ieee-p1363" }),
  },
  ES384: {
    pair: () => generateKeyPairSync("ec", { namedCurve: "P-384" }),
    sign: (input, key) => sign("sha384", input, { key, dsaEncoding: "ieee-p1363" }),
  },
  EdDSA: { pair: () => generateKeyPairSync("ed25519"), sign: (input, key) => sign(null, input, key) },
};

const generated = new Map<string, KeyPair>();

/** One key pair per algorithm for the whole file: RSA keys are slow to make. */
function keyPair(alg: string) {
  const pair = generated.get(alg) ?? signers[alg].pair();
  generated.set(alg, pair);
  return pair;
}

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

function claims(overrides: Record<string, unknown> = {}) {
  return { iss: ISSUER, sub: "member-1", aud: CLIENT_ID, exp: NOW + 300, iat: NOW - 5, nonce: NONCE, ...overrides };
}

function signedToken(alg: string, pair: KeyPair, payload: object, header: Record<string, unknown> = {}) {
  const input = `${segment({ alg, kid: "key-1", typ: "JWT", ...header })}.${segment(payload)}`;
  return `${input}.${signers[alg].sign(Buffer.from(input), pair.privateKey).toString("base64url")}`;
}

function jwk(pair: KeyPair, fields: Record<string, unknown> = {}) {
  return { ...pair.publicKey.export({ format: "jwk" }), kid: "key-1", use: "sig", ...fields };
}

const keysOf = (...keys: object[]) => new ProviderKeys(async () => ({ keys }));
const expected = { issuer: ISSUER, clientId: CLIENT_ID, nonce: NONCE };

async function refusal(token: string, keys: ProviderKeys) {
  try {
    await verifyIdToken(token, expected, keys, NOW);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("The ID token was accepted");
}

describe("verifyIdToken", () => {
  it.each(Object.keys(signers))("accepts a %s signature by a published key and returns the claims", async (alg) => {
    const pair = keyPair(alg);
    const result = await verifyIdToken(signedToken(alg, pair, claims()), expected, keysOf(jwk(pair)), NOW);
    expect(result).toMatchObject({ sub: "member-1", nonce: NONCE });
  });

  it("refuses the same token under another key, and a payload changed after signing", async () => {
    const pair = keyPair("ES256");
    const token = signedToken("ES256", pair, claims());
    expect(await refusal(token, keysOf(jwk(signers.ES256.pair())))).toMatch(/signature does not verify/);
    const [header, , signature] = token.split(".");
    const tampered = `${header}.${segment(claims({ sub: "someone-else" }))}.${signature}`;
    expect(await refusal(tampered, keysOf(jwk(pair)))).toMatch(/signature does not verify/);
  });

  it("refuses alg none and HMAC, even with a key the attacker could use as the secret", async () => {
    const input = `${segment({ alg: "HS256", kid: "key-1" })}.${segment(claims())}`;
    const hmac = createHmac("sha256", "a-public-modulus").update(input).digest("base64url");
    const keys = keysOf({ kty: "oct", k: Buffer.from("a-public-modulus").toString("base64url"), kid: "key-1" });
    expect(await refusal(`${input}.${hmac}`, keys)).toMatch(/algorithm "HS256" is not accepted/);
    expect(await refusal(`${segment({ alg: "none" })}.${segment(claims())}.`, keys)).toMatch(/algorithm "none"/);
  });

  it("refuses a key published for another algorithm or for encryption", async () => {
    const pair = keyPair("RS256");
    const token = signedToken("RS256", pair, claims());
    expect(await refusal(token, keysOf(jwk(pair, { alg: "PS256" })))).toMatch(/signature does not verify/);
    expect(await refusal(token, keysOf(jwk(pair, { use: "enc" })))).toMatch(/signature does not verify/);
  });

  it("fetches the key set again when a token names a key it has not seen (rotation), and keeps it", async () => {
    const [old, rotated] = [keyPair("RS256"), signers.RS256.pair()];
    const fetchKeySet = vi
      .fn<() => Promise<unknown>>()
      .mockResolvedValueOnce({ keys: [jwk(old)] })
      .mockResolvedValue({ keys: [jwk(old), jwk(rotated, { kid: "key-2" })] });
    const keys = new ProviderKeys(fetchKeySet);
    await verifyIdToken(signedToken("RS256", old, claims()), expected, keys, NOW);
    await verifyIdToken(signedToken("RS256", rotated, claims(), { kid: "key-2" }), expected, keys, NOW);
    await verifyIdToken(signedToken("RS256", old, claims()), expected, keys, NOW);
    expect(fetchKeySet).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["another issuer", { iss: "https://evil.example.test" }, /iss https:\/\/evil\.example\.test is not/],
    ["another audience", { aud: ["someone-else"] }, /aud does not name this client/],
    ["another authorized party", { aud: [CLIENT_ID, "someone-else"], azp: "someone-else" }, /azp/],
    ["an expiry past the clock skew", { exp: NOW - 61 }, /expired/],
    ["no expiry", { exp: undefined }, /expired/],
    ["an issue time in the future", { iat: NOW + 120 }, /iat .* in the future/],
    ["a not-before in the future", { nbf: NOW + 120 }, /not valid before/],
    ["another nonce", { nonce: "replayed" }, /nonce/],
    ["no nonce", { nonce: undefined }, /nonce/],
    ["no subject", { sub: "" }, /no subject/],
  ])("refuses a token with %s", async (_name, overrides, reason) => {
    const pair = keyPair("RS256");
    expect(await refusal(signedToken("RS256", pair, claims(overrides)), keysOf(jwk(pair)))).toMatch(reason);
  });

  it("allows a small clock skew and several audiences that include this client", async () => {
    const pair = keyPair("RS256");
    const token = signedToken(
      "RS256",
      pair,
      claims({ exp: NOW - 30, iat: NOW + 30, aud: ["other", CLIENT_ID], azp: CLIENT_ID }),
    );
    await expect(verifyIdToken(token, expected, keysOf(jwk(pair)), NOW)).resolves.toMatchObject({ sub: "member-1" });
  });

  it("refuses a token that is not a JWT, or asks for JWS extensions", async () => {
    const pair = keyPair("RS256");
    expect(await refusal("not-a-token", keysOf(jwk(pair)))).toMatch(/well-formed/);
    expect(await refusal(signedToken("RS256", pair, claims(), { crit: ["b64"] }), keysOf(jwk(pair)))).toMatch(
      /extensions/,
    );
  });
});
