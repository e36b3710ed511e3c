"use server";
import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { registerUser, signUpSchema } from "@/lib/accounts/sign-up";
import { signIn, signOut } from "@/lib/auth/config";
import { fieldErrors, isAppError } from "@/lib/errors";

export type FormState = { error?: string; fields?: Record<string, string[]>; values?: Record<string, string> };

const INVALID = "Invalid email or password.";

function safeRedirect(target: FormDataEntryValue | null): string {
  const value = typeof target === "string" ? target : "";
  // Only same-site paths: never redirect to another origin after sign-in.
  return value.startsWith("/") && !value.startsWith("//") ? value : "/chat";
}

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = String(form.get("email") ?? "");
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
