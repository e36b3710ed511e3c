import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import type { PublicUser } from "./users";

// SEC-06: a sign-in opens a row here and its id rides in the signed session token; every request
// checks the row, so deleting it (sign-out) ends the session at once even though the token is a JWT.

export async function openAuthSession({ userId, maxAgeSeconds }: { userId: string; maxAgeSeconds: number }): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(sessions).values({ sessionToken: id, userId, expires: new Date(Date.now() + maxAgeSeconds * 1000) });
  return id;
}

/** The user of a live session, or null when it was ended, expired, or belongs to someone else. */
export async function getSessionUser({ userId, sessionId }: { userId: string; sessionId: string }): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sessionToken, sessionId), eq(sessions.userId, userId), gt(sessions.expires, new Date())))
    .limit(1);
  return row ?? null;
}

export async function endAuthSession({ sessionId }: { sessionId: string }) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.sessionToken, sessionId));
}
