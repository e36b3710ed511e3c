import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PlayerListItem } from "@/lib/db/queries/players";
import { formatDate } from "@/lib/format";
import { SportBadge } from "./sport-badge";

const list = (values: string[] | null | undefined) => (values?.length ? values : null);

/** One table at every width: narrow screens fold positions and teams under the name instead of scrolling. */
export function PlayersTable({ players }: { players: PlayerListItem[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="players-table">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Sport</TableHead>
            <TableHead className="hidden sm:table-cell">Positions</TableHead>
            <TableHead className="hidden md:table-cell">Teams</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Updated</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {players.map((p) => {
            const positions = list(p.positions);
            const teams = list(p.teams);
            return (
              <TableRow key={p.id} data-testid="player-row">
                <TableCell className="max-w-[16rem] whitespace-normal">
                  <Link
                    href={`/players/${p.id}`}
                    className="font-medium underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    data-testid="player-link"
                  >
                    {p.displayName}
                  </Link>
                  <p className="mt-0.5 text-xs text-muted-foreground sm:hidden">
                    {[positions?.join(" / "), teams?.[0]].filter(Boolean).map((part) => (
                      <span key={part}>{part} · </span>
                    ))}
                    <span className="whitespace-nowrap">Updated {formatDate(p.updatedAt)}</span>
                  </p>
                  {teams ? <p className="mt-0.5 hidden truncate text-xs text-muted-foreground sm:block md:hidden">{teams.join(", ")}</p> : null}
                </TableCell>
                <TableCell>
                  <SportBadge sport={p.sport} />
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  {positions ? <span className="font-mono text-xs">{positions.join(" / ")}</span> : <span className="text-muted-foreground">—</span>}
                </TableCell>
                <TableCell className="hidden max-w-[16rem] truncate md:table-cell" title={teams?.join(", ")}>
                  {teams ? (
                    <>
                      {teams[0]}
                      {teams.length > 1 ? <span className="text-muted-foreground"> +{teams.length - 1} more</span> : null}
                    </>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-right text-muted-foreground sm:table-cell">
                  <time dateTime={new Date(p.updatedAt).toISOString()}>{formatDate(p.updatedAt)}</time>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
