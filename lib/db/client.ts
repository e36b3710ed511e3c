import "server-only";
import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { env } from "@/lib/env";
import * as schema from "./schema";

// Both drivers expose the same query builder; we type against postgres-js and use it for both.
export type Db = PostgresJsDatabase<typeof schema>;
export type DbDriver = "postgres" | "pglite";

type Handle = { db: Db; driver: DbDriver; close: () => Promise<void>; pglite?: import("@electric-sql/pglite").PGlite };

const MIGRATIONS = path.join(process.cwd(), "drizzle");

export async function openDatabase(opts: { url?: string; dataDir?: string } = {}): Promise<Handle> {
  const url = opts.url ?? env.DATABASE_URL;
  if (url) {
    const { default: postgres } = await import("postgres");
    const sql = postgres(url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
    return { db, driver: "postgres", close: () => sql.end({ timeout: 5 }) };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // Loaded, not created: vector search creates the extension only when embeddings are configured.
  const { vector } = await import("@electric-sql/pglite-pgvector");
  // dataDir "memory://" gives an in-memory database (tests); otherwise file-backed under DATA_DIR.
  const dataDir = opts.dataDir ?? path.resolve(env.DATA_DIR, "pglite");
  if (!dataDir.startsWith("memory://")) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm, vector } });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS });
  return { db, driver: "pglite", close: () => pglite.close(), pglite };
}

// One database per process: a globalThis singleton survives dev hot reloads (a second PGlite on the
// same directory would corrupt it).
const globalForDb = globalThis as unknown as { __scoutDb?: Promise<Handle> };

export function getHandle(): Promise<Handle> {
  globalForDb.__scoutDb ??= openDatabase();
  return globalForDb.__scoutDb;
}

export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

/** Tests swap in their own database (PGlite in memory or a throwaway PostgreSQL). */
export function setHandleForTests(handle: Promise<Handle>) {
  globalForDb.__scoutDb = handle;
}
