import { MockEmbeddingModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEmbeddingModelForTests } from "@/lib/ai/models";
import { ingestFiles } from "@/lib/documents/ingest";
import { searchChunks } from "@/lib/search/search-chunks";
import { reciprocalRankFusion, resetVectorStoreForTests, vectorStore } from "@/lib/search/vector";
import { createTestUser, dbTarget, useTestDatabase } from "./helpers/db";

// A deterministic stand-in for an embedding model: a bag of concept words, so "rim protector" and
// "shot blocking" land close together although they share no word (what full-text search misses).
const CONCEPTS = [
  ["rim", "protector", "shot", "blocking", "blocks", "blocker", "paint"],
  ["shooting", "jumper", "three", "threes", "perimeter", "catch-and-shoot"],
  ["passing", "vision", "playmaker", "assists", "playmaking"],
  ["injury", "knee", "ankle", "surgery", "hamstring"],
];
function embedText(text: string): number[] {
  const words = text.toLowerCase().match(/[a-z-]+/g) ?? [];
  const v = CONCEPTS.map((group) => words.filter((w) => group.includes(w)).length);
  const norm = Math.hypot(...v) || 1;
  return [...v.map((x) => x / norm), 0.001];
}
const embeddingModel = new MockEmbeddingModelV4({
  doEmbed: async ({ values }) => ({ embeddings: values.map((v) => embedText(String(v))), warnings: [] }),
});

describe(`hybrid search with embeddings (${dbTarget})`, () => {
  let close: () => Promise<void>;
  let available = false;
  beforeAll(async () => {
    close = (await useTestDatabase()).close;
    setEmbeddingModelForTests(embeddingModel);
    resetVectorStoreForTests();
    available = !!(await vectorStore());
  });
  afterAll(async () => {
    setEmbeddingModelForTests(undefined);
    resetVectorStoreForTests();
    await close();
  });

  it("fuses full-text and vector rankings when the vector extension exists (PGlite ships it)", async () => {
    // Debian's PostgreSQL 15 has no pgvector package: there vector search must switch itself off.
    expect(available).toBe(dbTarget === "pglite");
    const owner = await createTestUser();
    const other = await createTestUser();
    const doc = (name: string, text: string) => ({ filename: name, bytes: new TextEncoder().encode(text) });
    await ingestFiles(owner.id, [
      doc("big.md", "Omar Teller anchors the paint. Elite shot blocking, altered everything at the rim."),
      doc("guard.md", "Omar Teller's cousin Luis runs the offence; a playmaker with great vision."),
    ]);
    await ingestFiles(other.id, [doc("theirs.md", "Secret rim protector notes about Omar Teller.")]);
    const hits = await searchChunks({ ownerId: owner.id, query: "rim protector", limit: 5 });
    expect(hits.every((h) => h.documentName !== "theirs.md")).toBe(true);
    if (available) {
      // Full-text alone matches "rim" only; the vector side ranks the blocking passage first either way.
      expect(hits[0].documentName).toBe("big.md");
      expect(hits.map((h) => h.documentName)).toContain("guard.md");
    } else {
      expect(hits.map((h) => h.documentName)).toEqual(["big.md"]);
    }
  });

  it("reciprocal rank fusion rewards agreement between the rankings", () => {
    const fused = reciprocalRankFusion([["a", "b", "c"], ["c", "a", "d"]]);
    expect(fused.map((f) => f.id)).toEqual(["a", "c", "b", "d"]);
  });
});
