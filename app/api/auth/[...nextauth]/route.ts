import { handlers } from "@/lib/auth/config";
import { errorResponse } from "@/lib/http/with-user";
import { clientIp, enforce } from "@/lib/rate-limit";

export const { GET } = handlers;

// Credential sign-ins are throttled per IP and per account before Auth.js sees them (429 + Retry-After).
export async function POST(req: Request) {
  if (new URL(req.url).pathname.endsWith("/callback/credentials")) {
    try {
      const form = await req.clone().formData();
      await enforce("signInIp", clientIp(req.headers));
      await enforce("signInAccount", String(form.get("email") ?? "").trim().toLowerCase());
    } catch (e) {
      return errorResponse(e);
    }
  }
  return handlers.POST(req as Parameters<typeof handlers.POST>[0]);
}
