import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { apiKeys, users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

const KEY_PREFIX = "sk_scout_";

// Keys carry 256 random bits, so a fast SHA-256 is a sufficient (and constant-cost) lookup hash.
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export type ApiKeySummary = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

const summary = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

export async function createApiKey({ ownerId, name }: { ownerId: string; name: string }) {
  const db = await getDb();
  const key = KEY_PREFIX + randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(apiKeys)
    .values({ ownerId, name, prefix: key.slice(0, 13), keyHash: hashApiKey(key) })
    .returning(summary);
  return { ...row, key };
}

export async function listApiKeys({ ownerId }: { ownerId: string }): Promise<ApiKeySummary[]> {
  const db = await getDb();
  return db
    .select(summary)
    .from(apiKeys)
    .where(and(eq(apiKeys.ownerId, ownerId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

export async function revokeApiKey({ ownerId, id }: { ownerId: string; id: string }) {
  const db = await getDb();
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.ownerId, ownerId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!rows[0]) throw new AppError("not_found:api_key", "API key not found.");
}

/** Resolves a bearer key to its owner; revoked and unknown keys resolve to null. */
export async function getUserByApiKey({ key }: { key: string }) {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ keyId: apiKeys.id, id: users.id, email: users.email, name: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.ownerId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.keyId));
  return { id: row.id, email: row.email, name: row.name };
}
