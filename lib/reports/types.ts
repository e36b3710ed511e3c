import type { Coverage, ReportSection } from "@/lib/scouting/types";

/** A citation marker resolved against the owner's documents; `text` is null once the document is deleted. */
export type ResolvedCitation = {
  marker: number;
  chunkId: string;
  documentId: string;
  documentName: string;
  text: string | null;
};

/** What GET /api/reports/{id} answers and what the report viewer renders. */
export type ReportView = {
  report: {
    id: string;
    playerId: string;
    createdAt: Date;
    runId: string | null;
    requestText: string | null;
    title: string;
    reportText: string;
    summary: string[];
    coverage: Coverage | null;
    sourceDocIds: string[];
    sections: ReportSection[];
  };
  player: { id: string; displayName: string; sport: string };
  citations: ResolvedCitation[];
};
