import { describe, expect, it } from "vitest";
import type { CoachCitation } from "@/lib/coaching/types";
import { checkStatements, overlap, triggeringCorrect } from "../../eval/coaching/metrics";

const kb = (id: string): CoachCitation => ({ kind: "knowledge", tag: `KB ${id}`, entryId: id, title: id, version: "v" });
const ev = (tag: string): CoachCitation => ({ kind: "evidence", tag, chunkId: "c", documentId: null, documentName: "d.md", quote: null });

describe("eval:coaching measures", () => {
  it("overlap counts a later coach's repeated entries and sentences, not the first coach's", () => {
    const first = { coach: "skills" as const, text: "From the report: Free-throw shooting is 68% this season. [E1]\nGeneral guidance [KB a]: Build a routine.", citations: [ev("E1"), kb("a")] };
    const repeat = { coach: "performance" as const, text: "From the report: Free-throw shooting is 68% this season. [E1]\nGeneral guidance [KB a]: Build a routine.", citations: [ev("E1"), kb("a")] };
    const fresh = { coach: "performance" as const, text: "General guidance [KB b]: Heavy slow resistance work for the knee.", citations: [kb("b")] };
    expect(overlap([first, repeat])).toEqual({ repeated: 3, total: 3 }); // the entry and both sentences
    expect(overlap([first, fresh]).repeated).toBe(0);
  });

  it("a statement about the player counts as cited only when its tags resolve; general guidance must be marked", () => {
    expect(checkStatements({ text: "From the report: He shoots 68%. [E1]\nHe is lazy.\nGeneral guidance [KB a]: Routine.", citations: [ev("E1"), kb("a")] })).toEqual({ player: 2, cited: 1, general: 1, unmarked: 0 });
    expect(checkStatements({ text: "From the report: He shoots 68%. [E9]", citations: [ev("E1")] }).cited).toBe(0);
  });

  it("triggering is right only for the exact set of coaches", () => {
    expect(triggeringCorrect(["skills", "performance"], ["performance", "skills"])).toBe(true);
    expect(triggeringCorrect(["skills"], ["skills", "performance"])).toBe(false);
  });
});
