import "server-only";
import { z } from "zod";
import { cleanString } from "@/lib/http/text-hygiene";
import { hashPassword } from "@/lib/auth/password";
import { audit } from "@/lib/db/queries/audit";
import { createUser } from "@/lib/db/queries/users";
import { isAppError } from "@/lib/errors";

export const signUpSchema = z.object({
  email: cleanString().trim().toLowerCase().email("Enter a valid email address.").max(320),
  password: z.string().min(8, "Use at least 8 characters.").max(200, "Use at most 200 characters."),
  name: cleanString().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
});

export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * Creates the account unless the email is taken. SEC-03: the caller answers the same either way (the
 * password is hashed in both cases so the timing matches too); `created` is for the sign-up page only.
 */
export async function registerUser(input: SignUpInput, ip?: string): Promise<{ user: { email: string; name: string }; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await createUser({ email: input.email, name: input.name, passwordHash });
    await audit({ ownerId: user.id, action: "user.signed_up", targetType: "user", targetId: user.id, ip });
  } catch (e) {
    if (isAppError(e) && e.code === "conflict:user") return { user: { email: input.email, name: input.name }, created: false };
    throw e;
  }
  return { user: { email: input.email, name: input.name }, created: true };
}
