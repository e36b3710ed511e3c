import { sql, type InferInsertModel, type InferSelectModel } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// ---- Accounts (Auth.js tables, plus our password hash) ----
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: timestamp("email_verified", { withTimezone: true, mode: "date" }),
  image: text("image"),
  passwordHash: text("password_hash"),
  createdAt: createdAt(),
});

export const accounts = pgTable(
  "accounts",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] })],
);

export const sessions = pgTable("sessions", {
  sessionToken: text("session_token").primaryKey(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
});

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

// Personal API keys: only a SHA-256 of the key is stored; the key itself is shown once.
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: varchar("prefix", { length: 16 }).notNull(),
    keyHash: varchar("key_hash", { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_owner_idx").on(t.ownerId)],
);

// ---- Documents and evidence chunks ----
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    kind: varchar("kind", { length: 10 }).notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    contentHash: varchar("content_hash", { length: 64 }).notNull(),
    status: varchar("status", { length: 20 }).notNull().default("ready"),
    chunkCount: integer("chunk_count").notNull().default(0),
    charCount: integer("char_count").notNull().default(0),
    // A date found in the document ("Date: 2026-03-14"), used so newer sources win conflicts.
    documentDate: timestamp("document_date", { withTimezone: true }),
    // People named in the document, so a requested name can be matched to the user's own spelling.
    people: jsonb("people").$type<string[]>().notNull().default([]),
    // Version of the people index this document was indexed with (person_mentions); older ones are
    // re-indexed on first use, so an improved resolver reaches documents uploaded before it.
    peopleVersion: integer("people_version").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("documents_owner_created_idx").on(t.ownerId, t.createdAt),
    uniqueIndex("documents_owner_hash_idx").on(t.ownerId, t.contentHash),
  ],
);

export const documentChunks = pgTable(
  "document_chunks",
  {
    // Stable id: `${documentId}:${chunkIndex}`.
    id: text("id").primaryKey(),
    documentId: uuid("document_id").notNull().references(() => documents.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    chunkIndex: integer("chunk_index").notNull(),
    text: text("text").notNull(),
    tokenCount: integer("token_count").notNull(),
    // Generated column (see the custom migration): to_tsvector('english', text).
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('english', "text")`),
    createdAt: createdAt(),
  },
  (t) => [
    index("document_chunks_owner_idx").on(t.ownerId),
    index("document_chunks_document_idx").on(t.documentId, t.chunkIndex),
    index("document_chunks_search_idx").using("gin", t.searchVector),
  ],
);

// Corpus statistics per owner, kept current on ingest/delete so BM25 needs no full scan.
export const chunkStats = pgTable("chunk_stats", {
  ownerId: uuid("owner_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  chunkCount: integer("chunk_count").notNull().default(0),
  totalTokens: bigint("total_tokens", { mode: "number" }).notNull().default(0),
});

// ---- Players and reports (seed 000 §3.3, plus owner_id) ----
export const players = pgTable(
  "players",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    sport: varchar("sport", { length: 20 }).notNull(),
    positions: jsonb("positions").$type<string[]>(),
    teams: jsonb("teams").$type<string[]>(),
    league: text("league"),
    physical: jsonb("physical").$type<{ height_cm?: number; weight_kg?: number; height_as_written?: string; weight_as_written?: string }>(),
    scouting: jsonb("scouting").$type<{
      strengths?: string[];
      weaknesses?: string[];
      style_tags?: string[];
      role_projection?: string;
    }>(),
    // Chunk ids that support each field (evidence rule).
    evidence: jsonb("evidence").$type<Record<string, string[]>>(),
    latestReportId: uuid("latest_report_id").references((): AnyPgColumn => scoutingReports.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    index("players_sport_idx").on(t.sport),
    index("players_display_name_idx").on(t.displayName),
    index("players_owner_idx").on(t.ownerId, t.createdAt),
  ],
);

export const scoutingReports = pgTable(
  "scouting_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    playerId: uuid("player_id").notNull().references((): AnyPgColumn => players.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    runId: varchar("run_id", { length: 255 }),
    requestText: text("request_text"),
    reportText: text("report_text").notNull(),
    reportSummary: jsonb("report_summary").$type<string[]>(),
    coverage: jsonb("coverage").$type<Record<string, unknown>>(),
    sourceDocIds: jsonb("source_doc_ids").$type<string[]>(),
    // Structured sections and citation map ([n] → chunk id) for the report viewer.
    sections: jsonb("sections").$type<unknown>(),
    citations: jsonb("citations").$type<unknown>(),
  },
  (t) => [
    index("scouting_reports_player_idx").on(t.playerId, t.createdAt),
    index("scouting_reports_owner_idx").on(t.ownerId),
    uniqueIndex("scouting_reports_run_idx").on(t.ownerId, t.runId),
  ],
);

// ---- Chat sessions, workflow runs and their persisted events ----
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("New chat"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_sessions_owner_idx").on(t.ownerId, t.updatedAt)],
);

export const workflowRuns = pgTable(
  "workflow_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id").notNull().references(() => chatSessions.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 32 }).notNull(),
    // Which interrupt the run waits on, if any: clarification | plan_approval | player_approval.
    gate: varchar("gate", { length: 32 }),
    requestText: text("request_text").notNull(),
    playerName: text("player_name"),
    stepTimings: jsonb("step_timings").$type<{ node: string; ms: number; at: string }[]>().notNull().default([]),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workflow_runs_owner_status_idx").on(t.ownerId, t.status),
    index("workflow_runs_session_idx").on(t.sessionId, t.createdAt),
  ],
);

export const runEvents = pgTable(
  "run_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id").notNull().references(() => chatSessions.id, { onDelete: "cascade" }),
    runId: uuid("run_id"),
    // Increasing within a session: the SSE `id:` and the Last-Event-ID cursor.
    seq: integer("seq").notNull(),
    type: varchar("type", { length: 40 }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("run_events_session_seq_idx").on(t.sessionId, t.seq)],
);

export type User = InferSelectModel<typeof users>;
export type ApiKey = InferSelectModel<typeof apiKeys>;
export type Document = InferSelectModel<typeof documents>;
export type DocumentChunk = InferSelectModel<typeof documentChunks>;
export type NewDocumentChunk = InferInsertModel<typeof documentChunks>;
export type Player = InferSelectModel<typeof players>;
export type ScoutingReport = InferSelectModel<typeof scoutingReports>;
export type ChatSession = InferSelectModel<typeof chatSessions>;
export type WorkflowRun = InferSelectModel<typeof workflowRuns>;
export type RunEvent = InferSelectModel<typeof runEvents>;

// ---- LangGraph checkpoints (see lib/scouting/workflow/checkpointer.ts for why they live here) ----
export const workflowCheckpoints = pgTable(
  "workflow_checkpoints",
  {
    threadId: text("thread_id").notNull(),
    checkpointNs: text("checkpoint_ns").notNull().default(""),
    checkpointId: text("checkpoint_id").notNull(),
    parentCheckpointId: text("parent_checkpoint_id"),
    // serde type tag + base64 payload, exactly as the saver's serializer produced them
    checkpointType: text("checkpoint_type").notNull(),
    checkpoint: text("checkpoint").notNull(),
    metadataType: text("metadata_type").notNull(),
    metadata: text("metadata").notNull(),
    createdAt: createdAt(),
    // SEC-07: the run (= thread) and its owner, so checkpoints go with their chat and their account.
    runId: uuid("run_id").notNull().references(() => workflowRuns.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.checkpointNs, t.checkpointId] }), index("workflow_checkpoints_owner_idx").on(t.ownerId, t.runId)],
);

export const workflowCheckpointWrites = pgTable(
  "workflow_checkpoint_writes",
  {
    threadId: text("thread_id").notNull(),
    checkpointNs: text("checkpoint_ns").notNull().default(""),
    checkpointId: text("checkpoint_id").notNull(),
    taskId: text("task_id").notNull(),
    idx: integer("idx").notNull(),
    channel: text("channel").notNull(),
    valueType: text("value_type").notNull(),
    value: text("value").notNull(),
    taskPath: text("task_path").notNull().default(""),
    runId: uuid("run_id").notNull().references(() => workflowRuns.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.checkpointNs, t.checkpointId, t.taskId, t.idx] }),
    index("workflow_checkpoint_writes_owner_idx").on(t.ownerId, t.runId),
  ],
);

// ---- Rate limits (fixed windows) and the audit trail ----
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    action: varchar("action", { length: 60 }).notNull(),
    targetType: varchar("target_type", { length: 40 }),
    targetId: text("target_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_owner_idx").on(t.ownerId, t.createdAt)],
);

// Document frequency of each lexeme per owner, kept current on ingest and delete, so BM25's IDF is a
// lookup instead of a scan over every matching chunk.
export const ownerTerms = pgTable(
  "owner_terms",
  {
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    lexeme: text("lexeme").notNull(),
    df: integer("df").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.lexeme] })],
);

// ---- People index (REQ-PPL-01) ----
// Every person a document names, resolved once at ingest: the full name (a generational suffix is part
// of the identity), the short forms the document binds to that person, and the chunks that mention them.
// Kept current by the document foreign key: deleting a document deletes its people.
export const personMentions = pgTable(
  "person_mentions",
  {
    documentId: uuid("document_id").notNull().references(() => documents.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    // nameKey of the full name, suffix included ("marcus hale jr").
    personKey: text("person_key").notNull(),
    displayName: text("display_name").notNull(),
    // Keys of surname-only, given-name-only and nickname forms this document uses for this person alone.
    aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
    chunkIndexes: jsonb("chunk_indexes").$type<number[]>().notNull().default([]),
    mentionCount: integer("mention_count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.personKey] }),
    index("person_mentions_owner_key_idx").on(t.ownerId, t.personKey),
    index("person_mentions_owner_aliases_idx").using("gin", t.aliases),
  ],
);
export type PersonMention = InferSelectModel<typeof personMentions>;

// ---- Stats lab (issue 11; STAT-01, STAT-06) ----
// A CSV upload whose rows are records is also kept as a dataset: typed columns with units and roles,
// and its rows as JSON values. It goes with its document (foreign key). Analyses never run here: the
// rows are copied into a throwaway sandbox database per analysis (lib/stats/sandbox.ts).
export const statDatasets = pgTable(
  "stat_datasets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").notNull().references(() => documents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // Columns in order: sandbox name, header label, detected type, unit, role (editable).
    columns: jsonb("columns").$type<import("@/lib/stats/types").DatasetColumn[]>().notNull(),
    // The people of the player column, as people-index keys (nameKey), with their display names.
    players: jsonb("players").$type<{ key: string; name: string }[]>().notNull().default([]),
    rowCount: integer("row_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stat_datasets_owner_idx").on(t.ownerId, t.createdAt), uniqueIndex("stat_datasets_document_idx").on(t.documentId)],
);
export type StatDataset = InferSelectModel<typeof statDatasets>;

export const statRows = pgTable(
  "stat_rows",
  {
    datasetId: uuid("dataset_id").notNull().references(() => statDatasets.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    rowIndex: integer("row_index").notNull(),
    values: jsonb("values").$type<Record<string, string | number | null>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.rowIndex] }), index("stat_rows_owner_idx").on(t.ownerId)],
);

// One answered question (a notebook cell), kept per owner so it can be re-run and exported.
export const statCells = pgTable(
  "stat_cells",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    status: varchar("status", { length: 20 }).notNull(),
    // narrative, analysis (seed 002 shape), chart, table, dataset ids, suggestions, engine.
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stat_cells_owner_idx").on(t.ownerId, t.createdAt)],
);
export type StatCellRow = InferSelectModel<typeof statCells>;
// ---- External research (issue 13, RES-07) ----
// A gap brief from outside sources, attached to a player. Never overwritten: each run adds the next
// version for that player (seed 001 overwrite protection). `body` is ResearchBriefBody
// (lib/research/types.ts), including which facts the user merged into the profile and when.
export const researchBriefs = pgTable(
  "research_briefs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    playerId: uuid("player_id").notNull().references(() => players.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    createdAt: createdAt(),
    body: jsonb("body").$type<import("@/lib/research/types").ResearchBriefBody>().notNull(),
  },
  (t) => [uniqueIndex("research_briefs_player_version_idx").on(t.playerId, t.version), index("research_briefs_owner_player_idx").on(t.ownerId, t.playerId)],
);
export type ResearchBrief = InferSelectModel<typeof researchBriefs>;
