import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInvite } from "~/services/households.server";
import { freePort, memberWithHousehold, startAppServer, type AppServer } from "../support/app-server";

/**
 * An invite link shared by text previews as "Join <household> on Basil": the tags a link
 * previewer reads, which fetches the link signed out and follows its redirect to /login, as
 * the production server answers them, with and without APP_URL.
 */

/** The secret startAppServer gives every test server, so a test can sign invites of its own. */
const SECRET = "a-shared-secret-for-the-test-servers-0123456789";
const folders: string[] = [];
const servers: AppServer[] = [];

type Household = Awaited<ReturnType<typeof memberWithHousehold>>;

async function start(env: Record<string, string>, port?: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "basil-invite-preview-"));
  folders.push(dataDir);
  const server = await startAppServer({ dataDir, env: { PASSWORD_HASHING: "fast", ...env } });
  servers.push(server);
  return port === undefined ? server : { ...server, origin: `http://127.0.0.1:${port}` };
}

/** The <meta> tags of a page, by property or name; `input#invite-link`'s value too. */
function readPage(html: string) {
  const tags = new Map<string, string>();
  let inviteLink = "";
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "meta" && attributes.content !== undefined) {
        const key = attributes.property ?? attributes.name;
        if (key) tags.set(key, attributes.content);
      }
      if (name === "input" && attributes.id === "invite-link") inviteLink = attributes.value ?? "";
    },
  });
  parser.write(html);
  parser.end();
  return { tags, inviteLink };
}

/** The invite link Settings shows the member, as they would copy it. */
async function inviteLinkOf(server: AppServer, household: Household) {
  const settings = await fetch(`${server.origin}/settings?tab=household`, { headers: { Cookie: household.cookie } });
  const { inviteLink } = readPage(await settings.text());
  expect(inviteLink).toContain("/onboarding?");
  return inviteLink;
}

/** Opens a link as a previewer does: signed out, following redirects. */
async function preview(server: AppServer, link: string) {
  const response = await fetch(new URL(link, server.origin));
  expect(response.status).toBe(200);
  const html = await response.text();
  return { url: new URL(response.url), html, ...readPage(html) };
}

const PREVIEW_TAGS = ["og:title", "og:description", "og:type", "og:url", "og:image", "twitter:card", "twitter:title"];

let relative: AppServer;
let onAppUrl: AppServer;
let home: Household;
let elsewhere: Household;

beforeAll(async () => {
  const port = await freePort();
  [relative, onAppUrl] = await Promise.all([
    start({}),
    start({ PORT: String(port), APP_URL: `http://127.0.0.1:${port}` }, port),
  ]);
  [home, elsewhere] = await Promise.all([
    memberWithHousehold(relative, `invite-preview-${Date.now()}`),
    memberWithHousehold(onAppUrl, `invite-preview-app-url-${Date.now()}`),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("an invite link's preview", () => {
  it("says 'Join <household> on Basil' on the page the link opens, with no absolute address without APP_URL", async () => {
    const link = await inviteLinkOf(relative, home);
    expect(link.startsWith("/onboarding?")).toBe(true);
    const page = await preview(relative, link);
    expect(page.url.pathname).toBe("/login");
    expect(page.tags.get("og:title")).toBe(`Join ${home.householdName} on Basil`);
    expect(page.tags.get("og:type")).toBe("website");
    expect(page.tags.get("og:site_name")).toBe("Basil");
    expect(page.tags.get("twitter:card")).toBe("summary");
    expect(page.tags.get("twitter:title")).toBe(`Join ${home.householdName} on Basil`);
    const description = page.tags.get("og:description") ?? "";
    expect(description).toContain("invited");
    expect(page.tags.get("twitter:description")).toBe(description);
    // Nothing private: not the member who shared it, not the household's name beyond the title.
    expect(description).not.toContain(home.email);
    expect(description).not.toContain(home.householdName);
    // Without APP_URL there is no address to trust: the request's Host is anyone's to write.
    expect(page.tags.has("og:url")).toBe(false);
    expect(page.tags.has("og:image")).toBe(false);
    for (const [key, content] of page.tags) expect(content, key).not.toMatch(/https?:/);
  });

  it("points og:url at the invite link itself and og:image at the app's icon on APP_URL", async () => {
    const link = await inviteLinkOf(onAppUrl, elsewhere);
    expect(link.startsWith(`${onAppUrl.origin}/onboarding?`)).toBe(true);
    const page = await preview(onAppUrl, link);
    expect(page.tags.get("og:title")).toBe(`Join ${elsewhere.householdName} on Basil`);
    expect(page.tags.get("og:url")).toBe(link);
    const image = page.tags.get("og:image") ?? "";
    expect(image).toBe(`${onAppUrl.origin}/icons/icon-512.png`);
    expect(page.tags.get("twitter:image")).toBe(image);
    const icon = await fetch(image);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
  });

  it("is the same on the sign-up page the login page links to", async () => {
    const link = await inviteLinkOf(relative, home);
    const page = await preview(relative, `/signup?${new URLSearchParams({ redirectTo: link })}`);
    expect(page.tags.get("og:title")).toBe(`Join ${home.householdName} on Basil`);
  });

  it("names the household the signed invite is for, whatever name the link carries", async () => {
    const invite = new URL(await inviteLinkOf(relative, home), relative.origin);
    invite.searchParams.set("name", "Free pizza for everyone");
    const page = await preview(relative, invite.pathname + invite.search);
    expect(page.tags.get("og:title")).toBe(`Join ${home.householdName} on Basil`);
  });

  it("reveals nothing for a forged, expired or unknown invite", async () => {
    const valid = new URL(await inviteLinkOf(relative, home), relative.origin).searchParams.get("invite") ?? "";
    const [encodedId, expires] = valid.split(".");
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000);
    const tokens = {
      forged: `${encodedId}.${expires}.${"A".repeat(43)}`,
      expired: createInvite(home.householdId, SECRET, fifteenDaysAgo),
      unknown: createInvite("a-household-that-is-not-there", SECRET),
      garbage: "not-an-invite",
    };
    for (const [kind, token] of Object.entries(tokens)) {
      // Without the name the link would carry, so the page has nothing to echo.
      const page = await preview(relative, `/onboarding?${new URLSearchParams({ view: "join", invite: token })}`);
      expect(page.url.pathname, kind).toBe("/login");
      for (const tag of PREVIEW_TAGS) expect(page.tags.has(tag), `${kind}: ${tag}`).toBe(false);
      expect(page.html, kind).not.toContain(home.householdName);
    }
  });
});
