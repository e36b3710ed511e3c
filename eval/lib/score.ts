// The eval scorer: pure functions from ground truth and what a run produced to counts and figures.
// No database, no workflow: everything here is unit-tested with hand-made cases (tests/unit/eval-score.test.ts).
import { measurementLabels, withLabelledRows } from "@/lib/scouting/rules/blocks";
import { findMeasurements } from "@/lib/scouting/rules/measurements";
import { normalizeText } from "@/lib/scouting/rules/text";
import type { PlayerTruth, RequestTruth } from "./corpus";

export const HEIGHT_TOLERANCE_CM = 1.5;
export const WEIGHT_TOLERANCE_KG = 1;
export const FIELDS = ["positions", "teams", "height", "weight"] as const;
export type Field = (typeof FIELDS)[number];

// ---------- What a run produced (filled by eval/lib/drive.ts) ----------

export type ExtractedPlayer = {
  positions: string[];
  teams: { name: string; current: boolean }[];
  heightCm: number | null;
  weightKg: number | null;
  strengths: string[];
  weaknesses: string[];
};

/** A cited report line and the text of every passage it cites. */
export type CitedLine = { section: string; text: string; passages: string[]; documents?: string[] };

export type RequestOutcome = {
  intent: "scouting_report" | "other" | null;
  name: string | null;
  sport: string;
  closedBy: string;
  /** A clarification's reason and the candidates it offered, for the details file. */
  clarification?: { reason: string | null; choices: string[] };
};

// ---------- Names ----------

/** Case-, space-, punctuation- and accent-insensitive; a generational suffix stays part of the name. */
export function nameKey(name: string | null | undefined): string {
  if (!name) return "";
  return normalizeText(name)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.,'’"]/g, "")
    .replace(/[-\s]+/g, " ")
    .trim();
}

export const sameName = (a: string | null | undefined, b: string | null | undefined) => nameKey(a) === nameKey(b);

/**
 * The same name, or the same surname (and suffix) with one given name the start of the other: "Cass
 * Whitlow" asked and "Cassius Whitlow", as the documents write him in full, proposed. "Dario" and
 * "Darius" are two names; "Marcus Hale" and "Marcus Hale Jr." two people.
 */
export function samePersonName(truth: string | null | undefined, got: string | null | undefined): boolean {
  if (sameName(truth, got)) return true;
  const a = nameKey(truth).split(" ");
  const b = nameKey(got).split(" ");
  if (a.length < 2 || a.length !== b.length || a.slice(1).join(" ") !== b.slice(1).join(" ")) return false;
  const [short, long] = [a[0], b[0]].sort((x, y) => x.length - y.length);
  return short.length >= 3 && long.startsWith(short);
}

// ---------- Teams ----------

// Words that never identify a team on their own ("FC", "the Club", "State").
const GENERIC_TEAM_WORDS = new Set(["fc", "sc", "cf", "afc", "ac", "bk", "fk", "kk", "sk", "if", "cd", "club", "team", "university", "college", "state", "the", "of"]);

// "Club Deportivo Valdoria" is "CD Valdoria" spelled out; a community college is its "CC".
const CLUB_ABBREVIATIONS: [RegExp, string][] = [
  [/^club deportivo /, "cd "],
  [/^clube desportivo /, "cd "],
  [/^football club /, "fc "],
  [/^union deportiva /, "ud "],
  [/^sociedad deportiva /, "sd "],
  // ("Delta Marsh Community College" is "Delta Marsh CC".)
  [/\bcommunity college\b/, "cc"],
  [/\bjunior college\b/, "jc"],
];

export function teamKey(name: string): string {
  const key = nameKey(name)
    .replace(/[^\p{L}\p{N} ]/gu, " ")
    .replace(/^the /, "")
    .replace(/\s+/g, " ")
    .trim();
  return CLUB_ABBREVIATIONS.reduce((k, [long, short]) => k.replace(long, short), key);
}

/**
 * Resolves an extracted team name to one of the known full names: equal, equal without generic words
 * ("Eastfield FC" / "Eastfield"), or an unambiguous short form: any run of the name's distinctive words
 * (the nickname "Tides", the place "Tacoma", "Sierra Chica"), kept only when the documents use it
 * (`usedIn`, when given) and no other known team shares it; or an alias given explicitly (a corpus
 * half's aliases.json).
 */
export class TeamMatcher {
  private readonly byKey = new Map<string, Set<string>>();

  constructor(fullNames: string[], aliases: Record<string, string> = {}, usedIn?: string) {
    // Generic words are dropped from the documents too, so "Marlow State" counts as a use of "Marlow".
    const used = usedIn === undefined ? null : ` . ${teamKey(usedIn).split(" ").filter((w) => !GENERIC_TEAM_WORDS.has(w)).join(" ")} . `;
    for (const full of fullNames) {
      // The full name, with or without its generic words, always counts; a shorter run only as used.
      const core = new Set([teamKey(full), TeamMatcher.coreKey(full)]);
      for (const key of TeamMatcher.keysOf(full)) if (core.has(key) || !used || TeamMatcher.usedAlone(used, key, full)) this.add(key, full);
    }
    for (const [alias, full] of Object.entries(aliases)) this.add(teamKey(alias), full);
    // "Ostrander University" for "Ostrander University Owls": the school without its teams' nickname.
    for (const full of fullNames) {
      const school = TeamMatcher.schoolOf(teamKey(full));
      if (school && !this.byKey.has(school)) this.add(school, full);
    }
  }

  /** "westhollow university wildcats" → "westhollow university": a school's name before its teams' nickname. */
  static schoolOf(key: string): string | null {
    const words = key.split(" ");
    return words.length >= 3 && /^(?:university|college|state|tech|school|academy)$/.test(words.at(-2) ?? "") && /(?:s|men)$/.test(words.at(-1) ?? "")
      ? words.slice(0, -1).join(" ")
      : null;
  }

  private add(key: string, full: string) {
    if (!key) return;
    const set = this.byKey.get(key) ?? new Set<string>();
    set.add(full);
    this.byKey.set(key, set);
  }

  /** Whether `key` (a run of the name's words) occurs in the folded text other than inside the longer name. */
  static usedAlone(used: string, key: string, full: string): boolean {
    const words = TeamMatcher.coreKey(full).split(" ");
    const parts = key.split(" ");
    const at = words.findIndex((_, i) => parts.every((p, k) => words[i + k] === p));
    const before = at > 0 ? words[at - 1] : null;
    const after = words[at + parts.length] ?? null;
    const re = new RegExp(`(\\S+) ${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (\\S+)`, "g");
    for (let m = re.exec(used); m; m = re.exec(used)) {
      re.lastIndex = m.index + m[1].length + 1;
      if (m[1] !== before && m[2] !== after) return true;
    }
    return false;
  }

  /** The name without its generic words ("Atletico Sierra Chica"). */
  static coreKey(full: string): string {
    return teamKey(full).split(" ").filter((w) => w && !GENERIC_TEAM_WORDS.has(w)).join(" ");
  }

  /** The full name's key first, then its short forms (every run of distinctive words, 3+ characters). */
  static keysOf(full: string): string[] {
    const key = teamKey(full);
    const distinctive = TeamMatcher.coreKey(full).split(" ").filter(Boolean);
    const keys = new Set([key, distinctive.join(" ")]);
    for (let i = 0; i < distinctive.length; i++) {
      for (let j = i + 1; j <= distinctive.length; j++) keys.add(distinctive.slice(i, j).join(" "));
    }
    return [...keys].filter((k, i) => i === 0 || k.length >= 3);
  }

  /** The known full name this spelling stands for, or null (unknown or ambiguous). */
  resolve(name: string): string | null {
    const key = teamKey(name);
    const distinctive = key.split(" ").filter((w) => w && !GENERIC_TEAM_WORDS.has(w)).join(" ");
    // "Westhollow University Wildcats" for "Westhollow University": the school with its teams' nickname.
    for (const k of [key, distinctive, TeamMatcher.schoolOf(key)]) {
      if (!k) continue;
      const hits = this.byKey.get(k);
      if (hits?.size === 1) return [...hits][0];
      // "Kellmouth Athletic FC" is "Kellmouth Athletic", not "Kellmouth Athletic U18": a name whose own
      // distinctive words these are outranks a longer name they are a run of.
      const own = [...(hits ?? [])].filter((full) => TeamMatcher.coreKey(full) === k || teamKey(full) === k);
      if (own.length === 1) return own[0];
      if (hits && hits.size > 1) return null;
    }
    return null;
  }

  /** Whether the extracted spelling names this team. */
  same(extracted: string, full: string): boolean {
    if (teamKey(extracted) === teamKey(full)) return true;
    const resolved = this.resolve(extracted);
    return resolved !== null && teamKey(resolved) === teamKey(full);
  }

  /** Every spelling (folded) that resolves to exactly one team, with that team: for finding teams named in text. */
  spellings(): { spelling: string; full: string }[] {
    return [...this.byKey.entries()].filter(([, s]) => s.size === 1).map(([spelling, s]) => ({ spelling, full: [...s][0] }));
  }
}

// ---------- Traits ----------

const STOPWORDS = new Set(
  "a an the of and or to in on at for with his her he she him is are be as by from into off it its very than that this their who has have out up".split(" "),
);

/** Crude stem: plural, -ing and -ed endings go, so "blocks", "blocking" and "blocked" meet at "block". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && (w.endsWith("ies") || w.endsWith("ied"))) w = `${w.slice(0, -3)}i`;
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("y")) w = `${w.slice(0, -1)}i`;
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function contentWords(text: string): string[] {
  const words = nameKey(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => !STOPWORDS.has(w)).map(stem);
}

/** A truth trait (alternatives) is in a bullet when every content word of one alternative is. */
export function traitInBullet(alternatives: string[], bullet: string): boolean {
  const have = new Set(contentWords(bullet));
  return alternatives.some((alt) => {
    const need = contentWords(alt);
    return need.length > 0 && need.every((w) => have.has(w));
  });
}

export type TraitScore = {
  strengths: { found: number; total: number; missed: string[] };
  weaknesses: { found: number; total: number; missed: string[] };
  /** Extracted bullets that match no truth trait of either kind. */
  unmatchedBullets: string[];
  bullets: number;
};

export function scoreTraits(truth: Pick<PlayerTruth, "strengths" | "weaknesses" | "absent">, got: Pick<ExtractedPlayer, "strengths" | "weaknesses">): TraitScore {
  const kind = (traits: string[][], bullets: string[]) => {
    const missed = traits.filter((alts) => !bullets.some((b) => traitInBullet(alts, b)));
    return { found: traits.length - missed.length, total: traits.length, missed: missed.map((alts) => alts.join(" / ")) };
  };
  const all = [...truth.strengths, ...truth.weaknesses];
  const bullets = [...got.strengths, ...got.weaknesses];
  const unmatchedBullets = truth.absent ? bullets : bullets.filter((b) => !all.some((alts) => traitInBullet(alts, b)));
  return {
    strengths: truth.absent ? { found: 0, total: 0, missed: [] } : kind(truth.strengths, got.strengths),
    weaknesses: truth.absent ? { found: 0, total: 0, missed: [] } : kind(truth.weaknesses, got.weaknesses),
    unmatchedBullets,
    bullets: bullets.length,
  };
}

// ---------- Fields ----------

export type FieldScore = {
  tp: number;
  fp: number;
  fn: number;
  /** Extracted values that are not the player's (false positives). */
  wrong: string[];
  /** Truth values not extracted (false negatives). */
  missed: string[];
};

const emptyScore = (): FieldScore => ({ tp: 0, fp: 0, fn: 0, wrong: [], missed: [] });

const fmtCm = (cm: number) => `${Math.round(cm * 10) / 10} cm`;
const fmtKg = (kg: number) => `${Math.round(kg * 10) / 10} kg`;

function scoreNumber(truth: number | null, got: number | null, tolerance: number, fmt: (n: number) => string): FieldScore {
  const s = emptyScore();
  if (got !== null && truth !== null && Math.abs(got - truth) <= tolerance) s.tp = 1;
  else {
    if (got !== null) (s.fp = 1), s.wrong.push(fmt(got));
    if (truth !== null) (s.fn = 1), s.missed.push(fmt(truth));
  }
  return s;
}

export type PlayerFieldScores = Record<Field, FieldScore> & {
  /** Whether the team flagged current is the truth's current team (null: nothing to judge). */
  currentTeam: boolean | null;
};

export function scoreFields(truth: PlayerTruth, got: ExtractedPlayer | null, teams: TeamMatcher): PlayerFieldScores {
  const g: ExtractedPlayer = got ?? { positions: [], teams: [], heightCm: null, weightKg: null, strengths: [], weaknesses: [] };
  const absent = truth.absent;

  const positions = emptyScore();
  const truthPositions = new Set(absent ? [] : truth.positions.map((p) => p.toUpperCase()));
  const gotPositions = new Set(g.positions.map((p) => p.toUpperCase()));
  for (const p of gotPositions) {
    if (truthPositions.has(p)) positions.tp++;
    else positions.fp++, positions.wrong.push(p);
  }
  for (const p of truthPositions) if (!gotPositions.has(p)) positions.fn++, positions.missed.push(p);

  const team = emptyScore();
  const truthTeams = absent ? [] : [...(truth.teams.current ? [truth.teams.current] : []), ...truth.teams.former];
  const matched = new Set<string>();
  for (const t of g.teams) {
    const hit = truthTeams.find((full) => teams.same(t.name, full));
    if (hit && !matched.has(hit)) team.tp++, matched.add(hit);
    else if (!hit) team.fp++, team.wrong.push(t.name);
    // A second spelling of a team already matched is neither right nor wrong twice.
  }
  for (const full of truthTeams) if (!matched.has(full)) team.fn++, team.missed.push(full);

  let currentTeam: boolean | null = null;
  const flagged = g.teams.filter((t) => t.current);
  if (!absent && (truth.teams.current || flagged.length)) {
    currentTeam = truth.teams.current ? flagged.length > 0 && flagged.every((t) => teams.same(t.name, truth.teams.current as string)) : false;
  }

  return {
    positions,
    teams: team,
    height: scoreNumber(absent ? null : (truth.height?.cm ?? null), g.heightCm, HEIGHT_TOLERANCE_CM, fmtCm),
    weight: scoreNumber(absent ? null : (truth.weight?.kg ?? null), g.weightKg, WEIGHT_TOLERANCE_KG, fmtKg),
    currentTeam,
  };
}

// ---------- Values that belong to someone else ----------

/** Another person whose values the documents state: a corpus player or a crowd player. */
export type OtherPlayer = {
  name: string;
  positions: string[];
  teams: string[];
  heightCm: number | null;
  weightKg: number | null;
  /** Upload names of the documents that state his values. */
  documents: string[];
};

export type WrongAttribution = { field: Field; value: string; belongsTo: string; documents: string[] };

/**
 * Wrong values (false positives) that equal another player's value stated in a document the run
 * retrieved: the likely namesake / teammate / opponent leak.
 */
export function wrongPlayerValues(input: {
  target: PlayerTruth;
  got: ExtractedPlayer | null;
  fields: PlayerFieldScores;
  others: OtherPlayer[];
  retrievedDocuments: string[];
  teams: TeamMatcher;
}): WrongAttribution[] {
  const { got, fields } = input;
  if (!got) return [];
  const retrieved = new Set(input.retrievedDocuments);
  const targetKey = nameKey(input.target.name);
  const candidates = input.others
    .filter((o) => nameKey(o.name) !== targetKey)
    .map((o) => ({ o, docs: o.documents.filter((d) => retrieved.has(d)) }))
    .filter((c) => c.docs.length > 0);
  // When several people own the value, blame the likeliest: a namesake of the target first.
  const targetWords = new Set(targetKey.split(" "));
  const shared = (name: string) => nameKey(name.replace(/ \(traps\)$/, "")).split(" ").filter((w) => targetWords.has(w)).length;
  candidates.sort((a, b) => shared(b.o.name) - shared(a.o.name));
  const out: WrongAttribution[] = [];
  const blame = (field: Field, value: string, owns: (o: OtherPlayer) => boolean) => {
    const hit = candidates.find((c) => owns(c.o));
    if (hit) out.push({ field, value, belongsTo: hit.o.name, documents: hit.docs });
  };
  if (fields.height.fp && got.heightCm !== null) {
    const v = got.heightCm;
    blame("height", fmtCm(v), (o) => o.heightCm !== null && Math.abs(o.heightCm - v) <= HEIGHT_TOLERANCE_CM);
  }
  if (fields.weight.fp && got.weightKg !== null) {
    const v = got.weightKg;
    blame("weight", fmtKg(v), (o) => o.weightKg !== null && Math.abs(o.weightKg - v) <= WEIGHT_TOLERANCE_KG);
  }
  for (const p of fields.positions.wrong) blame("positions", p, (o) => o.positions.some((q) => q.toUpperCase() === p));
  for (const t of fields.teams.wrong) blame("teams", t, (o) => o.teams.some((full) => input.teams.same(t, full)));
  return out;
}

// ---------- Citation support ----------

type PositionTerm = { re: RegExp; key: string };
const term = (pattern: string, key: string, flags = "i"): PositionTerm => ({ re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, `g${flags}u`), key });
// Position words a report line can state, each with the key a passage must also carry. Specific
// phrases and their codes share a key; the generic words ("guard") are matched by any of their family.
const POSITION_TERMS: PositionTerm[] = [
  // Basketball's numbered spots as a passage may say them ("moved him to the four").
  term("(?<=\\bthe\\s)(?:one|1)(?!\\s*(?:of|-|points?|games?))", "PG"), term("(?<=\\bthe\\s)(?:two|2)(?!\\s*(?:of|-|points?|games?))", "SG"),
  term("(?<=\\bthe\\s)(?:three|3)(?!\\s*(?:of|-|points?|pointers?|games?))", "SF"), term("(?<=\\bthe\\s)(?:four|4)(?!\\s*(?:of|-|points?|games?))", "PF"),
  term("(?<=\\bthe\\s)(?:five|5)(?!\\s*(?:of|-|points?|games?))", "C"),
  term("point guards?", "PG"), term("PG", "PG", ""), term("shooting guards?", "SG"), term("SG", "SG", ""),
  term("small forwards?", "SF"), term("SF", "SF", ""), term("power forwards?", "PF"), term("PF", "PF", ""),
  term("quarterbacks?", "QB"), term("QB", "QB", ""), term("running backs?|tailbacks?", "RB"),
  term("wide receivers?|receivers?|wideouts?", "WR"), term("WR", "WR", ""), term("tight ends?", "TE"), term("TE", "TE", ""),
  term("offensive tackles?|left tackles?|right tackles?", "OT"), term("OT|LT|RT", "OT", ""),
  term("offensive guards?|left guards?|right guards?", "OG"), term("OG|LG|RG", "OG", ""),
  term("defensive ends?", "DE"), term("DE", "DE", ""), term("defensive tackles?|nose tackles?", "DT"), term("DT", "DT", ""),
  term("linebackers?", "LB"), term("edge rushers?|EDGE", "EDGE"), term("cornerbacks?", "CB"),
  term("(?<=\\b(?:a|the|boundary|field|nickel|slot|outside|starting|backup|shutdown|press|at)\\s)corners?(?!\\s*(?:kicks?|flags?|of))", "CB"),
  term("safety|safeties", "S"), term("kickers?", "K"), term("punters?", "P"),
  term("goalkeepers?|keepers?|goalies?", "GK"), term("GK", "GK", ""), term("cent(?:er|re)[- ]backs?|cent(?:er|re)[- ]hal(?:f|ves)", "CB"),
  term("left[- ]backs?", "LB"), term("right[- ]backs?", "RB"), term("full[- ]backs?|fullbacks?", "full-back"),
  term("wing[- ]backs?", "WB"), term("WB|LWB|RWB", "WB", ""), term("defensive midfield(?:ers?)?|holding midfielders?", "DM"), term("DM|CDM", "DM", ""),
  term("attacking midfield(?:ers?)?", "AM"), term("CAM|AM", "AM", ""), term("central midfield(?:ers?)?|midfielders?", "midfielder"), term("CM", "CM", ""),
  term("left wing(?:ers?)?", "LW"), term("right wing(?:ers?)?", "RW"), term("wingers?", "winger"), term("LW", "LW", ""), term("RW", "RW", ""),
  term("strikers?|cent(?:er|re)[- ]forwards?", "ST"), term("ST|CF", "ST", ""),
  term("CB", "CB", ""), term("LB", "LB", ""), term("RB", "RB", ""),
  term("forwards?", "forward"), term("cent(?:er|re)s?", "center"), term("guards?", "guard"), term("wings?", "wing"),
];
// A generic word in a line is supported by its own word or any specific position of its family.
const FAMILY: Record<string, string[]> = {
  guard: ["PG", "SG", "OG", "guard"],
  forward: ["SF", "PF", "forward", "ST"],
  center: ["center", "CB", "C"],
  midfielder: ["DM", "CM", "AM", "midfielder"],
  winger: ["LW", "RW", "winger"],
  wing: ["LW", "RW", "winger", "SF", "SG", "wing"],
  "full-back": ["LB", "RB", "full-back", "WB"],
};

export function positionKeys(text: string): Set<string> {
  const keys = new Set<string>();
  // Basketball's two-way listings: a "G/F" is a wing (SG/SF), an "F/C" a big (PF/C).
  let rest = text.replace(/\b(?:G\/F|F\/G)\b/g, "SG/SF").replace(/\b(?:F\/C|C\/F)\b/g, "PF/C");
  // Longest phrases are listed before the words inside them; blank each hit so "point guard" is not also "guard".
  for (const t of POSITION_TERMS) {
    rest = rest.replace(t.re, (m) => {
      keys.add(t.key);
      return " ".repeat(m.length);
    });
  }
  // "a winger who can play on either flank", "a full-back on both sides": each side is stated.
  if (/\b(?:either|both)\s+(?:flanks?|wings?|sides?)\b/i.test(text)) {
    if (keys.has("winger") || keys.has("wing")) keys.add("LW").add("RW");
    if (keys.has("full-back")) keys.add("LB").add("RB");
  }
  return keys;
}

/** Every number in the text (commas in thousands dropped), as written. */
export function numbersIn(text: string): string[] {
  return (text.match(/(?<![\p{L}\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\p{L}\d.])\d+(?:\.\d+)?/gu) ?? []).map((n) => n.replace(/,/g, "").replace(/\.0+$/, ""));
}

function measurementsIn(text: string) {
  const t = normalizeText(text);
  // A roster's "| C | 6-10 | 248 lbs |" is a height and a weight under their "Ht" and "Wt" headers.
  // ("lengte_height_m: 1,94": an export's own labels in words, as extraction and the evidence check read them.)
  const all = [t, withLabelledRows(t)].flatMap((x) => x.split(/\n+/)).flatMap((line) => [...findMeasurements(line), ...findMeasurements(measurementLabels(line))]);
  return { heights: all.filter((m) => m.kind === "height").map((m) => m.heightCm), weights: all.filter((m) => m.kind === "weight").map((m) => m.weightKg) };
}

export type LineSupport = { supported: boolean; unsupported: string[] };

/**
 * Whether the cited passages carry every value the line states: heights and weights in any notation
 * (within the scorer's tolerances), every other number, every known team (by any of its spellings)
 * and every position word.
 */
export function lineSupport(line: string, passages: string[], teams: TeamMatcher): LineSupport {
  const text = normalizeText(line);
  const passage = normalizeText(passages.join("\n"));
  const unsupported: string[] = [];

  // Measurements first; their digits are then blanked so "203" is not also checked as a bare number.
  let rest = text;
  const lineMeasures = findMeasurements(text);
  const have = measurementsIn(passage);
  for (const m of lineMeasures) {
    rest = rest.slice(0, m.index) + " ".repeat(m.text.length) + rest.slice(m.index + m.text.length);
    if (m.kind === "height" && !have.heights.some((h) => Math.abs(h - m.heightCm) <= HEIGHT_TOLERANCE_CM)) unsupported.push(`height ${m.text}`);
    if (m.kind === "weight" && !have.weights.some((w) => Math.abs(w - m.weightKg) <= WEIGHT_TOLERANCE_KG)) unsupported.push(`weight ${m.text}`);
  }
  // Units left behind by a blanked measurement ("(203 cm)" → "(    cm)") carry no value.
  const passageNumbers = new Set(numbersIn(passage));
  for (const n of numbersIn(rest)) if (!passageNumbers.has(n)) unsupported.push(`number ${n}`);

  // ("Three-point shooting: …" names no "Three Rivers State": a word inside a hyphenated compound is no team.)
  const folded = ` ${teamKey(text.replace(/(\p{L})-(?=\p{L})/gu, "$1"))} `;
  const passageFolded = ` ${teamKey(passage)} `;
  const spellings = teams.spellings();
  const named = new Set(spellings.filter((s) => folded.includes(` ${s.spelling} `)).map((s) => s.full));
  for (const full of named) {
    const ok = spellings.some((s) => s.full === full && passageFolded.includes(` ${s.spelling} `));
    if (!ok) unsupported.push(`team ${full}`);
  }

  const passageKeys = positionKeys(passage);
  for (const key of positionKeys(text)) {
    const family = FAMILY[key] ?? [key];
    if (!family.some((k) => passageKeys.has(k))) unsupported.push(`position ${key}`);
  }
  return { supported: unsupported.length === 0, unsupported: [...new Set(unsupported)] };
}

// ---------- Requests ----------

export type RequestScore = { intent: boolean; name: boolean | null; sport: boolean | null };

/** Name and sport are judged on scouting requests only: for everyday chat there is neither to get right. */
export function scoreRequest(truth: RequestTruth, got: RequestOutcome): RequestScore {
  const intent = (got.intent ?? "other") === truth.intent;
  if (truth.intent !== "scouting_report") return { intent, name: null, sport: null };
  return { intent, name: samePersonName(truth.name, got.name), sport: (got.sport || "unknown") === truth.sport };
}

// ---------- Aggregates ----------

export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

export const ratio = (num: number, den: number): number | null => (den > 0 ? num / den : null);

export type PlayerScore = {
  fields: PlayerFieldScores;
  traits: TraitScore;
  wrong: WrongAttribution[];
  citations: { lines: number; supported: number; unsupported: { text: string; values: string[]; documents?: string[] }[] };
  ms: number | null;
  /** The run reached the player gate. */
  completed: boolean;
  /** The truth says the name is in no document (not reaching the gate is then fine). */
  absent: boolean;
};

export function scoreCitations(lines: CitedLine[], teams: TeamMatcher): PlayerScore["citations"] {
  const unsupported: PlayerScore["citations"]["unsupported"] = [];
  let supported = 0;
  for (const l of lines) {
    const s = lineSupport(l.text, l.passages, teams);
    if (s.supported) supported++;
    else unsupported.push({ text: l.text, values: s.unsupported, ...(l.documents ? { documents: l.documents } : {}) });
  }
  return { lines: lines.length, supported, unsupported };
}

/** The figures of one half and mode: every key is a metric name used by the table and the thresholds. */
export type Metrics = Record<string, number | null>;

export function aggregate(requests: RequestScore[], players: PlayerScore[]): Metrics {
  const m: Metrics = {};
  const count = (xs: (boolean | null)[]) => {
    const judged = xs.filter((x): x is boolean => x !== null);
    return ratio(judged.filter(Boolean).length, judged.length);
  };
  m.intent_accuracy = count(requests.map((r) => r.intent));
  m.name_accuracy = count(requests.map((r) => r.name));
  m.sport_accuracy = count(requests.map((r) => r.sport));
  let tp = 0, fp = 0, fn = 0;
  for (const f of FIELDS) {
    const s = players.map((p) => p.fields[f]);
    const ftp = s.reduce((a, x) => a + x.tp, 0), ffp = s.reduce((a, x) => a + x.fp, 0), ffn = s.reduce((a, x) => a + x.fn, 0);
    m[`${f}_precision`] = ratio(ftp, ftp + ffp);
    m[`${f}_recall`] = ratio(ftp, ftp + ffn);
    tp += ftp, fp += ffp, fn += ffn;
  }
  m.fields_precision = ratio(tp, tp + fp);
  m.fields_recall = ratio(tp, tp + fn);
  m.current_team_accuracy = count(players.map((p) => p.fields.currentTeam));
  const sum = (f: (p: PlayerScore) => number) => players.reduce((a, p) => a + f(p), 0);
  m.strengths_recall = ratio(sum((p) => p.traits.strengths.found), sum((p) => p.traits.strengths.total));
  m.weaknesses_recall = ratio(sum((p) => p.traits.weaknesses.found), sum((p) => p.traits.weaknesses.total));
  m.traits_recall = ratio(sum((p) => p.traits.strengths.found + p.traits.weaknesses.found), sum((p) => p.traits.strengths.total + p.traits.weaknesses.total));
  m.traits_precision = ratio(sum((p) => p.traits.bullets - p.traits.unmatchedBullets.length), sum((p) => p.traits.bullets));
  m.wrong_player_values = sum((p) => p.wrong.length);
  // Everything reported for a name that is in no document: each value and each bullet was invented.
  m.absent_player_values = sum((p) => (p.absent ? FIELDS.reduce((a, f) => a + p.fields[f].fp, 0) + p.traits.bullets : 0));
  m.citation_support = ratio(sum((p) => p.citations.supported), sum((p) => p.citations.lines));
  const times = players.map((p) => p.ms).filter((x): x is number => x !== null);
  m.run_p50_ms = percentile(times, 50);
  m.run_p95_ms = percentile(times, 95);
  m.runs_incomplete = players.filter((p) => !p.completed && !p.absent).length;
  return m;
}

// ---------- People the truth files mention only in their traps ----------

const PERSON = /\b([A-Z][a-z][\p{L}'’-]*(?: (?:[A-Z][a-z][\p{L}'’-]*|O'[A-Z][\p{L}]+)){1,2}(?: (?:Jr\.|Sr\.|III|II|IV))?)/gu;
const LBS_PER_KG = 1 / 0.45359237;
// Capitalised words that begin or end clubs, places and dates rather than people's names.
const NOT_PERSON_WORDS = new Set(
  "no athletic tech rovers united city town sporting county academy school port fort lake mount saint st north south east west new january february march april may june july august september october november december".split(" "),
);

/** Heights (cm) and weights (kg) written in a trap's shorthand: 6-11/255, 5-9, 190, 6ft 1in, 1.78 m, 73 kg, 6044/318. */
export function trapMeasurements(text: string): { heights: number[]; weights: number[] } {
  const heights: number[] = [];
  const weights: number[] = [];
  const inches = (ft: string, inch: string) => Math.round((Number(ft) * 12 + Number(inch)) * 2.54 * 10) / 10;
  for (const m of text.matchAll(/(?<![\d.])([5-7])(?:-|'|\s?ft\s?|-foot-)(1[01]|\d)(?:"|\s?in\b)?(?:\s?[,/]\s?(\d{3})(?![\d.]))?/g)) {
    heights.push(inches(m[1], m[2]));
    if (m[3]) weights.push(Math.round((Number(m[3]) / LBS_PER_KG) * 10) / 10);
  }
  // Combine notation: 6044 = 6 ft 4 4/8 in.
  for (const m of text.matchAll(/(?<![\d.])([5-7])(0\d|1[01])([0-7])(?:\s?\/\s?(\d{3}))?(?![\d.])/g)) {
    heights.push(Math.round((Number(m[1]) * 12 + Number(m[2]) + Number(m[3]) / 8) * 2.54 * 10) / 10);
    if (m[4]) weights.push(Math.round((Number(m[4]) / LBS_PER_KG) * 10) / 10);
  }
  for (const m of text.matchAll(/(?<![\d.])([12])\.(\d{2})\s?m\b/g)) heights.push(Number(`${m[1]}${m[2]}`));
  for (const m of text.matchAll(/(?<![\d.])(1[5-9]\d|2[0-3]\d)\s?cm\b/g)) heights.push(Number(m[1]));
  for (const m of text.matchAll(/(?<![\d.])(\d{3})(?:\s?|-)(?:lbs?|pounds?|pound)\b/g)) weights.push(Math.round((Number(m[1]) / LBS_PER_KG) * 10) / 10);
  for (const m of text.matchAll(/(?<![\d.])(\d{2,3})\s?kg\b/g)) weights.push(Number(m[1]));
  // "RB, 5-9, 190": a bare pound figure after a height.
  for (const m of text.matchAll(/(?<![\d.])[5-7]-(?:1[01]|\d),\s?(\d{3})(?![\d.])/g)) weights.push(Math.round((Number(m[1]) / LBS_PER_KG) * 10) / 10);
  return { heights: [...new Set(heights)], weights: [...new Set(weights)] };
}

/**
 * Other people a truth file's traps describe ("namesake (surname): Terrell Marsh, C, 6-11/255, Port
 * Calder Mariners …"), with the values the trap gives, as stated in the target's documents. They have
 * no truth file of their own, but a value of theirs reported for the target is still the wrong player's.
 */
export function trapPeople(input: { traps: string[]; sport: string; codes: string[]; documents: string[]; teams: TeamMatcher; known: string[] }): OtherPlayer[] {
  const known = new Set(input.known.map(nameKey));
  const out: OtherPlayer[] = [];
  for (const trap of input.traps) {
    const body = trap.includes(":") ? trap.slice(trap.indexOf(":") + 1) : trap;
    const people = [...body.matchAll(PERSON)]
      .map((m) => ({ index: m.index, text: m[0], name: m[1].replace(/['’]s$/, "") }))
      .filter(({ name }) => {
        const words = name.split(" ");
        if (words.some((w) => NOT_PERSON_WORDS.has(w.toLowerCase()) || GENERIC_TEAM_WORDS.has(w.toLowerCase()))) return false;
        // A team or its place ("Dunmore Royals June", "Port Calder Mariners") is not a person.
        return input.teams.resolve(name) === null && input.teams.resolve(words[0]) === null && input.teams.resolve(words.slice(0, 2).join(" ")) === null;
      });
    people.forEach((m, i) => {
      if (known.has(nameKey(m.name))) return;
      const segment = body.slice(m.index + m.text.length, people[i + 1]?.index ?? body.length);
      const { heights, weights } = trapMeasurements(segment);
      const codes = new Set<string>();
      for (const c of segment.match(/\b[A-Z]{1,4}\b/g) ?? []) if (input.codes.includes(c)) codes.add(c);
      for (const k of positionKeys(segment)) if (input.codes.includes(k)) codes.add(k);
      const folded = ` ${teamKey(segment)} `;
      const teams = [...new Set(input.teams.spellings().filter((s) => folded.includes(` ${s.spelling} `)).map((s) => s.full))];
      if (!heights.length && !weights.length && !codes.size && !teams.length) return;
      // One entry per stated height/weight pair keeps each comparison to one value.
      const n = Math.max(1, heights.length, weights.length);
      for (let k = 0; k < n; k++) {
        out.push({ name: `${m.name} (traps)`, positions: [...codes], teams, heightCm: heights[k] ?? null, weightKg: weights[k] ?? null, documents: input.documents });
      }
    });
  }
  return out;
}
