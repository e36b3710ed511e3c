import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

const spinnerSizes = {
  sm: "size-3.5",
  default: "size-4",
  lg: "size-6",
} as const;

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Text announced to assistive technology. */
  label?: string;
  size?: keyof typeof spinnerSizes;
  /** Also show the label visibly next to the icon. */
  showLabel?: boolean;
};

function Spinner({
  className,
  label = "Loading",
  size = "default",
  showLabel = false,
  ...props
}: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className={cn("shrink-0 animate-spin", spinnerSizes[size])} />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
