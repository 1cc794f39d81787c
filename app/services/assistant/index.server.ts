import type { AssistantEngine } from "./engine";
import { EmbeddedEngine } from "./embedded/engine.server";
import { readAssistantConfig } from "./llm-config.server";

let engine: Promise<AssistantEngine> | null = null;

/**
 * The configured engine: embedded by default, a language model when ASSISTANT_ENGINE says
 * so. The language-model engine and the AI SDK are loaded only then: a server with the
 * embedded engine never spends start-up time or memory on them.
 */
export function assistantEngine(): Promise<AssistantEngine> {
  if (!engine) {
    const settings = readAssistantConfig();
    engine =
      settings.engine === "embedded"
        ? Promise.resolve(new EmbeddedEngine())
        : import("./llm-engine.server").then(({ llmEngineFromConfig }) => llmEngineFromConfig(settings));
  }
  return engine;
}
