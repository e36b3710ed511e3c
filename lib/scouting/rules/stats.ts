// Documented stat lines ("17.8 points, 8.1 rebounds, 5.9 assists in 33.4 minutes", "24 appearances, 7
// goals and 6 assists", "3,912 passing yards, 31 touchdowns") and combine results from measurement rows.
// The text is kept as the source wrote it: a stat line is a quote with a context, never a computation.

import { collapseSpaces, normalizeText, stripMarkdown } from "./text";

export type StatKind = "season" | "split" | "combine" | "career" | "other";
export type FoundStat = { text: string; context: string | null; kind: StatKind; quote: string };

const NUM = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d+)?`;
// Counting stats across the three sports. "games", "starts" and "minutes" qualify a line but do not make one.
const COUNTING =
  String.raw`points?|pts|rebounds?|reb|boards|assists?|ast|steals?|stl|blocks?|blk|turnovers?|goals?|appearances?|apps|caps|clean sheets?|saves?|key passes|chances created|interceptions?|ints?|sacks?|touchdowns?|tds?|(?:passing|rushing|receiving|all-purpose)\s+(?:yards?|yds|touchdowns?|tds?)|yards?|yds|completions?|receptions?|catches|carries|tackles(?:\s+for\s+loss)?|tfls?|forced fumbles?|pass(?:es)? defended|pass breakups|pressures|hurries|qb hits|threes|three-pointers|3-pointers|dribbles|duels won|xg|xa`;
const QUALIFYING = String.raw`games?|matches|starts?|minutes?|mins?|mpg|attempts?`;
const TOKEN = new RegExp(String.raw`(?<![\d.,])(${NUM})\s*(?:per\s*cent\s+|%\s+)?(${COUNTING}|${QUALIFYING})\b`, "gi");
const PERCENT = new RegExp(String.raw`(?<![\d.,])(${NUM})\s*(?:%|per\s*cent)\s+(?:from\s+(?:three|3|deep|the\s+(?:line|field|floor))|on\s+threes|completions?|(?:completion|shooting|field-goal|free-throw|three-point)\s+(?:rate|percentage)|shooting)`, "gi");
const LEAD_VERB = /\b(?:averag(?:ed|es|ing)|posted|posts|recorded|records|put up|puts up|totall?ed|tallied|has|had|scored|scores|finished with|logged|threw for|ran for|produced)\s*$/i;
const TRAIL = /^(?:\s+(?:per\s+(?:game|90|match|contest)|a\s+game|a\s+match|this\s+season|last\s+season|so\s+far|in\s+(?:the\s+)?[\p{L}\d' -]{2,30}?(?=[,;.)]|\s+and\b|\s+but\b|$)|on\s+[\d.]+\s+attempts(?:\s+per\s+game)?|over\s+\d+\s+(?:games|matches|starts)|through\s+\d+\s+games))+/iu;
const SEASON_CUE = /\b(?:season|this year|last year|20\d\d(?:-\d{2,4})?|through \d+ games|so far|career|regular season|campaign)\b/i;
// The words that say which stretch a stat line covers, with their determiner ("this season").
const CONTEXT_CUE = /\b(?:(?:this|last|that|the|regular|final|senior|junior|rookie|20\d\d(?:-\d{2,4})?)\s+(?:season|campaign)|this year|last year|20\d\d(?:-\d{2,4})?|through \d+ games|so far|career)\b/gi;
const SPLIT_CUE = /\b(?:round|playoffs?|postseason|series|vs\.?|against|last \d+ games|in the final|tournament|cup)\b/i;

type Token = { start: number; end: number; counting: boolean };

function tokens(s: string): Token[] {
  const out: Token[] = [];
  for (const m of s.matchAll(TOKEN)) {
    const counting = !new RegExp(`^(?:${QUALIFYING})$`, "i").test(m[2]);
    out.push({ start: m.index, end: m.index + m[0].length, counting });
  }
  for (const m of s.matchAll(PERCENT)) out.push({ start: m.index, end: m.index + m[0].length, counting: true });
  return out.sort((a, b) => a.start - b.start);
}

function kindOf(context: string): StatKind {
  if (/\bcareer\b/i.test(context)) return "career";
  if (SPLIT_CUE.test(context)) return "split";
  if (SEASON_CUE.test(context)) return "season";
  return "other";
}

/**
 * Stat lines in one attributed sentence or item: at least two counting stats close together, or one
 * with "averaged"/"per game". Returns the stat text as written and the context that qualifies it.
 */
export function findStatLines(sentence: string): FoundStat[] {
  const s = collapseSpaces(stripMarkdown(normalizeText(sentence)));
  const all = tokens(s);
  if (!all.some((t) => t.counting)) return [];
  // Group tokens that follow one another (separated by commas, "and", ";" or short qualifiers).
  const groups: Token[][] = [];
  for (const t of all) {
    const g = groups.at(-1);
    const gap = g ? s.slice(g.at(-1)!.end, t.start) : "";
    if (g && gap.length <= 40 && !/[.!?]\s/.test(gap)) g.push(t);
    else groups.push([t]);
  }
  const out: FoundStat[] = [];
  for (const group of groups) {
    // "through 58 games: 17.8 points …": a qualifier before a colon belongs to the context.
    let g = group;
    while (g.length > 1 && !g[0].counting && /:/.test(s.slice(g[0].end, g[1].start))) g = g.slice(1);
    const counting = g.filter((t) => t.counting).length;
    const before = s.slice(0, g[0].start);
    const averaged = /\b(?:averag|per game|per 90|a game)/i.test(s.slice(Math.max(0, g[0].start - 30), g.at(-1)!.end + 20));
    if (counting < 2 && !(counting === 1 && averaged)) continue;
    let start = g[0].start;
    const verb = LEAD_VERB.exec(before);
    if (verb) start = verb.index;
    let end = g.at(-1)!.end;
    const trail = TRAIL.exec(s.slice(end));
    if (trail) end += trail[0].length;
    const text = s.slice(start, end).replace(/[\s,;:]+$/, "").trim();
    // Context: a short label before a colon ("First round vs. Fresno:"), else season words nearby.
    const stops = [...before.matchAll(/(?<!\b(?:vs|no|st|jr|sr))[.;]\s/gi)].map((m) => m.index + 1);
    const clauseStart = stops.length ? stops[stops.length - 1] : 0;
    const lead = before.slice(clauseStart).trim().replace(/^[-*•]\s*/, "");
    let context: string | null = null;
    const colon = lead.lastIndexOf(":");
    if (colon > 0) {
      const label = lead.slice(0, colon).trim();
      // A short label ("First round vs. Fresno") is the context; a clause about him gives only its season words.
      const clause = label.split(/\s+/).length > 8 || /\b(?:he|she|they|his|her|has|had|is|was|became|become)\b/i.test(label);
      context = clause ? ([...label.matchAll(CONTEXT_CUE)].at(-1)?.[0] ?? null) : label;
    } else if (!verb && lead && lead.split(/\s+/).length <= 8 && !/\b(?:he|she|they|his|her)\b/i.test(lead)) {
      context = lead.replace(/[,\s]+$/, "") || null;
    }
    // A trait heading ("Strengths: 2.3 blocks per game") is not a context for a stat.
    if (context && /^(?:strengths?|weakness(?:es)?|pros|cons|concerns?|health|injur\w*|risk\w*)$/i.test(context)) context = null;
    if (context) context = context.charAt(0).toUpperCase() + context.slice(1);
    out.push({ text: text.charAt(0).toUpperCase() + text.slice(1), context, kind: kindOf(`${context ?? ""} ${text}`), quote: sentence });
  }
  return out;
}

const DRILL = /^(?:40(?:-yard|-yd| yard| yd)?(?: dash)?|10-(?:yd|yard) split|20-(?:yd|yard) split|vertical(?: jump)?|vert|max vertical|broad(?: jump)?|bench(?: press)?|3-cone|three-cone|(?:20-(?:yd|yard) |short )?shuttle|arm(?: length)?|hands?(?: size)?|wingspan|standing reach|lane agility|(?:3\/4 court )?sprint)$/i;

/** Combine results from a labelled row ("40-yard: 4.84 | Vertical: 31.0 | …"), values as written. */
export function findCombineResults(row: string): FoundStat | null {
  const pairs = row
    .split(/\s*[|;]\s*/)
    .map((p) => /^([^:]{1,30}):\s*(.+)$/.exec(p.trim()))
    .filter((m): m is RegExpExecArray => !!m && DRILL.test(m[1].trim()) && /\d/.test(m[2]));
  if (pairs.length < 2) return null;
  const text = pairs.map((m) => `${m[1].trim()} ${m[2].trim()}`).join(", ");
  return { text, context: "Combine", kind: "combine", quote: row };
}
