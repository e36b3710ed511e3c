import "server-only";
import { getDatasetRows, listDatasets } from "@/lib/db/queries/stats";
import { nameKey } from "@/lib/scouting/rules/names";
import { renderChartSvg } from "./chart";
import type { StatValue } from "./types";

// STAT-04 (report): "By the numbers" beside a player's report when the user's stat tables hold his
// games: per-game averages over all games and the last 5, and a form chart of the main stat, cited to
// the dataset and its row numbers. Computed from the stored rows; nothing here is model text.

const PRIMARY = ["pts", "goals", "pass_yds", "rush_yds", "rec_yds", "tackles", "td", "shots"];
const round1 = (x: number) => Math.round(x * 10) / 10;

export type ByTheNumbers = {
  dataset: { id: string; name: string };
  rowNumbers: number[];
  games: number;
  stats: { label: string; perGame: number; last5: number }[];
  chart: { title: string; svg: string } | null;
};

export async function byTheNumbers(input: { ownerId: string; playerName: string }): Promise<ByTheNumbers | null> {
  const key = nameKey(input.playerName);
  const datasets = (await listDatasets({ ownerId: input.ownerId })).filter((d) => d.players.some((p) => p.key === key));
  for (const d of datasets) {
    const player = d.columns.find((c) => c.role === "player");
    const date = d.columns.find((c) => c.role === "date");
    const metrics = d.columns.filter((c) => c.role === "metric" && c.type !== "text" && c.type !== "date");
    const primary = PRIMARY.map((n) => metrics.find((m) => m.name === n)).find(Boolean) ?? metrics[0];
    if (!player || !date || !primary) continue;
    const all = await getDatasetRows({ ownerId: input.ownerId, datasetId: d.id, limit: 100_000 });
    const rows = all
      .map((values, i) => ({ values, row: i + 1 }))
      .filter((r) => typeof r.values[player.name] === "string" && nameKey(r.values[player.name] as string) === key && typeof r.values[date.name] === "string")
      .sort((a, b) => String(a.values[date.name]).localeCompare(String(b.values[date.name])));
    if (!rows.length) continue;
    const shown = [primary, ...metrics.filter((m) => m !== primary && PRIMARY.concat(["reb", "ast", "assists", "sacks"]).includes(m.name))].slice(0, 3);
    const avg = (xs: StatValue[]) => {
      const n = xs.filter((x): x is number => typeof x === "number");
      return n.length ? round1(n.reduce((a, b) => a + b, 0) / n.length) : 0;
    };
    const stats = shown.map((m) => ({ label: m.label, perGame: avg(rows.map((r) => r.values[m.name])), last5: avg(rows.slice(-5).map((r) => r.values[m.name])) }));
    const title = `${input.playerName}: ${primary.label} by game`;
    const svg = await renderChartSvg({ kind: "line", title, columns: ["game_date", primary.name], rows: rows.map((r) => [r.values[date.name], r.values[primary.name]]), x: "game_date", y: primary.name }).catch(() => null);
    return { dataset: { id: d.id, name: d.name }, rowNumbers: rows.map((r) => r.row), games: rows.length, stats, chart: svg ? { title, svg } : null };
  }
  return null;
}
