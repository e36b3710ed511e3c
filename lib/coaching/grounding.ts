import "server-only";
import { getPlayer } from "@/lib/db/queries/players";
import { loadReportView } from "@/lib/reports/load";
import { buildBrief, type PlayerBrief } from "./brief";

/** The player's saved profile, latest report and its cited passages (owner-scoped: foreign → 404). */
export async function loadPlayerBrief({ ownerId, playerId }: { ownerId: string; playerId: string }): Promise<PlayerBrief> {
  const { player } = await getPlayer({ ownerId, id: playerId });
  const report = player.latestReportId ? await loadReportView({ ownerId, id: player.latestReportId }) : null;
  return buildBrief(player, report);
}
