import { listPlayers } from "@/lib/db/queries/players";
import { validationError } from "@/lib/errors";
import { json, withUser } from "@/lib/http/with-user";
import { parsePlayerQuery } from "@/lib/reports/player-filters";

export const GET = withUser(async (req, { user }) => {
  const parsed = parsePlayerQuery(new URL(req.url).searchParams);
  if (!parsed.success) throw validationError(parsed.error, "players");
  return json(await listPlayers({ ownerId: user.id, ...parsed.data }));
});
