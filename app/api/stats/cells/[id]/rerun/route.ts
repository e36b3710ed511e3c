import { idParam } from "@/lib/http/params";
import { json, withUser } from "@/lib/http/with-user";
import { rerunCell } from "@/lib/stats/cells";

export const POST = withUser<{ id: string }>(async (_req, { user, params }) => json({ cell: await rerunCell({ ownerId: user.id, id: idParam(params.id, "cell") }) }));
