import { json, readJson, withUser } from "@/lib/http/with-user";
import { sessionEventStream, sseResponse } from "@/lib/scouting/event-stream";
import { startRun } from "@/lib/scouting/runner";
import { chatRequestSchema } from "@/lib/scouting/workflow/events";

export const dynamic = "force-dynamic";

export const POST = withUser(async (req, { user }) => {
  const body = await readJson(req, chatRequestSchema, "chat");
  const run = await startRun({ ownerId: user.id, message: body.message, sessionId: body.session_id });
  if (req.headers.get("accept")?.includes("application/json")) return json(run, { status: 202, headers: { "x-session-id": run.sessionId } });
  return sseResponse(sessionEventStream({ ownerId: user.id, sessionId: run.sessionId, afterSeq: run.afterSeq, follow: true }), {
    "x-session-id": run.sessionId,
  });
});
