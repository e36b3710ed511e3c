import { listResearchBriefs } from "@/lib/db/queries/research";
import { idParam } from "@/lib/http/params";
import { json, readJson, withUser } from "@/lib/http/with-user";
import { enforce } from "@/lib/rate-limit";
import { loadConsent, researchPlayer, researchRequestSchema } from "@/lib/research/service";

// GET: the consent card (what would leave, where to) and the player's briefs. POST: run research
// now (body { consent, urls? }) and save the next brief version (RES-05, RES-07).
export const GET = withUser<{ id: string }>(async (_req, { user, params }) => {
  const consent = await loadConsent({ ownerId: user.id, playerId: params.id });
  const briefs = await listResearchBriefs({ ownerId: user.id, playerId: idParam(params.id, "player") });
  return json({ consent, briefs });
});

export const POST = withUser<{ id: string }>(async (req, { user, params }) => {
  const body = await readJson(req, researchRequestSchema, "research");
  // A research run costs like a chat run: it counts against the same hourly quota.
  await enforce("scouting", user.id);
  const { brief } = await researchPlayer({ ownerId: user.id, playerId: params.id, consent: body.consent, urls: body.urls });
  return json({ brief }, { status: 201 });
});
