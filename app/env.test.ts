import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "./env.server";

const PROVIDER = {
  OIDC_ISSUER: "https://accounts.google.com",
  OIDC_CLIENT_ID: "basil-client",
  OIDC_CLIENT_SECRET: "shh-secret",
  OIDC_PROVIDER_NAME: "Google",
  APP_URL: "https://basil.example.com",
};

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "basil-env-"));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function configError(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error("Expected loadConfig to throw");
}

describe("loadConfig with the embedded defaults", () => {
  it("needs no variables at all and keeps its data under ./data", () => {
    const cwd = process.cwd();
    process.chdir(dataDir);
    try {
      const warn = vi.fn();
      const config = loadConfig({}, warn);
      const expectedDir = path.join(process.cwd(), "data");
      expect(config).toMatchObject({
        production: false,
        port: 3000,
        host: "0.0.0.0",
        appUrl: null,
        secureCookies: false,
        dataDir: expectedDir,
        databaseUrl: `file:${path.join(expectedDir, "basil.sqlite")}`,
        assistantName: "Basil",
        provider: null,
        localAccounts: true,
        trustProxy: false,
      });
      expect(readFileSync(path.join(expectedDir, "session-secret"), "utf8").trim()).toBe(config.sessionSecret);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      process.chdir(cwd);
    }
  });

  it("generates a session secret once, stores it privately and reuses it", () => {
    const dir = path.join(dataDir, "not", "yet", "there");
    const first = loadConfig({ DATA_DIR: dir }, vi.fn());
    const file = path.join(dir, "session-secret");
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dir }, vi.fn());
    expect(second.sessionSecret).toBe(first.sessionSecret);

    const elsewhere = mkdtempSync(path.join(tmpdir(), "basil-env-other-"));
    try {
      expect(loadConfig({ DATA_DIR: elsewhere }, vi.fn()).sessionSecret).not.toBe(first.sessionSecret);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("uses a given session secret and database URL without writing a secret file", () => {
    const secret = "s".repeat(40);
    const config = loadConfig(
      { DATA_DIR: dataDir, SESSION_SECRET: secret, DATABASE_URL: "postgres://basil@db/basil" },
      vi.fn(),
    );
    expect(config.sessionSecret).toBe(secret);
    expect(config.databaseUrl).toBe("postgres://basil@db/basil");
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
  });

  it("treats blank variables as absent", () => {
    const config = loadConfig({ DATA_DIR: dataDir, OIDC_ISSUER: "  ", PORT: "", APP_URL: "" }, vi.fn());
    expect(config.provider).toBeNull();
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBeNull();
  });
});

describe("loadConfig with an identity provider", () => {
  it("builds the provider, turns local accounts off and marks cookies Secure under HTTPS", () => {
    const warn = vi.fn();
    const config = loadConfig({ ...PROVIDER, DATA_DIR: dataDir, NODE_ENV: "production" }, warn);
    expect(config.provider).toEqual({
      issuer: "https://accounts.google.com",
      clientId: "basil-client",
      clientSecret: "shh-secret",
      name: "Google",
      tokenAuthMethod: null,
    });
    expect(config.localAccounts).toBe(false);
    expect(config.secureCookies).toBe(true);
    expect(config.production).toBe(true);
    expect(config.appUrl?.origin).toBe("https://basil.example.com");
    expect(warn).not.toHaveBeenCalled();
  });

  it("lists every missing variable when the provider is half-configured", () => {
    expect(configError(() => loadConfig({ DATA_DIR: dataDir, OIDC_ISSUER: PROVIDER.OIDC_ISSUER }, vi.fn()))).toBe(
      "Missing required environment variables: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME, APP_URL",
    );
    expect(
      configError(() =>
        loadConfig({ ...PROVIDER, DATA_DIR: dataDir, OIDC_CLIENT_SECRET: " ", APP_URL: undefined }, vi.fn()),
      ),
    ).toBe("Missing required environment variables: OIDC_CLIENT_SECRET, APP_URL");
    expect(configError(() => loadConfig({ DATA_DIR: dataDir, OIDC_CLIENT_ID: "id" }, vi.fn()))).toMatch(
      /^Missing required environment variables: OIDC_ISSUER, /,
    );
  });

  it("warns when APP_URL is not HTTPS and leaves cookies without Secure", () => {
    const warn = vi.fn();
    const config = loadConfig({ ...PROVIDER, DATA_DIR: dataDir, APP_URL: "http://basil.local:3000" }, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain("http://basil.local:3000");
    expect(String(warn.mock.calls[0][0])).toContain("not HTTPS");
    expect(config.secureCookies).toBe(false);
    expect(config.provider?.name).toBe("Google");
  });

  it("takes the token endpoint's client authentication from OIDC_TOKEN_AUTH_METHOD", () => {
    const method = (value: string) =>
      loadConfig({ ...PROVIDER, DATA_DIR: dataDir, OIDC_TOKEN_AUTH_METHOD: value }, vi.fn()).provider?.tokenAuthMethod;
    expect(method("client_secret_basic")).toBe("client_secret_basic");
    expect(method("client_secret_post")).toBe("client_secret_post");
    expect(method(" ")).toBeNull();
    expect(configError(() => method("private_key_jwt"))).toBe(
      "Invalid environment variables: OIDC_TOKEN_AUTH_METHOD: must be client_secret_basic or client_secret_post",
    );
  });

  it("hashes passwords at OWASP's cost unless PASSWORD_HASHING=fast, and refuses anything else", () => {
    expect(loadConfig({ DATA_DIR: dataDir }, vi.fn()).passwordHashing).toBe("owasp");
    expect(loadConfig({ DATA_DIR: dataDir, PASSWORD_HASHING: "fast" }, vi.fn()).passwordHashing).toBe("fast");
    expect(configError(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASHING: "none" }, vi.fn()))).toBe(
      "Invalid environment variables: PASSWORD_HASHING: must be owasp or fast",
    );
  });

  it("lets LOCAL_ACCOUNTS override the default either way", () => {
    expect(loadConfig({ ...PROVIDER, DATA_DIR: dataDir, LOCAL_ACCOUNTS: "true" }, vi.fn()).localAccounts).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, LOCAL_ACCOUNTS: "no" }, vi.fn()).localAccounts).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, LOCAL_ACCOUNTS: "1" }, vi.fn()).localAccounts).toBe(true);
  });
});

describe("loadConfig validation", () => {
  it.each([
    ["PORT", { PORT: "seventy" }],
    ["PORT", { PORT: "70000" }],
    ["SESSION_SECRET", { SESSION_SECRET: "too-short" }],
    ["APP_URL", { APP_URL: "ftp://basil.example.com" }],
    ["APP_URL", { APP_URL: "not a url" }],
    ["LOCAL_ACCOUNTS", { LOCAL_ACCOUNTS: "maybe" }],
    ["NODE_ENV", { NODE_ENV: "staging" }],
  ])("rejects a bad %s", (name, values) => {
    const message = configError(() => loadConfig({ DATA_DIR: dataDir, ...values }, vi.fn()));
    expect(message).toMatch(/^Invalid environment variables: /);
    expect(message).toContain(`${name}:`);
  });

  it("reads TRUST_PROXY as a flag, a hop count or a list", () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }, vi.fn()).trustProxy;
    expect(trust("true")).toBe(true);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("2")).toBe(2);
    expect(trust("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });
});

describe("loadConfig with e-mail", () => {
  const MAIL = {
    SMTP_URL: "smtp://basil:app-password@smtp.example.org:587",
    SMTP_FROM: "Basil <basil@example.org>",
    APP_URL: "https://basil.example.org",
  };

  it("is off without SMTP_URL", () => {
    expect(loadConfig({ DATA_DIR: dataDir }, vi.fn()).mail).toBeNull();
  });

  it("sends through SMTP_URL from SMTP_FROM", () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...MAIL }, vi.fn()).mail).toEqual({
      smtpUrl: MAIL.SMTP_URL,
      from: MAIL.SMTP_FROM,
    });
    const bare = loadConfig(
      { DATA_DIR: dataDir, ...MAIL, SMTP_URL: "smtps://smtp.example.org", SMTP_FROM: "a@b.example" },
      vi.fn(),
    );
    expect(bare.mail).toEqual({ smtpUrl: "smtps://smtp.example.org", from: "a@b.example" });
  });

  it("needs SMTP_FROM and APP_URL, which reset links point at", () => {
    expect(configError(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: MAIL.SMTP_URL }, vi.fn()))).toBe(
      "Missing required environment variables: SMTP_FROM, APP_URL",
    );
    expect(configError(() => loadConfig({ DATA_DIR: dataDir, SMTP_FROM: MAIL.SMTP_FROM }, vi.fn()))).toBe(
      "Missing required environment variables: SMTP_URL, APP_URL",
    );
  });

  it.each([
    ["SMTP_URL", { SMTP_URL: "https://smtp.example.org" }],
    ["SMTP_URL", { SMTP_URL: "not a url" }],
    ["SMTP_FROM", { SMTP_FROM: "basil" }],
    ["SMTP_FROM", { SMTP_FROM: "Basil <basil>" }],
  ])("rejects a bad %s", (name, values) => {
    const message = configError(() => loadConfig({ DATA_DIR: dataDir, ...MAIL, ...values }, vi.fn()));
    expect(message).toMatch(/^Invalid environment variables: /);
    expect(message).toContain(`${name}:`);
  });
});
