// Expected answers for the stats eval, computed here in plain TypeScript straight from the sample CSVs
// (never through SQL), so the eval checks the lab's SQL against an independent calculation.
import fs from "node:fs";
import path from "node:path";
import Papa from "papaparse";

export type Game = { player: string; date: string; pos: string | null; n: (col: string) => number | null };

const FILES = [
  "jalen-brooks-game-log-2025-26.csv",
  "andre-kessler-game-log-2025-26.csv",
  "darius-whitfield-game-log-2025-26.csv",
  "victor-almeida-game-log-2025-26.csv",
  "college-football-game-logs-2025.csv",
  "kofi-adjei-mensah-match-log-2025-26.csv",
];

function number(v: string | undefined): number | null {
  if (v === undefined || v.trim() === "") return null;
  const t = v.trim();
  const clock = /^(\d+):(\d\d)$/.exec(t);
  if (clock) return Math.round((Number(clock[1]) + Number(clock[2]) / 60) * 100) / 100;
  const x = Number(t.replace("%", ""));
  return Number.isFinite(x) ? x : null;
}

export function loadGames(dir = "samples"): Game[] {
  return FILES.flatMap((f) => {
    const parsed = Papa.parse<Record<string, string>>(fs.readFileSync(path.join(dir, f), "utf8").trim(), { header: true });
    return parsed.data.map((r) => ({ player: r.Player, date: r.Date, pos: r.Pos ?? null, n: (col: string) => number(r[col]) }));
  });
}

/** PostgreSQL's round(numeric, 1): half away from zero. */
export const round1 = (x: number) => Math.sign(x) * Math.round(Math.abs(x) * 10 + 1e-9) / 10;
export const round2 = (x: number) => Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-9) / 100;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const avg = (xs: number[]) => sum(xs) / xs.length;

export class Reference {
  constructor(readonly games: Game[]) {}
  of(player: string, col: string, lastN?: number) {
    const g = this.games.filter((x) => x.player === player && x.n(col) !== null).sort((a, b) => a.date.localeCompare(b.date));
    return (lastN ? g.slice(-lastN) : g).map((x) => x.n(col)!);
  }
  avg(player: string, col: string, lastN?: number) {
    return round1(avg(this.of(player, col, lastN)));
  }
  total(player: string, col: string) {
    return round1(sum(this.of(player, col)));
  }
  per(player: string, col: string, minutesCol: string, k: number, lastN?: number) {
    const g = this.games.filter((x) => x.player === player && x.n(col) !== null).sort((a, b) => a.date.localeCompare(b.date));
    const rows = lastN ? g.slice(-lastN) : g;
    return round1((sum(rows.map((x) => x.n(col)!)) * k) / sum(rows.map((x) => x.n(minutesCol)!)));
  }
  rolling(player: string, col: string, n: number) {
    return round1(avg(this.of(player, col).slice(-n)));
  }
  players(filter: (g: Game) => boolean = () => true) {
    return [...new Set(this.games.filter(filter).map((g) => g.player))];
  }
  /** Best player by a per-player score, and the score. */
  top(players: string[], score: (p: string) => number | null) {
    const scored = players.map((p) => ({ p, s: score(p) })).filter((x): x is { p: string; s: number } => x.s !== null && Number.isFinite(x.s));
    scored.sort((a, b) => b.s - a.s);
    return scored[0];
  }
  change(player: string, col: string, before: (d: string) => boolean, after: (d: string) => boolean) {
    const g = this.games.filter((x) => x.player === player && x.n(col) !== null);
    const a = g.filter((x) => before(x.date)).map((x) => x.n(col)!);
    const b = g.filter((x) => after(x.date)).map((x) => x.n(col)!);
    if (!a.length || !b.length) return null;
    return round1(avg(b) - avg(a));
  }
  /** Points per game had he made `target` of his attempts (each make worth `worth` points). */
  whatIf(player: string, made: string, att: string, target: number, worth: number) {
    const g = this.games.filter((x) => x.player === player && x.n(att) !== null);
    const pts = g.map((x) => x.n("PTS")! + worth * (Math.round(x.n(att)! * target) - x.n(made)!));
    return round1(avg(pts));
  }
  pct(player: string, made: string, att: string) {
    const m = sum(this.of(player, made));
    const a = sum(this.of(player, att));
    return a ? round1((100 * m) / a) : null;
  }
}
