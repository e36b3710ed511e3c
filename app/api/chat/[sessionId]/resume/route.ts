import { idParam } from "@/lib/http/params";
import { readJson, withUser } from "@/lib/http/with-user";
import { sessionEventStream, sseResponse } from "@/lib/scouting/event-stream";
import { resumeRun } from "@/lib/scouting/runner";
import { resumeSchema } from "@/lib/scouting/workflow/events";

export const dynamic = "force-dynamic";

export const POST = withUser<{ sessionId: string }>(async (req, { user, params }) => {
  const sessionId = idParam(params.sessionId, "session");
  const payload = await readJson(req, resumeSchema, "resume");
  const run = await resumeRun({ ownerId: user.id, sessionId, payload });
  return sseResponse(sessionEventStream({ ownerId: user.id, sessionId, afterSeq: run.afterSeq, follow: true }), { "x-session-id": sessionId });
});
