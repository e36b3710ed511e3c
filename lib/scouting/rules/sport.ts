// Guesses the sport from context words, famous names and team names; "unknown" unless conclusive.

import { KNOWN_TEAMS } from "./team-data";
import { escapeRegExp, fold, normalizeText } from "./text";
import type { Sport } from "./types";

type KnownSport = Exclude<Sport, "unknown">;
type Cue = [pattern: string, weight: number];

const CUES: Record<KnownSport, Cue[]> = {
  nba: [
    ["nba", 3], ["basketball", 3], ["g league", 3], ["wnba", 2], ["euroleague", 3], ["hoops", 2],
    ["rebounds?", 2], ["rebounding", 2], ["point guard", 3], ["shooting guard", 3], ["small forward", 3],
    ["power forward", 3], ["combo guard", 3], ["point forward", 3], ["three-point(?:ers?)?", 2], ["3-point(?:ers?)?", 2],
    ["3pt", 2], ["3pa", 2], ["free[- ]throws?", 1], ["dunks?", 2], ["layups?", 2], ["pick[- ]and[- ]roll", 2],
    ["double-double", 2], ["triple-double", 3], ["ppg", 2], ["rpg", 2], ["apg", 2], ["rim protect(?:or|ion)", 2],
    ["true shooting", 2], ["backcourt", 2], ["frontcourt", 2], ["blocks?", 1], ["steals?", 1], ["assists?", 1],
    ["forward", 1], ["guard", 1], ["center", 1], ["jump shot", 2], ["post[- ]ups?", 2], ["catch-and-shoot", 2],
    ["defensive rating", 2], ["usage rate", 1], ["march madness", 2], ["restricted area", 2], ["the paint", 2],
  ],
  football: [
    ["nfl", 3], ["american football", 4], ["football", 2], ["quarterback", 3], ["touchdowns?", 2],
    ["passing yards", 3], ["rushing yards", 3], ["receiving yards", 3], ["completion (?:rate|percentage)", 3],
    ["interceptions?", 1], ["40-yard(?: dash)?", 3], ["three-cone", 3], ["3-cone", 3], ["bench press", 2],
    ["sacks?", 2], ["tackles for loss", 3], ["wide receivers?", 3], ["running backs?", 3], ["tight ends?", 3],
    ["linebackers?", 3], ["cornerbacks?", 3], ["offensive line(?:man|men)?", 3], ["defensive end", 3],
    ["defensive tackle", 3], ["pass rush(?:er|ing)?", 3], ["edge rusher", 3], ["super bowl", 3], ["snaps?", 1],
    ["pocket", 1], ["gridiron", 3], ["end zone", 3], ["first down", 2], ["yards after catch", 3], ["heisman", 3],
    ["blitz", 2], ["play-action", 2], ["qb", 2], ["yards", 1], ["transfer portal", 1], ["combine", 1],
  ],
  soccer: [
    ["soccer", 4], ["association football", 4], ["football", 1], ["premier league", 4], ["la ?liga", 4],
    ["bundesliga", 4], ["serie a", 4], ["ligue 1", 4], ["eredivisie", 4], ["mls", 3], ["champions league", 4],
    ["europa league", 4], ["uefa", 3], ["fifa", 2], ["midfielders?", 3], ["midfield", 2], ["strikers?", 3],
    ["wingers?", 3], ["goalkeepers?", 3], ["centre-backs?", 3], ["center-backs?", 3], ["full-backs?", 2],
    ["wing-backs?", 3], ["xg", 3], ["xa", 2], ["clean sheets?", 3], ["hat-tricks?", 2], ["pitch", 1],
    ["free[- ]kicks?", 2], ["box-to-box", 3], ["transfer fee", 3], ["on loan", 2], ["loan spell", 3], ["goals?", 1],
    ["assists?", 1], ["crosses", 2], ["through balls?", 2], ["set[- ]pieces?", 2], ["offside", 2],
    ["first touch", 2], ["final third", 2], ["half-space", 3], ["4-2-3-1", 4], ["4-3-3", 3], ["matches", 1],
  ],
};

const FAMOUS: Record<KnownSport, string[]> = {
  nba: [
    "lebron james", "stephen curry", "steph curry", "kevin durant", "giannis antetokounmpo", "nikola jokic",
    "luka doncic", "jayson tatum", "joel embiid", "victor wembanyama", "shai gilgeous-alexander", "anthony edwards",
    "de'aaron fox", "kobe bryant", "michael jordan", "shaquille o'neal", "jaren jackson jr",
  ],
  football: [
    "patrick mahomes", "tom brady", "josh allen", "lamar jackson", "joe burrow", "jalen hurts", "justin jefferson",
    "travis kelce", "aaron rodgers", "christian mccaffrey", "d'andre swift", "jaxon smith-njigba", "ja'marr chase",
  ],
  soccer: [
    "lionel messi", "cristiano ronaldo", "kylian mbappe", "erling haaland", "mohamed salah", "kevin de bruyne",
    "jude bellingham", "vinicius junior", "virgil van dijk", "frenkie de jong", "harry kane", "lamine yamal",
  ],
};

type Scorer = { re: RegExp; weights: number[] };

function buildScorer(cues: Cue[], famous: string[]): Scorer {
  const parts = [...cues.map(([p]) => p), ...famous.map(escapeRegExp)];
  const weights = [...cues.map(([, w]) => w), ...famous.map(() => 5)];
  return { re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.map((p) => `(${p})`).join("|")})(?![\\p{L}\\p{N}])`, "gu"), weights };
}

function buildTeamScorer(sport: KnownSport): RegExp {
  const aliases = KNOWN_TEAMS.filter((t) => t.sport === sport)
    .flatMap((t) => t.aliases)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${aliases.join("|")})(?![\\p{L}\\p{N}])`, "gu");
}

const SPORTS: KnownSport[] = ["nba", "football", "soccer"];
const SCORERS = Object.fromEntries(SPORTS.map((s) => [s, buildScorer(CUES[s], FAMOUS[s])])) as Record<KnownSport, Scorer>;
const TEAM_SCORERS = Object.fromEntries(SPORTS.map((s) => [s, buildTeamScorer(s)])) as Record<KnownSport, RegExp>;

/** Per-sport evidence in one text. Each cue counts at most three times so one long table cannot dominate. */
export function sportScores(text: string): Record<KnownSport, number> {
  const normalized = normalizeText(text);
  const folded = fold(normalized);
  const scores: Record<KnownSport, number> = { nba: 0, football: 0, soccer: 0 };
  for (const sport of SPORTS) {
    const { re, weights } = SCORERS[sport];
    const counts = new Map<number, number>();
    for (const m of folded.matchAll(re)) {
      const group = m.findIndex((g, i) => i > 0 && g !== undefined) - 1;
      if (group < 0) continue;
      const seen = counts.get(group) ?? 0;
      if (seen >= 3) continue;
      counts.set(group, seen + 1);
      scores[sport] += weights[group];
    }
    let teamHits = 0;
    for (const _ of normalized.matchAll(TEAM_SCORERS[sport])) if (++teamHits > 3) break;
    scores[sport] += Math.min(teamHits, 3) * 3;
  }
  return scores;
}

function conclusive(scores: Record<KnownSport, number>, minimum: number): Sport {
  const ranked = SPORTS.map((s) => [s, scores[s]] as const).sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (top[1] >= minimum && top[1] >= 2 * second[1]) return top[0];
  return "unknown";
}

/**
 * The sport a request (and, failing that, the user's documents) is about. Returns "unknown" unless one
 * sport clearly outweighs the others.
 */
export function guessSport(text: string, documentTexts?: string[]): Sport {
  const own = sportScores(text);
  const fromText = conclusive(own, 2);
  if (fromText !== "unknown" || !documentTexts?.length) return fromText;
  const total: Record<KnownSport, number> = { nba: own.nba * 2, football: own.football * 2, soccer: own.soccer * 2 };
  for (const doc of documentTexts) {
    const s = sportScores(doc);
    for (const sport of SPORTS) total[sport] += s[sport];
  }
  return conclusive(total, 4);
}
