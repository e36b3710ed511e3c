import { describe, expect, it } from "vitest";
import { assessTargets, mentionsSkill, readContentRequest, revisionNote } from "./edit-request";
import type { ExtractionResult } from "./types";

describe("content edits as targets", () => {
  it("reads topics and a named skill", () => {
    expect(readContentRequest("Add his scoring, rebounding and assist averages and his contract status", "nba").map((t) => t.key)).toEqual(["stats", "contract"]);
    expect(readContentRequest("Check his injury history").map((t) => t.key)).toEqual(["injuries"]);
    expect(readContentRequest("More on his pick-and-roll game")).toMatchObject([{ key: "skill", words: ["pick-and-roll"] }]);
    expect(readContentRequest("Add his wingspan")).toMatchObject([{ key: "skill", words: ["wingspan"] }]);
    expect(readContentRequest("")).toEqual([]);
  });

  it("matches skills by word, not by a shared prefix", () => {
    expect(mentionsSkill("Runs a lot of pick and roll", ["pick-and-roll"])).toBe(true);
    expect(mentionsSkill("An elite rebounder", ["rebounding"])).toBe(true);
    expect(mentionsSkill("Defensive footwork", ["defense"])).toBe(true);
    expect(mentionsSkill("Reaches on drives by quicker wings", ["wingspan"])).toBe(false);
  });

  it("says which targets the extraction answers, and writes the revision note", () => {
    const extraction: ExtractionResult = {
      fields: { displayName: "X", sport: "nba" },
      rawFacts: [],
      conflicts: [],
      notes: [{ kind: "risk", topic: "contract", label: "Contract", text: "Contract runs through 2027-28.", chunkIds: ["d:0"], quotes: [], weight: 3 }],
    };
    const { found, missing } = assessTargets(readContentRequest("stats and contract please", "nba"), extraction);
    expect(found.map((t) => t.key)).toEqual(["contract"]);
    expect(missing.map((t) => t.key)).toEqual(["stats"]);
    expect(revisionNote({ revision: 2, wording: ["Make it shorter"], content: ["stats and contract please"], found, missing })).toBe(
      "Revision 2, as you asked (“stats and contract please”; “Make it shorter”). Added from your documents: contract status. Not found in your documents: stat line. Wording edits kept.",
    );
    expect(revisionNote({ revision: 0, wording: [], content: [], found: [], missing: [] })).toBeUndefined();
  });
});
