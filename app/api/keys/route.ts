import { z } from "zod";
import { createApiKey, listApiKeys } from "@/lib/db/queries/api-keys";
import { json, readJson, withUser } from "@/lib/http/with-user";

const createKeySchema = z.object({ name: z.string().trim().min(1, "Name the key.").max(100) });

export const POST = withUser(async (req, { user }) => {
  const { name } = await readJson(req, createKeySchema, "api_key");
  const key = await createApiKey({ ownerId: user.id, name });
  return json({ apiKey: key }, { status: 201 });
});

export const GET = withUser(async (_req, { user }) => json({ apiKeys: await listApiKeys({ ownerId: user.id }) }));
