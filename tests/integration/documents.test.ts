import { beforeAll, describe, expect, it } from "vitest";
import { deleteDocument, getChunksByIds, getDocument, listDocuments } from "@/lib/db/queries/documents";
import { ingestFiles } from "@/lib/documents/ingest";
import { searchChunks } from "@/lib/search/search-chunks";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

const enc = (s: string) => new TextEncoder().encode(s);

describe(`documents and evidence search (${dbTarget})`, () => {
  withTestDatabase();
  let alice: { id: string };
  let bob: { id: string };

  beforeAll(async () => {
    alice = await createTestUser("Alice");
    bob = await createTestUser("Bob");
  });

  it("ingests, chunks with stable ids, and finds a player by name and attribute", async () => {
    const note = [
      "# Jalen Brooks scouting note",
      "Date: 2026-03-14",
      "Jalen Brooks is a 6'9\" forward for the Harbor City Tides. He weighs 250 lbs.",
      "Strengths: switchable defence, transition passing.",
    ].join("\n\n");
    const other = "Marcus Webb is a point guard. He is quick but undersized at 6'0\".";
    const { documents, errors } = await ingestFiles(alice.id, [
      { filename: "brooks.md", bytes: enc(note) },
      { filename: "webb.txt", bytes: enc(other) },
    ]);
    expect(errors).toEqual([]);
    expect(documents).toHaveLength(2);
    expect(documents[0].documentDate?.toISOString().slice(0, 10)).toBe("2026-03-14");

    const hits = await searchChunks({ ownerId: alice.id, query: "Jalen Brooks height weight", limit: 5 });
    expect(hits[0].documentName).toBe("brooks.md");
    expect(hits[0].chunkId).toBe(`${documents[0].id}:0`);
    expect(hits[0].text).toContain("250 lbs");
    expect(hits.every((h) => h.score > 0)).toBe(true);
  });

  it("stores a two-column comparison in a text file as one block per person (REQ-EXT-02)", async () => {
    const tape = [
      "TALE OF THE TAPE",
      "",
      "  RAY KIMBROUGH JR.                 vs.           CORBIN ASHDOWN",
      "  Position   SG / SF                              Combo guard (PG/SG)",
      "  Height     6'7\"                                 6'3\"",
      "  Weight     212 lbs                              (declined)",
    ].join("\n");
    const { documents } = await ingestFiles(alice.id, [{ filename: "tape.txt", bytes: enc(tape) }]);
    const [chunk] = await getChunksByIds({ ownerId: alice.id, ids: [`${documents[0].id}:0`] });
    expect(chunk.text).toContain("CORBIN ASHDOWN\nPosition: Combo guard (PG/SG)\nHeight: 6'3\"\nWeight: (declined)");
    expect(chunk.text).toContain("RAY KIMBROUGH JR.\nPosition: SG / SF\nHeight: 6'7\"\nWeight: 212 lbs");
  });

  it("stores a table aligned by spaces under a dash rule as a pipe table (REQ-EXT-02)", async () => {
    const log = [
      "READ-ALONG BUDDIES — Volunteer Log",
      "",
      "Date      Volunteer            Hrs   Notes",
      "--------  -------------------  ----  ------------------------------",
      "09/16/25  Tobias Renfroe       1.0   First session. Lynx football.",
      "10/16/25  Mason Delahunt       1.0   His brother plays for the",
      "                                     Stallions.",
    ].join("\n");
    const { documents } = await ingestFiles(alice.id, [{ filename: "log.txt", bytes: enc(log) }]);
    const [chunk] = await getChunksByIds({ ownerId: alice.id, ids: [`${documents[0].id}:0`] });
    expect(chunk.text).toContain("| 09/16/25 | Tobias Renfroe | 1.0 | First session. Lynx football. |");
    expect(chunk.text).toContain("| 10/16/25 | Mason Delahunt | 1.0 | His brother plays for the Stallions. |");
  });

  it("never returns another owner's chunks", async () => {
    const hits = await searchChunks({ ownerId: bob.id, query: "Jalen Brooks", limit: 10 });
    expect(hits).toEqual([]);
    const docs = await listDocuments({ ownerId: alice.id });
    await expect(getDocument({ ownerId: bob.id, id: docs[0].id })).rejects.toMatchObject({ status: 404 });
    await expect(deleteDocument({ ownerId: bob.id, id: docs[0].id })).rejects.toMatchObject({ status: 404 });
    expect(await getChunksByIds({ ownerId: bob.id, ids: [`${docs[0].id}:0`] })).toEqual([]);
  });

  it("finds a misspelt name through trigram similarity", async () => {
    const hits = await searchChunks({ ownerId: alice.id, query: "Jalen Brookes", limit: 3 });
    expect(hits.map((h) => h.documentName)).toContain("brooks.md");
  });

  it("detects re-uploads of identical content and names the earlier file", async () => {
    const { documents, errors } = await ingestFiles(alice.id, [{ filename: "copy.txt", bytes: enc("Marcus Webb is a point guard. He is quick but undersized at 6'0\".") }]);
    expect(documents).toEqual([]);
    expect(errors[0]).toMatchObject({ filename: "copy.txt", code: "conflict:document" });
    expect(errors[0].message).toContain("webb.txt");
  });

  it("delete removes the document and its chunks from search", async () => {
    const [webb] = (await listDocuments({ ownerId: alice.id })).filter((d) => d.filename === "webb.txt");
    await deleteDocument({ ownerId: alice.id, id: webb.id });
    const hits = await searchChunks({ ownerId: alice.id, query: "Marcus Webb point guard", limit: 10 });
    expect(hits.some((h) => h.documentId === webb.id)).toBe(false);
    await expect(getDocument({ ownerId: alice.id, id: webb.id })).rejects.toMatchObject({ status: 404 });
    // Document frequencies follow: "webb" is gone, "brook" (still in brooks.md) stays at 1.
    const { getDb } = await import("@/lib/db/client");
    const { ownerTerms } = await import("@/lib/db/schema");
    const { and, eq, inArray } = await import("drizzle-orm");
    const db = await getDb();
    const terms = await db.select().from(ownerTerms).where(and(eq(ownerTerms.ownerId, alice.id), inArray(ownerTerms.lexeme, ["webb", "brook"])));
    expect(terms.map((t) => [t.lexeme, t.df])).toEqual([["brook", 1]]);
  });
});
