import { trimCharacters } from "~/domain/text";
import { z } from "zod";

/**
 * Which assistant engine answers chat messages, read from the environment.
 *
 *   ASSISTANT_ENGINE   embedded (default) | openai-compatible | google
 *   LLM_BASE_URL       OpenAI-compatible base URL, e.g. http://localhost:11434/v1 (Ollama)
 *   LLM_API_KEY        bearer key for that server (optional: Ollama needs none)
 *   LLM_MODEL          model name on that server, e.g. llama3.1
 *   GOOGLE_GENERATIVE_AI_API_KEY   Gemini API key
 *   GOOGLE_MODEL       Gemini model (default DEFAULT_GOOGLE_MODEL)
 */
export const ASSISTANT_ENGINES = ["embedded", "openai-compatible", "google"] as const;
export type AssistantEngineKind = (typeof ASSISTANT_ENGINES)[number];

/** The newest Gemini flash model the installed @ai-sdk/google knows by name. */
export const DEFAULT_GOOGLE_MODEL = "gemini-3.8-flash";

export type OpenAICompatibleConfig = {
  engine: "openai-compatible";
  baseURL: string;
  apiKey: string | null;
  model: string;
};
export type GoogleConfig = { engine: "google"; apiKey: string; model: string };
/** The settings of an LLM-backed engine. */
export type LlmConfig = OpenAICompatibleConfig | GoogleConfig;
export type AssistantEngineConfig = { engine: "embedded" } | LlmConfig;

/** A bad or incomplete assistant configuration; `missing` names absent variables. */
export class AssistantConfigError extends Error {
  constructor(
    message: string,
    readonly missing: string[] = [],
  ) {
    super(message);
    this.name = "AssistantConfigError";
  }
}

/** Variables each engine cannot start without. */
export const REQUIRED_VARIABLES: Record<AssistantEngineKind, readonly string[]> = {
  embedded: [],
  "openai-compatible": ["LLM_BASE_URL", "LLM_MODEL"],
  google: ["GOOGLE_GENERATIVE_AI_API_KEY"],
};

const text = z.string().trim().min(1);

const schemas = {
  embedded: z.object({ ASSISTANT_ENGINE: z.literal("embedded") }),
  "openai-compatible": z.object({
    ASSISTANT_ENGINE: z.literal("openai-compatible"),
    LLM_BASE_URL: z.url({
      protocol: /^https?$/,
      error: "LLM_BASE_URL must be an http(s) URL such as http://localhost:11434/v1",
    }),
    LLM_API_KEY: text.optional(),
    LLM_MODEL: text.max(200),
  }),
  google: z.object({
    ASSISTANT_ENGINE: z.literal("google"),
    GOOGLE_GENERATIVE_AI_API_KEY: text,
    GOOGLE_MODEL: text.max(200).default(DEFAULT_GOOGLE_MODEL),
  }),
};

function withoutBlanks(source: Record<string, string | undefined>) {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== "") cleaned[key] = value.trim();
  }
  return cleaned;
}

/**
 * Reads the assistant's engine settings. Throws AssistantConfigError naming every missing
 * variable for the chosen engine ("Missing required environment variables for
 * ASSISTANT_ENGINE=google: GOOGLE_GENERATIVE_AI_API_KEY"), or what is wrong with a value.
 */
export function readAssistantConfig(source: Record<string, string | undefined> = process.env): AssistantEngineConfig {
  const env = withoutBlanks(source);
  const kind = (env.ASSISTANT_ENGINE ?? "embedded").toLowerCase();
  if (!(ASSISTANT_ENGINES as readonly string[]).includes(kind)) {
    throw new AssistantConfigError(
      `ASSISTANT_ENGINE must be one of ${ASSISTANT_ENGINES.join(", ")} (got '${env.ASSISTANT_ENGINE}')`,
    );
  }
  const engine = kind as AssistantEngineKind;
  const missing = REQUIRED_VARIABLES[engine].filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new AssistantConfigError(
      `Missing required environment variables for ASSISTANT_ENGINE=${engine}: ${missing.join(", ")}`,
      missing,
    );
  }
  const values = { ...env, ASSISTANT_ENGINE: engine };
  switch (engine) {
    case "embedded":
      return { engine };
    case "openai-compatible": {
      const parsed = parse(schemas[engine], values);
      return {
        engine,
        baseURL: trimCharacters(parsed.LLM_BASE_URL, /\//, "end"),
        apiKey: parsed.LLM_API_KEY ?? null,
        model: parsed.LLM_MODEL,
      };
    }
    case "google": {
      const parsed = parse(schemas[engine], values);
      return { engine, apiKey: parsed.GOOGLE_GENERATIVE_AI_API_KEY, model: parsed.GOOGLE_MODEL };
    }
  }
}

function parse<T extends z.ZodType>(schema: T, values: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new AssistantConfigError(`Invalid assistant settings: ${problems.join("; ")}`);
}

/** True when the configuration names an LLM engine rather than the embedded one. */
export function isLlmConfig(config: AssistantEngineConfig): config is LlmConfig {
  return config.engine !== "embedded";
}
