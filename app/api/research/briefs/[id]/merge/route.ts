import { z } from "zod";
import { mergeResearchFact } from "@/lib/db/queries/research";
import { idParam } from "@/lib/http/params";
import { json, readJson, withUser } from "@/lib/http/with-user";

const mergeSchema = z.object({ fact_id: z.string().regex(/^[0-9a-f]{12}$/, "fact_id is a 12-character id from the brief.") });

// Merges one external fact into the player's profile: an explicit per-fact action (RES-08).
export const POST = withUser<{ id: string }>(async (req, { user, params }) => {
  const { fact_id } = await readJson(req, mergeSchema, "research_merge");
  const { player, fact, merged } = await mergeResearchFact({ ownerId: user.id, briefId: idParam(params.id, "research_brief"), factId: fact_id });
  return json({ player_id: player.id, field: fact.field, source: fact.source.url, merged });
});
