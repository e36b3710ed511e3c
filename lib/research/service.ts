import "server-only";
import { z } from "zod";
import type { LanguageModel } from "ai";
import { describeEngine, getLanguageModel } from "@/lib/ai/models";
import { getPlayer } from "@/lib/db/queries/players";
import { saveResearchBrief } from "@/lib/db/queries/research";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { idParam } from "@/lib/http/params";
import type { PlayerFields, Sport } from "@/lib/scouting/types";
import { modelNarrative } from "./narrate";
import { BudgetError, runResearch } from "./pipeline";
import { configuredSources, destinations, envSourceConfig } from "./sources";
import type { ConsentRequest, ResearchBriefBody, ResearchBriefEvent, ResearchSourceEvent } from "./types";

// One research run for a saved player (RES-01..08), shared by the chat capability, the player page's
// button (API) and the CLI.

export const researchRequestSchema = z.object({
  consent: z.boolean(),
  urls: z.array(z.string().trim().url().max(2000)).max(5, "At most 5 URLs.").optional(),
});

type Player = Awaited<ReturnType<typeof getPlayer>>["player"];

export function profileOf(player: Player): { fields: PlayerFields; savedAt: string } {
  const fields: PlayerFields = { display_name: player.displayName, sport: player.sport as Sport };
  if (player.positions?.length) fields.positions = player.positions;
  if (player.teams?.length) fields.teams = player.teams;
  if (player.league) fields.league = player.league;
  if (player.physical) fields.physical = player.physical;
  if (player.scouting) fields.scouting = player.scouting;
  return { fields, savedAt: player.updatedAt.toISOString() };
}

/** What would leave, and where to (RES-05): the consent card's rows. */
export function consentRequest(player: Player, urls: string[] = []): ConsentRequest {
  const sources = configuredSources(envSourceConfig(), urls);
  const items = [{ what: `The player's name "${player.displayName}" as a search query`, to: destinations(sources).join(", ") || "no source configured" }];
  const engine = describeEngine();
  if (engine.kind === "model") items.push({ what: `The saved profile of ${player.displayName} (positions, teams, measurements, strengths, weaknesses) with the outside pages`, to: engine.label });
  else items.push({ what: "Nothing from your documents, reports or profile", to: "the rules engine runs on this server" });
  return { player_name: player.displayName, player_id: player.id, items };
}

export async function loadConsent({ ownerId, playerId, urls }: { ownerId: string; playerId: string; urls?: string[] }) {
  const { player } = await getPlayer({ ownerId, id: idParam(playerId, "player") });
  return consentRequest(player, urls);
}

/** `model`: tests pass an AI SDK mock; otherwise the configured model (or none: rules engine). */
export async function researchPlayer(input: { ownerId: string; playerId: string; consent: boolean; urls?: string[]; emit?: (e: ResearchSourceEvent) => Promise<void> | void; model?: LanguageModel | null }) {
  const { player } = await getPlayer({ ownerId: input.ownerId, id: idParam(input.playerId, "player") });
  const profile = profileOf(player);
  // Without consent the profile goes nowhere: no model, the rules engine writes the brief (RES-05).
  const model = input.consent ? (input.model !== undefined ? input.model : getLanguageModel()) : null;
  const profileJson = JSON.stringify(profile.fields);
  const sources = configuredSources(envSourceConfig(), input.urls ?? []);
  if (!sources.length) throw new AppError("unavailable:research", "No external source is configured (set RESEARCH_MEDIAWIKI_URL, RESEARCH_WEB_SEARCH_KEY or SCOUT_OFFLINE=1).");
  let truncated = false;
  const outcome = await runResearch({
    playerName: player.displayName,
    sport: player.sport as Sport,
    profile,
    sources,
    limit: env.RESEARCH_TOP_N,
    budgetTokens: env.RESEARCH_TOKEN_BUDGET,
    // Only the model run sends the profile anywhere; the static check covers what it would send.
    internalContext: model ? profileJson : undefined,
    emit: input.emit,
    narrate: model
      ? async (pages, facts) => {
          const out = await modelNarrative(model, { playerName: player.displayName, profileJson, pages, facts });
          truncated = out.truncated;
          return out.narrative;
        }
      : undefined,
  }).catch((err) => {
    if (err instanceof BudgetError) throw new AppError("payload_too_large:research", err.message);
    throw err;
  });
  const body: ResearchBriefBody = { ...outcome.body, engine: model ? "model" : "rules", consent: input.consent };
  if (truncated) body.narrative += " (Outside text was halved to fit the model's context.)";
  const row = await saveResearchBrief({ ownerId: input.ownerId, playerId: player.id, body });
  return { brief: briefEvent(row), row };
}

export function briefEvent(row: { id: string; playerId: string; version: number; body: ResearchBriefBody }): ResearchBriefEvent {
  return { brief_id: row.id, consent: row.body.consent, engine: row.body.engine, player_id: row.playerId, version: row.version, player_name: row.body.playerName, narrative: row.body.narrative, facts: row.body.facts, sources: row.body.sources };
}
