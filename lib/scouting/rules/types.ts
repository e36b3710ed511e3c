// Contracts shared by the rules engine and (later) the model-backed engine.

/** football = American football (PRODUCT.md "Decisions"). */
export type Sport = "nba" | "football" | "soccer" | "unknown";

export type EvidenceChunk = {
  chunkId: string;
  documentId: string;
  documentName: string;
  text: string;
  /** ISO date (yyyy-mm-dd or full ISO timestamp) when the document's date is known. */
  documentDate?: string | null;
};

/** Evidence rule: every extracted value carries the ids of the chunks that support it. */
export type Supported<T> = { value: T; chunkIds: string[] };

export type TeamRef = { name: string; current: boolean };

export type ExtractionConflict = {
  field: string;
  kept: string;
  dropped: string;
  keptChunkIds: string[];
  droppedChunkIds: string[];
  reason: string;
};

export type ExtractionResult = {
  fields: {
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
  /** Atomic bullet points taken from the evidence, each traceable to its chunks. */
  rawFacts: { text: string; chunkIds: string[] }[];
  conflicts: ExtractionConflict[];
};
