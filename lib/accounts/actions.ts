"use server";
import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { registerUser, signUpSchema } from "@/lib/accounts/sign-up";
import { signIn, signOut } from "@/lib/auth/config";
import { SignInThrottled } from "@/lib/auth/sign-in-throttle";
import { headers } from "next/headers";
import { safeRedirectPath } from "@/lib/http/safe-redirect";
import { fieldErrors, isAppError } from "@/lib/errors";
import { clientIp, enforce } from "@/lib/rate-limit";

export type FormState = { error?: string; fields?: Record<string, string[]>; values?: Record<string, string> };

const INVALID = "Invalid email or password.";

// Only same-origin paths after normalisation: never to another site after sign-in (SEC-04).
const safeRedirect = (target: FormDataEntryValue | null) => safeRedirectPath(target);

/** Runs a limit check; a refusal becomes the form's error message instead of a thrown 429. */
async function limited(name: "signUpIp", key: string): Promise<string | null> {
  try {
    await enforce(name, key);
    return null;
  } catch (e) {
    if (isAppError(e) && e.status === 429) return e.message;
    throw e;
  }
}

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = String(form.get("email") ?? "");
  try {
    // Throttled inside authorize (SEC-02), on the same email it checks.
    await signIn("credentials", { email, password: String(form.get("password") ?? ""), redirect: false });
  } catch (e) {
    if (e instanceof SignInThrottled) return { error: e.refusal.message, values: { email } };
    if (e instanceof AuthError) return { error: INVALID, values: { email } };
    throw e;
  }
  redirect(safeRedirect(form.get("callbackUrl")));
}

export async function signUpAction(_prev: FormState, form: FormData): Promise<FormState> {
  const raw = { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), password: String(form.get("password") ?? "") };
  const values = { email: raw.email, name: raw.name };
  const parsed = signUpSchema.safeParse(raw);
  if (!parsed.success) return { error: "Please fix the highlighted fields.", fields: fieldErrors(parsed.error), values };
  const refusal = await limited("signUpIp", clientIp(await headers()));
  if (refusal) return { error: refusal, values };
  await registerUser(parsed.data);
  // Taken email: signing in with the given password works only for its owner, and the message does
  // not say which case it was.
  try {
    await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false });
  } catch (e) {
    if (e instanceof SignInThrottled) return { error: e.refusal.message, values };
    if (e instanceof AuthError) return { error: "We could not create this account. If you already have one, sign in instead.", values };
    throw e;
  }
  redirect("/documents");
}

export async function signOutAction() {
  await signOut({ redirectTo: "/sign-in" });
}
