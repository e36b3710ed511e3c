import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/config";
import { runSignInRequest } from "@/lib/auth/sign-in-throttle";
import { readLimitedBody } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/with-user";

export const { GET } = handlers;

// Auth.js reads its form bodies whole: they are a few hundred bytes, so anything over this is refused
// before Auth.js sees it (SEC-01).
const AUTH_BODY_MAX_BYTES = 16 * 1024;

// Sign-in throttles run inside the provider's authorize (SEC-02), whatever path spelling reached it;
// a refused attempt is answered 429 with Retry-After instead of Auth.js' error redirect.
export async function POST(req: Request) {
  let body: Uint8Array;
  try {
    body = await readLimitedBody(req, AUTH_BODY_MAX_BYTES, "auth");
  } catch (e) {
    return errorResponse(e);
  }
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  // A NextRequest, as Auth.js expects (it reads nextUrl when AUTH_URL is set).
  const bounded = new NextRequest(req.url, { method: req.method, headers, body: new Uint8Array(body) });
  return runSignInRequest(() => handlers.POST(bounded));
}
