/**
 * Where the end-to-end servers listen (shared by playwright.config.ts and the specs).
 * E2E_PORT_OFFSET moves every port, so two runs can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const PORTS = {
  embedded: 3201 + offset,
  providerApp: 3202 + offset,
  provider: 3203 + offset,
  providerControl: 3204 + offset,
  // 3205 and 3206 are left out: with an offset of 100 the latter is MySQL's port.
  mail: 3207 + offset,
  mailControl: 3208 + offset,
};

/** Where each app server keeps its data (emptied at every start): one folder per app. */
export const E2E_DATA_ROOT = `test-results/e2e-data${offset === 0 ? "" : `-${PORTS.embedded}`}`;

export const EMBEDDED_URL = `http://127.0.0.1:${PORTS.embedded}`;
/** Same host as the app's APP_URL, so its cookies and Origin checks match. */
export const PROVIDER_APP_URL = `http://localhost:${PORTS.providerApp}`;
export const PROVIDER_ISSUER = `http://localhost:${PORTS.provider}`;
export const OAUTH_CONTROL_URL = `http://127.0.0.1:${PORTS.providerControl}`;
/** The local SMTP server's control endpoint: the messages it received (tests/fixtures/mail-server.mjs). */
export const MAIL_CONTROL_URL = `http://127.0.0.1:${PORTS.mailControl}`;

/**
 * Debian's Chromium and the flags every test browser starts with (a spec adding flags starts
 * from these). The tests run in Chromium's headless shell (Debian's chromium-headless-shell,
 * the same Blink and V8 without the desktop browser around them), which takes about 40% less
 * time on two cores than the full browser in headless mode. Recording from a microphone
 * (MediaRecorder) exists only in the full browser, so the voice spec starts that one
 * (`fullBrowser`).
 */
export const CHROMIUM = {
  executablePath: "/usr/bin/chromium-headless-shell",
  fullBrowser: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
