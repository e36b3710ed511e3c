import { sql } from "drizzle-orm";
import { getHandle } from "@/lib/db/client";
import { json, publicRoute } from "@/lib/http/with-user";

export const dynamic = "force-dynamic";

// Readiness: answers once migrations have run and the database responds.
export const GET = publicRoute(async () => {
  const { db, driver } = await getHandle();
  await db.execute(sql`select 1`);
  return json({ ok: true, database: driver });
}, { limited: false });
