import { beforeAll, describe, expect, it } from "vitest";
import { ingestFiles } from "@/lib/documents/ingest";
import { resolveRequestedPlayer } from "@/lib/scouting/workflow/intake";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// REQ-PPL-02: a team or place word typed beside a misspelt name ("castelano herons") is context, not a
// name word, when his own documents write it; a word they do not write leaves the name not found.

const file = (filename: string, text: string) => ({ filename, bytes: new TextEncoder().encode(text) });

describe(`a team word beside the name (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await ingestFiles(owner.id, [
      file("herons-preview.md", "# Herons season preview\n\nDewayne Castellano, PF/C, is the Saltmarsh Herons' stretch four. Castellano spaces the floor."),
      file("forge-notes.md", "# Forge notes\n\nIsaiah Pettway, SG, Ironvale Forge, scores off the dribble."),
      file("league-export.csv", "Player,Team,Pos\n\"Hruby, Marek\",Hapoel Ramat Negev,F/C\n\"Hrubes, Tomas\",Maccabi Kiryat Arava,C\n"),
    ]);
  });

  it("'castelano herons' is Dewayne Castellano", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Castelano Herons", "scout report castelano herons");
    expect(out.person?.name).toBe("Dewayne Castellano");
    expect(out.clarification).toBeNull();
  });

  it("a word his documents never write keeps the name as typed, and not found", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Castelano Pilots", "scout report castelano pilots");
    expect(out.person).toBeNull();
    expect(out.clarification?.reason).toBe("not_found");
  });

  it("a given name a documented person carries is no context word: 'Marek Hrubec' is not Tomas Hrubes", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Marek Hrubec", "Scouting report on Marek Hrubec");
    expect(out.person).toBeNull();
    expect(out.clarification?.reason).toBe("not_found");
  });
});
