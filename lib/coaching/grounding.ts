import "server-only";
import { getChunksByIds } from "@/lib/db/queries/documents";
import { getPlayer, getReport } from "@/lib/db/queries/players";
import { normaliseCitations, normaliseSections } from "@/lib/reports/parse";
import type { ReportView } from "@/lib/reports/types";
import { buildBrief, type PlayerBrief } from "./brief";

/**
 * The player's saved profile, latest report and its cited passages (owner-scoped: foreign → 404).
 * Resolved like lib/reports/load.ts, without its page helpers, so the eval and bench can run it too.
 */
export async function loadPlayerBrief({ ownerId, playerId }: { ownerId: string; playerId: string }): Promise<PlayerBrief> {
  const { player } = await getPlayer({ ownerId, id: playerId });
  if (!player.latestReportId) return buildBrief(player, null);
  const { report } = await getReport({ ownerId, id: player.latestReportId });
  const cited = normaliseCitations(report.citations);
  const chunks = new Map((await getChunksByIds({ ownerId, ids: [...new Set(cited.map((c) => c.chunkId))] })).map((c) => [c.id, c]));
  const view: Pick<ReportView, "citations"> & { report: Pick<ReportView["report"], "id" | "sections"> } = {
    report: { id: report.id, sections: normaliseSections(report.sections) },
    // A deleted document's passage is gone: its statements can no longer be stated as facts.
    citations: cited.map((c) => ({ ...c, documentName: chunks.get(c.chunkId)?.documentName ?? c.documentName, text: chunks.get(c.chunkId)?.text ?? null })),
  };
  return buildBrief(player, view);
}
