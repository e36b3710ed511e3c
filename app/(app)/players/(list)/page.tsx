import type { Metadata } from "next";
import Link from "next/link";
import { SearchX, Users } from "lucide-react";
import { PageHeader } from "@/components/app/page-header";
import { PlayersFilterBar } from "@/components/players/players-filter-bar";
import { PlayersPagination } from "@/components/players/players-pagination";
import { PlayersTable } from "@/components/players/players-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/auth/current-user";
import { countPlayers, listPlayers } from "@/lib/db/queries/players";
import { parsePlayerSearchParams } from "@/lib/reports/player-filters";
import { hasActiveFilters, playersHref } from "@/lib/reports/player-links";

export const metadata: Metadata = { title: "Players" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function PlayersPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const filters = parsePlayerSearchParams(await searchParams);
  const query = { ownerId: user.id, q: filters.q, sport: filters.sport, position: filters.position, team: filters.team, sort: filters.sort, pageSize: filters.pageSize };
  let result = await listPlayers({ ...query, page: filters.page });
  // A page past the end (stale link, deleted players): show the last page rather than an empty one.
  const lastPage = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.players.length === 0 && result.total > 0 && filters.page > lastPage) result = await listPlayers({ ...query, page: lastPage });
  const filtered = hasActiveFilters(filters);
  const ownsAny = result.total > 0 || (filtered && (await countPlayers({ ownerId: user.id })) > 0);

  return (
    <>
      <PageHeader title="Players" description="Every player you have approved, with their report history." />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 md:px-8">
        {ownsAny && <PlayersFilterBar filters={{ ...filters, page: result.page }} />}
        {!ownsAny ? (
          <EmptyState
            icon={Users}
            title="No players yet"
            headingLevel="h2"
            data-testid="players-empty"
            data-empty="library"
            description="Approve a player card in the chat and it appears here."
            action={
              <Button asChild>
                <Link href="/chat">Go to chat</Link>
              </Button>
            }
          />
        ) : result.total === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No players match these filters"
            headingLevel="h2"
            data-testid="players-empty"
            data-empty="filters"
            description="Try a shorter name, another sport, or fewer filters."
            action={
              <Button asChild variant="outline">
                <Link href={playersHref({ sort: filters.sort })} data-testid="players-clear-filters">
                  Clear filters
                </Link>
              </Button>
            }
          />
        ) : (
          <section aria-label="Player list" className="space-y-4">
            <PlayersTable players={result.players} />
            <PlayersPagination filters={filters} total={result.total} page={result.page} pageSize={result.pageSize} />
          </section>
        )}
      </div>
    </>
  );
}
