import { FileText } from "lucide-react";
import Link from "next/link";
import { ConfidenceBadge } from "@/components/reports/confidence-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { stripMarkers } from "@/lib/reports/format";
import type { PlayerView } from "@/lib/reports/load";

const SUMMARY_PREVIEW = 3;

export function ReportHistory({ reports }: { reports: PlayerView["reports"] }) {
  return (
    <Card data-testid="report-history">
      <CardHeader>
        <h2 className="leading-none font-semibold">Report history</h2>
        <CardDescription>
          {reports.length === 0 ? "No reports yet." : `${reports.length} report${reports.length === 1 ? "" : "s"}, latest first.`}
        </CardDescription>
      </CardHeader>
      {reports.length > 0 && (
        <CardContent>
          <ol className="divide-y">
            {reports.map((r, i) => {
              const bullets = r.reportSummary.slice(0, SUMMARY_PREVIEW).map(stripMarkers).filter(Boolean);
              return (
                <li key={r.id} className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="report-history-item">
                  <div className="flex flex-wrap items-center gap-2">
                    <FileText className="size-4 text-muted-foreground" aria-hidden />
                    <Link
                      href={`/reports/${r.id}`}
                      className="font-medium underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      data-testid="report-history-link"
                    >
                      Report of <time dateTime={new Date(r.createdAt).toISOString()}>{formatDateTime(r.createdAt)}</time>
                    </Link>
                    {i === 0 && reports.length > 1 ? <Badge variant="outline">Latest</Badge> : null}
                    {r.coverage ? <ConfidenceBadge confidence={r.coverage.confidence} /> : null}
                  </div>
                  {bullets.length > 0 && (
                    <ul className="list-disc space-y-1 pl-10 text-sm text-muted-foreground marker:text-muted-foreground/70">
                      {bullets.map((b, j) => (
                        <li key={j}>
                          <span className="line-clamp-2">{b}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </CardContent>
      )}
    </Card>
  );
}
