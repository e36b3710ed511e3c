import { describe, expect, it } from "vitest";
import { pipeFixedWidthTables } from "@/lib/documents/fixed-width";
import { normaliseText } from "@/lib/documents/chunk-text";
import { splitBlocks } from "@/lib/scouting/rules/blocks";

const LOG = [
  "READ-ALONG BUDDIES",
  "",
  "Date      Volunteer            Group        Hrs   Notes",
  "--------  -------------------  -----------  ----  ------------------------------",
  "09/16/25  Tobias Renfroe       3rd grade    1.0   First session. Lynx football.",
  "10/16/25  Mason Delahunt       2nd grade    1.0   His brother plays for the",
  "                                                  Stallions.",
  "",
  "TOTALS (Fall 2025): Tobias Renfroe 11.5 hrs",
].join("\n");

describe("pipeFixedWidthTables (REQ-EXT-02)", () => {
  it("writes a table aligned under its dash rule as a pipe table, which survives the upload's collapsing of spaces", () => {
    const blocks = splitBlocks(normaliseText(pipeFixedWidthTables(LOG)));
    expect(blocks.find((b) => b.kind === "table")).toMatchObject({
      header: ["Date", "Volunteer", "Group", "Hrs", "Notes"],
      rows: [
        ["09/16/25", "Tobias Renfroe", "3rd grade", "1.0", "First session. Lynx football."],
        // A line with nothing in the first column continues its row.
        ["10/16/25", "Mason Delahunt", "2nd grade", "1.0", "His brother plays for the Stallions."],
      ],
    });
    expect(blocks.at(-1)).toEqual({ kind: "para", text: "TOTALS (Fall 2025): Tobias Renfroe 11.5 hrs" });
  });
  it("leaves a rule whose columns the header does not sit on, and text without a rule, as written", () => {
    const prose = "Notes from camp\n-- -- --\nHe ran well.";
    expect(pipeFixedWidthTables(prose)).toBe(prose);
    expect(pipeFixedWidthTables("no tables here\njust text")).toBe("no tables here\njust text");
  });
});

describe("pipeFixedWidthTables: the review's cases", () => {
  it("leaves a tab-aligned table, a cell wider than its column, and keeps a depth chart's blank group column as rows", () => {
    const tabs = "Date\tPlayer\tTeam\n----\t------\t----\n09/16\tJalen Brooks\tGreyfield Gulls";
    expect(pipeFixedWidthTables(tabs)).toBe(tabs);
    const wide = "Name             Pos   Team\n---------------  ----  ----------------\nChristopher Okafor-Williams C Harlow Bay Herons";
    expect(pipeFixedWidthTables(wide)).toBe(wide);
    const chart = "Pos  Player          Ht   Wt\n---  --------------  ---  ---\nG    Jalen Brooks    6-1  185\n     Marcus Hale     6-4  200";
    expect(pipeFixedWidthTables(chart).split("\n").slice(2)).toEqual(["| G | Jalen Brooks | 6-1 | 185 |", "|  | Marcus Hale | 6-4 | 200 |"]);
  });
});

describe("pipeFixedWidthTables: a table with no rule (issue 8, dev33)", () => {
  it("writes a release's 'POS  NAME  HT  WT  COLLEGE' table, its header sitting on its rows' columns, as a pipe table", () => {
    const release = "The players will report on May 8.\n\nPOS  NAME                 HT    WT   COLLEGE\nP    Lachlan Quade        6-4   212  Palouse A&M\nRB   Dario Okeke          5-10  224  Dakota Plains\n\nPLAYER NOTES";
    expect(pipeFixedWidthTables(release).split("\n").slice(2, 6)).toEqual(["| POS | NAME | HT | WT | COLLEGE |", "| --- | --- | --- | --- | --- |", "| P | Lachlan Quade | 6-4 | 212 | Palouse A&M |", "| RB | Dario Okeke | 5-10 | 224 | Dakota Plains |"]);
    // (Spaced-out words of a title, and prose, stay as written.)
    const title = "SCOUTING REPORT  —  KYLE BRANDT\nHe ran well.";
    expect(pipeFixedWidthTables(title)).toBe(title);
  });
});
