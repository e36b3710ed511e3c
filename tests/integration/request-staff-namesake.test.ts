import { beforeAll, describe, expect, it } from "vitest";
import { ingestFiles } from "@/lib/documents/ingest";
import { resolveRequestedPlayer } from "@/lib/scouting/workflow/intake";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// REQ-PPL-02: a surname a player shares with a coach of his documents names the player: a scouting
// report is about a player. Two players of that surname are still asked about.

const file = (filename: string, text: string) => ({ filename, bytes: new TextEncoder().encode(text) });

describe(`a player and a coach of one surname (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await ingestFiles(owner.id, [
      file("kingfishers-recap.md", "# Kingfishers edge Herons\n\nDorian Sweeney, the Wrenford Kingfishers point guard, scored 22. Cal Sweeney, the Saltmarsh Herons rookie forward, had 9.\n\n\"Dorian makes us go,\" said Kingfishers coach Ron Sweeney."),
    ]);
  });

  it("'Sweeney from Wrenford' is the player, not the coach", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Sweeney", "Sweeney from Wrenford -- strengths and weaknesses?");
    expect(out.person?.name).toBe("Dorian Sweeney");
  });

  it("with two players of the surname and no other word, the question offers the players, not the coach", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Sweeney", "scout Sweeney");
    expect(out.clarification?.reason).toBe("ambiguous");
    expect(out.clarification?.choices?.map((c) => c.name).sort()).toEqual(["Cal Sweeney", "Dorian Sweeney"]);
  });
});
