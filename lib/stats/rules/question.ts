import { nameKey } from "@/lib/scouting/rules/names";
import type { SandboxSchema } from "../sandbox-tables";

// STAT-05: what a stats question asks, read without a model: the players it names (from the datasets'
// player columns), the stat (synonyms and the user's own column labels), N ("last 5 games", "top 10",
// "rolling 3-game"), rates (per game, per 36, per 90), filters (position, minimum minutes or games) and
// date ranges ("since January", "between February and March").

export type GamesColumn = SandboxSchema["gamesColumns"][number];

const METRIC_SYNONYMS: [RegExp, string[]][] = [
  [/\b(points?|pts|scor(?:ing|er|ed|es)|score)\b/, ["pts", "points"]],
  [/\b(rebounds?|reb|rebounding|boards)\b/, ["reb", "rebounds", "trb"]],
  [/\bassists?\b|\bast\b|\bplaymaking\b/, ["ast", "assists"]],
  [/\b(steals?|stl)\b/, ["stl", "steals"]],
  [/\b(blocks?|blk)\b/, ["blk", "blocks"]],
  [/\b(turnovers?|tov)\b/, ["tov", "turnovers"]],
  [/\b(fouls?)\b/, ["pf"]],
  [/\bplus[- ]minus\b|\+\/-/, ["plus_minus"]],
  [/\b(threes?|three-pointers?|3pm|3s)\b/, ["c_3pm"]],
  [/\bshots on target\b/, ["shots_on_target"]],
  [/\bshots?\b/, ["shots"]],
  [/\bgoals?\b/, ["goals"]],
  [/\bpass(?:ing)? (?:accuracy|%|percentage)\b/, ["pass_pct"]],
  [/\bpass(?:ing)? (?:yds|yards)\b/, ["pass_yds"]],
  [/\brush(?:ing)? (?:yds|yards)\b/, ["rush_yds"]],
  [/\brec(?:eiving)? (?:yds|yards)\b/, ["rec_yds"]],
  [/\b(touchdowns?|tds?)\b/, ["td"]],
  [/\btackles?\b/, ["tackles"]],
  [/\bsacks?\b/, ["sacks"]],
  [/\bsnaps?\b/, ["snaps"]],
  [/\bminutes\b/, ["min_"]],
];

export type ShootingKind = { made: string; attempts: string; label: string };
const SHOOTING: [RegExp, ShootingKind][] = [
  [/\b(from three|three[- ]point|3[- ]?p(?:t|oint)?)\b.*\b(percent|%|pct|shoot|accuracy|best)|\bshoot\w* (?:best )?from (?:three|deep|3)|\b3p%|%.*\bthrees\b|\bthrees\b.*%/, { made: "c_3pm", attempts: "c_3pa", label: "3P%" }],
  [/\bfree[- ]throw|\bft%|\bfrom the line\b/, { made: "ftm", attempts: "fta", label: "FT%" }],
  [/\bfield[- ]goal|\bfg%|\bshooting (?:percentage|%)/, { made: "fgm", attempts: "fga", label: "FG%" }],
];

const POSITIONS: [RegExp, string[]][] = [
  [/\bpoint guards?\b/, ["PG", "G"]],
  [/\bguards?\b/, ["G", "PG", "SG", "G-F"]],
  [/\bforwards?\b/, ["F", "SF", "PF", "G-F", "F-C"]],
  [/\bcent(?:er|re)s?\b/, ["C", "F-C"]],
  [/\bwingers?\b|\bwings?\b/, ["LW", "RW", "W", "SF", "SG", "G-F"]],
  [/\bquarterbacks?\b|\bqbs?\b/, ["QB"]],
  [/\b(?:running backs?|rbs?)\b/, ["RB"]],
  [/\b(?:wide receivers?|receivers?|wrs?)\b/, ["WR"]],
  [/\b(?:tight ends?|tes?)\b/, ["TE"]],
  [/\b(?:linebackers?|lbs?)\b/, ["LB"]],
  [/\b(?:edge rushers?|edges?|pass rushers?)\b/, ["EDGE", "DE", "OLB"]],
  [/\b(?:cornerbacks?|cbs?|corners?)\b/, ["CB"]],
  [/\bstrikers?\b/, ["ST", "CF"]],
];

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_RE = MONTHS.map((m) => m.slice(0, 3)).join("|");
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };

export type ParsedQuestion = {
  text: string;
  players: { key: string; name: string }[];
  metric: GamesColumn | null;
  shooting: ShootingKind | null;
  lastN: number | null;
  rollingN: number | null;
  topN: number | null;
  rate: "per_game" | "per_36" | "per_90" | "total" | null;
  positions: string[] | null;
  positionWord: string | null;
  minMinutes: number | null;
  minGames: number | null;
  months: number[];
  since: number | null;
  wantsValue: boolean;
  wantsBestGame: boolean;
  wantsLowest: boolean;
};

const num = (s: string | undefined) => (s === undefined ? null : /^\d+$/.test(s) ? Number(s) : (WORD_NUMBERS[s] ?? null));

export function findPlayers(text: string, players: { key: string; name: string }[]) {
  const folded = ` ${nameKey(text).replace(/[^a-z0-9 ]/g, " ")} `;
  const found: { key: string; name: string; at: number }[] = [];
  for (const p of players) {
    const full = folded.indexOf(` ${p.key} `);
    if (full >= 0) {
      found.push({ ...p, at: full });
      continue;
    }
    // A surname alone ("Brooks", "Van Dorn") when only one player of the datasets has it.
    const words = p.key.split(" ").filter((w) => !/^(jr|sr|ii|iii|iv)$/.test(w));
    const surname = words.slice(1).join(" ");
    if (surname.length < 3) continue;
    const at = folded.indexOf(` ${surname} `);
    if (at >= 0 && players.filter((q) => q.key.split(" ").slice(1).join(" ").startsWith(surname)).length === 1) found.push({ ...p, at });
  }
  return found.sort((a, b) => a.at - b.at).map(({ key, name }) => ({ key, name }));
}

export function parseQuestion(question: string, columns: GamesColumn[], players: { key: string; name: string }[]): ParsedQuestion {
  const text = question.toLowerCase().replace(/’/g, "'");
  const has = (name: string) => columns.find((c) => c.name === name && c.sqlType !== "text" && c.sqlType !== "date") ?? null;
  let metric: GamesColumn | null = null;
  // Rate words ("per 36 minutes") name minutes without asking about them.
  const metricText = text.replace(/per[- ]?(36|90|game)( minutes?)?|min(?:imum)?\.? \d+ minutes|at least \d+ minutes|\d+ minutes/g, " ");
  for (const [re, names] of METRIC_SYNONYMS) {
    if (!re.test(metricText)) continue;
    metric = names.map(has).find(Boolean) ?? null;
    if (metric) break;
  }
  if (!metric) {
    // The user's own column labels ("Pass Yds", "Shots on Target").
    metric = columns.filter((c) => c.role === "metric" && c.label.length >= 2).find((c) => new RegExp(`(^|[^a-z0-9])${escapeRe(c.label.toLowerCase())}([^a-z0-9]|$)`).test(metricText)) ?? null;
  }
  const shooting = SHOOTING.find(([re]) => re.test(text))?.[1] ?? null;
  const n = (re: RegExp) => num(re.exec(text)?.[1]);
  const pos = POSITIONS.map(([re, codes]) => ({ match: re.exec(text), codes })).find((p) => p.match);
  const monthIdx = (m: string) => MONTHS.findIndex((x) => x.startsWith(m.slice(0, 3)));
  const months = [...text.matchAll(new RegExp(`\\b(${MONTH_RE})[a-z]*\\b`, "g"))].map((m) => monthIdx(m[1]));
  const sinceMatch = new RegExp(`\\bsince (${MONTH_RE})[a-z]*`).exec(text);
  return {
    text,
    players: findPlayers(question, players),
    metric,
    shooting,
    lastN: n(/\blast (\d+|[a-z]+) (?:games|matches|outings|gameweeks|starts)/),
    rollingN: n(/\brolling (\d+|[a-z]+)[- ](?:game|match)/) ?? n(/(\d+|[a-z]+)[- ]game rolling/) ?? (/\brolling\b|\bform\b|moving average/.test(text) ? 3 : null),
    topN: n(/\btop (\d+|[a-z]+)\b/) ?? (/\b(best|leaders?|highest|rank|ranking|most)\b/.test(text) ? 5 : null),
    rate: /per[- ]?36/.test(text) ? "per_36" : /per[- ]?90/.test(text) ? "per_90" : /\btotal\b|\bin all\b|\bcombined\b/.test(text) ? "total" : /per game|average|avg|\bppg\b|\brpg\b|\bapg\b/.test(text) ? "per_game" : null,
    positions: pos ? pos.codes : null,
    positionWord: pos?.match?.[0] ?? null,
    minMinutes: n(/(?:min(?:imum)?\.?|at least|over|more than) (\d+) min(?:utes)?/),
    minGames: n(/(?:min(?:imum)?\.?|at least) (\d+) (?:games|matches)/),
    months,
    since: sinceMatch ? monthIdx(sinceMatch[1]) : null,
    wantsValue: /value for money|\bvalue\b|per (?:million|\$|£|dollar|pound)|bang for (?:the|your) buck|cost[- ]effective/.test(text),
    wantsBestGame: /\b(best|highest|biggest|top)[- ]scoring game\b|\b(best|highest|biggest) (?:single )?game\b|\bcareer[- ]high\b|\bseason[- ]high\b|\bmost \w+ in (?:a|one) (?:game|match)\b/.test(text),
    wantsLowest: /\b(lowest|fewest|worst|least)\b/.test(text),
  };
}

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A string literal for generated SQL. */
export const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
