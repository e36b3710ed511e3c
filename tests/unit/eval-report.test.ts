import { describe, expect, it } from "vitest";
import { parseOptions, OptionsError } from "@/eval/lib/options";
import { checkThresholds, meets, printedTable, renderMarkdown, type VariantResult } from "@/eval/lib/report";

const variant = (name: string, metrics: Record<string, number | null>): VariantResult => ({
  variant: name,
  half: name.split("-")[0],
  mode: name.split("-")[1],
  engine: "rules",
  model: null,
  database: "PGlite",
  generatedAt: "2026-11-23T20:00:00.000Z",
  code: "abc1234",
  corpus: { documents: 34, players: 20, absentPlayers: 3, requests: 54, crowdNotes: 0, chunks: 82, uploadFailures: [] },
  seconds: { ingest: 1, requests: 2, players: 3, total: 6 },
  metrics,
  requests: [],
  players: [],
});

describe("eval thresholds", () => {
  it("fails a figure below its minimum or above its maximum, and a missing figure", () => {
    const r = variant("test-plain", { name_accuracy: 0.8, fields_precision: 0.9, wrong_player_values: 3, sport_accuracy: null });
    const failures = checkThresholds(r, { variant: "test-plain", min: { name_accuracy: 0.85, fields_precision: 0.9, sport_accuracy: 0.5 }, max: { wrong_player_values: 2 } });
    expect(failures).toEqual([
      "name_accuracy = 0.800 is below the threshold 0.85",
      "sport_accuracy = – is below the threshold 0.5",
      "wrong_player_values = 3 is above the threshold 2",
    ]);
    expect(checkThresholds(r, { variant: "test-plain", min: { name_accuracy: 0.8 }, max: { wrong_player_values: 3 } })).toEqual([]);
  });
  it("marks targets met or not", () => {
    expect(meets(0.97, { min: 0.97 })).toBe(true);
    expect(meets(0.969, { min: 0.97 })).toBe(false);
    expect(meets(1, { max: 0 })).toBe(false);
    expect(meets(null, { min: 1 })).toBeNull();
  });
});

describe("eval output", () => {
  it("prints variants in a stable order with the targets", () => {
    const table = printedTable([variant("test-crowd2000", { name_accuracy: 0.9 }), variant("dev-plain", { name_accuracy: 1 }), variant("test-plain", { name_accuracy: 0.95 })]);
    const head = table.split("\n")[0];
    expect(head.indexOf("dev-plain")).toBeLessThan(head.indexOf("test-plain"));
    expect(head.indexOf("test-plain")).toBeLessThan(head.indexOf("test-crowd2000"));
    expect(table).toMatch(/Name accuracy\s+1\.000\s+0\.950\s+0\.900\s+≥ 0\.97/);
  });
  it("writes met / not met beside each figure in results.md", () => {
    const md = renderMarkdown([variant("test-plain", { name_accuracy: 0.98, wrong_player_values: 2 })]);
    expect(md).toContain("| Name accuracy | ≥ 0.97 | 0.980 ✓ |");
    expect(md).toContain("| Values of the wrong player | 0 | 2 ✗ |");
    expect(md).toContain("abc1234");
  });
});

describe("eval options", () => {
  it("defaults to both halves, the rules engine and eval/ as output; check mode to the test half and no files", () => {
    expect(parseOptions([])).toMatchObject({ halves: ["dev", "test"], engine: "rules", crowd: 0, outDir: "eval" });
    expect(parseOptions(["--check"])).toMatchObject({ halves: ["test"], check: true, outDir: null });
    expect(parseOptions(["--crowd", "2000", "--half=test"])).toMatchObject({ halves: ["test"], crowd: 2000 });
  });
  it("rejects bad values", () => {
    expect(() => parseOptions(["--half", "train"])).toThrow(OptionsError);
    expect(() => parseOptions(["--crowd", "-3"])).toThrow(OptionsError);
    expect(() => parseOptions(["--engine", "gpt"])).toThrow(OptionsError);
    expect(() => parseOptions(["--frobnicate"])).toThrow(OptionsError);
  });
});
