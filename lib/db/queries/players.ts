import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { players, scoutingReports } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { faultPoint } from "@/lib/faults";
import type { PlayerFields } from "@/lib/scouting/types";

export type SaveInput = {
  ownerId: string;
  runId: string;
  requestText: string;
  fields: PlayerFields;
  evidence: Record<string, string[]>;
  report: { text: string; summary: string[]; coverage: unknown; sourceDocIds: string[]; sections: unknown; citations: unknown };
};

/**
 * FR-09 in one transaction: insert the player, insert the report, point the player at it.
 * Idempotent per run: replaying the save returns the first result instead of a second player.
 */
export async function savePlayerWithReport(input: SaveInput): Promise<{ playerId: string; reportId: string; replayed: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ reportId: scoutingReports.id, playerId: scoutingReports.playerId })
      .from(scoutingReports)
      .where(and(eq(scoutingReports.ownerId, input.ownerId), eq(scoutingReports.runId, input.runId)))
      .limit(1);
    if (existing) return { ...existing, replayed: true };
    const f = input.fields;
    const [player] = await tx
      .insert(players)
      .values({
        ownerId: input.ownerId,
        displayName: f.display_name,
        sport: f.sport,
        positions: f.positions ?? null,
        teams: f.teams ?? null,
        league: f.league ?? null,
        physical: f.physical ?? null,
        scouting: f.scouting ?? null,
        evidence: input.evidence,
      })
      .returning({ id: players.id });
    faultPoint("write:after_player_insert");
    const [report] = await tx
      .insert(scoutingReports)
      .values({
        ownerId: input.ownerId,
        playerId: player.id,
        runId: input.runId,
        requestText: input.requestText,
        reportText: input.report.text,
        reportSummary: input.report.summary,
        coverage: input.report.coverage as Record<string, unknown>,
        sourceDocIds: input.report.sourceDocIds,
        sections: input.report.sections,
        citations: input.report.citations,
      })
      .returning({ id: scoutingReports.id });
    faultPoint("write:after_report_insert");
    await tx.update(players).set({ latestReportId: report.id, updatedAt: new Date() }).where(eq(players.id, player.id));
    return { playerId: player.id, reportId: report.id, replayed: false };
  });
}

export const PLAYER_SORTS = ["recent", "name", "updated"] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

export type PlayerListItem = {
  id: string;
  displayName: string;
  sport: string;
  positions: string[] | null;
  teams: string[] | null;
  league: string | null;
  latestReportId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const listColumns = {
  id: players.id,
  displayName: players.displayName,
  sport: players.sport,
  positions: players.positions,
  teams: players.teams,
  league: players.league,
  latestReportId: players.latestReportId,
  createdAt: players.createdAt,
  updatedAt: players.updatedAt,
};

// Misspelt names still match (pg_trgm, drizzle/0001): "Jalen Brokes" finds Jalen Brooks, "Kesler" finds
// Andre Kessler. word_similarity compares what was typed with the closest stretch of the stored text, so
// a first name or surname alone matches as well as the full name. Below 3 characters trigrams say
// nothing useful, so short input matches as a plain substring only.
const FUZZY_THRESHOLD = 0.6;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function fuzzyText(column: SQL | typeof players.displayName, text: string): SQL {
  if (text.length < 3) return sql`${column} ilike ${likePattern(text)}`;
  return sql`(${column} ilike ${likePattern(text)} or word_similarity(lower(${text}), lower(${column})) >= ${FUZZY_THRESHOLD})`;
}

const nameMatches = (q: string) => fuzzyText(players.displayName, q);

export async function listPlayers(input: {
  ownerId: string;
  q?: string;
  sport?: string;
  position?: string;
  team?: string;
  sort?: PlayerSort;
  page?: number;
  pageSize?: number;
}): Promise<{ players: PlayerListItem[]; total: number; page: number; pageSize: number }> {
  const db = await getDb();
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(Math.max(1, input.pageSize ?? 20), 100);
  const filters: (SQL | undefined)[] = [eq(players.ownerId, input.ownerId)];
  const q = input.q?.trim();
  if (q) filters.push(nameMatches(q));
  if (input.sport) filters.push(eq(players.sport, input.sport));
  if (input.position) filters.push(sql`${players.positions} ? ${input.position}`);
  const team = input.team?.trim();
  if (team) filters.push(sql`exists (select 1 from jsonb_array_elements_text(${players.teams}) t where ${fuzzyText(sql`t`, team)})`);
  const where = and(...filters);
  const chosen = input.sort === "name" ? [asc(players.displayName), desc(players.createdAt)] : input.sort === "updated" ? [desc(players.updatedAt)] : [desc(players.createdAt)];
  // A search lists names that contain what was typed before names that only resemble it.
  const order = q ? [sql`(${players.displayName} ilike ${likePattern(q)}) desc`, sql`word_similarity(lower(${q}), lower(${players.displayName})) desc`, ...chosen] : chosen;
  const [rows, [{ total }]] = await Promise.all([
    db.select(listColumns).from(players).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(players).where(where),
  ]);
  return { players: rows, total, page, pageSize };
}

export async function getPlayer({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  const [player] = await db.select().from(players).where(and(eq(players.id, id), eq(players.ownerId, ownerId))).limit(1);
  if (!player) throw new AppError("not_found:player", "Player not found.");
  const reports = await db
    .select({ id: scoutingReports.id, createdAt: scoutingReports.createdAt, reportSummary: scoutingReports.reportSummary, coverage: scoutingReports.coverage, runId: scoutingReports.runId })
    .from(scoutingReports)
    .where(and(eq(scoutingReports.playerId, id), eq(scoutingReports.ownerId, ownerId)))
    .orderBy(desc(scoutingReports.createdAt));
  return { player, reports };
}

export async function getReport({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ report: scoutingReports, playerName: players.displayName, sport: players.sport })
    .from(scoutingReports)
    .innerJoin(players, eq(players.id, scoutingReports.playerId))
    .where(and(eq(scoutingReports.id, id), eq(scoutingReports.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new AppError("not_found:report", "Report not found.");
  return row;
}

export async function countPlayers({ ownerId }: { ownerId: string }): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(players).where(eq(players.ownerId, ownerId));
  return row?.n ?? 0;
}
