/**
 * Trains the embedded assistant's models from content/assistant/ (part of `npm run build`),
 * unless a model trained from the same phrasings and code is kept already. Prints where it
 * is and how long training took. `--force` trains again even so (to time it).
 */
import { rmSync } from "node:fs";
import { ensureModel, modelFile } from "../app/services/assistant/understanding/model";

if (process.argv.includes("--force")) rmSync(modelFile(), { force: true });
const started = performance.now();
const file = ensureModel();
console.log(`Assistant model: ${file} (${Math.round(performance.now() - started)} ms)`);
