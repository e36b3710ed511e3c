import { describe, expect, it } from "vitest";
import { confidenceFor } from "@/lib/scouting/coverage";
import { rulesEngine } from "@/lib/scouting/engine/rules-engine";
import { verifyExtraction } from "@/lib/scouting/evidence";
import { finalizeReport, MAX_REPORT_WORDS } from "@/lib/scouting/report";
import { detectIntent } from "@/lib/scouting/rules/intent";
import type { EvidenceChunk, ExtractionResult } from "@/lib/scouting/types";
import { REPORT_SECTIONS } from "@/lib/scouting/types";
import { buildQueries, MAX_QUERIES } from "@/lib/scouting/workflow/queries";
import { MAX_CHUNKS, mergeEvidence } from "@/lib/scouting/workflow/retrieval";
import type { EvidenceHit } from "@/lib/search/search-chunks";

const hit = (doc: string, idx: number, text: string, score = 1): EvidenceHit => ({
  chunkId: `${doc}:${idx}`,
  documentId: doc,
  documentName: `${doc}.md`,
  chunkIndex: idx,
  text,
  score,
  documentDate: null,
});
const chunk = (id: string, text: string): EvidenceChunk => ({ chunkId: id, documentId: id.split(":")[0], documentName: "note.md", text, score: 1, documentDate: null, queryIndex: 0 });

describe("seed 000 §6.1 unit tests", () => {
  it("test_intake_extracts_player_name", () => {
    expect(detectIntent("Generate a scouting report for LeBron James")).toMatchObject({ intent: "scouting_report", playerName: "LeBron James", sportGuess: "nba" });
    expect(detectIntent("Scout Patrick Mahomes strengths and weaknesses")).toMatchObject({ intent: "scouting_report", playerName: "Patrick Mahomes", sportGuess: "football" });
    expect(detectIntent("Create a player analysis")).toMatchObject({ intent: "scouting_report", playerName: null });
    expect(detectIntent("scouting report on de'aaron fox's defense").playerName).toBe("De'Aaron Fox");
    expect(detectIntent("Scout Marcus Mercer Jr. please").playerName).toBe("Marcus Mercer Jr.");
    expect(detectIntent("player profile for Jaxon Smith-Njigba").playerName).toBe("Jaxon Smith-Njigba");
  });

  it("test_plan_generation_length", async () => {
    for (const sport of ["nba", "football", "soccer", "unknown"] as const) {
      const plan = await rulesEngine.draftPlan({ playerName: "Jalen Brooks", sport, request: "Scout Jalen Brooks, focus on his defense" });
      expect(plan.planSteps.length).toBeGreaterThanOrEqual(4);
      expect(plan.planSteps.length).toBeLessThanOrEqual(7);
      expect(plan.planSteps[0]).toContain("Jalen Brooks");
      expect(plan.queryHints).toContain("defense");
    }
  });

  it("test_query_diversification", () => {
    const nba = buildQueries({ playerName: "Jalen Brooks", sport: "nba", hints: [] });
    expect(nba).toEqual([
      "Jalen Brooks",
      "Jalen Brooks strengths weaknesses",
      "Jalen Brooks height weight position",
      "Jalen Brooks shooting percentage",
      "Jalen Brooks defensive rating",
    ]);
    const football = buildQueries({ playerName: "Caleb Van Dorn", sport: "football", hints: ["pocket presence"] });
    expect(football).toEqual([
      "Caleb Van Dorn",
      "Caleb Van Dorn strengths weaknesses",
      "Caleb Van Dorn height weight position",
      "Caleb Van Dorn pocket presence",
      "Caleb Van Dorn passing yards",
      "Caleb Van Dorn completion rate",
    ]);
    // Similar queries collapse; never more than six; the three fixed queries always survive.
    const many = buildQueries({ playerName: "Jalen Brooks", sport: "nba", hints: ["strengths", "Strengths", "playoffs", "defense", "passing", "rebounding", "clutch"] });
    expect(many).toHaveLength(MAX_QUERIES);
    expect(many.slice(0, 3)).toEqual(["Jalen Brooks", "Jalen Brooks strengths weaknesses", "Jalen Brooks height weight position"]);
    expect(many).not.toContain("Jalen Brooks strengths");
    expect(new Set(many.map((q) => q.toLowerCase())).size).toBe(many.length);
  });

  it("test_chunk_deduplication", () => {
    const a = hit("d1", 0, "Jalen Brooks is 6'9\".");
    const sameId = { ...a, score: 0.5 };
    const sameTextOtherDoc = hit("d2", 3, "  jalen brooks is 6'9\"  ");
    const other = hit("d1", 1, "He weighs 250 lbs.");
    const { evidence } = mergeEvidence([[a, other], [sameId, sameTextOtherDoc]]);
    expect(evidence.map((c) => c.chunkId)).toEqual(["d1:0", "d1:1"]);
    expect(new Set(evidence.map((c) => `${c.documentId}|${c.chunkId}`)).size).toBe(evidence.length);
  });

  it("test_chunk_budget_enforced", () => {
    const perQuery = Array.from({ length: 6 }, (_, q) => Array.from({ length: 15 }, (_, i) => hit(`q${q}`, i, `passage ${q}-${i} about the player`)));
    expect(mergeEvidence(perQuery).evidence).toHaveLength(MAX_CHUNKS);
    // Round-robin: every query contributes its best passage before any contributes a second.
    expect(mergeEvidence(perQuery).evidence.slice(0, 6).map((c) => c.queryIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    const budgeted = mergeEvidence(perQuery, { tokenBudget: 60 });
    expect(budgeted.budgetReached).toBe(true);
    expect(budgeted.tokens).toBeLessThanOrEqual(60);
    expect(budgeted.evidence.length).toBeLessThan(MAX_CHUNKS);
  });

  it("test_extraction_omits_unknown", async () => {
    const evidence = [chunk("d1:0", "Jalen Brooks is a 6'9\" forward for the Omaha Comets. Strengths: court vision.")];
    const rules = await rulesEngine.extract({ playerName: "Jalen Brooks", sport: "nba", evidence });
    expect(rules.fields.heightCm?.value).toBe(205.7);
    expect(rules.fields.weightKg).toBeUndefined();
    // A model that invents a weight, cites a chunk we never retrieved, or a chunk that does not say it, loses those values.
    const hallucinated: ExtractionResult = {
      fields: {
        displayName: "Jalen Brooks",
        sport: "nba",
        heightCm: { value: 206, chunkIds: ["d1:0"] },
        weightKg: { value: 113, chunkIds: ["d1:0"] },
        strengths: [{ value: "Court vision", chunkIds: ["d1:0"] }, { value: "Elite three-point shooting", chunkIds: ["d1:0"] }],
        weaknesses: [{ value: "Free throws", chunkIds: ["d9:9"] }],
      },
      rawFacts: [{ text: "He won MVP in 2025", chunkIds: ["d1:0"] }],
      conflicts: [],
    };
    const verified = verifyExtraction(hallucinated, evidence);
    expect(verified.fields.heightCm?.value).toBe(206);
    expect(verified.fields.weightKg).toBeUndefined();
    expect(verified.fields.strengths?.map((s) => s.value)).toEqual(["Court vision"]);
    expect(verified.fields.weaknesses).toBeUndefined();
    expect(verified.rawFacts).toEqual([]);
  });

  it("a position is supported by a box score's Pos column, read as extraction reads it", () => {
    const table = "| Player | Pos | MIN | PTS |\n| --- | --- | --- | --- |\n| Malik Osei-Brandt | C | 29 | 16 |\n| Hector Vail | G | 34 | 17 |";
    const evidence = [chunk("d1:0", table)];
    const cited = (value: string[]): ExtractionResult => ({ fields: { displayName: "Malik Osei-Brandt", sport: "nba", positions: { value, chunkIds: ["d1:0"] } }, rawFacts: [], conflicts: [] });
    expect(verifyExtraction(cited(["C"]), evidence).fields.positions?.value).toEqual(["C"]);
    expect(verifyExtraction(cited(["PF"]), evidence).fields.positions).toBeUndefined();
  });

  it("a position is supported by a board entry's code ('9. Lachlan Pryor — C, Coral Coast Cyclones')", () => {
    const evidence = [chunk("d1:0", "## 9. Callum Brierley — C, Sandgate Sharks (Australia)\nBrierley protects the rim.")];
    const cited = (value: string[]): ExtractionResult => ({ fields: { displayName: "Callum Brierley", sport: "nba", positions: { value, chunkIds: ["d1:0"] } }, rawFacts: [], conflicts: [] });
    expect(verifyExtraction(cited(["C"]), evidence).fields.positions?.value).toEqual(["C"]);
    expect(verifyExtraction(cited(["PF"]), evidence).fields.positions).toBeUndefined();
  });

  it("a height is supported by a roster's Ht column, read as extraction reads it", () => {
    const table = "| No. | Player | Pos | Ht | Wt | Born |\n| --- | --- | --- | --- | --- | --- |\n| 0 | Marlon Teague | PG | 6-1 | 180 lbs | 04/11/1999 |\n| 11 | Cassius Vantreese | C | 6-10 | 248 lbs | 09/27/2000 |";
    const evidence = [chunk("d1:0", table)];
    const cited = (cm: number): ExtractionResult => ({ fields: { displayName: "Cassius Vantreese", sport: "nba", heightCm: { value: cm, chunkIds: ["d1:0"] } }, rawFacts: [], conflicts: [] });
    expect(verifyExtraction(cited(208.3), evidence).fields.heightCm?.value).toBe(208.3);
    expect(verifyExtraction(cited(198.1), evidence).fields.heightCm).toBeUndefined();
  });

  it("test_report_sections_present", () => {
    const evidence = [chunk("d1:0", "Strong rebounder."), chunk("d1:1", "Turnover prone.")];
    const report = finalizeReport({
      playerName: "Jalen Brooks",
      evidence,
      sections: {
        snapshot: [{ text: "Big forward.", chunkIds: ["d1:0"] }, { text: "Unsupported claim.", chunkIds: [] }],
        strengths: [{ text: "Rebounding.", chunkIds: ["d1:0"] }],
        weaknesses: [{ text: "Ball security.", chunkIds: ["d1:1"] }],
        missing: [{ text: "No evidence in your documents for height.", chunkIds: [] }],
      },
    });
    const titles = report.sections.map((s) => s.title);
    // Risk notes and the stats block are optional: shown only when the documents support them.
    for (const { key, title } of REPORT_SECTIONS) if (key !== "risk_notes" && key !== "stats") expect(titles).toContain(title);
    expect(report.text).toContain("## What I Couldn't Find");
    expect(report.text).toContain("No evidence in your documents for height.");
    expect(report.text).not.toContain("Unsupported claim");
    expect(report.citations.map((c) => [c.marker, c.chunkId])).toEqual([[1, "d1:0"], [2, "d1:1"]]);
    expect(report.text).toContain("- Rebounding. [1]");
    // FR-08's 5–8 bullets come from the report itself; thin evidence gives fewer, never fixed filler
    // lines such as "Review the full report before saving." (issue 9: the old padding was the bug).
    expect(report.summary.length).toBeLessThanOrEqual(8);
    const reportLines = new Set(report.sections.flatMap((s) => s.lines.map((l) => l.text)));
    for (const bullet of report.summary) expect(reportLines.has(bullet.replace(/\s*(?:\[\d+\])+$/, ""))).toBe(true);
    const long = finalizeReport({
      playerName: "X",
      evidence,
      sections: { strengths: Array.from({ length: 400 }, (_, i) => ({ text: `Strength number ${i} described in several words here.`, chunkIds: ["d1:0"] })) },
    });
    expect(long.wordCount).toBeLessThanOrEqual(MAX_REPORT_WORDS);
  });

  it("confidence thresholds follow PRODUCT.md (low < 30 %, med 30–70 %, high > 70 %)", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => confidenceFor(n))).toEqual(["low", "low", "med", "med", "med", "high", "high"]);
  });
});

describe("numbersSupported", () => {
  it("reads list commas and thousands separators as the source does", async () => {
    const { numbersSupported } = await import("@/lib/scouting/evidence");
    expect(numbersSupported("Broad 127, 3-cone 6.88", ["Broad: 127; 3-cone: 6.88"])).toBe(true);
    expect(numbersSupported("3,912 passing yards", ["3912 passing yards"])).toBe(true);
    expect(numbersSupported("Broad 128", ["Broad: 127"])).toBe(false);
  });
});
