import "server-only";
import { getLanguageModel } from "@/lib/ai/models";
import { createModelEngine } from "./model-engine";
import { rulesEngine } from "./rules-engine";
import type { ScoutingEngine } from "./types";

// The configured engine: a model when a provider key is set, otherwise the deterministic rules engine.
const globalForEngine = globalThis as unknown as { __scoutEngine?: ScoutingEngine };

export function getEngine(): ScoutingEngine {
  if (globalForEngine.__scoutEngine) return globalForEngine.__scoutEngine;
  const model = getLanguageModel();
  globalForEngine.__scoutEngine = model ? createModelEngine(model) : rulesEngine;
  return globalForEngine.__scoutEngine;
}

/** Tests pick the engine (e.g. the model engine over an AI SDK mock model). */
export function setEngineForTests(engine: ScoutingEngine | undefined) {
  globalForEngine.__scoutEngine = engine;
}
