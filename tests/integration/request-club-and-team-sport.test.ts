import { beforeAll, describe, expect, it } from "vitest";
import { ingestFiles } from "@/lib/documents/ingest";
import { guessSportFor, resolveRequestedPlayer } from "@/lib/scouting/workflow/intake";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

// REQ-PPL-01: "Hadleigh Vale" (a club the index took for a person: "camp with Hadleigh Vale") is set aside
// when another document writes it with its club word ("Hadleigh Vale FC"). REQ-PPL-04: a request's sport
// comes from his team where his own passages say nothing of the sport ("Lonnie Farrow, who plays for the
// Stags" and, elsewhere, "a center for the Glenhollow Stags in pro basketball"), and a name in no document
// takes none from the namesake the search finds ("Andre Kimbrell" beside Andre Kimball).

const file = (filename: string, text: string) => ({ filename, bytes: new TextEncoder().encode(text) });

describe(`a club without its suffix, a sport from his team (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await ingestFiles(owner.id, [
      file("house-notes.md", "# House notes\n\nI'm away at pre-season camp with Hadleigh Vale. Jonah Lasko"),
      file("certificate.txt", "Client: Mr Jonah Lasko\n\nClient is the Hadleigh Vale FC goalkeeper."),
      file("route-card.md", "# Route card\n\nOverflow parking is at the Glenhollow Stags' practice facility. Lonnie Farrow, who plays for the Stags, waves hikers in.\n\nBring water and a map."),
      file("agenda.md", "# Action item\n\nThe board voted to name the field in honour of Reginald Pettaway Sr. City policy allows it."),
      file("hall-of-fame.md", "# Hall of fame\n\nReginald Pettaway Sr. played defensive end for the Kessington Ironclads. His son, Reginald Pettaway Jr., is a linebacker."),
      file("auction.md", "# Silent auction\n\nLot 14: Jonah Lasko Celtic shirt, signed and framed."),
      file("tutoring-log.md", "# Tutoring log\n\nAndre Kimball plays point guard in pro basketball and is doing this class to read his own contracts."),
      file("railway-news.md", "# Member spotlight\n\nIdris spent fourteen seasons in pro basketball as a center for the Glenhollow Stags, and he still shoots free throws badly."),
    ]);
  });

  it("'Hadleigh Vale' is no player to report on", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Hadleigh Vale", "scouting report on Hadleigh Vale");
    expect(out.person).toBeNull();
  });

  it("a player's name before a club word and a noun ('Jonah Lasko Celtic shirt') stays a person", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Jonah Lasko", "scouting report on Jonah Lasko");
    expect(out.person?.name).toBe("Jonah Lasko");
  });

  it("a person's name before a place's words stays a person", async () => {
    const out = await resolveRequestedPlayer(owner.id, "Reginald Pettaway Sr.", "report on Reginald Pettaway Sr.");
    expect({ name: out.person?.name, reason: out.clarification?.reason }).toEqual({ name: "Reginald Pettaway Sr.", reason: undefined });
  });

  it("Lonnie Farrow's sport is his team's", async () => {
    const resolved = await resolveRequestedPlayer(owner.id, "Lonnie Farrow", "Lonnie Farrow scouting report");
    expect(resolved.person?.name).toBe("Lonnie Farrow");
    expect(await guessSportFor(owner.id, "Lonnie Farrow scouting report", resolved, "unknown")).toBe("nba");
  });

  it("a name in no document ('Andre Kimbrell') takes no sport from the namesake it is close to", async () => {
    const resolved = await resolveRequestedPlayer(owner.id, "Andre Kimbrell", "report on Andre Kimbrell");
    expect(resolved.person).toBeNull();
    expect(await guessSportFor(owner.id, "report on Andre Kimbrell", resolved, "unknown")).toBe("unknown");
    const kimball = await resolveRequestedPlayer(owner.id, "Andre Kimball", "report on Andre Kimball");
    expect(await guessSportFor(owner.id, "report on Andre Kimball", kimball, "unknown")).toBe("nba");
  });
});
