import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { playersHref, type PlayerFilters } from "@/lib/reports/player-links";

export function PlayersPagination({ filters, total, page, pageSize }: { filters: PlayerFilters; total: number; page: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3" data-print="hide" data-testid="players-pagination">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <span className="tabular-nums">
          {from}–{to}
        </span>{" "}
        of <span className="tabular-nums">{total}</span> player{total === 1 ? "" : "s"}
      </p>
      <div className="flex items-center gap-2">
        <PageLink href={page > 1 ? playersHref(filters, { page: page - 1 }) : null} rel="prev" testId="players-prev">
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </PageLink>
        <span className="px-1 text-sm tabular-nums" aria-current="page" data-testid="players-page">
          Page {page} of {pages}
        </span>
        <PageLink href={page < pages ? playersHref(filters, { page: page + 1 }) : null} rel="next" testId="players-next">
          Next <ChevronRight className="size-4" aria-hidden />
        </PageLink>
      </div>
    </nav>
  );
}

function PageLink({ href, rel, testId, children }: { href: string | null; rel: "prev" | "next"; testId: string; children: React.ReactNode }) {
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled data-testid={testId}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} rel={rel} data-testid={testId}>
        {children}
      </Link>
    </Button>
  );
}
