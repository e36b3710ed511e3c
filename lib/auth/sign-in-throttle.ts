import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { CredentialsSignin } from "next-auth";
import { AppError, isAppError } from "@/lib/errors";
import { enforce } from "@/lib/rate-limit";

/**
 * SEC-02: the sign-in throttles run inside the credentials provider's `authorize`, on the very email it
 * looks up, so every way of reaching the password check counts (any path spelling, the server action,
 * a form with the field twice).
 */
export class SignInThrottled extends CredentialsSignin {
  code = "rate_limited";
  constructor(readonly refusal: AppError) {
    super(refusal.message);
  }
}

// Auth.js turns a thrown error into a redirect; the route reads the refusal from here to answer 429.
const attempt = new AsyncLocalStorage<{ refusal?: AppError }>();

export async function runSignInRequest(fn: () => Promise<Response>): Promise<Response> {
  const state: { refusal?: AppError } = {};
  const response = await attempt.run(state, fn);
  return state.refusal ? state.refusal.toResponse() : response;
}

/** Counts one attempt per IP and per account; throws SignInThrottled when either is over its limit. */
export async function throttleSignIn(ip: string, email: string | null) {
  try {
    await enforce("signInIp", ip);
    if (email) await enforce("signInAccount", email);
  } catch (e) {
    if (isAppError(e) && e.status === 429) {
      const store = attempt.getStore();
      if (store) store.refusal = e;
      throw new SignInThrottled(e);
    }
    throw e;
  }
}
