import { z } from "zod";
import { createApiKey, listApiKeys } from "@/lib/db/queries/api-keys";
import { audit } from "@/lib/db/queries/audit";
import { json, readJson, withUser } from "@/lib/http/with-user";
import { clientIp } from "@/lib/rate-limit";

const createKeySchema = z.object({ name: z.string().trim().min(1, "Name the key.").max(100) });

export const POST = withUser(async (req, { user }) => {
  const { name } = await readJson(req, createKeySchema, "api_key", 4 * 1024);
  const key = await createApiKey({ ownerId: user.id, name });
  await audit({ ownerId: user.id, action: "api_key.created", targetType: "api_key", targetId: key.id, detail: { name }, ip: clientIp(req.headers) });
  return json({ apiKey: key }, { status: 201 });
});

export const GET = withUser(async (_req, { user }) => json({ apiKeys: await listApiKeys({ ownerId: user.id }) }));
