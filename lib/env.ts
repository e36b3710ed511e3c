import { z } from "zod";

// The one place that reads process.env: everything else imports `env`.
const boolish = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().default("./.data"),
  AUTH_SECRET: z.string().min(16).optional(),
  AUTH_URL: z.string().url().optional(),
  AUTH_TRUST_HOST: boolish,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  SCOUT_MODEL: z.string().optional(),
  SCOUT_EMBEDDING_MODEL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(20),
  // SEC-01: bounds that hold while bytes arrive and while files are unpacked, so no single request can
  // exhaust memory or stall other users (docs/requirements.md).
  UPLOAD_MAX_REQUEST_BYTES: z.coerce.number().int().positive().default(50 * 1024 * 1024),
  EXTRACT_MAX_CHARS: z.coerce.number().int().positive().default(1_000_000),
  EXTRACT_MAX_CHARS_PER_REQUEST: z.coerce.number().int().positive().default(4_000_000),
  EXTRACT_MAX_INFLATED_BYTES: z.coerce.number().int().positive().default(32 * 1024 * 1024),
  EXTRACT_MAX_RATIO: z.coerce.number().positive().default(100),
  EXTRACT_MAX_PDF_PAGES: z.coerce.number().int().positive().default(1000),
  EXTRACT_MAX_CSV_ROWS: z.coerce.number().int().positive().default(100_000),
  EXTRACT_MAX_CSV_COLUMNS: z.coerce.number().int().positive().default(200),
  EXTRACT_MAX_HTML_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  EXTRACT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  EXTRACT_WORKER_MEMORY_MB: z.coerce.number().int().positive().default(256),
  // SEC-09: how long SIGTERM waits for workflow runs in flight before the process exits.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().default(25_000),
  JSON_MAX_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  // SEC-03: which X-Forwarded-For entries to believe. Unset/0: none (the socket address is the client);
  // a number: that many proxy hops in front of us; otherwise a comma-separated list of proxy CIDRs.
  TRUST_PROXY: z
    .string()
    .trim()
    .default("0")
    .refine((v) => /^\d+$/.test(v) || v.split(",").every((c) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(c.trim())), "a hop count or a comma-separated CIDR list"),
  SCOUTING_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(10),
  SCOUTING_MAX_CONCURRENT: z.coerce.number().int().positive().default(3),
  // A run whose heartbeat is older than this holds no concurrency slot (the process running it died).
  SCOUTING_STALE_RUN_MS: z.coerce.number().int().positive().default(20 * 60 * 1000),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  SIGNIN_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(30),
  SIGNIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  IP_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  // Evidence passed downstream per run, in estimated tokens (with the 1.2x buffer).
  SCOUTING_EVIDENCE_TOKEN_BUDGET: z.coerce.number().int().positive().default(16000),
  // Per-step timeout (seed 000 NFR-02: 5 minutes) and model retry policy (seed §5.2).
  SCOUTING_STEP_TIMEOUT_MS: z.coerce.number().int().positive().default(5 * 60 * 1000),
  MODEL_RETRY_INITIAL_MS: z.coerce.number().int().nonnegative().default(1000),
  MODEL_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  MODEL_RETRY_MAX_MS: z.coerce.number().int().nonnegative().default(10000),
  // Stats lab sandbox (STAT-03): rows per dataset table, statement timeout, result rows and bytes, warm pool.
  STATS_MAX_ROWS: z.coerce.number().int().positive().default(100_000),
  STATS_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  STATS_RESULT_MAX_ROWS: z.coerce.number().int().positive().default(10_000),
  STATS_RESULT_MAX_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  STATS_SANDBOX_POOL: z.coerce.number().int().nonnegative().default(1),
  STATS_MAX_SANDBOXES: z.coerce.number().int().positive().default(2),
  // Coaching panel (issue 12): per-coach deadline (seed 004: 95 % within 10 s), the token budget of the
  // earlier coaches' answers before summaries replace them, and a pause between streamed sentences on
  // the rules engine (0 in production; e2e tests slow it down to watch the stream).
  COACH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  COACH_CONTEXT_BUDGET_TOKENS: z.coerce.number().int().positive().default(1200),
  COACH_STREAM_PACE_MS: z.coerce.number().int().nonnegative().default(0),
  // ---- External research (issue 13, RES-01..08) ----
  // Offline: recorded fixture pages only, never the network (tests, demos, e2e).
  SCOUT_OFFLINE: boolish,
  RESEARCH_FIXTURE_DIR: z.string().default("eval/research/fixtures"),
  // The loopback fixture server (npm run eval:research, tests); unset: fixtures are read from disk.
  RESEARCH_FIXTURE_URL: z.string().url().optional(),
  // A MediaWiki site (search + page extracts); empty disables it.
  RESEARCH_MEDIAWIKI_URL: z.string().url().or(z.literal("")).default("https://en.wikipedia.org"),
  // Brave Search API key (X-Subscription-Token); unset disables web search.
  RESEARCH_WEB_SEARCH_KEY: z.string().optional(),
  RESEARCH_WEB_SEARCH_URL: z.string().url().optional(),
  RESEARCH_TOP_N: z.coerce.number().int().min(1).max(10).default(3),
  // Tokens of outside text (gpt-tokenizer count × 1.2) a research run may read.
  RESEARCH_TOKEN_BUDGET: z.coerce.number().int().positive().default(6000),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  return parsed.data;
}

export const env = load();
