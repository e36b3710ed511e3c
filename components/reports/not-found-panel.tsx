import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The 404 of a player or report page, inside the app shell so navigation stays available. */
export function NotFoundPanel({ icon: Icon, title, backHref, backLabel }: { icon: LucideIcon; title: string; backHref: string; backLabel: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-8">
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-8 text-center md:p-12" data-testid="not-found">
        <div className="flex size-12 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Icon className="size-6" aria-hidden />
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-muted-foreground">404</p>
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">It doesn’t exist, or it belongs to someone else.</p>
        </div>
        <Button asChild>
          <Link href={backHref}>{backLabel}</Link>
        </Button>
      </div>
    </div>
  );
}
