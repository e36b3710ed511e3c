import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/app/page-header";
import { SportBadge } from "@/components/players/sport-badge";
import { CitationProvider } from "@/components/reports/citations";
import { revisionNoteOf } from "@/lib/reports/parse";
import { CoverageSummary } from "@/components/reports/coverage-summary";
import { ReportSections } from "@/components/reports/report-sections";
import { ReportSources } from "@/components/reports/report-sources";
import { ReportToolbar } from "@/components/reports/report-toolbar";
import { ByTheNumbersSection } from "@/components/stats/by-the-numbers";
import { requireUser } from "@/lib/auth/current-user";
import { formatDateTime } from "@/lib/format";
import { getReportViewCached } from "@/lib/reports/load";

// No loading.tsx for this route: a streamed loading shell would send status 200 before notFound()
// could answer another user's (or a missing) id with a real 404 (SEC-09).
type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const user = await requireUser();
  const { report } = await getReportViewCached(user.id, (await params).id);
  // Also the default file name of "Save as PDF".
  return { title: report.title };
}

export default async function ReportPage({ params }: { params: Params }) {
  const user = await requireUser();
  const { report, player, citations } = await getReportViewCached(user.id, (await params).id);

  return (
    <>
      <PageHeader title={report.title} actions={<ReportToolbar reportId={report.id} />} />
      <article className="mx-auto max-w-3xl space-y-8 px-4 py-6 md:px-8" data-testid="report-view">
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm" data-testid="report-meta">
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Player</dt>
            <dd className="flex items-center gap-2">
              <Link
                href={`/players/${player.id}`}
                className="font-medium underline underline-offset-4 hover:text-primary focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                data-testid="report-player-link"
              >
                {player.displayName}
              </Link>
              <SportBadge sport={player.sport} />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted-foreground">Saved</dt>
            <dd>
              <time dateTime={new Date(report.createdAt).toISOString()}>{formatDateTime(report.createdAt)}</time>
            </dd>
          </div>
        </dl>
        {revisionNoteOf(report.reportText) && (
          <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground" data-testid="revision-note">
            {revisionNoteOf(report.reportText)}
          </p>
        )}
        <CoverageSummary coverage={report.coverage} />
        <CitationProvider citations={citations} sections={report.sections}>
          <ReportSections sections={report.sections} fallbackMarkdown={report.reportText} />
          <ByTheNumbersSection ownerId={user.id} playerName={player.displayName} />
          <ReportSources citations={citations} />
        </CitationProvider>
      </article>
    </>
  );
}
