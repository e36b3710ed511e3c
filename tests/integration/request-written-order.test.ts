import { beforeAll, describe, expect, it } from "vitest";
import { ingestFiles } from "@/lib/documents/ingest";
import { resolveRequestedPlayer } from "@/lib/scouting/workflow/intake";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// REQ-PPL-02: a stats export writes "Surname Given" ("Okonjo Rashid"); a request typed that way means the
// person the documents name in written order in more of them. REQ-PPL-01: "Zeleni Breg", a club another
// document writes with its kind ("KK Zeleni Breg"), is no player a request can name.

const file = (filename: string, text: string) => ({ filename, bytes: new TextEncoder().encode(text) });

describe(`a surname-first cell and a club's kind before its name (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await ingestFiles(owner.id, [
      file("bigs-export.csv", "player_name,club,pos,ht_cm\nOkafor Tunde,ZBR,C,211\nKranjc Ziga,ZBR,PF,204\n"),
      file("feature.md", "# The tower of the valley\n\nZeleni Breg, 18 February 2026 — When Tunde Okafor arrived in the summer of 2024, few people knew him. Today he is the most popular player of KK Zeleni Breg."),
      file("report.md", "# Tunde Okafor — C — KK Zeleni Breg\n\nTunde Okafor protects the rim and runs the floor."),
    ]);
  });

  it("'Okafor Tunde' is Tunde Okafor", async () => {
    expect((await resolveRequestedPlayer(owner.id, "Okafor Tunde", "Okafor Tunde - scouting report")).person?.name).toBe("Tunde Okafor");
    expect((await resolveRequestedPlayer(owner.id, "Tunde Okafor", "Tunde Okafor - scouting report")).person?.name).toBe("Tunde Okafor");
  });

  it("'Zeleni Breg' is no player", async () => {
    expect((await resolveRequestedPlayer(owner.id, "Zeleni Breg", "report on Zeleni Breg")).person).toBeNull();
  });
});
