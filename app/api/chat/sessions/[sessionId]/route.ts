import { z } from "zod";
import { deleteSession, getSession, listEvents, listRuns, renameSession } from "@/lib/db/queries/chat";
import { idParam } from "@/lib/http/params";
import { audit } from "@/lib/db/queries/audit";
import { json, readJson, withUser } from "@/lib/http/with-user";
import { clientIp } from "@/lib/rate-limit";

const renameSchema = z.object({ title: z.string().trim().min(1, "Give the chat a name.").max(120) });

export const GET = withUser<{ sessionId: string }>(async (_req, { user, params }) => {
  const id = idParam(params.sessionId, "session");
  const session = await getSession({ ownerId: user.id, id });
  const [runs, events] = await Promise.all([listRuns({ ownerId: user.id, sessionId: id }), listEvents({ ownerId: user.id, sessionId: id })]);
  return json({ session, runs, events });
});

export const PATCH = withUser<{ sessionId: string }>(async (req, { user, params }) => {
  const id = idParam(params.sessionId, "session");
  const { title } = await readJson(req, renameSchema, "session", 4 * 1024);
  return json({ session: await renameSession({ ownerId: user.id, id, title }) });
});

export const DELETE = withUser<{ sessionId: string }>(async (req, { user, params }) => {
  const id = idParam(params.sessionId, "session");
  await deleteSession({ ownerId: user.id, id });
  await audit({ ownerId: user.id, action: "chat.deleted", targetType: "session", targetId: id, ip: clientIp(req.headers) });
  return new Response(null, { status: 204 });
});
