import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Offline fixtures (RES-06): lib/env.ts reads this once, at import.
  process.env.SCOUT_OFFLINE = "1";
  process.env.RESEARCH_FIXTURE_DIR = "eval/research/fixtures";
});

import { MockLanguageModelV4 } from "ai/test";
import { getDb } from "@/lib/db/client";
import { getResearchBrief, listResearchBriefs, mergeResearchFact, saveResearchBrief } from "@/lib/db/queries/research";
import { players } from "@/lib/db/schema";
import { getPlayer } from "@/lib/db/queries/players";
import { loadConsent, researchPlayer } from "@/lib/research/service";
import type { ResearchSourceEvent } from "@/lib/research/types";
import { researchCapability } from "@/lib/research/capability";
import { createTestUser, withTestDatabase } from "./helpers/db";
import { ofType, ScriptedChat } from "./helpers/scouting";

withTestDatabase();

async function savedBrooks(ownerId: string) {
  const db = await getDb();
  const [row] = await db
    .insert(players)
    .values({ ownerId, displayName: "Jalen Brooks", sport: "nba", positions: ["SF", "PF"], teams: ["Omaha Comets", "Louisville Thoroughbreds"], physical: { height_cm: 205.7, weight_kg: 113.4, weight_as_written: "250 lbs" }, evidence: { teams: ["c1"] }, updatedAt: new Date("2026-03-20T12:00:00Z") })
    .returning();
  return row;
}

describe("research briefs (RES-07, RES-08)", () => {
  it("two runs on the same day: two versions, the first intact (overwrite protection)", async () => {
    const user = await createTestUser();
    const player = await savedBrooks(user.id);
    const events: ResearchSourceEvent[] = [];
    const first = await researchPlayer({ ownerId: user.id, playerId: player.id, consent: true, emit: (e) => void events.push(e) });
    expect(first.brief.version).toBe(1);
    expect(events.filter((e) => e.status === "found").length).toBeLessThanOrEqual(3);
    expect(first.brief.facts.map((f) => `${f.kind}:${f.field}`)).toEqual(expect.arrayContaining(["contradiction:teams", "contradiction:weight_kg"]));
    const teams = first.brief.facts.find((f) => f.field === "teams")!;
    expect(teams).toMatchObject({ value: "Tacoma Tides", profileValue: "Omaha Comets", newer: true });
    expect(teams.source.license).toBeTruthy();
    expect(first.brief.narrative).toMatch(/\[\d\]/);
    const before = structuredClone((await getResearchBrief({ ownerId: user.id, id: first.brief.brief_id })).body);

    const second = await researchPlayer({ ownerId: user.id, playerId: player.id, consent: false });
    expect(second.brief.version).toBe(2);
    expect(second.brief.brief_id).not.toBe(first.brief.brief_id);
    const list = await listResearchBriefs({ ownerId: user.id, playerId: player.id });
    expect(list.map((b) => b.version)).toEqual([2, 1]);
    expect((await getResearchBrief({ ownerId: user.id, id: first.brief.brief_id })).body).toEqual(before);
  });

  it("concurrent saves get distinct versions", async () => {
    const user = await createTestUser();
    const player = await savedBrooks(user.id);
    const body = { playerName: "Jalen Brooks", engine: "rules" as const, consent: false, narrative: "n", facts: [], sources: [], budget: { limit: 1, used: 0 }, merged: [] };
    const rows = await Promise.all([1, 2, 3].map(() => saveResearchBrief({ ownerId: user.id, playerId: player.id, body })));
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2, 3]);
  });

  it("merging is per fact, records its source, and happens once", async () => {
    const user = await createTestUser();
    const player = await savedBrooks(user.id);
    const { brief } = await researchPlayer({ ownerId: user.id, playerId: player.id, consent: false });
    const teams = brief.facts.find((f) => f.field === "teams")!;
    const weight = brief.facts.find((f) => f.field === "weight_kg")!;
    await mergeResearchFact({ ownerId: user.id, briefId: brief.brief_id, factId: teams.id });
    const { player: after } = await getPlayer({ ownerId: user.id, id: player.id });
    expect(after.teams?.[0]).toBe("Tacoma Tides");
    expect(after.evidence?.teams).toEqual([`external:${teams.source.url}`]);
    // The other fact was not merged: the weight stays the user's.
    expect(after.physical?.weight_kg).toBe(113.4);
    expect(weight).toBeTruthy();
    await expect(mergeResearchFact({ ownerId: user.id, briefId: brief.brief_id, factId: teams.id })).rejects.toMatchObject({ code: "conflict:research_fact" });
    expect((await getResearchBrief({ ownerId: user.id, id: brief.brief_id })).body.merged.map((m) => m.factId)).toEqual([teams.id]);
  });

  it("another user's player and brief answer not found", async () => {
    const owner = await createTestUser();
    const other = await createTestUser("Other");
    const player = await savedBrooks(owner.id);
    const { brief } = await researchPlayer({ ownerId: owner.id, playerId: player.id, consent: false });
    await expect(researchPlayer({ ownerId: other.id, playerId: player.id, consent: false })).rejects.toMatchObject({ code: "not_found:player" });
    await expect(loadConsent({ ownerId: other.id, playerId: player.id })).rejects.toMatchObject({ kind: "not_found" });
    await expect(getResearchBrief({ ownerId: other.id, id: brief.brief_id })).rejects.toMatchObject({ code: "not_found:research_brief" });
    await expect(mergeResearchFact({ ownerId: other.id, briefId: brief.brief_id, factId: brief.facts[0].id })).rejects.toMatchObject({ code: "not_found:research_brief" });
    expect(await listResearchBriefs({ ownerId: other.id, playerId: player.id })).toEqual([]);
  });

  it("the consent card lists what would leave and where to", async () => {
    const user = await createTestUser();
    const player = await savedBrooks(user.id);
    const consent = await loadConsent({ ownerId: user.id, playerId: player.id });
    expect(consent.items[0]).toMatchObject({ what: expect.stringContaining("Jalen Brooks"), to: expect.stringContaining("fixture") });
  });
});

describe("model narrative (RES-03, RES-05)", () => {
  const mock = (calls: string[]) =>
    new MockLanguageModelV4({
      doGenerate: async (options) => {
        calls.push(JSON.stringify(options.prompt));
        if (calls.length === 1) throw new Error("This model's maximum context length is 8192 tokens.");
        return { content: [{ type: "text", text: "Outside sources list a heavier weight [x1]." }], finishReason: { unified: "stop", raw: "stop" }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
      },
    });

  it("with consent the model writes the narrative from fenced outside text, halving it once on a context-length error", async () => {
    const user = await createTestUser();
    const player = await savedBrooks(user.id);
    const calls: string[] = [];
    const { row } = await researchPlayer({ ownerId: user.id, playerId: player.id, consent: true, model: mock(calls) });
    expect(calls).toHaveLength(2);
    expect(calls[0]).toContain("<external_source id=");
    expect(calls[0]).toContain("Omaha Comets"); // the profile went with it: consent was given
    expect(calls[1].length).toBeLessThan(calls[0].length);
    expect(row.body).toMatchObject({ engine: "model", consent: true, narrative: expect.stringContaining("halved") });
    expect(row.body.facts.length).toBeGreaterThan(0);
  });

  it("without consent the model is never called", async () => {
    const user = await createTestUser();
    const player = await savedBrooks(user.id);
    const calls: string[] = [];
    const { row } = await researchPlayer({ ownerId: user.id, playerId: player.id, consent: false, model: mock(calls) });
    expect(calls).toHaveLength(0);
    expect(row.body).toMatchObject({ engine: "rules", consent: false });
  });
});

describe("research in the chat (RES-05, RES-09)", () => {
  it("claims outside-research messages only", async () => {
    const claims = (message: string) => researchCapability.claims({ ownerId: "x", message });
    expect(await claims("research Jalen Brooks externally")).toBe(true);
    expect(await claims("What do outside sources say about Jalen Brooks?")).toBe(true);
    expect(await claims("Generate a scouting report for Jalen Brooks")).toBe(false);
    expect(await claims("How does Jalen Brooks compare on rebounds per game?")).toBe(false);
  });

  it("stops at the consent gate, then streams sources and the brief; durable like scouting runs", async () => {
    const user = await createTestUser();
    const player = await savedBrooks(user.id);
    const chat = new ScriptedChat(user.id);
    const first = await chat.say("research Jalen Brooks externally");
    const consent = ofType<{ player_id: string; items: { what: string; to: string }[] }>(first, "research_consent");
    expect(consent).toHaveLength(1);
    expect(consent[0].player_id).toBe(player.id);
    expect(ofType(first, "research_source")).toHaveLength(0);
    expect(await chat.run()).toMatchObject({ status: "waiting", gate: "research_consent" });

    const after = await chat.resume({ type: "research_consent", approved: true });
    const sources = ofType<{ status: string }>(after, "research_source");
    expect(sources.filter((s) => s.status === "found").length).toBeLessThanOrEqual(3);
    expect(sources.some((s) => s.status === "fetched")).toBe(true);
    const [brief] = ofType<{ version: number; facts: { field: string }[] }>(after, "research_brief");
    expect(brief.version).toBe(1);
    expect(brief.facts.some((f) => f.field === "teams")).toBe(true);
    expect(await chat.run()).toMatchObject({ status: "completed" });
    await expect(chat.resume({ type: "research_consent", approved: true })).rejects.toMatchObject({ code: "conflict:run" });
  });

  it("declining still writes a brief from outside text alone on the rules engine", async () => {
    const user = await createTestUser();
    await savedBrooks(user.id);
    const chat = new ScriptedChat(user.id);
    await chat.say("What do outside sources say about Jalen Brooks?");
    const after = await chat.resume({ type: "research_consent", approved: false });
    const [brief] = ofType<{ brief_id: string }>(after, "research_brief");
    expect((await getResearchBrief({ ownerId: user.id, id: brief.brief_id })).body).toMatchObject({ consent: false, engine: "rules" });
  });

  it("a player not in the library gets a reply, no gate", async () => {
    const user = await createTestUser();
    const chat = new ScriptedChat(user.id);
    const events = await chat.say("research Nobody Known externally");
    expect(ofType(events, "assistant_message")).toHaveLength(1);
    expect(await chat.run()).toMatchObject({ status: "completed" });
  });
});
