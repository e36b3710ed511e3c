import { describe, expect, it } from "vitest";
import { reportMarkdown } from "@/lib/reports/markdown";
import type { ReportView } from "@/lib/reports/types";
import { finalizeReport } from "@/lib/scouting/report";
import type { EvidenceChunk } from "@/lib/scouting/types";

const chunk = (documentId: string, index: number, documentName: string, text: string): EvidenceChunk => ({
  chunkId: `${documentId}:${index}`,
  documentId,
  documentName,
  text,
  score: 1,
  documentDate: null,
  queryIndex: 0,
});

const evidence = [
  chunk("doc-a", 0, "brooks-scouting-notes.md", "Jalen Brooks, PG, Austin Spurs. 6-6, 215 lb."),
  chunk("doc-b", 2, "combine sheet.csv", "Height 198 cm; weight 98 kg."),
];

const draft = finalizeReport({
  playerName: "Jalen Brooks",
  evidence,
  sections: {
    snapshot: [{ text: "Point guard for the Austin Spurs.", chunkIds: ["doc-a:0"] }],
    strengths: [{ text: "Size for the position.", chunkIds: ["doc-b:2", "doc-a:0"] }],
    play_style: [{ text: "Pushes the pace.", chunkIds: ["doc-a:0"] }, { text: "Plays downhill.", chunkIds: ["doc-b:2"] }],
    missing: [{ text: "No injury history found.", chunkIds: [] }],
  },
});

function view(overrides: Partial<ReportView["report"]> = {}, deleted = new Set<string>()): ReportView {
  return {
    report: {
      id: "r1",
      playerId: "p1",
      createdAt: new Date("2026-03-14T10:00:00Z"),
      runId: "run",
      requestText: "Generate a scouting report for Jalen Brooks",
      title: draft.title,
      reportText: draft.text,
      summary: draft.summary,
      coverage: { found: ["positions", "teams", "height"], missing: ["weight", "strengths", "weaknesses"], confidence: "med", chunk_count: 2 },
      sourceDocIds: ["doc-a", "doc-b"],
      sections: draft.sections,
      ...overrides,
    },
    player: { id: "p1", displayName: "Jalen Brooks", sport: "nba" },
    citations: draft.citations.map((c) => ({ ...c, text: deleted.has(c.documentId) ? null : (evidence.find((e) => e.chunkId === c.chunkId)?.text ?? null) })),
  };
}

describe("reportMarkdown", () => {
  it("exports header, sections with markers, and sources with document names", () => {
    const md = reportMarkdown(view());
    expect(md.startsWith("# Scouting Report: Jalen Brooks\n\n")).toBe(true);
    expect(md).toContain("**Player:** Jalen Brooks (NBA)");
    expect(md).toContain("**Date:** 2026-03-14");
    expect(md).toContain("**Coverage:** medium confidence; found: Positions, Teams, Height; missing: Weight, Strengths, Weaknesses");
    // The snapshot is one paragraph a scout would write (issue 9), not a list.
    expect(md).toContain("## Snapshot\n\nPoint guard for the Austin Spurs. [1]");
    expect(md).toContain("- Size for the position. [2][1]");
    // Narrative sections are one paragraph.
    expect(md).toContain("## Play Style & Tendencies\n\nPushes the pace. [1] Plays downhill. [2]");
    expect(md).toContain("- No injury history found.");
    expect(md).toContain("## Sources\n\n- [1] brooks-scouting-notes.md (passage 1)\n- [2] combine sheet.csv (passage 3)");
    expect(md.endsWith("\n")).toBe(true);
    // Every FR-06 section the draft has appears once, in order.
    const headings = md.match(/^## .+$/gm) ?? [];
    expect(headings).toEqual([...draft.sections.map((s) => `## ${s.title}`), "## Sources"]);
  });

  it("marks sources whose document was deleted", () => {
    const md = reportMarkdown(view({}, new Set(["doc-b"])));
    expect(md).toContain("- [2] combine sheet.csv (passage 3, document since deleted)");
  });

  it("falls back to the stored Markdown for reports without sections, without doubling title or sources", () => {
    const md = reportMarkdown(view({ sections: [], coverage: null }));
    expect(md.match(/^# /gm)).toHaveLength(1);
    expect(md.match(/^## Sources$/gm)).toHaveLength(1);
    // The snapshot is one paragraph a scout would write (issue 9), not a list.
    expect(md).toContain("## Snapshot\n\nPoint guard for the Austin Spurs. [1]");
    expect(md).not.toContain("**Coverage:**");
  });

  it("omits Sources when nothing is cited", () => {
    const v = view();
    v.citations = [];
    expect(reportMarkdown(v)).not.toContain("## Sources");
  });
});
