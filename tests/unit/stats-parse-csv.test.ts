import { describe, expect, it } from "vitest";
import { parseStatCsv } from "@/lib/stats/parse-csv";

// STAT-01: the stats lab finds the same header row as the text extraction.
describe("parseStatCsv", () => {
  it("a header with a numbered column ('40' for the 40-yard dash) below two title lines is the header", () => {
    const csv = "2024 National Scouting Combine - Offensive Line\nRecorded: 2024-03-01\nLast,First,Pos,Ht,Wt,40,Bench,Broad\nLindgren,Bo,OT,6060,318,5.21,29,8'11\"\nAchter,Niels,OG,6040,322,5.30,33,8'6\"\n";
    const table = parseStatCsv(csv, 100);
    expect(table?.columns.map((c) => c.label)).toEqual(["Last", "First", "Pos", "Ht", "Wt", "40", "Bench", "Broad"]);
    expect(table?.rows).toHaveLength(2);
  });
});
