import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Names that must all be present once an identity provider is configured. */
const PROVIDER_VARIABLES = [
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_PROVIDER_NAME",
  "APP_URL",
] as const;

/** Names that must all be present once e-mail is configured: reset links point at APP_URL. */
const MAIL_VARIABLES = ["SMTP_URL", "SMTP_FROM", "APP_URL"] as const;

/** A bare address or "Name <address>", as a From header takes it. */
const FROM_ADDRESS = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@.]+(?:\.[^\s<>@.]+)+>|[^\s<>@]+@[^\s<>@.]+(?:\.[^\s<>@.]+)+)$/;

/** How Basil authenticates to the provider's token endpoint (OpenID Connect Core §9). */
const TOKEN_AUTH_METHODS = ["client_secret_basic", "client_secret_post"] as const;
export type TokenAuthMethod = (typeof TOKEN_AUTH_METHODS)[number];

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  ASSISTANT_NAME: z.string().trim().min(1).max(40).default("Basil"),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().trim().min(1).optional(),
  OIDC_TOKEN_AUTH_METHOD: z
    .enum(TOKEN_AUTH_METHODS, { error: `must be ${TOKEN_AUTH_METHODS.join(" or ")}` })
    .optional(),
  LOCAL_ACCOUNTS: flag.optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  PASSWORD_HASHING: z.enum(["owasp", "fast"], { error: "must be owasp or fast" }).default("owasp"),
  RECIPE_IMPORT_ALLOW_PRIVATE_ADDRESSES: flag.optional(),
  BASIL_TEST_FAULTS: flag.optional(),
  PUSH_ALLOW_LOCAL_ENDPOINTS: flag.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  SMTP_FROM: z
    .string()
    .trim()
    .regex(FROM_ADDRESS, { error: "must be an address, or a name and an address: Basil <basil@example.org>" })
    .optional(),
});

export type Provider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  /** null: client_secret_basic, unless the provider's discovery document offers only client_secret_post. */
  tokenAuthMethod: TokenAuthMethod | null;
};

export type Config = {
  production: boolean;
  port: number;
  host: string;
  /** The public origin, when known; otherwise requests are checked against their own Host. */
  appUrl: URL | null;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string;
  sessionSecret: string;
  assistantName: string;
  provider: Provider | null;
  localAccounts: boolean;
  /** Express "trust proxy" value: false, a hop count, or a list of addresses/subnets. */
  trustProxy: boolean | number | string;
  /** "fast" is for test runs only: much cheaper password hashes (replaced at the next sign-in without it). */
  passwordHashing: "owasp" | "fast";
  /**
   * Recipe import fetches only public addresses; true lets it reach loopback and private
   * ones too (a test run's local page server, or a recipe site on the home network).
   */
  recipeImportAllowsPrivateAddresses: boolean;
  /**
   * For test runs only: a request may ask for a fault (app/services/db/test-faults.server.ts),
   * so a browser test can see how a page answers when a service fails on the way.
   */
  testFaults: boolean;
  /** For test runs only: push endpoints may be plain http:// on loopback and private addresses (a local push service). */
  pushAllowsLocalEndpoints: boolean;
  /** Where e-mail (password reset links) is sent through, or null: then members make reset links for each other. */
  mail: { smtpUrl: string; from: string } | null;
};

export class ConfigError extends Error {}

function isBlank(value: string | undefined) {
  return value === undefined || value.trim() === "";
}

function blankToUndefined(source: Record<string, string | undefined>) {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!isBlank(value)) cleaned[key] = value as string;
  }
  return cleaned;
}

/**
 * A file kept in the data folder, its text made by `make` on first start (the session secret,
 * the Web Push keys). Several processes starting at once agree on one: the file is written
 * whole under a temporary name and linked into place only if no other process got there
 * first, whose text is then read.
 */
export function readOrCreateDataFile(dataDir: string, name: string, make: () => string) {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const text = make();
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, text + "\n", { mode: 0o600 });
  try {
    linkSync(draft, file);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  } finally {
    rmSync(draft, { force: true });
  }
}

function readOrCreateSecret(dataDir: string) {
  return readOrCreateDataFile(dataDir, "session-secret", () => randomBytes(32).toString("base64url"));
}

function parseTrustProxy(value: string | undefined): Config["trustProxy"] {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Reads and validates the environment. Throws ConfigError with the 'Missing required
 * environment variables' sentence (docs/configuration.md) when a provider is half-configured.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env, warn = console.warn): Config {
  const raw = blankToUndefined(source);
  const providerWanted = PROVIDER_VARIABLES.slice(0, 4).some((name) => raw[name] !== undefined);
  const mailWanted = MAIL_VARIABLES.slice(0, 2).some((name) => raw[name] !== undefined);
  const required = new Set([...(providerWanted ? PROVIDER_VARIABLES : []), ...(mailWanted ? MAIL_VARIABLES : [])]);
  const missing = [...required].filter((name) => raw[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`Missing required environment variables: ${missing.join(", ")}`);
  }
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables: ${problems.join("; ")}`);
  }
  const env = parsed.data;
  const appUrl = env.APP_URL ? new URL(env.APP_URL) : null;
  if (appUrl && appUrl.protocol !== "https:") {
    warn(`APP_URL ${appUrl.origin} is not HTTPS; cookies will not be marked Secure.`);
  }
  const provider: Provider | null =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET && env.OIDC_PROVIDER_NAME
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          name: env.OIDC_PROVIDER_NAME,
          tokenAuthMethod: env.OIDC_TOKEN_AUTH_METHOD ?? null,
        }
      : null;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    production: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    appUrl,
    secureCookies: appUrl?.protocol === "https:",
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, "basil.sqlite")}`,
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    assistantName: env.ASSISTANT_NAME,
    provider,
    localAccounts: env.LOCAL_ACCOUNTS ?? provider === null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    passwordHashing: env.PASSWORD_HASHING,
    recipeImportAllowsPrivateAddresses: env.RECIPE_IMPORT_ALLOW_PRIVATE_ADDRESSES ?? false,
    testFaults: env.BASIL_TEST_FAULTS ?? false,
    pushAllowsLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS ?? false,
    mail: env.SMTP_URL && env.SMTP_FROM ? { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM } : null,
  };
}

let current: Config | null = null;

/** The process-wide configuration, loaded once. */
export function config(): Config {
  current ??= loadConfig();
  return current;
}
