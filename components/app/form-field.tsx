import { Alert, AlertDescription } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = React.ComponentProps<typeof Input> & { label: string; name: string; errors?: string[]; hint?: string };

/** Label + input + field error, wired with aria-describedby so screen readers read the error. */
export function FormField({ label, name, errors, hint, id, ...input }: Props) {
  const fieldId = id ?? name;
  const describedBy = errors?.length ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      <Input id={fieldId} name={name} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} {...input} />
      {errors?.length ? (
        <p id={`${fieldId}-error`} className="text-sm text-destructive">
          {errors[0]}
        </p>
      ) : hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level error of the auth forms, announced to screen readers. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert" data-testid="auth-error">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
