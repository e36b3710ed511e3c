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

export type ExtractedFields = {
  displayName: string;
  sport: Sport;
  positions?: Supported<string[]>;
  teams?: Supported<TeamRef[]>;
  league?: Supported<string>;
  heightCm?: Supported<number>;
  weightKg?: Supported<number>;
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
};

/** Seed 000 FR-05 PlayerFields, as stored and as shown in player_preview. */
export type PlayerFields = {
  display_name: string;
  sport: Sport;
  positions?: string[];
  teams?: string[];
  league?: string;
  physical?: { height_cm?: number; weight_kg?: number };
  scouting?: { strengths?: string[]; weaknesses?: string[]; style_tags?: string[]; role_projection?: string };
};

export const REPORT_SECTIONS = [
  { key: "snapshot", title: "Snapshot" },
  { key: "strengths", title: "Strengths" },
  { key: "weaknesses", title: "Weaknesses / Limitations" },
  { key: "play_style", title: "Play Style & Tendencies" },
  { key: "role_projection", title: "Role Projection" },
  { key: "development_focus", title: "Development Focus" },
  { key: "risk_notes", title: "Risk Notes" },
  { key: "missing", title: "What I Couldn't Find" },
] as const;
export type SectionKey = (typeof REPORT_SECTIONS)[number]["key"];

/** One line of a report; `citations` are 1-based markers into ReportDraft.citations. */
export type ReportLine = { text: string; citations: number[] };
export type ReportSection = { key: SectionKey; title: string; kind: "bullets" | "narrative"; lines: ReportLine[] };

export type Citation = { marker: number; chunkId: string; documentId: string; documentName: string };

export type ReportDraft = {
  title: string;
  sections: ReportSection[];
  citations: Citation[];
  summary: string[];
  text: string;
  wordCount: number;
};

export type FinalResponse = {
  scouting_report: string | null;
  player_record_id: string | null;
  report_id: string | null;
  saved: boolean;
  coverage: Coverage | null;
  message?: string;
};
