import "server-only";
import { describeEngine, type EngineDescription } from "@/lib/ai/models";
import { getSession, listEvents, listRuns, listSessions } from "@/lib/db/queries/chat";
import { countDocuments } from "@/lib/db/queries/documents";

/** Everything the chat page needs to restore a session: its runs and every persisted event. */
export async function loadChatSession(ownerId: string, sessionId: string) {
  await getSession({ ownerId, id: sessionId });
  const [runs, events] = await Promise.all([listRuns({ ownerId, sessionId }), listEvents({ ownerId, sessionId })]);
  return {
    sessionId,
    runs: runs.map((r) => ({ id: r.id, requestText: r.requestText, status: r.status })),
    events: events.map((e) => ({ id: e.seq, type: e.type, data: e.data })),
  };
}

export async function loadSessionSummaries(ownerId: string) {
  const sessions = await listSessions({ ownerId });
  return sessions.map((s) => ({ id: s.id, title: s.title, updatedAt: s.updatedAt.toISOString(), lastStatus: s.lastStatus }));
}

export type ChatContext = { documentCount: number; engine: EngineDescription };

/** What the chat tells the user before they ask: whether there is anything to search, and who writes. */
export async function loadChatContext(ownerId: string): Promise<ChatContext> {
  return { documentCount: await countDocuments({ ownerId }), engine: describeEngine() };
}
