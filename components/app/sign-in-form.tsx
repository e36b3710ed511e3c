"use client";
import Link from "next/link";
import { useActionState } from "react";
import { FormError, FormField } from "@/components/app/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { signInAction, type FormState } from "@/lib/accounts/actions";

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(signInAction, {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-lg">Sign in</h1>
        </CardTitle>
        <CardDescription>Welcome back. Your reports and documents are waiting.</CardDescription>
      </CardHeader>
      <form action={action} noValidate>
        <CardContent className="grid gap-4">
          <FormError message={state.error} />
          <input type="hidden" name="callbackUrl" value={callbackUrl ?? "/chat"} />
          <FormField label="Email" name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} autoFocus />
          <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
        </CardContent>
        <CardFooter className="mt-6 flex flex-col gap-3">
          <Button type="submit" className="w-full" disabled={pending} data-testid="sign-in-submit">
            {pending ? "Signing in…" : "Sign in"}
          </Button>
          <p className="text-sm text-muted-foreground">
            New to Scout?{" "}
            <Link href="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
              Create an account
            </Link>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
