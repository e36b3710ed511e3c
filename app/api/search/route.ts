import { z } from "zod";
import { validationError } from "@/lib/errors";
import { json, withUser } from "@/lib/http/with-user";
import { cleanString } from "@/lib/http/text-hygiene";
import { searchChunks } from "@/lib/search/search-chunks";

const searchSchema = z.object({
  q: cleanString().trim().min(1, "Enter a search query.").max(500),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const GET = withUser(async (req, { user }) => {
  const url = new URL(req.url);
  const parsed = searchSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw validationError(parsed.error, "search");
  return json({ results: await searchChunks({ ownerId: user.id, query: parsed.data.q, limit: parsed.data.limit }) });
});
