import { byTheNumbers } from "@/lib/stats/by-the-numbers";

function rowRanges(rows: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    let j = i;
    while (j + 1 < rows.length && rows[j + 1] === rows[j] + 1) j++;
    out.push(i === j ? `${rows[i]}` : `${rows[i]}–${rows[j]}`);
    i = j;
  }
  return out.join(", ");
}

/** The report's "By the numbers" (STAT-04): only when the user's stat tables hold this player's games. */
export async function ByTheNumbersSection({ ownerId, playerName }: { ownerId: string; playerName: string }) {
  const numbers = await byTheNumbers({ ownerId, playerName });
  if (!numbers) return null;
  return (
    <section className="space-y-3" aria-labelledby="by-the-numbers" data-testid="by-the-numbers">
      <h2 id="by-the-numbers" className="text-lg font-semibold">By the numbers</h2>
      <p className="text-sm">
        {numbers.stats.map((s) => `${s.label} ${s.perGame} per game (${s.last5} over the last 5)`).join(" · ")}, in {numbers.games} games.
      </p>
      {numbers.chart ? (
        <figure className="rounded-md border bg-white p-2">
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(numbers.chart.svg)}`} alt={numbers.chart.title} className="mx-auto h-auto max-w-full" />
        </figure>
      ) : null}
      <p className="text-xs text-muted-foreground" data-testid="by-the-numbers-source">
        Source: {numbers.dataset.name}, rows {rowRanges(numbers.rowNumbers)}.
      </p>
    </section>
  );
}
