import { revokeApiKey } from "@/lib/db/queries/api-keys";
import { idParam } from "@/lib/http/params";
import { withUser } from "@/lib/http/with-user";

export const DELETE = withUser<{ id: string }>(async (_req, { user, params }) => {
  await revokeApiKey({ ownerId: user.id, id: idParam(params.id, "api_key") });
  return new Response(null, { status: 204 });
});
