/** Where the end-to-end servers listen (shared by playwright.config.ts and the specs). */
export const EMBEDDED_URL = "http://127.0.0.1:3201";
/** Same host as the app's APP_URL, so its cookies and Origin checks match. */
export const PROVIDER_APP_URL = "http://localhost:3202";
export const OAUTH_CONTROL_URL = "http://127.0.0.1:3204";
