import { listSessions } from "@/lib/db/queries/chat";
import { json, withUser } from "@/lib/http/with-user";

export const GET = withUser(async (_req, { user }) => json({ sessions: await listSessions({ ownerId: user.id }) }));
