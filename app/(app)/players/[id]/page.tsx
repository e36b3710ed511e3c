import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, FileText } from "lucide-react";
import { PageHeader } from "@/components/app/page-header";
import { AskTheCoaches } from "@/components/coaching/ask-coaches";
import { PlayerCard } from "@/components/players/player-card";
import { ResearchPanel } from "@/components/research/research-panel";
import { listResearchBriefs } from "@/lib/db/queries/research";
import { ReportHistory } from "@/components/players/report-history";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/format";
import { sportLabel } from "@/lib/reports/format";
import { getPlayerViewCached } from "@/lib/reports/load";

// No loading.tsx for this route: a streamed loading shell would send status 200 before notFound()
// could answer another user's (or a missing) id with a real 404 (SEC-09).
type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const user = await requireUser();
  const { player } = await getPlayerViewCached(user.id, (await params).id);
  return { title: player.displayName };
}

export default async function PlayerPage({ params }: { params: Params }) {
  const user = await requireUser();
  const { player, reports } = await getPlayerViewCached(user.id, (await params).id);
  const latest = reports[0];
  const briefs = await listResearchBriefs({ ownerId: user.id, playerId: player.id });
  const sport = sportLabel(player.sport);
  // "NBA · NBA" says nothing twice: the league only when it adds something.
  const league = player.league && player.league !== sport ? player.league : null;
  const description = [sport, league, `Updated ${formatDate(player.updatedAt)}`].filter(Boolean).join(" · ");

  return (
    <>
      <div className="px-4 pt-4 md:px-8" data-print="hide">
        <Link href="/players" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <ArrowLeft className="size-4" aria-hidden /> All players
        </Link>
      </div>
      <PageHeader
        title={player.displayName}
        description={description}
        actions={
          latest ? (
            <Button asChild data-print="hide">
              <Link href={`/reports/${latest.id}`} data-testid="open-latest-report">
                <FileText className="size-4" aria-hidden /> Latest report
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:px-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <PlayerCard player={player} />
        <div className="space-y-6">
          <ReportHistory reports={reports} />
          <AskTheCoaches playerName={player.displayName} hasReport={!!latest} />
          <ResearchPanel playerId={player.id} briefs={briefs.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() }))} />
        </div>
      </div>
    </>
  );
}
