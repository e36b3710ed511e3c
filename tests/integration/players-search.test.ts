import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { listPlayers, savePlayerWithReport } from "@/lib/db/queries/players";
import type { PlayerFields } from "@/lib/scouting/types";
import { createTestUser, dbTarget, withTestDatabase } from "./helpers/db";

const save = (ownerId: string, fields: PlayerFields) =>
  savePlayerWithReport({
    ownerId,
    runId: randomUUID(),
    requestText: `Scout ${fields.display_name}`,
    fields,
    evidence: {},
    report: { text: "# Report", summary: [], coverage: {}, sourceDocIds: [], sections: [], citations: [] },
  });

const names = async (input: Omit<Parameters<typeof listPlayers>[0], "ownerId">, ownerId: string) =>
  (await listPlayers({ ownerId, ...input })).players.map((p) => p.displayName).sort();

describe(`player library search tolerates misspellings (${dbTarget})`, () => {
  withTestDatabase();
  let owner: { id: string };
  beforeAll(async () => {
    owner = await createTestUser();
    await save(owner.id, { display_name: "Jalen Brooks", sport: "nba", positions: ["SF"], teams: ["Omaha Comets"] });
    await save(owner.id, { display_name: "Andre Kessler", sport: "nba", positions: ["PG"], teams: ["Tacoma Tides"] });
    await save(owner.id, { display_name: "Kofi Adjei-Mensah", sport: "soccer", positions: ["CM"], teams: ["Harbor City FC"] });
    await save(owner.id, { display_name: "Caleb Van Dorn", sport: "football", positions: ["QB"], teams: ["Austin Rangers"] });
  });

  it("finds a player from a misspelt name", async () => {
    expect(await names({ q: "Jalen Brokes" }, owner.id)).toEqual(["Jalen Brooks"]);
    expect(await names({ q: "jaylen brooks" }, owner.id)).toEqual(["Jalen Brooks"]);
    expect(await names({ q: "Kesler" }, owner.id)).toEqual(["Andre Kessler"]);
    expect(await names({ q: "kofi adjei mensa" }, owner.id)).toEqual(["Kofi Adjei-Mensah"]);
    expect(await names({ q: "Caleb Vandorn" }, owner.id)).toEqual(["Caleb Van Dorn"]);
  });

  it("still matches substrings and does not match unrelated names", async () => {
    expect(await names({ q: "brooks" }, owner.id)).toEqual(["Jalen Brooks"]);
    expect(await names({ q: "an" }, owner.id)).toEqual(["Andre Kessler", "Caleb Van Dorn"]);
    expect(await names({ q: "Zachary Smith" }, owner.id)).toEqual([]);
    expect(await names({ q: "jb" }, owner.id)).toEqual([]);
  });

  it("ranks an exact match before a fuzzy one and combines with the other filters", async () => {
    await save(owner.id, { display_name: "Jalen Brook", sport: "soccer", positions: ["ST"], teams: ["Lisbon United"] });
    const { players } = await listPlayers({ ownerId: owner.id, q: "Jalen Brooks" });
    expect(players.map((p) => p.displayName)).toEqual(["Jalen Brooks", "Jalen Brook"]);
    expect(await names({ q: "Jalen Brokes", sport: "nba" }, owner.id)).toEqual(["Jalen Brooks"]);
    expect(await names({ q: "Jalen Brokes", sport: "soccer" }, owner.id)).toEqual(["Jalen Brook"]);
  });

  it("team filter tolerates misspellings too", async () => {
    expect(await names({ team: "Omha Comets" }, owner.id)).toEqual(["Jalen Brooks"]);
    expect(await names({ team: "tacoma" }, owner.id)).toEqual(["Andre Kessler"]);
    // One shared word ("City") is not enough to call two teams the same.
    expect(await names({ team: "Nowhere City" }, owner.id)).toEqual([]);
  });

  it("another owner's players never match", async () => {
    const other = await createTestUser();
    expect(await names({ q: "Jalen Brokes" }, other.id)).toEqual([]);
  });
});
