import { listDatasets } from "@/lib/db/queries/stats";
import { json, withUser } from "@/lib/http/with-user";

export const GET = withUser(async (_req, { user }) => json({ datasets: await listDatasets({ ownerId: user.id }) }));
