import { describe, expect, it } from "vitest";
import { bestSpan } from "@/lib/scouting/citation-support";

describe("the span a citation highlights", () => {
  it("a table row that shares only the name and a position code with the line still gets a span", () => {
    const passage = "Columns: Date, Player, Pos\n\nDate: 2025-09-06; Player: Ty Lindgren; Pos: TE; Opp: Harbor Tech";
    const span = bestSpan(passage, "Ty Lindgren is a TE, listed at 6042 (≈193.7 cm) and 251 lb (≈113.9 kg).");
    expect(span && passage.slice(span.start, span.end)).toContain("Pos: TE");
  });
  it("a passage sharing one ordinary word gets none", () => {
    expect(bestSpan("Lindgren went to the cinema.", "Ty Lindgren is a TE, listed at 6042.")).toBeNull();
  });
});
