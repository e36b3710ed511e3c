import { handlers } from "@/lib/auth/config";
import { runSignInRequest } from "@/lib/auth/sign-in-throttle";

export const { GET } = handlers;

// Sign-in throttles run inside the provider's authorize (SEC-02), whatever path spelling reached it;
// a refused attempt is answered 429 with Retry-After instead of Auth.js' error redirect.
export async function POST(req: Request) {
  return runSignInRequest(() => handlers.POST(req as Parameters<typeof handlers.POST>[0]));
}
