"use server";
import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { registerUser, signUpSchema } from "@/lib/accounts/sign-up";
import { signIn, signOut } from "@/lib/auth/config";
import { headers } from "next/headers";
import { fieldErrors, isAppError } from "@/lib/errors";
import { clientIp, enforce } from "@/lib/rate-limit";

export type FormState = { error?: string; fields?: Record<string, string[]>; values?: Record<string, string> };

const INVALID = "Invalid email or password.";

function safeRedirect(target: FormDataEntryValue | null): string {
  const value = typeof target === "string" ? target : "";
  // Only same-site paths: never redirect to another origin after sign-in.
  return value.startsWith("/") && !value.startsWith("//") ? value : "/chat";
}

/** Runs a limit check; a refusal becomes the form's error message instead of a thrown 429. */
async function limited(name: "signInIp" | "signInAccount" | "signUpIp", key: string): Promise<string | null> {
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
  const ip = clientIp(await headers());
  const refusal = (await limited("signInIp", ip)) ?? (await limited("signInAccount", email.trim().toLowerCase()));
  if (refusal) return { error: refusal, values: { email } };
  try {
    await signIn("credentials", { email, password: String(form.get("password") ?? ""), redirect: false });
  } catch (e) {
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
  try {
    await registerUser(parsed.data);
  } catch (e) {
    if (isAppError(e) && e.status === 409) return { error: e.message, fields: { email: [e.message] }, values };
    throw e;
  }
  await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false });
  redirect("/documents");
}

export async function signOutAction() {
  await signOut({ redirectTo: "/sign-in" });
}
