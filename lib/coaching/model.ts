import "server-only";
import type { LanguageModel } from "ai";
import { getLanguageModel } from "@/lib/ai/models";

// The model the panel's coaches use: the configured one (null → rules engine), or a mock in tests.
const globalForCoach = globalThis as unknown as { __scoutCoachModel?: LanguageModel | null };

export function coachingModel(): LanguageModel | null {
  return globalForCoach.__scoutCoachModel !== undefined ? globalForCoach.__scoutCoachModel : getLanguageModel();
}

/** Tests swap in an AI SDK mock model (null forces the rules engine, undefined restores the configured one). */
export function setCoachingModelForTests(model: LanguageModel | null | undefined) {
  globalForCoach.__scoutCoachModel = model;
}
