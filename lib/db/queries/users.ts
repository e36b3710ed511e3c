import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

export type PublicUser = { id: string; email: string; name: string };

export async function createUser(input: { email: string; name: string; passwordHash: string }): Promise<PublicUser> {
  const db = await getDb();
  const rows = await db
    .insert(users)
    .values({ email: input.email.toLowerCase(), name: input.name, passwordHash: input.passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, name: users.name });
  if (!rows[0]) throw new AppError("conflict:user", "An account with this email already exists.");
  return rows[0];
}

export async function getUserByEmail({ email }: { email: string }) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function getUserById({ id }: { id: string }): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
