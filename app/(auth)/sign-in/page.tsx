import type { Metadata } from "next";
import { SignInForm } from "@/components/app/sign-in-form";
import { safeRedirectPath } from "@/lib/http/safe-redirect";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const { callbackUrl } = await searchParams;
  // Sanitised here too, so the form never even carries a foreign target (SEC-04).
  return <SignInForm callbackUrl={safeRedirectPath(callbackUrl)} />;
}
