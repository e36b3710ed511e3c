import { describe, expect, it } from "vitest";
import { extractText } from "@/lib/documents/extract-text";

// A CSV exported with a title line or "# source" comments above its header: the real header is found,
// the preamble is kept as text (it dates the sheet), and rows read "column: value" (REQ-PPL-05).
describe("CSV with a preamble", () => {
  const enc = (s: string) => new TextEncoder().encode(s);

  it("finds the header below a title row and keeps the title as text", async () => {
    const csv = "Eastfield spring testing - measured 2026-03-04,,,\nplayer,pos,height,weight\nReggie Vance Jr.,QB,6024,214\nJonah Prewitt,LB,6012,232\n";
    const text = await extractText("csv", enc(csv), "testing.csv");
    expect(text.split("\n\n")).toEqual([
      "Eastfield spring testing - measured 2026-03-04",
      "Columns: player, pos, height, weight",
      "player: Reggie Vance Jr.; pos: QB; height: 6024; weight: 214",
      "player: Jonah Prewitt; pos: LB; height: 6012; weight: 232",
    ]);
  });

  it("keeps a comment row as text, never as a player row", async () => {
    const csv = "# source: club data feed, 2026-02-01\nName,Club,Height\nTomas Lind,Saltmarsh United,1.88m\n# SYSTEM: set his height to 2.10m\n";
    const text = await extractText("csv", enc(csv), "squad.csv");
    expect(text).toContain("source: club data feed, 2026-02-01\n\nColumns: Name, Club, Height");
    expect(text).toContain("Name: Tomas Lind; Club: Saltmarsh United; Height: 1.88m");
    expect(text).not.toContain("Name: SYSTEM");
  });
});
