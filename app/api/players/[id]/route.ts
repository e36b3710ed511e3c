import { json, withUser } from "@/lib/http/with-user";
import { loadPlayerView } from "@/lib/reports/load";

export const GET = withUser<{ id: string }>(async (_req, { user, params }) => json(await loadPlayerView({ ownerId: user.id, id: params.id })));
