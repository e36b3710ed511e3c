// npm run db:migrate: applies drizzle/ migrations to DATABASE_URL, or to the PGlite in DATA_DIR.
import { openDatabase } from "@/lib/db/client";

const handle = await openDatabase();
console.log(`migrations applied (${handle.driver})`);
await handle.close();
