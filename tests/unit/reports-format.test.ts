import { describe, expect, it } from "vitest";
import { formatHeight, formatWeight, passageNumber, playerSlug, reportFilename, splitMarkers, sportLabel, stripMarkers } from "@/lib/reports/format";
import { markdownBlocks, normaliseCitations, normaliseCoverage, normaliseSections, reportTitle } from "@/lib/reports/parse";

describe("height and weight", () => {
  it("shows metric and imperial", () => {
    expect(formatHeight(198)).toBe("198 cm (6 ft 6 in)");
    expect(formatHeight(183)).toBe("183 cm (6 ft 0 in)");
    expect(formatHeight(175.3)).toBe("175 cm (5 ft 9 in)");
    expect(formatWeight(98)).toBe("98 kg (216 lb)");
    expect(formatWeight(97.52)).toBe("97.5 kg (215 lb)");
  });
  it("rolls 12 inches over into a foot", () => {
    // 182.5 cm = 71.85 in → 72 in → 6 ft 0 in, never "5 ft 12 in"
    expect(formatHeight(182.5)).toBe("183 cm (6 ft 0 in)");
  });
  it("treats missing or nonsense values as absent", () => {
    for (const v of [undefined, null, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatHeight(v)).toBeNull();
      expect(formatWeight(v)).toBeNull();
    }
  });
});

describe("slugs and labels", () => {
  it("makes ASCII file names", () => {
    expect(playerSlug("Jalen Brooks")).toBe("jalen-brooks");
    expect(playerSlug("Zoë O'Neil-Brooks Jr.")).toBe("zoe-o-neil-brooks-jr");
    expect(playerSlug("  ")).toBe("player");
    expect(playerSlug("李")).toBe("player");
    expect(reportFilename("Ángel Di María")).toBe("scouting-report-angel-di-maria.md");
    expect(playerSlug("x".repeat(100)).length).toBeLessThanOrEqual(60);
  });
  it("labels sports", () => {
    expect(sportLabel("nba")).toBe("NBA");
    expect(sportLabel("soccer")).toBe("Soccer");
    expect(sportLabel("cricket")).toBe("cricket");
    expect(sportLabel(null)).toBe("Unknown sport");
  });
});

describe("markers", () => {
  it("splits text and markers", () => {
    expect(splitMarkers("Elite passer [1][3] in transition [12].")).toEqual([
      { kind: "text", text: "Elite passer " },
      { kind: "marker", marker: 1 },
      { kind: "marker", marker: 3 },
      { kind: "text", text: " in transition " },
      { kind: "marker", marker: 12 },
      { kind: "text", text: "." },
    ]);
    expect(splitMarkers("no markers")).toEqual([{ kind: "text", text: "no markers" }]);
    expect(stripMarkers("Elite passer [1][3]")).toBe("Elite passer");
  });
  it("reads passage numbers from chunk ids", () => {
    expect(passageNumber("3f1c:0")).toBe(1);
    expect(passageNumber("3f1c:7")).toBe(8);
    expect(passageNumber("odd")).toBeNull();
  });
});

describe("normalising stored JSON", () => {
  it("keeps readable sections and drops the rest", () => {
    const sections = normaliseSections([
      { key: "snapshot", title: "Snapshot", kind: "bullets", lines: [{ text: " PG ", citations: [1, "x", 0] }, { text: "" }, "plain string"] },
      { key: "play_style", kind: "narrative", lines: null },
      { nonsense: true },
      null,
    ]);
    expect(sections).toEqual([
      { key: "snapshot", title: "Snapshot", kind: "bullets", lines: [{ text: "PG", citations: [1] }, { text: "plain string", citations: [] }] },
      { key: "play_style", title: "Play Style & Tendencies", kind: "narrative", lines: [] },
    ]);
    expect(normaliseSections(null)).toEqual([]);
    expect(normaliseSections({})).toEqual([]);
  });
  it("sorts citations and fills missing names", () => {
    expect(normaliseCitations([{ marker: 2, chunkId: "d2:0" }, { marker: 1, chunkId: "d1:4", documentId: "d1", documentName: "a.md" }, { marker: "3" }])).toEqual([
      { marker: 1, chunkId: "d1:4", documentId: "d1", documentName: "a.md" },
      { marker: 2, chunkId: "d2:0", documentId: "d2", documentName: "Unknown document" },
    ]);
  });
  it("reads coverage, deriving missing fields for old rows", () => {
    expect(normaliseCoverage(null)).toBeNull();
    expect(normaliseCoverage({})).toBeNull();
    expect(normaliseCoverage({ found: ["positions", "teams"], missing: ["height"], confidence: "med", chunk_count: 4 })).toEqual({
      found: ["positions", "teams"],
      missing: ["height"],
      confidence: "med",
      chunk_count: 4,
    });
    expect(normaliseCoverage({ found: ["positions"], confidence: "bogus" })).toEqual({
      found: ["positions"],
      missing: ["teams", "height", "weight", "strengths", "weaknesses"],
      confidence: "low",
      chunk_count: 0,
    });
  });
  it("takes the title from the stored Markdown", () => {
    expect(reportTitle("# Scouting Report: A\n\n## Snapshot", "B")).toBe("Scouting Report: A");
    expect(reportTitle("", "B")).toBe("Scouting Report: B");
  });
  it("reads old Markdown without title or sources", () => {
    const md = "# Scouting Report: A\n\n## Snapshot\n\n- PG [1]\n- Austin [2]\n\n## Play Style\n\nFast. Loud [1]\n\n## Sources\n\n[1] a.md (passage 1)\n[2] b.md (passage 2)";
    expect(markdownBlocks(md)).toEqual([
      { kind: "heading", text: "Snapshot" },
      { kind: "bullets", items: ["PG [1]", "Austin [2]"] },
      { kind: "heading", text: "Play Style" },
      { kind: "paragraph", text: "Fast. Loud [1]" },
    ]);
    expect(markdownBlocks(null)).toEqual([]);
  });
});
