import "server-only";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/config";
import { getUserById, type PublicUser } from "@/lib/db/queries/users";

/** For pages: the signed-in user, or a redirect to sign-in. Every page checks this itself. */
export async function requireUser(): Promise<PublicUser> {
  const session = await auth();
  const user = session?.user?.id ? await getUserById({ id: session.user.id }) : null;
  if (!user) redirect("/sign-in");
  return user;
}
