import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { players, researchBriefs } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { BriefFact, ResearchBriefBody } from "@/lib/research/types";

// Research briefs (RES-07): owner-scoped; a brief is inserted as the player's next version and never
// updated except to record a merge; merging a fact writes that one field and records its source.

/** Saves a brief as the next version for the player; a concurrent save retries on the unique index. */
export async function saveResearchBrief(input: { ownerId: string; playerId: string; body: ResearchBriefBody }) {
  const db = await getDb();
  await assertPlayer(input.ownerId, input.playerId);
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(researchBriefs)
        .values({
          ownerId: input.ownerId,
          playerId: input.playerId,
          version: sql`(select coalesce(max(${researchBriefs.version}), 0) + 1 from ${researchBriefs} where ${researchBriefs.playerId} = ${input.playerId})`,
          body: input.body,
        })
        .returning();
      return row;
    } catch (err) {
      if (attempt < 3 && /unique|duplicate/i.test(String((err as { cause?: unknown }).cause ?? err))) continue;
      throw err;
    }
  }
}

async function assertPlayer(ownerId: string, playerId: string) {
  const db = await getDb();
  const [player] = await db.select().from(players).where(and(eq(players.id, playerId), eq(players.ownerId, ownerId))).limit(1);
  if (!player) throw new AppError("not_found:player", "Player not found.");
  return player;
}

export async function listResearchBriefs({ ownerId, playerId }: { ownerId: string; playerId: string }) {
  const db = await getDb();
  return db
    .select({ id: researchBriefs.id, version: researchBriefs.version, createdAt: researchBriefs.createdAt, body: researchBriefs.body })
    .from(researchBriefs)
    .where(and(eq(researchBriefs.ownerId, ownerId), eq(researchBriefs.playerId, playerId)))
    .orderBy(desc(researchBriefs.version));
}

export async function getResearchBrief({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  const [row] = await db.select().from(researchBriefs).where(and(eq(researchBriefs.id, id), eq(researchBriefs.ownerId, ownerId))).limit(1);
  if (!row) throw new AppError("not_found:research_brief", "Research brief not found.");
  return row;
}

/** The player's columns a fact writes, and the evidence entry that records where it came from. */
function patchFor(player: typeof players.$inferSelect, fact: BriefFact) {
  const v = fact.mergeValue;
  switch (fact.field) {
    case "positions":
      return { positions: v as string[] };
    case "teams":
      return { teams: v as string[] };
    case "league":
      return { league: String(v) };
    case "height_cm":
      return { physical: { ...(player.physical ?? {}), height_cm: Number(v), height_as_written: undefined } };
    case "weight_kg":
      return { physical: { ...(player.physical ?? {}), weight_kg: Number(v), weight_as_written: undefined } };
    case "role_projection":
      return { scouting: { ...(player.scouting ?? {}), role_projection: String(v) } };
    case "strengths":
      return { scouting: { ...(player.scouting ?? {}), strengths: v as string[] } };
    case "weaknesses":
      return { scouting: { ...(player.scouting ?? {}), weaknesses: v as string[] } };
  }
}

/**
 * Merges one external fact into the player's profile: an explicit user action per fact (RES-08).
 * The field's evidence becomes `external:<url>` so the profile says where the value came from.
 */
export async function mergeResearchFact({ ownerId, briefId, factId }: { ownerId: string; briefId: string; factId: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [brief] = await tx.select().from(researchBriefs).where(and(eq(researchBriefs.id, briefId), eq(researchBriefs.ownerId, ownerId))).limit(1).for("update");
    if (!brief) throw new AppError("not_found:research_brief", "Research brief not found.");
    const fact = brief.body.facts.find((f) => f.id === factId);
    if (!fact) throw new AppError("not_found:research_fact", "That fact is not in this brief.");
    if (brief.body.merged.some((m) => m.factId === factId)) throw new AppError("conflict:research_fact", "That fact is already merged.");
    const [player] = await tx.select().from(players).where(and(eq(players.id, brief.playerId), eq(players.ownerId, ownerId))).limit(1);
    if (!player) throw new AppError("not_found:player", "Player not found.");
    const evidence = { ...(player.evidence ?? {}), [fact.field]: [`external:${fact.source.url}`] };
    const [updated] = await tx
      .update(players)
      .set({ ...patchFor(player, fact), evidence, updatedAt: new Date() })
      .where(and(eq(players.id, player.id), eq(players.ownerId, ownerId)))
      .returning();
    const merged = [...brief.body.merged, { factId, at: new Date().toISOString() }];
    await tx.update(researchBriefs).set({ body: { ...brief.body, merged } }).where(eq(researchBriefs.id, brief.id));
    return { player: updated, fact, merged };
  });
}
