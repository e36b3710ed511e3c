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
      // (Two men whose names swap, both written in prose: each is himself.)
      file("a.md", "# Notes\n\nJordan Taylor plays guard for the Calder Otters."),
      file("b.md", "# Preview\n\nTaylor Jordan is a forward for the Harbor Gulls."),
      file("c.md", "# Recap\n\nTaylor Jordan scored 20 for the Gulls."),
      file("lineup.md", "# Line-up\n\nGK Ruben Osei; CF Jonah Lasko; LW Teo Abara."),
    ]);
  });

  it("'Okafor Tunde' is Tunde Okafor", async () => {
    expect((await resolveRequestedPlayer(owner.id, "Okafor Tunde", "Okafor Tunde - scouting report")).person?.name).toBe("Tunde Okafor");
    expect((await resolveRequestedPlayer(owner.id, "Tunde Okafor", "Tunde Okafor - scouting report")).person?.name).toBe("Tunde Okafor");
  });

  it("'Jordan Taylor', written so in prose, stays Jordan Taylor beside a better-documented Taylor Jordan; 'CF Jonah Lasko' is a centre-forward, no club", async () => {
    expect((await resolveRequestedPlayer(owner.id, "Jordan Taylor", "Jordan Taylor report")).person?.name).toBe("Jordan Taylor");
    expect((await resolveRequestedPlayer(owner.id, "Jonah Lasko", "Jonah Lasko report")).person?.name).toBe("Jonah Lasko");
  });

  it("'Zeleni Breg' is no player", async () => {
    expect((await resolveRequestedPlayer(owner.id, "Zeleni Breg", "report on Zeleni Breg")).person).toBeNull();
  });
});
