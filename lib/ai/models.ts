import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { EmbeddingModel, LanguageModel } from "ai";
import { env } from "@/lib/env";

/**
 * The configured language model, or null (→ rules engine). An OpenAI-compatible base URL (Ollama,
 * vLLM, …) wins over the hosted providers so a local server can be used with a dummy key.
 */
export function getLanguageModel(): LanguageModel | null {
  if (env.OPENAI_BASE_URL) {
    const provider = createOpenAICompatible({ name: "openai-compatible", baseURL: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY });
    return provider.chatModel(env.SCOUT_MODEL ?? "llama3.1");
  }
  if (env.OPENAI_API_KEY) return createOpenAI({ apiKey: env.OPENAI_API_KEY })(env.SCOUT_MODEL ?? "gpt-4.1-mini");
  if (env.ANTHROPIC_API_KEY) return createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })(env.SCOUT_MODEL ?? "claude-sonnet-4-5");
  return null;
}

export function engineName(): "model" | "rules" {
  return env.OPENAI_BASE_URL || env.OPENAI_API_KEY || env.ANTHROPIC_API_KEY ? "model" : "rules";
}

const globalForEmbeddings = globalThis as unknown as { __scoutEmbeddingModel?: EmbeddingModel | null };

/** The embedding model for vector search (SCOUT_EMBEDDING_MODEL), or null: full-text search only. */
export function getEmbeddingModel(): EmbeddingModel | null {
  if (globalForEmbeddings.__scoutEmbeddingModel !== undefined) return globalForEmbeddings.__scoutEmbeddingModel;
  const id = env.SCOUT_EMBEDDING_MODEL;
  if (!id) return null;
  if (env.OPENAI_BASE_URL) {
    return createOpenAICompatible({ name: "openai-compatible", baseURL: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY }).embeddingModel(id);
  }
  if (env.OPENAI_API_KEY) return createOpenAI({ apiKey: env.OPENAI_API_KEY }).embedding(id);
  return null;
}

/** Tests swap in an AI SDK mock embedding model (undefined restores the configured one). */
export function setEmbeddingModelForTests(model: EmbeddingModel | null | undefined) {
  globalForEmbeddings.__scoutEmbeddingModel = model;
}

export type EngineDescription = { kind: "model" | "rules"; label: string };

/** Which engine writes reports, in words for the UI ("the rules engine", "gpt-4.1-mini (OpenAI)"). */
export function describeEngine(): EngineDescription {
  if (env.OPENAI_BASE_URL) return { kind: "model", label: `${env.SCOUT_MODEL ?? "llama3.1"} (OpenAI-compatible server)` };
  if (env.OPENAI_API_KEY) return { kind: "model", label: `${env.SCOUT_MODEL ?? "gpt-4.1-mini"} (OpenAI)` };
  if (env.ANTHROPIC_API_KEY) return { kind: "model", label: `${env.SCOUT_MODEL ?? "claude-sonnet-4-5"} (Anthropic)` };
  return { kind: "rules", label: "the rules engine" };
}
