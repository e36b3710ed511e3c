import "server-only";
import { z } from "zod";
import { hashPassword } from "@/lib/auth/password";
import { audit } from "@/lib/db/queries/audit";
import { createUser } from "@/lib/db/queries/users";

export const signUpSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(320),
  password: z.string().min(8, "Use at least 8 characters.").max(200, "Use at most 200 characters."),
  name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
});

export type SignUpInput = z.infer<typeof signUpSchema>;

export async function registerUser(input: SignUpInput, ip?: string) {
  const user = await createUser({ email: input.email, name: input.name, passwordHash: await hashPassword(input.password) });
  await audit({ ownerId: user.id, action: "user.signed_up", targetType: "user", targetId: user.id, ip });
  return user;
}
