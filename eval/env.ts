// Imported first by eval/run.ts: lib/env.ts parses process.env once, when it is first imported, so the
// engine choice and the eval's limits must be in place before anything from lib/ loads.
import { parseOptions } from "./lib/options";

const MODEL_KEYS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY"];

let engine: "rules" | "model" = "rules";
try {
  engine = parseOptions(process.argv.slice(2)).engine;
} catch {
  // run.ts reports bad options itself.
}
if (engine === "rules") {
  // The default measures the rules engine, whatever the shell exports.
  for (const key of MODEL_KEYS) delete process.env[key];
} else if (!MODEL_KEYS.some((k) => process.env[k])) {
  console.error("--engine model needs a configured model: set OPENAI_BASE_URL (Ollama, vLLM, …), OPENAI_API_KEY or ANTHROPIC_API_KEY, and SCOUT_MODEL.");
  process.exit(2);
}
// Never a shell's DATABASE_URL: every half gets its own fresh PGlite in a temp dir.
delete process.env.DATABASE_URL;
// One account runs every request and report of a half: the hourly quota would stop it after 10.
process.env.SCOUTING_REQUESTS_PER_HOUR = "1000000";
// Info logs from ingest and the runs would drown the table; errors still show.
process.env.LOG_LEVEL ||= "warn";
// Vector search needs an embedding model per chunk; the eval measures the default full-text path.
if (engine === "rules") delete process.env.SCOUT_EMBEDDING_MODEL;

export {};
