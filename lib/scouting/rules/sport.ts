// Guesses the sport from context words, famous names and team names; "unknown" unless conclusive.

import { readableLabels } from "./blocks";
import { findPositions } from "./positions";
import { KNOWN_TEAMS } from "./team-data";
import { fold, normalizeText } from "./text";
import type { Sport } from "./types";

type KnownSport = Exclude<Sport, "unknown">;

// "phrase|weight" entries separated by ";"; "(s)" marks an optional plural. Hyphens and spaces are the same word break.
const CUES: Record<KnownSport, string> = {
  nba: `nba|3; basketball|3; g league|3; wnba|2; euroleague|3; hoops|2; rebound(s)|2; rebounding|2;
    point guard|3; shooting guard|3; small forward|3; power forward|3; combo guard|3; point forward|3;
    three point|2; three pointer(s)|2; 3 point|2; 3 pointer(s)|2; 3pt|2; 3pa|2; free throw(s)|1; dunk(s)|2;
    layup(s)|2; pick and roll|2; double double|2; triple double|3; ppg|2; rpg|2; apg|2; rim protector|2;
    rim protection|2; true shooting|2; backcourt|2; frontcourt|2; block(s)|1; steal(s)|1; assist(s)|1;
    forward|1; guard|1; center|1; jump shot|2; post up(s)|2; catch and shoot|2; defensive rating|2;
    usage rate|1; march madness|2; restricted area|2; the paint|2`,
  football: `nfl|3; american football|4; football|2; quarterback(s)|3; touchdown(s)|2; passing yards|3;
    rushing yards|3; receiving yards|3; completion rate|3; completion percentage|3; interception(s)|1;
    40 yard|3; 40 yard dash|3; three cone|3; 3 cone|3; bench press|2; sack(s)|2; tackles for loss|3;
    wide receiver(s)|3; running back(s)|3; tight end(s)|3; linebacker(s)|3; cornerback(s)|3;
    offensive line|3; offensive lineman|3; defensive end|3; defensive tackle|3; pass rush|3; pass rusher|3;
    pass rushing|3; edge rusher|3; super bowl|3; snap(s)|1; pocket|1; gridiron|3; end zone|3; first down|2;
    yards after catch|3; heisman|3; blitz|2; play action|2; qb|2; yards|1; transfer portal|1; combine|1;
    nickel|2; dime|1; free safety|3; strong safety|3; safeties|2; boundary corner|3; field corner|3;
    slot corner|3; defensive back(s)|3; db|2; dbs|2; press coverage|2; man coverage|2; zone coverage|2; cover 2|3;
    cover 3|3; go route(s)|3; double move|2; route running|2; pass interference|3; dpi|2; pick six|3;
    special teams|3; field goal(s)|3; punt(s)|2; punter|3; kicker|2; left tackle|3; right tackle|3;
    nose tackle|3; 3 technique|3; 5 technique|3; bull rush|3; kick slide|3; pass protection|3; pass pro|3;
    run blocking|3; o line|3; d line|3; offensive coordinator|3; defensive coordinator|3;
    line of scrimmage|3; fumble(s)|3; tackler|1; ota(s)|2; training camp|1; depth chart|1; receiver(s)|2`,
  soccer: `soccer|4; association football|4; football|1; premier league|4; la liga|4; laliga|4; bundesliga|4;
    serie a|4; ligue 1|4; eredivisie|4; mls|3; champions league|4; europa league|4; uefa|3; fifa|2;
    midfielder(s)|3; midfield|2; striker(s)|3; winger(s)|3; goalkeeper(s)|3; goalkeeping|3; shot stopper(s)|2;
    goal kick(s)|3; centre back(s)|3;
    center back(s)|3; full back(s)|2; wing back(s)|3; xg|3; xa|2; clean sheet(s)|3; hat trick(s)|2; pitch|1;
    free kick(s)|2; box to box|3; transfer fee|3; on loan|2; loan spell|3; goal(s)|1; assist(s)|1; crosses|2;
    through ball(s)|2; set piece(s)|2; offside|2; first touch|2; final third|2; half space|3; 4 2 3 1|4;
    4 3 3|3; match(es)|1; centre half|3; center half|3; centre forward|3; keeper|2; left back|2;
    right back|2; number 10|1; holding midfielder|3; defensive midfielder|3; fixture(s)|2; stoppage time|3;
    yellow card(s)|2; red card(s)|2; penalty kick(s)|3; added time|2; academy|1; first team|1; fc|2`,
};

const FAMOUS: Record<KnownSport, string[]> = {
  nba: [
    "lebron james", "stephen curry", "steph curry", "kevin durant", "giannis antetokounmpo", "nikola jokic",
    "luka doncic", "jayson tatum", "joel embiid", "victor wembanyama", "shai gilgeous alexander", "anthony edwards",
    "de'aaron fox", "kobe bryant", "michael jordan", "shaquille o'neal", "jaren jackson jr",
  ],
  football: [
    "patrick mahomes", "tom brady", "josh allen", "lamar jackson", "joe burrow", "jalen hurts", "justin jefferson",
    "travis kelce", "aaron rodgers", "christian mccaffrey", "d'andre swift", "jaxon smith njigba", "ja'marr chase",
  ],
  soccer: [
    "lionel messi", "cristiano ronaldo", "kylian mbappe", "erling haaland", "mohamed salah", "kevin de bruyne",
    "jude bellingham", "vinicius junior", "virgil van dijk", "frenkie de jong", "harry kane", "lamine yamal",
  ],
};

type CueEntry = { sport: KnownSport; weight: number; id: number };

const SPORTS: KnownSport[] = ["nba", "football", "soccer"];
const MAX_GRAM = 4;
const WORD = /[\p{L}\p{N}']+/gu;

function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

// Phrase → cues, looked up by word n-grams: one linear pass instead of a large alternation per sport.
const CUE_TABLE = new Map<string, CueEntry[]>();
let nextId = 0;
// Every proper prefix of a phrase, so the n-gram walk stops as soon as no phrase can continue.
const PREFIXES = new Set<string>();
function addPrefixes(key: string): void {
  const parts = key.split(" ");
  for (let n = 1; n < parts.length; n++) PREFIXES.add(parts.slice(0, n).join(" "));
}
function addCue(phrase: string, sport: KnownSport, weight: number, id: number): void {
  const key = words(fold(phrase)).join(" ");
  CUE_TABLE.set(key, [...(CUE_TABLE.get(key) ?? []), { sport, weight, id }]);
  addPrefixes(key);
}
for (const sport of SPORTS) {
  for (const entry of CUES[sport].split(";")) {
    const [phrase, weight] = entry.trim().split("|");
    if (!phrase) continue;
    const id = nextId++;
    addCue(phrase.replace("(s)", "").replace("(es)", ""), sport, Number(weight), id);
    if (phrase.includes("(s)")) addCue(phrase.replace("(s)", "s"), sport, Number(weight), id);
    if (phrase.includes("(es)")) addCue(phrase.replace("(es)", "es"), sport, Number(weight), id);
  }
  for (const name of FAMOUS[sport]) addCue(name, sport, 5, nextId++);
}

// Team names count only with their capitals ("Heat" the team, not "heat"); cue-only aliases never.
const TEAM_TABLE = new Map<string, KnownSport>();
for (const team of KNOWN_TEAMS) {
  if (team.sport === "college") continue;
  for (const alias of team.aliases) {
    const key = words(alias).join(" ");
    TEAM_TABLE.set(key, team.sport);
    addPrefixes(key);
    addPrefixes(fold(key));
  }
}

/** Per-sport evidence in one text. Each cue counts at most three times so one long table cannot dominate. */
export function sportScores(text: string): Record<KnownSport, number> {
  const normalized = normalizeText(text);
  const folded = words(fold(normalized));
  const cased = words(normalized);
  const scores: Record<KnownSport, number> = { nba: 0, football: 0, soccer: 0 };
  const counts = new Map<number, number>();
  const teamHits: Record<KnownSport, number> = { nba: 0, football: 0, soccer: 0 };
  const aligned = cased.length === folded.length;
  for (let i = 0; i < folded.length; i++) {
    let gram = "";
    let casedGram = "";
    for (let n = 0; n < MAX_GRAM && i + n < folded.length; n++) {
      if (n > 0 && !PREFIXES.has(gram) && !PREFIXES.has(casedGram)) break;
      gram = n ? `${gram} ${folded[i + n]}` : folded[i];
      casedGram = aligned ? (n ? `${casedGram} ${cased[i + n]}` : cased[i]) : "";
      for (const cue of CUE_TABLE.get(gram) ?? []) {
        const seen = counts.get(cue.id) ?? 0;
        if (seen >= 3) continue;
        counts.set(cue.id, seen + 1);
        scores[cue.sport] += cue.weight;
      }
      const teamSport = aligned ? TEAM_TABLE.get(casedGram) : undefined;
      if (teamSport && teamHits[teamSport] < 3) {
        teamHits[teamSport]++;
        // A nickname alone ("Hornets") is also a college or minor-league team's: weaker than a full name.
        scores[teamSport] += n > 0 ? 3 : 1;
      }
    }
  }
  // "pos_primary: SF", "Position: QB": a labelled spot only one sport has names the sport (REQ-PPL-04).
  if (POSITION_LABEL_HINT.test(normalized)) {
    const labelled = readableLabels(normalized);
    const bySport = SPORTS.map((sport) => new Set(findPositions(labelled, sport, { labelOnly: true })));
    SPORTS.forEach((sport, i) => {
      const own = [...bySport[i]].filter((code) => bySport.every((codes, j) => j === i || !codes.has(code)));
      if (own.length) scores[sport] += 4;
    });
  }
  return scores;
}
const POSITION_LABEL_HINT = /\bpos(?:ition)?s?(?:\b|_)[^:=\n]{0,12}[:=]/i;

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
  const perDocument = documentTexts.map(sportScores);
  for (const s of perDocument) for (const sport of SPORTS) total[sport] += s[sport];
  const summed = conclusive(total, 4);
  if (summed !== "unknown") return summed;
  // One staff-meeting note about every sport can outweigh his own documents: then each document votes
  // with the sport it is clearly about, and more of his documents than not decide.
  const votes: Record<KnownSport, number> = { nba: 0, football: 0, soccer: 0 };
  for (const s of perDocument) {
    const sport = conclusive(s, 2);
    if (sport !== "unknown") votes[sport]++;
  }
  const [top, second] = SPORTS.map((sport) => [sport, votes[sport]] as const).sort((a, b) => b[1] - a[1]);
  return top[1] >= 2 && top[1] > second[1] ? top[0] : "unknown";
}
