import type { ChartKind, StatValue, StepType } from "../types";
import { lit, type GamesColumn, type ParsedQuestion } from "./question";

// STAT-05: the rules engine's analysis templates. Each yields seed 002's analysis (goal + typed steps)
// with the SQL for every step, which chart to draw from which step, and how to word the answer from the
// result (every number in the narrative is a value of the result table).

export type TemplateStep = { title: string; type: StepType; sql: string };
export type StepResult = { columns: string[]; rows: StatValue[][] };
export type Template = {
  kind: string;
  goal: string;
  steps: TemplateStep[];
  /** The step whose result is the cell's table (and the narrative's numbers). */
  tableStep: number;
  chart: { step: number; kind: ChartKind; x: string; y: string; series?: string; title: string } | null;
  narrate: (results: StepResult[]) => string;
  /** Players the analysis is about (empty: every player of the selected datasets). */
  players: string[];
};

export type Roles = { player: string; date: string | null; minutes: string | null; position: string | null; salary: string | null; opponent: string | null };

export function rolesOf(columns: GamesColumn[]): Roles | null {
  const by = (role: string) => columns.find((c) => c.role === role)?.name ?? null;
  const player = by("player");
  if (!player) return null;
  return { player, date: by("date"), minutes: by("minutes"), position: by("position"), salary: by("salary"), opponent: by("opponent") };
}

const q = (name: string) => `"${name}"`;
const r1 = (expr: string) => `round((${expr})::numeric, 1)::float8`;
const list = (names: string[]) => names.map(lit).join(", ");
const label = (c: GamesColumn) => c.label || c.name;
const nameList = (names: string[]) => (names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`);
const val = (v: StatValue) => (v === null ? "no value" : String(v));
const col = (res: StepResult, name: string) => res.columns.indexOf(name);

function rateExpr(p: ParsedQuestion, m: string, roles: Roles): { expr: string; unit: string } | null {
  if (p.rate === "per_36" || p.rate === "per_90") {
    if (!roles.minutes) return null;
    const k = p.rate === "per_36" ? 36 : 90;
    return { expr: `sum(${q(m)}) * ${k} / nullif(sum(${q(roles.minutes)}), 0)`, unit: `per ${k} minutes` };
  }
  if (p.rate === "total") return { expr: `sum(${q(m)})`, unit: "in total" };
  return { expr: `avg(${q(m)})`, unit: "per game" };
}

function playerFilter(roles: Roles, players: string[]) {
  return players.length ? `${q(roles.player)} IN (${list(players)})` : `${q(roles.player)} IS NOT NULL`;
}

function positionFilter(p: ParsedQuestion, roles: Roles) {
  return p.positions && roles.position ? ` AND upper(${q(roles.position)}) IN (${list(p.positions)})` : "";
}

function coverageStep(roles: Roles, players: string[], extra = ""): TemplateStep {
  const dates = roles.date ? `, min(${q(roles.date)}) AS first_game, max(${q(roles.date)}) AS last_game` : "";
  return {
    title: players.length ? `Find the games of ${nameList(players)}` : "Find the players and their games",
    type: "SELECT",
    sql: `SELECT ${q(roles.player)} AS player, count(*) AS games${dates} FROM games WHERE ${playerFilter(roles, players)}${extra} GROUP BY ${q(roles.player)} ORDER BY ${q(roles.player)}`,
  };
}

/** The last N games per player as a CTE body (all games when N is null). */
function lastGames(roles: Roles, players: string[], n: number | null, extra = "") {
  // Rows of another kind of sheet (a combine line with no date) are not games: NULLS LAST, and callers filter on the stat.
  const order = roles.date ? `${q(roles.date)} DESC NULLS LAST` : "row_index DESC";
  const inner = `SELECT *, row_number() OVER (PARTITION BY ${q(roles.player)} ORDER BY ${order}) AS recent FROM games WHERE ${playerFilter(roles, players)}${extra}`;
  return n ? `SELECT * FROM (${inner}) AS g WHERE recent <= ${n}` : inner;
}

export type TemplateInput = { p: ParsedQuestion; roles: Roles; columns: GamesColumn[]; tables: { name: string; columns: string[]; players: string[] }[] };

export function bestGameTemplate({ p, roles }: TemplateInput): Template | null {
  if (!p.wantsBestGame || p.players.length !== 1 || !p.metric || !roles.date) return null;
  const player = p.players[0].name;
  const m = p.metric;
  const opp = roles.opponent ? `, ${q(roles.opponent)} AS opponent` : "";
  return {
    kind: "best_game",
    goal: `Find ${player}'s best games by ${label(m)}`,
    players: [player],
    steps: [
      coverageStep(roles, [player]),
      { title: `Rank ${player}'s games by ${label(m)}`, type: "SELECT", sql: `SELECT ${q(roles.player)} AS player, ${q(roles.date)} AS game_date${opp}, ${q(m.name)} AS ${q(m.name)} FROM games WHERE ${q(roles.player)} = ${lit(player)} AND ${q(m.name)} IS NOT NULL ORDER BY ${q(m.name)} DESC, ${q(roles.date)} DESC LIMIT 5` },
    ],
    tableStep: 1,
    chart: { step: 1, kind: "bar", x: "game_date", y: m.name, title: `${player}: best games by ${label(m)}` },
    narrate: ([cov, res]) => {
      const top = res.rows[0];
      if (!top) return `${player} has no games with a ${label(m)} value.`;
      const o = col(res, "opponent");
      return `${player}'s best game by ${label(m)} was ${val(top[col(res, m.name)])} on ${val(top[col(res, "game_date")])}${o >= 0 ? ` against ${val(top[o])}` : ""}, out of ${val(cov.rows[0]?.[1] ?? null)} games.`;
    },
  };
}

export function shootingTemplate({ p, roles, columns }: TemplateInput): Template | null {
  const s = p.shooting;
  if (!s || !columns.some((c) => c.name === s.made) || !columns.some((c) => c.name === s.attempts)) return null;
  const players = p.players.map((x) => x.name);
  const extra = `${positionFilter(p, roles)} AND ${q(s.attempts)} IS NOT NULL`;
  const volume = /\bvolume\b/.test(p.text) ? ` HAVING avg(${q(s.attempts)}) >= 3` : ` HAVING sum(${q(s.attempts)}) > 0`;
  const top = p.topN ?? 10;
  const who = players.length ? nameList(players) : p.positionWord ? `the ${p.positionWord}` : "the players";
  return {
    kind: "shooting",
    goal: `Rank ${who} by ${s.label}${/volume/.test(p.text) ? " on at least 3 attempts per game" : ""}`,
    players,
    steps: [
      coverageStep(roles, players, extra),
      {
        title: `Compute ${s.label} and attempts per game`,
        type: "SELECT",
        sql: `SELECT ${q(roles.player)} AS player, count(*) AS games, sum(${q(s.made)}) AS made, sum(${q(s.attempts)}) AS attempts, ${r1(`avg(${q(s.attempts)})`)} AS attempts_per_game, ${r1(`100.0 * sum(${q(s.made)}) / nullif(sum(${q(s.attempts)}), 0)`)} AS pct FROM games WHERE ${playerFilter(roles, players)}${extra} GROUP BY ${q(roles.player)}${volume} ORDER BY pct DESC, attempts DESC LIMIT ${top}`,
      },
    ],
    tableStep: 1,
    chart: { step: 1, kind: "bar", x: "player", y: "pct", title: `${s.label} (${who})` },
    narrate: ([, res]) => {
      if (!res.rows.length) return `None of ${who} has enough ${s.label} attempts to rank.`;
      const [a, b] = res.rows;
      const first = `${val(a[0])} shoots best at ${val(a[col(res, "pct")])}% ${s.label.replace("%", "")} (${val(a[col(res, "made")])} of ${val(a[col(res, "attempts")])}, ${val(a[col(res, "attempts_per_game")])} attempts per game).`;
      return b ? `${first} Next is ${val(b[0])} at ${val(b[col(res, "pct")])}%.` : first;
    },
  };
}

export function valueTemplate({ p, roles: allRoles, columns, tables }: TemplateInput): Template | null {
  if (!p.wantsValue || !allRoles.salary) return null;
  const m = p.metric ?? columns.find((c) => ["pts", "points", "goals", "td"].includes(c.name)) ?? null;
  if (!m) return null;
  // The price column of the table that holds the stat ("Salary ($M)" beside PTS, "Price (£M)" beside goals): never mix currencies.
  const salary = columns.filter((c) => c.role === "salary").find((c) => tables.some((t) => t.columns.includes(c.name) && t.columns.includes(m.name)));
  if (!salary) return null;
  const roles = { ...allRoles, salary: salary.name };
  const players = p.players.map((x) => x.name);
  const sal = columns.find((c) => c.name === roles.salary);
  const unit = sal?.unit ?? "salary unit";
  const extra = `${positionFilter(p, roles)} AND ${q(roles.salary)} > 0 AND ${q(m.name)} IS NOT NULL`;
  return {
    kind: "value",
    goal: `Rank players by ${label(m)} per game for each ${unit} of ${sal?.label ?? "salary"}`,
    players,
    steps: [
      coverageStep(roles, players, extra),
      {
        title: `Compute ${label(m)} per game per ${unit}`,
        type: "SELECT",
        sql: `SELECT ${q(roles.player)} AS player, ${r1(`avg(${q(m.name)})`)} AS per_game, ${r1(`avg(${q(roles.salary)})`)} AS price, round((avg(${q(m.name)}) / avg(${q(roles.salary)}))::numeric, 2)::float8 AS value FROM games WHERE ${playerFilter(roles, players)}${extra} GROUP BY ${q(roles.player)} ORDER BY value DESC LIMIT ${p.topN ?? 10}`,
      },
    ],
    tableStep: 1,
    chart: { step: 1, kind: "bar", x: "player", y: "value", title: `${label(m)} per game per ${unit}` },
    narrate: ([, res]) => {
      const [a, b] = res.rows;
      if (!a) return "No player has both a price and games to compare.";
      const first = `${val(a[0])} gives the most ${label(m)} for the money: ${val(a[1])} per game at ${val(a[2])} ${unit}, ${val(a[3])} per ${unit}.`;
      return b ? `${first} ${val(b[0])} follows with ${val(b[3])}.` : first;
    },
  };
}

export function improvementTemplate({ p, roles, columns }: TemplateInput, latestDate: string | null): Template | null {
  if (!/improv|progress|better|got worse|declin|drop/.test(p.text) || !roles.date || !latestDate) return null;
  const m = p.metric ?? columns.find((c) => ["pts", "points", "goals", "pass_yds", "td"].includes(c.name)) ?? null;
  if (!m) return null;
  const year = Number(latestDate.slice(0, 4));
  const latestMonth = Number(latestDate.slice(5, 7)) - 1;
  const monthStart = (month: number) => {
    const y = month > latestMonth ? year - 1 : year;
    return `${y}-${String(month + 1).padStart(2, "0")}-01`;
  };
  const monthEnd = (month: number) => {
    const y = month > latestMonth ? year - 1 : year;
    const next = month === 11 ? `${y + 1}-01-01` : `${y}-${String(month + 2).padStart(2, "0")}-01`;
    return next;
  };
  const d = q(roles.date);
  let before: string;
  let after: string;
  let periods: string;
  if (p.since !== null) {
    before = `${d} < DATE ${lit(monthStart(p.since))}`;
    after = `${d} >= DATE ${lit(monthStart(p.since))}`;
    periods = `before and since ${cap(monthName(p.since))}`;
  } else if (p.months.length >= 2) {
    const [a, b] = p.months;
    before = `${d} >= DATE ${lit(monthStart(a))} AND ${d} < DATE ${lit(monthEnd(a))}`;
    after = `${d} >= DATE ${lit(monthStart(b))} AND ${d} < DATE ${lit(monthEnd(b))}`;
    periods = `${cap(monthName(a))} against ${cap(monthName(b))}`;
  } else return null;
  const players = p.players.map((x) => x.name);
  const extra = `${positionFilter(p, roles)} AND ${q(m.name)} IS NOT NULL`;
  return {
    kind: "improvement",
    goal: `Compare each player's ${label(m)} per game ${periods}`,
    players,
    steps: [
      coverageStep(roles, players, extra),
      {
        title: `Average ${label(m)} per game in each period`,
        type: "SELECT",
        sql: `SELECT ${q(roles.player)} AS player, count(*) FILTER (WHERE ${before}) AS games_before, count(*) FILTER (WHERE ${after}) AS games_after FROM games WHERE ${playerFilter(roles, players)}${extra} GROUP BY ${q(roles.player)} ORDER BY ${q(roles.player)}`,
      },
      {
        title: "Rank by the change between the periods",
        type: "SELECT",
        sql: `SELECT ${q(roles.player)} AS player, ${r1(`avg(${q(m.name)}) FILTER (WHERE ${before})`)} AS before, ${r1(`avg(${q(m.name)}) FILTER (WHERE ${after})`)} AS after, ${r1(`avg(${q(m.name)}) FILTER (WHERE ${after}) - avg(${q(m.name)}) FILTER (WHERE ${before})`)} AS change FROM games WHERE ${playerFilter(roles, players)}${extra} GROUP BY ${q(roles.player)} HAVING count(*) FILTER (WHERE ${before}) > 0 AND count(*) FILTER (WHERE ${after}) > 0 ORDER BY change DESC LIMIT ${p.topN ?? 10}`,
      },
    ],
    tableStep: 2,
    chart: { step: 2, kind: "bar", x: "player", y: "change", title: `Change in ${label(m)} per game (${periods})` },
    narrate: (results) => {
      const res = results[2];
      const [a] = res.rows;
      if (!a) return `No player has games in both periods (${periods}).`;
      const verb = typeof a[3] === "number" && a[3] >= 0 ? "improved most" : "declined least";
      const last = res.rows.length > 1 ? res.rows[res.rows.length - 1] : null;
      return `${val(a[0])} ${verb}: ${val(a[1])} to ${val(a[2])} ${label(m)} per game (${val(a[3])}), ${periods}.${last ? ` ${val(last[0])} changed least (${val(last[3])}).` : ""}`;
    },
  };
}

export function rollingTemplate({ p, roles }: TemplateInput): Template | null {
  if (!p.rollingN || !p.players.length || !p.metric || !roles.date) return null;
  const n = p.rollingN;
  const players = p.players.map((x) => x.name);
  const m = p.metric;
  const series = `SELECT ${q(roles.player)} AS player, ${q(roles.date)} AS game_date, ${q(m.name)} AS ${q(m.name)}, ${r1(`avg(${q(m.name)}) OVER (PARTITION BY ${q(roles.player)} ORDER BY ${q(roles.date)} ROWS BETWEEN ${n - 1} PRECEDING AND CURRENT ROW)`)} AS rolling FROM games WHERE ${playerFilter(roles, players)} AND ${q(m.name)} IS NOT NULL`;
  return {
    kind: "rolling",
    goal: `Follow ${nameList(players)}'s rolling ${n}-game ${label(m)}`,
    players,
    steps: [
      coverageStep(roles, players),
      { title: `Rolling ${n}-game average of ${label(m)} per game`, type: "SELECT", sql: `${series} ORDER BY game_date, player` },
      {
        title: "Latest rolling value for each player",
        type: "SELECT",
        sql: `SELECT player, game_date, rolling, ${q(m.name)} FROM (SELECT *, row_number() OVER (PARTITION BY player ORDER BY game_date DESC) AS recent FROM (${series}) AS s) AS r WHERE recent = 1 ORDER BY rolling DESC`,
      },
    ],
    tableStep: 2,
    chart: { step: 1, kind: "line", x: "game_date", y: "rolling", series: "player", title: `Rolling ${n}-game ${label(m)}` },
    narrate: (results) => {
      const latest = results[2];
      const parts = latest.rows.map((r) => `${val(r[0])} is at ${val(r[2])} (last game ${val(r[1])}: ${val(r[3])})`);
      if (!parts.length) return `No games found for ${nameList(players)}.`;
      return `Rolling ${n}-game ${label(m)}: ${parts.join("; ")}.`;
    },
  };
}

const DEFAULT_TRIOS = [["pts", "reb", "ast"], ["goals", "assists", "shots"], ["pass_yds", "rush_yds", "td"], ["tackles", "sacks", "snaps"]];

export function comparisonTemplate({ p, roles, columns }: TemplateInput): Template | null {
  if (p.players.length < 2) return null;
  const players = p.players.map((x) => x.name);
  const have = new Set(columns.map((c) => c.name));
  const metrics = p.metric ? [p.metric] : ((DEFAULT_TRIOS.find((t) => t.every((n) => have.has(n))) ?? []).map((n) => columns.find((c) => c.name === n)!) as GamesColumn[]);
  if (!metrics.length) return null;
  const rate = p.metric ? rateExpr(p, p.metric.name, roles) : { expr: "", unit: "per game" };
  if (!rate) return null;
  const n = p.lastN;
  const span = n ? `over the last ${n} games` : "over all their games";
  const aggs = metrics.map((m) => `${r1(p.metric ? rate.expr : `avg(${q(m.name)})`)} AS ${q(m.name)}`).join(", ");
  const recent = lastGames(roles, players, n, ` AND ${q(metrics[0].name)} IS NOT NULL`);
  return {
    kind: "comparison",
    goal: `Compare ${nameList(players)} ${span}: ${metrics.map(label).join(", ")} ${rate.unit}`,
    players,
    steps: [
      coverageStep(roles, players, ` AND ${q(metrics[0].name)} IS NOT NULL`),
      { title: `Select each player's games ${span}`, type: "SELECT", sql: `SELECT ${q(roles.player)} AS player, count(*) AS games FROM (${recent}) AS g GROUP BY ${q(roles.player)} ORDER BY player` },
      { title: `Average ${metrics.map(label).join(", ")} ${rate.unit}`, type: "SELECT", sql: `SELECT ${q(roles.player)} AS player, count(*) AS games, ${aggs} FROM (${recent}) AS g GROUP BY ${q(roles.player)} ORDER BY ${q(metrics[0].name)} DESC` },
      {
        title: `Name the leader in ${label(metrics[0])}`,
        type: "SELECT",
        sql: `SELECT ${q(roles.player)} AS player, ${r1(p.metric ? rate.expr : `avg(${q(metrics[0].name)})`)} AS value FROM (${recent}) AS g GROUP BY ${q(roles.player)} ORDER BY value DESC LIMIT 1`,
      },
    ],
    tableStep: 2,
    chart: { step: 2, kind: "grouped_bar", x: "player", y: "value", title: `${nameList(players)} ${span}` },
    narrate: (results) => {
      const res = results[2];
      if (res.rows.length < 2) return `Only ${res.rows.length} of ${nameList(players)} has games in the selected data.`;
      const m0 = metrics[0];
      const i = col(res, m0.name);
      const [a, b] = res.rows;
      const lead = `${val(a[0])} leads ${val(b[0])} in ${label(m0)} ${rate.unit} ${span}, ${val(a[i])} to ${val(b[i])}.`;
      const rest = metrics.slice(1).map((m) => `${label(m)} ${val(a[col(res, m.name)])} to ${val(b[col(res, m.name)])}`);
      return rest.length ? `${lead} In the same order: ${rest.join(", ")}.` : lead;
    },
  };
}

export function rankingTemplate({ p, roles }: TemplateInput): Template | null {
  // A named player's own rate ("Whitfield per 36") is the single-player template's.
  if (p.players.length > 0 || !p.metric) return null;
  if (!(p.topN || p.positions || p.rate === "per_36" || p.rate === "per_90")) return null;
  const rate = rateExpr(p, p.metric.name, roles);
  if (!rate) return null;
  const m = p.metric;
  const extra = positionFilter(p, roles);
  const having = [p.minMinutes && roles.minutes ? `sum(${q(roles.minutes)}) >= ${p.minMinutes}` : null, p.minGames ? `count(*) >= ${p.minGames}` : null].filter(Boolean);
  const who = p.positionWord ? p.positionWord : "players";
  const top = p.topN ?? 10;
  const order = p.wantsLowest ? "ASC" : "DESC";
  return {
    kind: "ranking",
    goal: `Rank ${who} by ${label(m)} ${rate.unit}${having.length ? " with the minimums asked" : ""}`,
    players: [],
    steps: [
      coverageStep(roles, [], `${extra} AND ${q(m.name)} IS NOT NULL`),
      {
        title: `${label(m)} ${rate.unit} for each player`,
        type: "SELECT",
        sql: `SELECT ${q(roles.player)} AS player, count(*) AS games${roles.minutes ? `, ${r1(`sum(${q(roles.minutes)})`)} AS minutes` : ""}, ${r1(rate.expr)} AS value FROM games WHERE ${playerFilter(roles, [])}${extra} AND ${q(m.name)} IS NOT NULL GROUP BY ${q(roles.player)}${having.length ? ` HAVING ${having.join(" AND ")}` : ""} ORDER BY value ${order} NULLS LAST LIMIT ${top}`,
      },
    ],
    tableStep: 1,
    chart: { step: 1, kind: "bar", x: "player", y: "value", title: `Top ${top} ${who}: ${label(m)} ${rate.unit}` },
    narrate: ([, res]) => {
      const [a, b] = res.rows;
      if (!a) return `No ${who} meet the filters.`;
      const head = `${val(a[0])} ranks first among ${res.rows.length} ${who} in ${label(m)} ${rate.unit} with ${val(a[col(res, "value")])}.`;
      return b ? `${head} ${val(b[0])} is next with ${val(b[col(res, "value")])}.` : head;
    },
  };
}

export function singlePlayerTemplate({ p, roles }: TemplateInput): Template | null {
  if (p.players.length !== 1 || !p.metric) return null;
  const rate = rateExpr(p, p.metric.name, roles);
  if (!rate) return null;
  const player = p.players[0].name;
  const m = p.metric;
  const n = p.lastN;
  const span = n ? `over the last ${n} games` : "over all games";
  const recent = lastGames(roles, [player], n, ` AND ${q(m.name)} IS NOT NULL`);
  const order = roles.date ? q(roles.date) : "row_index";
  return {
    kind: "player_stat",
    goal: `${player}'s ${label(m)} ${rate.unit} ${span}`,
    players: [player],
    steps: [
      coverageStep(roles, [player], ` AND ${q(m.name)} IS NOT NULL`),
      { title: `${player}'s ${label(m)} game by game`, type: "SELECT", sql: `SELECT ${roles.date ? `${q(roles.date)} AS game_date` : "row_index AS game_date"}, ${q(m.name)} AS ${q(m.name)} FROM (${recent}) AS g ORDER BY ${order === "row_index" ? "game_date" : "game_date"}` },
      { title: `${label(m)} ${rate.unit}`, type: "SELECT", sql: `SELECT ${q(roles.player)} AS player, count(*) AS games, ${r1(`sum(${q(m.name)})`)} AS total, ${r1(rate.expr)} AS value FROM (${recent}) AS g GROUP BY ${q(roles.player)}` },
    ],
    tableStep: 2,
    chart: { step: 1, kind: "line", x: "game_date", y: m.name, title: `${player}: ${label(m)} by game` },
    narrate: (results) => {
      const res = results[2];
      const a = res.rows[0];
      if (!a) return `No games found for ${player}.`;
      return `${player} has ${val(a[col(res, "value")])} ${label(m)} ${rate.unit} ${span} (${val(a[col(res, "total")])} in ${val(a[col(res, "games")])} games).`;
    },
  };
}

function monthName(i: number) {
  return ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"][i];
}
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** "What if Brooks made 75% of his free throws?": a write step on the sandbox copy only (STAT-02), then actual against what-if. */
export function whatIfTemplate({ p, roles, columns, tables }: TemplateInput): Template | null {
  const m = /\bwhat if\b|\bif (?:he|she|they|his|her|their)\b|\bwere\b|\bhad (?:made|shot|hit)\b/.exec(p.text);
  const pct = /(\d{1,3}(?:\.\d)?)\s?(?:%|percent|per cent)/.exec(p.text);
  const s = p.shooting;
  if (!m || !pct || !s || p.players.length !== 1 || (s.made !== "ftm" && s.made !== "c_3pm")) return null;
  const target = Number(pct[1]) / 100;
  if (!(target >= 0 && target <= 1)) return null;
  const pts = columns.find((c) => c.name === "pts");
  const player = p.players[0].name;
  const table = tables.find((t) => t.players.includes(player) && t.columns.includes(s.made) && t.columns.includes(s.attempts));
  if (!pts || !table) return null;
  const worth = s.made === "ftm" ? 1 : 3;
  const made = q(s.made);
  const att = q(s.attempts);
  const newMade = `round((${att} * ${target})::numeric)`;
  const copy = [q(roles.player), roles.date ? q(roles.date) : null, made, att, q("pts")].filter(Boolean).join(", ");
  const values = [q(roles.player), roles.date ? q(roles.date) : null, newMade, att, `${q("pts")} + ${worth} * (${newMade} - ${made})`].filter(Boolean).join(", ");
  const scenario = `CASE WHEN dataset = 'what-if' THEN 'what-if' ELSE 'actual' END`;
  return {
    kind: "what_if",
    goal: `Re-score ${player}'s games at ${pct[1]}% ${s.label.replace("%", "")} shooting`,
    players: [player],
    steps: [
      coverageStep(roles, [player], ` AND ${att} IS NOT NULL`),
      {
        title: `Add a what-if copy of ${player}'s games to the sandbox`,
        type: "INSERT",
        sql: `INSERT INTO ${table.name} (dataset, row_index, ${copy}) SELECT 'what-if', row_index, ${values} FROM ${table.name} WHERE ${q(roles.player)} = ${lit(player)} AND ${att} IS NOT NULL`,
      },
      {
        title: "Compare actual and what-if",
        type: "SELECT",
        sql: `SELECT ${scenario} AS scenario, count(*) AS games, ${r1(`100.0 * sum(${made}) / nullif(sum(${att}), 0)`)} AS pct, ${r1(`avg(${q("pts")})`)} AS pts_per_game FROM games WHERE ${q(roles.player)} = ${lit(player)} AND ${att} IS NOT NULL GROUP BY 1 ORDER BY 1`,
      },
    ],
    tableStep: 2,
    chart: { step: 2, kind: "bar", x: "scenario", y: "pts_per_game", title: `${player}: points per game, actual and what-if` },
    narrate: (results) => {
      const res = results[2];
      const actual = res.rows.find((r) => r[0] === "actual");
      const whatIf = res.rows.find((r) => r[0] === "what-if");
      if (!actual || !whatIf) return `No ${s.label} attempts found for ${player}.`;
      return `At ${val(whatIf[2])}% ${s.label.replace("%", "")} instead of ${val(actual[2])}%, ${player} would have scored ${val(whatIf[3])} points per game instead of ${val(actual[3])} over ${val(actual[1])} games. The change was made in the sandbox copy only.`;
    },
  };
}
