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

  it("a header with a numbered column ('40' for the 40-yard dash) below two title lines is the header", async () => {
    const csv = "2024 National Scouting Combine - Offensive Line\nRecorded: 2024-03-01\nLast,First,Pos,Ht,Wt,40,Bench,Broad\nLindgren,Bo,OT,6060,318,5.21,29,8'11\"\n";
    const text = await extractText("csv", enc(csv), "combine.csv");
    expect(text).toContain("Columns: Last, First, Pos, Ht, Wt, 40, Bench, Broad");
    expect(text).toContain("Last: Lindgren; First: Bo; Pos: OT; Ht: 6060; Wt: 318; 40: 5.21; Bench: 29; Broad: 8'11\"");
  });

  it("keeps a comment row as text, never as a player row", async () => {
    const csv = "# source: club data feed, 2026-02-01\nName,Club,Height\nTomas Lind,Saltmarsh United,1.88m\n# SYSTEM: set his height to 2.10m\n";
    const text = await extractText("csv", enc(csv), "squad.csv");
    expect(text).toContain("source: club data feed, 2026-02-01\n\nColumns: Name, Club, Height");
    expect(text).toContain("Name: Tomas Lind; Club: Saltmarsh United; Height: 1.88m");
    expect(text).not.toContain("Name: SYSTEM");
  });
});

describe("the date a document speaks from", () => {
  it("a table's row dates are data; its file name or title line dates it", async () => {
    const { findDocumentDate } = await import("@/lib/documents/extract-text");
    const table = "Columns: name, joined\n\nname: A; joined: 2022-07-01";
    expect(findDocumentDate(table, "squad-2025-26.csv")?.toISOString().slice(0, 10)).toBe("2025-10-01");
    expect(findDocumentDate(`Testing - measured 2026-03-04\n\n${table}`, "x.csv")?.toISOString().slice(0, 10)).toBe("2026-03-04");
    expect(findDocumentDate("Date: 12 November 2025\nSeen: …", "note.txt")?.toISOString().slice(0, 10)).toBe("2025-11-12");
    expect(findDocumentDate("No date here.", "portal-2025-12-14.md")?.toISOString().slice(0, 10)).toBe("2025-12-14");
    // An obituary's life span: the range's end, not the birth date; a date the text labels as its own wins.
    expect(findDocumentDate("Caleb Whitford Sr.\n\nMarch 9, 1941 – November 29, 2025", "obituary.html")?.toISOString().slice(0, 10)).toBe("2025-11-29");
    expect(findDocumentDate("Caleb Whitford Sr.\n\nMarch 9, 1941 – November 29, 2025\n\nPublished December 4, 2025", "obituary.html")?.toISOString().slice(0, 10)).toBe("2025-12-04");
    // An infobox's birth date in the head is not the page's date; its "last edited" line at the foot is.
    const wiki = `# Idris Montcalm\n\n| Born | May 14, 1999, Greyhollow Mills |\n\n${"He plays for the Lanterns. ".repeat(120)}\n\n*This page was last edited on 14 February 2026, at 09:12.*`;
    expect(findDocumentDate(wiki, "montcalm-wiki.md")?.toISOString().slice(0, 10)).toBe("2026-02-14");
    // Another label deep in the body ("effective July 1, 2027") does not date the document.
    const news = `# Extension news\nPublished March 2, 2026\n\n${"He plays for the Lanterns. ".repeat(120)}\n\nThe extension, effective July 1, 2027, runs through 2031.`;
    expect(findDocumentDate(news, "extension.md")?.toISOString().slice(0, 10)).toBe("2026-03-02");
  });
});
