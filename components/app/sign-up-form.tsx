"use client";
import Link from "next/link";
import { useActionState } from "react";
import { FormError, FormField } from "@/components/app/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { signUpAction, type FormState } from "@/lib/accounts/actions";

export function SignUpForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(signUpAction, {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-lg">Create your account</h1>
        </CardTitle>
        <CardDescription>Upload what you know about players and get cited scouting reports.</CardDescription>
      </CardHeader>
      <form action={action} noValidate>
        <CardContent className="grid gap-4">
          <FormError message={state.error} />
          <FormField label="Name" name="name" autoComplete="name" required defaultValue={state.values?.name} errors={state.fields?.name} autoFocus />
          <FormField label="Email" name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} errors={state.fields?.email} />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            errors={state.fields?.password}
            hint="At least 8 characters."
          />
        </CardContent>
        <CardFooter className="mt-6 flex flex-col gap-3">
          <Button type="submit" className="w-full" disabled={pending} data-testid="sign-up-submit">
            {pending ? "Creating account…" : "Create account"}
          </Button>
          <p className="text-sm text-muted-foreground">
            Already have an account?{" "}
            <Link href="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
