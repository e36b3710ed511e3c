import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { players, runEvents } from "@/lib/db/schema";

// Coaching panel (issue 12) data access: which player a chat is about, and a panel's stored answers
// for a retry. Every function is owner-scoped; the panel keeps no tables of its own (its answers are
// run events, persisted and replayed like every other event).

/** The player the chat is about: the latest saved report or coaching panel in the session (COACH-03). */
export async function sessionPlayerId({ ownerId, sessionId }: { ownerId: string; sessionId: string }): Promise<string | null> {
  const db = await getDb();
  const rows = await db
    .select({ type: runEvents.type, data: runEvents.data })
    .from(runEvents)
    .where(and(eq(runEvents.ownerId, ownerId), eq(runEvents.sessionId, sessionId), inArray(runEvents.type, ["final_response", "coach_panel"])))
    .orderBy(desc(runEvents.seq))
    .limit(20);
  for (const row of rows) {
    if (row.type === "final_response" && typeof row.data.player_record_id === "string") return row.data.player_record_id;
    const player = row.data.player as { id?: unknown } | null | undefined;
    if (row.type === "coach_panel" && typeof player?.id === "string") return player.id;
  }
  return null;
}

const norm = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()} `;

/** A saved player the message names: full name first, else a distinctive surname (most recent wins). */
export async function namedPlayerId({ ownerId, message }: { ownerId: string; message: string }): Promise<string | null> {
  const db = await getDb();
  const rows = await db
    .select({ id: players.id, name: players.displayName })
    .from(players)
    .where(eq(players.ownerId, ownerId))
    .orderBy(desc(players.updatedAt))
    .limit(500);
  const text = norm(message.replace(/['’]s\b/g, ""));
  const full = rows.find((p) => text.includes(norm(p.name)));
  if (full) return full.id;
  const bySurname = rows.filter((p) => {
    const parts = norm(p.name).trim().split(" ").filter((w) => !/^(jr|sr|ii|iii|iv)$/.test(w));
    const surname = parts[parts.length - 1];
    return surname && surname.length >= 4 && text.includes(` ${surname} `);
  });
  return bySurname[0]?.id ?? null;
}

export type StoredCoachEvent = { seq: number; runId: string | null; type: string; data: Record<string, unknown> };

/** The session's latest coaching panel that answered a question (not a retry), with all its coach events. */
export async function latestPanel({ ownerId, sessionId }: { ownerId: string; sessionId: string }) {
  const db = await getDb();
  const rows: StoredCoachEvent[] = await db
    .select({ seq: runEvents.seq, runId: runEvents.runId, type: runEvents.type, data: runEvents.data })
    .from(runEvents)
    .where(and(eq(runEvents.ownerId, ownerId), eq(runEvents.sessionId, sessionId), inArray(runEvents.type, ["coach_panel", "coach_response"])))
    .orderBy(runEvents.seq);
  const panels = rows.filter((r) => r.type === "coach_panel");
  const original = [...panels].reverse().find((p) => !p.data.retryOf);
  if (!original?.runId) return null;
  const runIds = new Set([original.runId, ...panels.filter((p) => p.data.retryOf === original.runId).map((p) => p.runId)]);
  return { panel: original, responses: rows.filter((r) => r.type === "coach_response" && r.runId !== null && runIds.has(r.runId)) };
}
