import type { AssistantEngine } from "./engine";
import { EmbeddedEngine } from "./embedded/engine.server";
import { readAssistantConfig } from "./llm-config.server";
import { llmEngineFromConfig } from "./llm-engine.server";

let engine: AssistantEngine | null = null;

/** The configured engine: embedded by default, a language model when ASSISTANT_ENGINE says so. */
export function assistantEngine(): AssistantEngine {
  if (!engine) {
    const settings = readAssistantConfig();
    engine = settings.engine === "embedded" ? new EmbeddedEngine() : llmEngineFromConfig(settings);
  }
  return engine;
}
