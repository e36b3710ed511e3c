import { describe, expect, it } from "vitest";
import { chunkText, MAX_CHARS } from "@/lib/documents/chunk-text";

describe("chunkText", () => {
  it("keeps the lines of a long block without blank lines (PDF text, tables): headings and rows stay lines", () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Player ${i}, EDGE, State — Ht 6032 | Wt 255 | Hand 10 | Arm 34`);
    const text = ["# Combine day 2", ...rows.slice(0, 20), "# Area scout notes — Pryor", "He bends the corner.", ...rows.slice(20)].join("\n");
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(MAX_CHARS);
    const all = chunks.join("\n");
    for (const r of rows) expect(all.split("\n")).toContain(r);
    // A heading opens a chunk once the current one is long enough, so a player's section is not glued on.
    expect(chunks.some((c) => c.includes("\n# Area scout notes — Pryor\nHe bends the corner.\n"))).toBe(true);
  });

  it("still splits one over-long line at sentence boundaries", () => {
    const line = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is about a player.`).join(" ");
    const chunks = chunkText(line);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.endsWith("player."))).toBe(true);
  });
});
