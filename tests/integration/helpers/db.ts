import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, setHandleForTests } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

// DB_TARGET=postgres runs the same suite against the real server in TEST_DATABASE_URL.
export const dbTarget = process.env.DB_TARGET === "postgres" ? "postgres" : "pglite";

export async function useTestDatabase() {
  const url = dbTarget === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (dbTarget === "postgres" && !url) throw new Error("DB_TARGET=postgres needs TEST_DATABASE_URL");
  const handle = openDatabase(url ? { url } : { dataDir: "memory://" });
  setHandleForTests(handle);
  return handle;
}

export async function createTestUser(name = "Test User") {
  const { getDb } = await import("@/lib/db/client");
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@example.test`, name, passwordHash: null })
    .returning({ id: users.id, email: users.email, name: users.name });
  return user;
}

/** Registers hooks that give the enclosing suite its own database (closed after the suite). */
export function withTestDatabase() {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    close = (await useTestDatabase()).close;
  });
  afterAll(() => close?.());
}
