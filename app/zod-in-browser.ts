/**
 * zod as the browser gets it (vite.config.ts points the client's `zod/mini` here, and the
 * `zod/v4` that Conform's zod adapter builds its coercions with). The schemas the browser
 * runs are written with zod/mini, whose functions a bundler can leave out when unused; the
 * method-chaining `zod` keeps every method of every schema in the bundle.
 *
 * zod compiles fast object parsers with `new Function` unless told not to, and probes for it
 * when the first object schema is made; Basil's Content-Security-Policy forbids eval, so the
 * probe alone is reported as a violation (Lighthouse's best-practice audit fails on it). In
 * the browser zod runs without compiling; the server keeps its faster parsers. zod/mini also
 * comes without messages of its own: the English ones are loaded, so a check the schemas
 * give no message for reads the same in the browser as on the server.
 */
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

z.config({ ...en(), jitless: true });

export * from "zod/mini";
