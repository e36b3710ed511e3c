import { getSession } from "@/lib/db/queries/chat";
import { idParam } from "@/lib/http/params";
import { withUser } from "@/lib/http/with-user";
import { sessionEventStream, sseResponse } from "@/lib/scouting/event-stream";

export const dynamic = "force-dynamic";

/** Replays persisted events after Last-Event-ID (header, or ?after= for EventSource-less clients). */
export const GET = withUser<{ sessionId: string }>(async (req, { user, params }) => {
  const sessionId = idParam(params.sessionId, "session");
  await getSession({ ownerId: user.id, id: sessionId });
  const url = new URL(req.url);
  const raw = req.headers.get("last-event-id") ?? url.searchParams.get("after") ?? "0";
  const afterSeq = Math.max(0, Number.parseInt(raw, 10) || 0);
  return sseResponse(sessionEventStream({ ownerId: user.id, sessionId, afterSeq, follow: url.searchParams.get("follow") !== "0" }));
});
