// Contracts of the rules engine: the workflow's own types (lib/scouting/types.ts), narrowed to what
// extraction reads from a chunk.
import type { EvidenceChunk as RetrievedChunk } from "@/lib/scouting/types";

export type { ExtractionConflict, ExtractionResult, Sport, Supported, TeamRef } from "@/lib/scouting/types";

export type EvidenceChunk = Pick<RetrievedChunk, "chunkId" | "documentId" | "documentName" | "text"> & {
  /** ISO date (yyyy-mm-dd or full ISO timestamp) when the document's date is known. */
  documentDate?: string | null;
};
