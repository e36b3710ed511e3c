import { describe, expect, it } from "vitest";
import { labelRow, recordCells, splitBlocks } from "./blocks";

describe("splitBlocks", () => {
  it("recognises headings, items, paragraphs and tables", () => {
    const text = `# Title
STRENGTHS
Weaknesses:
**Bold title**
- item one
  continues here
1. numbered
A wrapped paragraph that is long enough to be hard-wrapped by the editor at this
point and continues.
Height: 6'9"
Weight: 250 lbs

Player,Pos,Ht
Jalen Brooks,SF,6-9
Marcus Hill,PG,6-3`;
    const kinds = splitBlocks(text).map((b) => (b.kind === "heading" ? `h${b.level}:${b.text}` : b.kind === "blank" ? "blank" : `${b.kind}:${"text" in b ? b.text : b.rows.length}`));
    expect(kinds).toEqual([
      "h1:Title",
      "h7:STRENGTHS",
      "h8:Weaknesses",
      "h7:Bold title",
      "item:item one continues here",
      "item:numbered",
      "para:A wrapped paragraph that is long enough to be hard-wrapped by the editor at this point and continues.",
      `para:Height: 6'9"`,
      "para:Weight: 250 lbs",
      "blank",
      "table:2",
    ]);
  });

  it("turns two-column markdown tables into label lines", () => {
    const blocks = splitBlocks("| | |\n|---|---|\n| Position | Quarterback |\n| Weight | 219 lb |");
    expect(blocks).toEqual([
      { kind: "para", text: "Position: Quarterback" },
      { kind: "para", text: "Weight: 219 lb" },
    ]);
  });

  it("reads a pipe table without outer pipes (a PDF export) as a table with its header", () => {
    const blocks = splitBlocks("No. | Player | Pos. | Ht. | Previous team / college\n3 | Dion Marsh | PG | 6-3 | Salt Flats Coyotes\n11 | Jamal Petrakis | SG | 6-4 | Delmont University");
    expect(blocks).toEqual([
      expect.objectContaining({ kind: "table", header: ["No.", "Player", "Pos.", "Ht.", "Previous team / college"], rows: [["3", "Dion Marsh", "PG", "6-3", "Salt Flats Coyotes"], ["11", "Jamal Petrakis", "SG", "6-4", "Delmont University"]] }),
    ]);
  });

  it("does not mistake prose with commas for a table", () => {
    const blocks = splitBlocks("He is fast, strong, and smart.\nHe can shoot, pass, and defend.");
    expect(blocks.every((b) => b.kind === "para")).toBe(true);
  });

  it("labelRow pairs headers with values and skips empty cells", () => {
    expect(labelRow(["Player", "Height (in)", "Bench"], ["Jalen Brooks", "81", ""])).toBe("Player: Jalen Brooks | Height (in): 81 in");
  });
});

describe("label lines", () => {
  it("a long 'Label:' line never swallows the next label line", () => {
    const blocks = splitBlocks("Position: defensive midfielder; can play as one of two central midfielders in a 4-4-2\nPhysical: 1.84m, 79kg.");
    expect(blocks.map((b) => (b.kind === "para" ? b.text : b.kind))).toEqual([
      "Position: defensive midfielder; can play as one of two central midfielders in a 4-4-2",
      "Physical: 1.84m, 79kg.",
    ]);
  });
});

describe("plain-text section headings", () => {
  it("a short line standing alone is a heading (Word and PDF exports lose the '#')", () => {
    const blocks = splitBlocks("Profile\n\nPosition: centre-back.\n\nWhat he does well\n\nDominant in the air.");
    expect(blocks.filter((b) => b.kind === "heading").map((b) => (b.kind === "heading" ? b.text : ""))).toEqual(["Profile", "What he does well"]);
  });
  it("a short sentence inside a paragraph is not", () => {
    const blocks = splitBlocks("Dominant in the air.\nWins his duels.");
    expect(blocks.some((b) => b.kind === "heading")).toBe(false);
  });
});

describe("bold entry titles with a tail", () => {
  it("splits '**7. Name, PF, College** — 6-9, 228' into a title and its first line (the dash dropped)", () => {
    const blocks = splitBlocks("**7. Isaiah Pruitt Jr., PF/C, Callowhill University** — 6-9, 228 (7-1 wingspan)\nThe riser.");
    expect(blocks[0]).toMatchObject({ kind: "heading", text: "Isaiah Pruitt Jr., PF/C, Callowhill University" });
    expect(blocks[1]).toMatchObject({ kind: "para", text: "6-9, 228 (7-1 wingspan)" });
  });
  it("leaves a bold label that opens a sentence alone", () => {
    expect(splitBlocks("**Strengths:** quick first step, reads the floor.")[0]).toMatchObject({ kind: "para" });
  });
});

describe("chat exports", () => {
  it("a line opening with a timestamp is its own message, however long the one before", () => {
    const blocks = splitBlocks("[2026-02-12 10:56] Pete Garvey: fine as a backup option for now. Haddour is the one\n[2026-02-12 11:03] Rhiannon Oduya: CB update - Fairweather gone");
    expect(blocks.filter((b) => b.kind === "para")).toHaveLength(2);
  });
});

describe("jersey-number entry titles", () => {
  it("'#10 NAME — Position (1.74 / 68)' stands alone, however long", () => {
    const blocks = splitBlocks("#10 RÚBEN ALBERGARIA — Attacking midfielder (1.74 / 68)\nPlays off the ST in the 4-2-3-1 and is the focal point of everything.");
    expect(blocks.map((b) => b.kind)).toEqual(["para", "para"]);
  });
});

describe("recordCells", () => {
  it("reads a row written as labelled pairs; a piece without a label continues its cell", () => {
    expect(recordCells("uid: A-1; Player: Lorenzo Vale; Scout_Note: Rim protector; soft touch; Data_Note: converted")).toEqual([
      { key: "uid", value: "A-1" },
      { key: "Player", value: "Lorenzo Vale" },
      { key: "Scout_Note", value: "Rim protector; soft touch" },
      { key: "Data_Note", value: "converted" },
    ]);
    expect(recordCells("Player: Ivo Brandt | Position: CB | Height: 6-0")?.map((c) => c.key)).toEqual(["Player", "Position", "Height"]);
  });
  it("prose and short label lines are no record", () => {
    expect(recordCells("He is quick; he is strong; he reads the game.")).toBeNull();
    expect(recordCells("Height: 6-4; Weight: 210")).toBeNull();
  });
});

describe("pipe tables from PDF text", () => {
  it("an inch mark is no quote, and a row the page wrapped onto two lines is one row", () => {
    const text = `Player | School | Pos | Height | Weight | Reach | Body fat\nTom Reyes | Brisk State | SF | 6' 7.75" | 214 lb | 8'\n10" | 6.1%\nIvo Brandt | Calder Tech | PF | 6' 9.5" | 231 lb | 9' 0" | 8.9%`;
    const [table] = splitBlocks(text);
    expect(table).toMatchObject({ kind: "table", header: ["Player", "School", "Pos", "Height", "Weight", "Reach", "Body fat"] });
    expect(table.kind === "table" && table.rows.map((r) => [r[0], r[3], r[5]])).toEqual([
      ["Tom Reyes", `6' 7.75"`, `8' 10"`],
      ["Ivo Brandt", `6' 9.5"`, `9' 0"`],
    ]);
  });
});

describe("entry lines and signed items (REQ-PPL-07, REQ-TRT-01)", () => {
  it("a line opening like the paragraph's entry is the next entry, not wrapped prose", () => {
    const text = [
      "Teodor Vlasak (CB, #5, signed from Dunholt Albion) — Height 191 cm | Body mass 86.4 kg |",
      "Body fat 9.8% | CMJ 47.2 cm | Total distance 9.6 km | High-speed running 410 m | Top speed 30.1 km/h",
      "Rafferty Dunne (AM / RW, #27, signed from Vennick Rovers) — Height 174 cm | Body mass",
      "64.8 kg | Body fat 8.1% | CMJ 38.9 cm | Total distance 11.4 km | Top speed 33.6 km/h",
    ].join("\n");
    const paras = splitBlocks(text).filter((b) => b.kind === "para").map((b) => (b as { text: string }).text);
    expect(paras).toHaveLength(2);
    expect(paras[1]).toMatch(/^Rafferty Dunne .* Body mass 64\.8 kg/);
  });

  it("a sign in brackets grades the item; a script's bracketed direction is no heading", () => {
    const blocks = splitBlocks("- (+) First step = elite.\n(-) Pad level high.\n- Plan: chip him.\n\n[MUSIC BED UP, THEN UNDER]");
    expect(blocks.filter((b) => b.kind === "item").map((b) => [(b as { marker: string }).marker, (b as { text: string }).text])).toEqual([
      ["(+)", "First step = elite."],
      ["(-)", "Pad level high."],
      ["-", "Plan: chip him."],
    ]);
    expect(blocks.some((b) => b.kind === "heading")).toBe(false);
  });
});

describe("a checklist's numbered entries (dev14)", () => {
  it("'212  TEODOR LINDQVIST · …' and '215  MATEO VARGA · …' are two entries, not one wrapped line", () => {
    const text = "212  TEODOR LINDQVIST · DM · 1.83 m · 76 kg · Prev. clubs: Vallby IF (Sweden) · NEW SIGNING\n215  MATEO VARGA · ST · 1.86 m · 82 kg · Prev. clubs: CD Alcarria (Spain)";
    expect(splitBlocks(text).map((b) => b.kind)).toEqual(["para", "para"]);
  });
});

describe("plain-text layouts (REQ-EXT-02)", () => {
  it("a line stopping mid-phrase, or before a line in lower case, runs on; a salutation's comma does not", () => {
    const text = "Tomas Reyes: quickest feet on the squad, and the\nbest hands.\n\nNotes: reads the game early and\nsees passes others miss.\n\nTo Ivo Brandt,\nI am 9 and I play in goal.";
    const paras = splitBlocks(text).filter((b) => b.kind === "para").map((b) => (b as { text: string }).text);
    expect(paras).toEqual([
      "Tomas Reyes: quickest feet on the squad, and the best hands.",
      "Notes: reads the game early and sees passes others miss.",
      "To Ivo Brandt,",
      "I am 9 and I play in goal.",
    ]);
  });

  it("short lines stay lines: 'Grade: A' over a name, state codes, a heading over lower-case items", () => {
    const paras = (t: string) => splitBlocks(t).filter((b) => b.kind === "para").length;
    expect(paras("Tom Reyes\nGrade: A\nIan Cole\nGrade: C")).toBe(4);
    expect(paras("Jalen Brooks - PG - Fishers, IN\nMarcus Hale - SF - Eugene, OR\nOwen Pike - C - Toronto, ON")).toBe(3);
    expect(paras("Strengths\nquick first step\ngood hands")).toBe(3);
  });

  it("a table written with inner bars only, under its rule, is a table with that header", () => {
    const text = "Item | Owner | Where | Status\n-----+-------+-------+-------\nKeys | T. Moss | Gate A | claimed\nTee | Ivo Brandt | Field | see note\nScarf | unknown | Sec 3 | binned\n\nNOTE: the tee was collected.";
    const [table, ...rest] = splitBlocks(text);
    expect(table).toMatchObject({ kind: "table", header: ["Item", "Owner", "Where", "Status"] });
    expect(table.kind === "table" && table.rows.map((r) => r[1])).toEqual(["T. Moss", "Ivo Brandt", "unknown"]);
    expect(rest.filter((b) => b.kind === "para")).toHaveLength(1);
    // Without its rule a run of such lines is left to the other readers.
    expect(splitBlocks("a | b | c\nd | e | f\ng | h | i")[0].kind).not.toBe("table");
  });
});

describe("a weigh-in sheet's dot leaders (dev18)", () => {
  it("each line with a dot leader is an entry of its own, not the caption's hanging continuation", () => {
    const text = 'TEAM 3 — "ROVERS ROPE-A-DOPES" (Castlebridge Rovers players & staff)\n 1  Samir Haddad (anchor) ....... 91.4 kg\n 2  Tomasz Wróbel ............... 87.9 kg\n 3  Lucas Ferreira Nunes ........ 11st 6lb';
    expect(splitBlocks(text).map((b) => (b.kind === "para" ? b.text : b.kind))).toEqual([
      'TEAM 3 — "ROVERS ROPE-A-DOPES" (Castlebridge Rovers players & staff)',
      "1  Samir Haddad (anchor) ....... 91.4 kg",
      "2  Tomasz Wróbel ............... 87.9 kg",
      "3  Lucas Ferreira Nunes ........ 11st 6lb",
    ]);
  });
});

describe("the review's cases: an ellipsis in prose", () => {
  it("'… was weighed at' / 'the combine.... 205 pounds' runs on: an ellipsis is no dot leader", () => {
    expect(splitBlocks("Jalen Brooks, their point guard, was weighed at\nthe combine.... 205 pounds, up from 185 last year.")).toHaveLength(1);
  });
});
