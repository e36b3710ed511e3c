import { z } from "zod";

// Domain types of the scouting workflow, in the seed's wire shapes (snake_case where the API shows it).

export const SPORTS = ["nba", "football", "soccer", "unknown"] as const;
export const sportSchema = z.enum(SPORTS);
export type Sport = z.infer<typeof sportSchema>;

/** The six fields coverage and confidence are computed over (seed 000 FR-04). */
export const EXPECTED_FIELDS = ["positions", "teams", "height", "weight", "strengths", "weaknesses"] as const;
export type ExpectedField = (typeof EXPECTED_FIELDS)[number];
export type Confidence = "low" | "med" | "high";

export type EvidenceChunk = {
  chunkId: string;
  documentId: string;
  documentName: string;
  text: string;
  score: number;
  documentDate: string | null;
  /** The query (by index) that first retrieved this chunk. */
  queryIndex: number;
};

export type Coverage = {
  found: string[];
  missing: string[];
  confidence: Confidence;
  chunk_count: number;
};

/** A value with the chunk ids that support it: the evidence rule made concrete. */
export type Supported<T> = { value: T; chunkIds: string[] };

export type TeamRef = { name: string; current: boolean };

/** A measurement with the source's own notation ("250 lbs", "6 ft 3¾ in", "6036"); value to 0.1. */
export type Measured = Supported<number> & { asWritten?: string };

/** The exact source text that supports a statement, by chunk: report citations locate it as a span. */
export type EvidenceQuote = { chunkId: string; text: string };

/**
 * A classified, attributed statement about the player (issue 9): what kind of scouting statement it is,
 * a short label ("Rim protection") and the bullet a scout would write ("Rim protection: 2.3 blocks per
 * game …"), with the quotes that support it and a weight for ordering and for "shorter".
 */
export type ScoutingNoteKind = "strength" | "weakness" | "tendency" | "projection" | "risk" | "development" | "recommendation";
export type ScoutingNote = {
  kind: ScoutingNoteKind;
  label: string;
  text: string;
  /** Risk notes only: what kind of risk. */
  topic?: "injury" | "conduct" | "contract" | "health" | "other";
  chunkIds: string[];
  quotes: EvidenceQuote[];
  weight: number;
};

/** A stat line as documented ("17.8 points, 8.1 rebounds, 5.9 assists"), with its context (season, games). */
export type StatLine = { text: string; context: string | null; kind: "season" | "split" | "combine" | "career" | "other"; chunkIds: string[]; quotes: EvidenceQuote[] };

export type ExtractedFields = {
  displayName: string;
  sport: Sport;
  positions?: Supported<string[]>;
  teams?: Supported<TeamRef[]>;
  league?: Supported<string>;
  heightCm?: Measured;
  weightKg?: Measured;
  /** Age in years as documented ("Age: 24", "the 24-year-old"). */
  age?: Measured;
  strengths?: Supported<string>[];
  weaknesses?: Supported<string>[];
  styleTags?: Supported<string>[];
  roleProjection?: Supported<string>;
};

/** Two dated sources disagreed: the newer one's value was kept. */
export type ExtractionConflict = { field: string; kept: string; dropped: string; keptChunkIds: string[]; droppedChunkIds: string[]; reason: string };

export type ExtractionResult = {
  fields: ExtractedFields;
  /** Atomic bullet points taken from the evidence, each traceable to its chunks. */
  rawFacts: { text: string; chunkIds: string[] }[];
  conflicts: ExtractionConflict[];
  /** Classified statements (strength, weakness, tendency, projection, risk, development, recommendation). */
  notes?: ScoutingNote[];
  /** Documented stat lines and combine results. */
  stats?: StatLine[];
};

/** Seed 000 FR-05 PlayerFields, as stored and as shown in player_preview. */
export type PlayerFields = {
  display_name: string;
  sport: Sport;
  positions?: string[];
  teams?: string[];
  league?: string;
  physical?: { height_cm?: number; weight_kg?: number; height_as_written?: string; weight_as_written?: string };
  scouting?: { strengths?: string[]; weaknesses?: string[]; style_tags?: string[]; role_projection?: string };
};

export const REPORT_SECTIONS = [
  { key: "snapshot", title: "Snapshot" },
  { key: "strengths", title: "Strengths" },
  { key: "weaknesses", title: "Weaknesses / Limitations" },
  { key: "play_style", title: "Play Style & Tendencies" },
  { key: "stats", title: "Stats & Measurements" },
  { key: "role_projection", title: "Role Projection" },
  { key: "development_focus", title: "Development Focus" },
  { key: "risk_notes", title: "Risk Notes" },
  { key: "missing", title: "What I Couldn't Find" },
] as const;
export type SectionKey = (typeof REPORT_SECTIONS)[number]["key"];

/** Where in a cited passage (chunk text offsets) the supporting text of a line is. */
export type SupportSpan = { marker: number; start: number; end: number };
/** One line of a report; `citations` are 1-based markers into ReportDraft.citations; `support` the spans. */
export type ReportLine = { text: string; citations: number[]; support?: SupportSpan[] };
export type ReportSection = { key: SectionKey; title: string; kind: "bullets" | "narrative"; lines: ReportLine[] };

export type Citation = { marker: number; chunkId: string; documentId: string; documentName: string };

export type ReportDraft = {
  title: string;
  sections: ReportSection[];
  citations: Citation[];
  summary: string[];
  text: string;
  wordCount: number;
  /** What this revision changed, after an edit at the player gate. */
  revisionNote?: string;
};

export type FinalResponse = {
  scouting_report: string | null;
  player_record_id: string | null;
  report_id: string | null;
  saved: boolean;
  coverage: Coverage | null;
  message?: string;
};
