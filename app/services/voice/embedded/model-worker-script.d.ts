/**
 * The address of the built model worker (./model-worker.server.ts) in a production build;
 * null where the server runs from source (development, tests), which builds in-process.
 * Provided by vite.config.ts (voiceModelWorker).
 */
declare module "virtual:basil/voice-model-worker" {
  const script: string | null;
  export default script;
}
