import { registerUser, signUpSchema } from "@/lib/accounts/sign-up";
import { json, publicRoute, readJson } from "@/lib/http/with-user";
import { clientIp, enforce } from "@/lib/rate-limit";

export const POST = publicRoute(async (req) => {
  const input = await readJson(req, signUpSchema, "user", 8 * 1024);
  await enforce("signUpIp", clientIp(req.headers));
  // The same answer whether or not the email was new (SEC-03): sign-up cannot list accounts.
  const { user } = await registerUser(input, clientIp(req.headers));
  return json({ user }, { status: 201 });
});
