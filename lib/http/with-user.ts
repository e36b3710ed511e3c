import "server-only";
import { auth } from "@/lib/auth/config";
import { getUserByApiKey } from "@/lib/db/queries/api-keys";
import { getSessionUser } from "@/lib/db/queries/auth-sessions";
import type { PublicUser } from "@/lib/db/queries/users";
import { AppError, isAppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { clientIp, enforce } from "@/lib/rate-limit";

export type AuthedUser = PublicUser & { via: "session" | "api_key" };

/** Bearer API key first (programmatic clients), then the Auth.js session cookie. */
export async function resolveUser(req: Request): Promise<AuthedUser | null> {
  const header = req.headers.get("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) {
    const user = await getUserByApiKey({ key: header.slice(7).trim() });
    return user ? { ...user, via: "api_key" } : null;
  }
  const session = await auth();
  if (!session?.user?.id || !session.sid) return null;
  // The JWT may outlive its session (signed out) or its user (deleted account): both rows must exist (SEC-06).
  const user = await getSessionUser({ userId: session.user.id, sessionId: session.sid });
  return user ? { ...user, via: "session" } : null;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Cookie-authenticated writes must come from our own origin (CSRF defence in depth beyond SameSite).
// SEC-05: scheme, host and port are compared; an Origin that does not parse ("null", a bad port) is a
// refusal, not a crash.
function expectedOrigin(req: Request): string | null {
  if (env.AUTH_URL) return new URL(env.AUTH_URL).origin;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (!host) return null;
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || new URL(req.url).protocol.replace(":", "");
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

function assertSameOrigin(req: Request) {
  const origin = req.headers.get("origin");
  const site = req.headers.get("sec-fetch-site");
  const refuse = () => new AppError("forbidden:origin", "Cross-origin request refused.");
  if (origin !== null) {
    let actual: string;
    try {
      actual = new URL(origin).origin;
    } catch {
      throw refuse();
    }
    if (actual === "null" || actual !== expectedOrigin(req)) throw refuse();
  } else if (site && site !== "same-origin" && site !== "none") {
    throw refuse();
  }
}

export function errorResponse(e: unknown): Response {
  if (isAppError(e)) return e.toResponse();
  log.error({ err: e }, "unhandled route error");
  return new AppError("internal:server").toResponse();
}

type RouteContext<P> = { params: Promise<P> };

/** Route handlers are written with this, so an unauthenticated path cannot be written by accident. */
export function withUser<P = Record<string, string>>(
  handler: (req: Request, ctx: { user: AuthedUser; params: P }) => Promise<Response>,
) {
  return async (req: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      await enforce("ip", clientIp(req.headers));
      const user = await resolveUser(req);
      if (!user) throw new AppError("unauthorized:auth", "You need to sign in.");
      await enforce("api", user.id);
      if (user.via === "session" && MUTATING.has(req.method)) assertSameOrigin(req);
      return await handler(req, { user, params: await context.params });
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** For the few public routes (sign-up, health): same error handling and per-IP limit, no user. */
export function publicRoute(handler: (req: Request) => Promise<Response>, opts: { limited?: boolean } = {}) {
  return async (req: Request): Promise<Response> => {
    try {
      if (opts.limited !== false) await enforce("ip", clientIp(req.headers));
      return await handler(req);
    } catch (e) {
      return errorResponse(e);
    }
  };
}

// readJson lives in ./body (no Auth.js import there, so it is testable on its own).
export { readJson } from "./body";

export function json(data: unknown, init: ResponseInit = {}): Response {
  return Response.json(data, init);
}
