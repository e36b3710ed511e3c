import * as React from "react";
import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** A lucide icon component (e.g. `FileTextIcon`) or any rendered node. */
  icon?: LucideIcon | React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Call to action, e.g. a <Button>. */
  action?: React.ReactNode;
  /** Heading level used for the title (default h3). */
  headingLevel?: "h2" | "h3" | "h4";
};

function isComponentType(value: unknown): value is LucideIcon {
  return (
    typeof value === "function" ||
    (typeof value === "object" && value !== null && "$$typeof" in value && "render" in value)
  );
}

function EmptyState({
  className,
  icon,
  title,
  description,
  action,
  headingLevel = "h3",
  children,
  ...props
}: EmptyStateProps) {
  const Heading = headingLevel;
  let iconNode: React.ReactNode = null;
  if (isComponentType(icon)) {
    const Icon = icon;
    iconNode = <Icon className="size-6" aria-hidden="true" />;
  } else if (icon != null) {
    iconNode = icon;
  }

  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex min-w-0 flex-col items-center justify-center gap-4 rounded-xl border border-dashed p-8 text-center text-balance md:p-12",
        className,
      )}
      {...props}
    >
      {iconNode && (
        <div
          data-slot="empty-state-icon"
          className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {iconNode}
        </div>
      )}
      <div className="flex max-w-sm flex-col items-center gap-1.5">
        <Heading data-slot="empty-state-title" className="text-base font-semibold tracking-tight">
          {title}
        </Heading>
        {description && (
          <div
            data-slot="empty-state-description"
            className="text-sm/relaxed text-muted-foreground [&>a]:underline [&>a]:underline-offset-4 [&>a:hover]:text-primary"
          >
            {description}
          </div>
        )}
      </div>
      {action && (
        <div
          data-slot="empty-state-action"
          className="flex flex-wrap items-center justify-center gap-2"
        >
          {action}
        </div>
      )}
      {children}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
