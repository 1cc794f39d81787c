/**
 * zod as the browser gets it (vite.config.ts points the client's `import … from "zod"` here).
 * zod compiles fast object parsers with `new Function` unless told not to, and probes for it
 * when the first object schema is made; Basil's Content-Security-Policy forbids eval, so the
 * probe alone is reported as a violation (Lighthouse's best-practice audit fails on it). In
 * the browser zod runs without compiling; the server keeps its faster parsers.
 */
import { z } from "zod";

z.config({ jitless: true });

export * from "zod";
export { default } from "zod";
