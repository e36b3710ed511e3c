import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getChunksByIds } from "@/lib/db/queries/documents";
import { getPlayer, getReport } from "@/lib/db/queries/players";
import { isAppError } from "@/lib/errors";
import { idParam } from "@/lib/http/params";
import { normaliseCitations, normaliseCoverage, normaliseSections, normaliseSummary, reportTitle } from "./parse";
import type { ReportView } from "./types";

/** A report with its citations resolved against the owner's current documents (owner-scoped: foreign → 404). */
export async function loadReportView({ ownerId, id }: { ownerId: string; id: string }): Promise<ReportView> {
  const { report, playerName, sport } = await getReport({ ownerId, id: idParam(id, "report") });
  const cited = normaliseCitations(report.citations);
  const chunks = await getChunksByIds({ ownerId, ids: [...new Set(cited.map((c) => c.chunkId))] });
  const byId = new Map(chunks.map((c) => [c.id, c]));
  return {
    report: {
      id: report.id,
      playerId: report.playerId,
      createdAt: report.createdAt,
      runId: report.runId,
      requestText: report.requestText,
      title: reportTitle(report.reportText, playerName),
      reportText: report.reportText,
      summary: normaliseSummary(report.reportSummary),
      coverage: normaliseCoverage(report.coverage),
      sourceDocIds: Array.isArray(report.sourceDocIds) ? report.sourceDocIds : [],
      sections: normaliseSections(report.sections),
    },
    player: { id: report.playerId, displayName: playerName, sport },
    citations: cited.map((c) => {
      const chunk = byId.get(c.chunkId);
      // The stored name survives deletion of the document; the passage text does not.
      return { ...c, documentName: chunk?.documentName ?? c.documentName, text: chunk?.text ?? null };
    }),
  };
}

/** A player without owner internals, and its reports latest first. */
export async function loadPlayerView({ ownerId, id }: { ownerId: string; id: string }) {
  const { player, reports } = await getPlayer({ ownerId, id: idParam(id, "player") });
  const { ownerId: _owner, ...rest } = player;
  return {
    player: rest,
    reports: reports.map((r) => ({ ...r, reportSummary: normaliseSummary(r.reportSummary), coverage: normaliseCoverage(r.coverage) })),
  };
}
export type PlayerView = Awaited<ReturnType<typeof loadPlayerView>>;

/** Pages: a not_found AppError (missing, malformed or another user's id) renders the 404 page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    if (isAppError(e) && e.kind === "not_found") notFound();
    throw e;
  }
}

// Pages call these from generateMetadata and the page body: one query per request.
export const getReportViewCached = cache((ownerId: string, id: string) => orNotFound(() => loadReportView({ ownerId, id })));
export const getPlayerViewCached = cache((ownerId: string, id: string) => orNotFound(() => loadPlayerView({ ownerId, id })));
