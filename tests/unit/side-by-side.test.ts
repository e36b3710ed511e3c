import { describe, expect, it } from "vitest";
import { unfoldSideBySide } from "@/lib/documents/side-by-side";

const TAPE = [
  "MATCHUP OF THE WEEK",
  "",
  "   DESMOND OKAFOR                      v               LIAM TREVELYAN",
  "   'The Wall'                                         'Lighthouse'",
  "   -----------------------------------------------------------------",
  "   Position      Centre-back                          Striker",
  "   Height        1.91 m                               1.88 m",
  "   Club          Harrowgate Town                      Calder Rovers (on loan",
  "                                                      from Penmoor City)",
  "   Dominant foot Right                                Left",
  "",
  "Okafor has not lost a header all season.",
].join("\n");

describe("unfoldSideBySide (REQ-EXT-02)", () => {
  it("turns a two-column comparison into one block per person, each row as 'Label: value', after the text", () => {
    const out = unfoldSideBySide(TAPE);
    const [text, ...blocks] = out.split("\nDESMOND OKAFOR\n");
    // The prose that followed the table is not inside either person's block.
    expect(text).toContain("Okafor has not lost a header all season.");
    expect(text).not.toContain("1.91 m");
    const [okafor, trevelyan] = blocks[0].split("\nLIAM TREVELYAN\n");
    expect(okafor.split("\n")).toEqual(["'The Wall'", "Position: Centre-back", "Height: 1.91 m", "Club: Harrowgate Town", "Dominant foot: Right", ""]);
    // A value wrapped onto the next line stays with its row; a label one space from its value is split there.
    expect(trevelyan.split("\n")).toEqual(["'Lighthouse'", "Position: Striker", "Height: 1.88 m", "Club: Calder Rovers (on loan from Penmoor City)", "Dominant foot: Left"]);
  });

  it("leaves alone a header of two column titles and any text without two names far apart", () => {
    const table = ["Player            Team", "Position   Height   Weight", "Guard      6-3      185", "Forward    6-8      230"].join("\n");
    expect(unfoldSideBySide(table)).toBe(table);
    const depth = ["QB       9 Theo Lindqvist         3 Theo Brandt", "RB      26 Isaiah Fenn           31 Lonnie Craddock"].join("\n");
    expect(unfoldSideBySide(depth)).toBe(depth);
    const prose = "Jalen Brooks    and Andre Kessler met twice.\nThey split the games.";
    expect(unfoldSideBySide(prose)).toBe(prose);
  });
});
