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
};

export const EMBEDDED_URL = `http://127.0.0.1:${PORTS.embedded}`;
/** Same host as the app's APP_URL, so its cookies and Origin checks match. */
export const PROVIDER_APP_URL = `http://localhost:${PORTS.providerApp}`;
export const PROVIDER_ISSUER = `http://localhost:${PORTS.provider}`;
export const OAUTH_CONTROL_URL = `http://127.0.0.1:${PORTS.providerControl}`;

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
