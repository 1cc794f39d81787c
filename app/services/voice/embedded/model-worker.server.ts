import { parentPort, workerData } from "node:worker_threads";
import { InProcessBuilder, type BuilderOptions } from "./model-builder.server";

/**
 * The thread that builds the recogniser's models in a production server (its own entry of
 * the server build, see vite.config.ts). Building the shared part reads the whole
 * pronouncing dictionary and counts hundreds of thousands of word sequences: a heap of about
 * 100 MB at its peak. Here that memory belongs to a thread that ends when it has had nothing
 * to build for a while (./worker-builder.server.ts), instead of staying with the server for
 * good as the heap's high-water mark.
 *
 * Asked { id, key, items }, it answers { id, files } or { id, error }.
 */

export type BuildRequest = { id: number; key: string; items: string[] };
export type BuildAnswer = { id: number; files: { lm: string; dict: string } } | { id: number; error: string };

const port = parentPort;
if (port) {
  const builder = new InProcessBuilder(workerData as BuilderOptions);
  port.on("message", ({ id, key, items }: BuildRequest) => {
    builder.build(key, items).then(
      (files) => port.postMessage({ id, files } satisfies BuildAnswer),
      (error: unknown) =>
        port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies BuildAnswer),
    );
  });
}
