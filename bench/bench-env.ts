// Imported first by bench/run.ts: lib/env.ts parses process.env once, when it is first imported.
// The hourly quota (default 10 runs per user) would stop the workflow load test within seconds; the
// bench measures throughput, not the quota. SCOUTING_MAX_CONCURRENT keeps its default (3 per user).
process.env.SCOUTING_REQUESTS_PER_HOUR = "100000";
// The workflow bench measures the default rules engine: no model, whatever the shell exports.
for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY"]) delete process.env[key];
// Info logs from ingest would interleave with the printed tables; errors still show.
process.env.LOG_LEVEL ||= "warn";

export {};
