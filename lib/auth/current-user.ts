import "server-only";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/config";
import { getSessionUser } from "@/lib/db/queries/auth-sessions";
import type { PublicUser } from "@/lib/db/queries/users";

/** The signed-in user, or null. A signed-out (or expired) server-side session counts as none (SEC-06). */
export async function currentUser(): Promise<PublicUser | null> {
  const session = await auth();
  return session?.user?.id && session.sid ? getSessionUser({ userId: session.user.id, sessionId: session.sid }) : null;
}

/** For pages: the signed-in user, or a redirect to sign-in. Every page checks this itself. */
export async function requireUser(): Promise<PublicUser> {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return user;
}
