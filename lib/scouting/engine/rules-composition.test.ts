import { describe, expect, it } from "vitest";
import type { ComposeInput } from "./types";
import { composeWithRules } from "./rules-composition";

const passage = (id: string, text: string) => ({ chunkId: id, documentId: id, documentName: `${id}.md`, text, score: 1 });

describe("report citations (REQ-CIT-01)", () => {
  it("a position line cites the passage that says the position in its own words, not the field's first passage", () => {
    const input = {
      playerName: "Declan Ode",
      sport: "soccer",
      feedback: null,
      coverage: { found: ["positions"], missing: [], confidence: "low", chunk_count: 2 },
      evidence: [passage("a:0", "Declan Ode signed a three-year deal."), passage("b:0", "He is a left-sided centre-half by trade.")],
      extraction: { fields: { displayName: "Declan Ode", sport: "soccer", positions: { value: ["CB"], chunkIds: ["a:0", "b:0"] } }, rawFacts: [], conflicts: [] },
    } as unknown as ComposeInput;
    const report = composeWithRules(input);
    const line = report.sections.find((s) => s.key === "snapshot")?.lines[0];
    expect(line?.text).toMatch(/centre-back/);
    const cited = report.citations.filter((c) => line?.citations.includes(c.marker)).map((c) => c.chunkId);
    expect(cited).toEqual(["b:0"]);
  });
});
