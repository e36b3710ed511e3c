import "server-only";
import type { Capability } from "@/lib/chat/capabilities";
import { getPlayer, listPlayers } from "@/lib/db/queries/players";
import { extractPlayerName } from "@/lib/scouting/rules";
import { nameKey } from "@/lib/scouting/rules/names";
import { consentRequest, researchPlayer } from "./service";
import { findUrls } from "./sources/pasted-urls";

// The chat's external research (RES-09): "research Jalen Brooks externally", "what do outside sources
// say about …". It stops at the consent gate (RES-05) before anything runs, then writes the gap brief.

const CLAIM = /\b(?:research|look up|check|search)\b[^.?!]*\b(?:externally|outside|external|online|on the web|the web)\b|\b(?:outside|external) (?:sources?|research|intel(?:ligence)?)\b/i;

/** The saved player the message names: the longest display name found in it. */
async function playerIn(ownerId: string, message: string) {
  const text = ` ${nameKey(message)} `;
  const { players } = await listPlayers({ ownerId, pageSize: 100, sort: "updated" });
  const named = players.filter((p) => text.includes(` ${nameKey(p.displayName)} `)).sort((a, b) => b.displayName.length - a.displayName.length)[0];
  if (named) return named;
  const guess = extractPlayerName(message);
  if (!guess) return null;
  const { players: fuzzy } = await listPlayers({ ownerId, q: guess, pageSize: 1 });
  return fuzzy[0] ?? null;
}

const reply = (message: string) => ({ type: "assistant_message" as const, data: { message } });

export const researchCapability: Capability = {
  id: "research",
  gates: ["research_consent"],
  claims: async ({ message }) => CLAIM.test(message),
  async run({ ownerId, message }) {
    const found = await playerIn(ownerId, message);
    if (!found) return reply("External research compares outside sources with a saved player profile. Scout the player first (or name a player from your library), then ask again.");
    const { player } = await getPlayer({ ownerId, id: found.id });
    return { gate: "research_consent", event: { type: "research_consent", data: consentRequest(player, findUrls(message)) } };
  },
  async resume({ ownerId, message, payload, emit }) {
    if (payload.type !== "research_consent") return reply("This chat is waiting for research consent.");
    const found = await playerIn(ownerId, message);
    if (!found) return reply("That player is no longer in your library.");
    const { brief } = await researchPlayer({
      ownerId,
      playerId: found.id,
      consent: payload.approved,
      urls: findUrls(message),
      emit: (data) => emit({ type: "research_source", data }),
    });
    return { type: "research_brief", data: brief };
  },
};
