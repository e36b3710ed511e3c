import { beforeAll, describe, expect, it } from "vitest";
import { listDocuments } from "@/lib/db/queries/documents";
import { ingestFile } from "@/lib/documents/ingest";
import { searchChunks } from "@/lib/search/search-chunks";
import { makeDocx, makePdf, makeXlsx } from "../fixtures/make-files";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

const enc = (s: string) => new TextEncoder().encode(s);

describe(`upload validation (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
  });

  it("reads every supported type and makes its text searchable", async () => {
    const files: [string, Uint8Array | Promise<Uint8Array>, string][] = [
      ["note.txt", enc("Tobias Reyes is a left winger. Date: 2026-01-02"), "Tobias Reyes winger"],
      ["note.md", enc("# Caleb Okafor\n\nQuarterback with a quick release."), "Caleb Okafor quarterback"],
      ["scan.pdf", makePdf(["Marcus Webb scouting report", "Point guard, elite handle."]), "Marcus Webb handle"],
      ["memo.docx", makeDocx(["Darius Cole profile", "Edge rusher with a relentless motor."]), "Darius Cole motor"],
      ["news.html", enc("<html><body><script>evil()</script><h1>Trade news</h1><p>Andre Silva joins the Comets.</p></body></html>"), "Andre Silva Comets"],
      ["combine.csv", enc("Player,Position,Height,Weight\nDarius Cole,EDGE,6040,255\nEli Grant,CB,5110,190\n"), "Eli Grant CB"],
      ["pro-day.xlsx", makeXlsx([[["Player", "Position", "Forty"], ["Jonah Pike", "WR", 4.41]]]), "Jonah Pike WR"],
    ];
    for (const [filename, bytes, query] of files) {
      const outcome = await ingestFile({ ownerId: owner.id, filename, bytes: await bytes });
      expect(outcome, filename).toHaveProperty("document");
      const hits = await searchChunks({ ownerId: owner.id, query, limit: 1 });
      expect(hits[0]?.documentName, `${filename} searchable by "${query}"`).toBe(filename);
    }
    const html = (await searchChunks({ ownerId: owner.id, query: "evil", limit: 5 })).filter((h) => h.documentName === "news.html");
    expect(html).toEqual([]);
    const csv = await searchChunks({ ownerId: owner.id, query: "Eli Grant", limit: 1 });
    expect(csv[0].text).toContain("Player: Eli Grant; Position: CB; Height: 5110; Weight: 190");
  });

  const bad: { name: string; filename: string; bytes: () => Uint8Array | Promise<Uint8Array>; code: string; message: RegExp }[] = [
    { name: "wrong type", filename: "virus.exe", bytes: () => enc("MZ"), code: "unsupported_media:upload", message: /“virus\.exe” is not a supported file type/ },
    { name: "no extension", filename: "README", bytes: () => enc("hello"), code: "unsupported_media:upload", message: /“README” is not a supported/ },
    { name: "too large", filename: "huge.txt", bytes: () => new Uint8Array(10 * 1024 * 1024 + 1).fill(65), code: "payload_too_large:upload", message: /“huge\.txt” is larger than the 10 MB limit/ },
    { name: "empty", filename: "blank.md", bytes: () => new Uint8Array(0), code: "validation:upload", message: /“blank\.md” is empty/ },
    { name: "whitespace only", filename: "spaces.txt", bytes: () => enc("   \n\n  "), code: "validation:upload", message: /“spaces\.txt” contains no readable text/ },
    { name: "binary as text", filename: "image.txt", bytes: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), code: "validation:upload", message: /“image\.txt” is not valid UTF-8|looks like a binary/ },
    { name: "not really a PDF", filename: "fake.pdf", bytes: () => enc("hello there"), code: "validation:upload", message: /“fake\.pdf” is not a valid PDF/ },
    { name: "corrupt PDF", filename: "broken.pdf", bytes: () => enc("%PDF-1.4\n1 0 obj garbage"), code: "validation:upload", message: /“broken\.pdf” is a corrupt or unreadable PDF/ },
    { name: "not really a DOCX", filename: "fake.docx", bytes: () => enc("plain text"), code: "validation:upload", message: /“fake\.docx” is not a valid \.docx/ },
    { name: "corrupt DOCX", filename: "broken.docx", bytes: () => new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]), code: "validation:upload", message: /“broken\.docx” is a corrupt or unreadable/ },
    { name: "not really an XLSX", filename: "fake.xlsx", bytes: () => enc("Player,PTS\nA B,1\n"), code: "validation:upload", message: /^“fake\.xlsx” is not a valid \.xlsx file\.$/ },
    { name: "corrupt XLSX", filename: "broken.xlsx", bytes: () => new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]), code: "validation:upload", message: /^“broken\.xlsx” is a corrupt or unreadable \.xlsx file\.$/ },
    { name: "XLSX without rows", filename: "header-only.xlsx", bytes: () => makeXlsx([[["Player", "PTS"]]]), code: "validation:upload", message: /“header-only\.xlsx” has no table rows/ },
    { name: "CSV without rows", filename: "empty.csv", bytes: () => enc("Player,Height\n"), code: "validation:upload", message: /“empty\.csv” has no table rows/ },
  ];

  it.each(bad)("rejects $name with a message naming the file and writes nothing", async ({ filename, bytes, code, message }) => {
    const before = await listDocuments({ ownerId: owner.id });
    const outcome = await ingestFile({ ownerId: owner.id, filename, bytes: await bytes() });
    expect(outcome).toHaveProperty("failure");
    if (!("failure" in outcome)) return;
    expect(outcome.failure.code).toBe(code);
    expect(outcome.failure.message).toMatch(message);
    expect(await listDocuments({ ownerId: owner.id })).toHaveLength(before.length);
  });

  it("strips path parts from file names", async () => {
    const outcome = await ingestFile({ ownerId: owner.id, filename: "../../etc/scout.txt", bytes: enc("Path test for Nico Alvarez.") });
    expect("document" in outcome && outcome.document.filename).toBe("scout.txt");
  });
});
