import { beforeAll, describe, expect, it } from "vitest";
import { ingestFile } from "@/lib/documents/ingest";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// SEC-09: stored file names are what they look like, and a long name is shortened, not retyped.
describe(`file names (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
  });
  const enc = (s: string) => new TextEncoder().encode(s);

  it("a 300-character name is accepted with its extension kept (not a misleading 415)", async () => {
    const outcome = await ingestFile({ ownerId: owner.id, filename: `${"n".repeat(296)}.txt`, bytes: enc("Tobias Reyes is a left winger.") });
    expect(outcome).toHaveProperty("document");
    if (!("document" in outcome)) return;
    expect(outcome.document.filename).toHaveLength(255);
    expect(outcome.document.filename.endsWith(".txt")).toBe(true);
  });

  it("right-to-left overrides and other invisible controls are removed from stored names", async () => {
    const outcome = await ingestFile({ ownerId: owner.id, filename: "scouting\u202Etxt.md\u200B", bytes: enc("Caleb Okafor is a quarterback.") });
    expect(outcome).toHaveProperty("document");
    if (!("document" in outcome)) return;
    expect(outcome.document.filename).toBe("scoutingtxt.md");
    // And a disguised executable stays what it really is.
    const exe = await ingestFile({ ownerId: owner.id, filename: "report\u202Efdp.exe", bytes: enc("MZ") });
    expect(exe).toMatchObject({ failure: { code: "unsupported_media:upload", filename: "reportfdp.exe" } });
  });
});
