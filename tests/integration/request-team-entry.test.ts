import { beforeAll, describe, expect, it } from "vitest";
import { ingestFiles } from "@/lib/documents/ingest";
import { resolveRequestedPlayer } from "@/lib/scouting/workflow/intake";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// REQ-PPL-01: a team the people index took for a person ("Harborview Gulls" in a masthead) is set aside at
// intake when the user's documents write its nickname as a team ("the Gulls"); a person whose surname looks
// plural ("the Greaves brothers") is not.

const file = (filename: string, text: string) => ({ filename, bytes: new TextEncoder().encode(text) });

describe(`a team in the people index (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await ingestFiles(owner.id, [
      file("gulls-blog.md", "*a Harborview Gulls blog*\n\nTremaine Castellanos runs the pick and roll like he has a plan."),
      file("trade.md", "# Trade\n\nThe Gulls acquired Tremaine Castellanos on Tuesday. He is 6-3."),
      file("greaves.md", "# Corners\n\nTyrell Greaves is the boundary corner. The Greaves brothers both play for the Highlanders."),
    ]);
  });

  it("'Harborview Gulls' is no player to report on", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Harborview Gulls", "scouting report on Harborview Gulls");
    expect(out.person).toBeNull();
    expect(out.clarification?.reason).toBe("not_found");
  });

  it("'Tyrell Greaves' is a player though 'the Greaves brothers' reads like a nickname", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Tyrell Greaves", "scouting report on Tyrell Greaves");
    expect(out.person?.name).toBe("Tyrell Greaves");
  });
});
