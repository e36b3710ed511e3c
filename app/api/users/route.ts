import { registerUser, signUpSchema } from "@/lib/accounts/sign-up";
import { json, publicRoute, readJson } from "@/lib/http/with-user";

export const POST = publicRoute(async (req) => {
  const input = await readJson(req, signUpSchema, "user");
  const user = await registerUser(input);
  return json({ user }, { status: 201 });
});
