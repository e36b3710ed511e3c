import { revokeApiKey } from "@/lib/db/queries/api-keys";
import { idParam } from "@/lib/http/params";
import { withUser } from "@/lib/http/with-user";
import { audit } from "@/lib/db/queries/audit";
import { clientIp } from "@/lib/rate-limit";

export const DELETE = withUser<{ id: string }>(async (req, { user, params }) => {
  const id = idParam(params.id, "api_key");
  await revokeApiKey({ ownerId: user.id, id });
  await audit({ ownerId: user.id, action: "api_key.revoked", targetType: "api_key", targetId: id, ip: clientIp(req.headers) });
  return new Response(null, { status: 204 });
});
