// Imported first: the coaching eval measures the rules engine on a fresh PGlite, whatever the shell exports.
for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY", "DATABASE_URL", "SCOUT_EMBEDDING_MODEL"]) delete process.env[key];
process.env.SCOUTING_REQUESTS_PER_HOUR = "1000000";
process.env.LOG_LEVEL ||= "warn";
export {};
