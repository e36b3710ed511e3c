import { describe, expect, it } from "vitest";
import { loadHalf, uploadName } from "@/eval/lib/corpus";
import { generateCrowd } from "@/eval/lib/crowd";
import { LINES_PER_PAGE, renderDocx, renderPdf, wrapLine } from "@/eval/lib/render";
import { nameKey } from "@/eval/lib/score";
import { extractText } from "@/lib/documents/extract-text";

describe("eval corpus loader", () => {
  it("maps rendered sources to their upload names", () => {
    expect(uploadName("tides-roster.pdf.txt")).toEqual({ filename: "tides-roster.pdf", render: "pdf" });
    expect(uploadName("memo.docx.txt")).toEqual({ filename: "memo.docx", render: "docx" });
    expect(uploadName("notes.txt")).toEqual({ filename: "notes.txt", render: "as-is" });
  });

  it("reads the fixture half", () => {
    const half = loadHalf("tests/fixtures/eval-mini");
    expect(half.documents.map((d) => d.filename)).toContain("combine-sheet.pdf");
    expect(half.players.find((p) => p.id === "calder-voss")?.absent).toBe(true);
    expect(half.requests.length).toBeGreaterThan(0);
  });

  it("renders a multi-page PDF whose text the app's extractor reads back, non-ASCII included", async () => {
    const lines = Array.from({ length: LINES_PER_PAGE * 2 + 5 }, (_, i) => `Line ${i + 1}: Dončić’s “6-foot-8” – (José) 6′8″`);
    const pdf = renderPdf(lines.join("\n"));
    const raw = new TextDecoder().decode(pdf);
    expect(raw).toContain("/Count 3");
    const text = await extractText("pdf", pdf, "x.pdf");
    // č and ć are not in WinAnsi: they print without the accent; é, curly quotes and dashes survive; primes become quotes.
    expect(text).toContain(`Line 1: Doncic’s “6-foot-8” – (José) 6'8"`);
    expect(text).toContain(`Line ${LINES_PER_PAGE * 2 + 5}:`);
  });

  it("wraps long paragraphs at word boundaries", () => {
    const out = wrapLine("word ".repeat(40).trim(), 20);
    expect(out.every((l) => l.length <= 20)).toBe(true);
    expect(out.join(" ")).toBe("word ".repeat(40).trim());
  });

  it("renders a DOCX with headings and paragraphs the app's extractor reads back", async () => {
    const docx = await renderDocx("# Practice report\nDorian Vale looked sharp & physical <inside>.\nSecond line");
    const text = await extractText("docx", docx, "x.docx");
    expect(text).toContain("Practice report");
    expect(text).toContain("Dorian Vale looked sharp & physical <inside>.");
    expect(text).toContain("Second line");
    // Same input, same bytes: the upload's content hash does not change between runs.
    expect(Buffer.from(await renderDocx("a\nb")).equals(Buffer.from(await renderDocx("a\nb")))).toBe(true);
  });
});

describe("crowd generator", () => {
  const players = [
    { name: "Dorian Vale", sport: "nba" as const },
    { name: "Micah Stroud", sport: "nba" as const },
    { name: "Marcus Hale Jr.", sport: "football" as const },
  ];
  const crowd = generateCrowd({ n: 300, players, teams: ["Harbor City Hawks", "Ridgeport Gulls"] });

  it("is deterministic for a seed and differs for another", () => {
    const again = generateCrowd({ n: 300, players, teams: ["Harbor City Hawks", "Ridgeport Gulls"] });
    expect(again.notes.map((n) => n.text)).toEqual(crowd.notes.map((n) => n.text));
    const other = generateCrowd({ n: 300, players, teams: ["Harbor City Hawks"], seed: 7 });
    expect(other.notes.map((n) => n.text)).not.toEqual(crowd.notes.map((n) => n.text));
  });

  it("writes N notes with unique names and contents about namesakes and others, never a corpus player", () => {
    expect(crowd.notes).toHaveLength(300);
    expect(new Set(crowd.notes.map((n) => n.filename)).size).toBe(300);
    expect(new Set(crowd.notes.map((n) => n.text)).size).toBe(300);
    const corpus = new Set(players.map((p) => nameKey(p.name.replace(/ Jr\.$/, ""))));
    expect(crowd.players.some((p) => corpus.has(nameKey(p.name)))).toBe(false);
    const shares = new Set(crowd.players.map((p) => p.shares));
    expect(shares).toEqual(new Set(["surname", "first", "neither"]));
    expect(crowd.players.some((p) => p.last === "Hale")).toBe(true);
    expect(crowd.players.some((p) => p.first === "Micah")).toBe(true);
  });

  it("records only values the note states, each next to its player's name", () => {
    for (const note of crowd.notes) {
      for (const s of note.states) {
        expect(note.text).toContain(s.name);
        // A team is named in full or by its short form ("the Foxhounds", "Yarrowby").
        for (const team of s.teams) expect(note.text.includes(team) || note.text.includes(team.replace(/ FC$/, "")) || note.text.includes(`the ${team.split(" ").pop()}`)).toBe(true);
        expect(s.documents).toEqual([note.filename]);
      }
    }
    const teams = new Set(crowd.teams);
    expect(teams.has("Harbor City Hawks")).toBe(false);
    expect([...teams].some((t) => /Hawks|Gulls|Harbor|Ridgeport/.test(t))).toBe(false);
  });
});
