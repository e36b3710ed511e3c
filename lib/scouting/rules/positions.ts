// Position vocabularies per sport, mapped to canonical codes. Single letters ("C", "S") and words that
// are also ordinary English ("guard", "corner", "safety") only count in a position context.

import { ACTION_ON, OTHERS_ROLE_BEFORE, ROLE_ACTS_ON_HIM, ROLE_BECOME_BEFORE, namedBeforeRole } from "./lexicon";
import { escapeRegExp, fold, normalizeText } from "./text";
import type { Sport } from "./types";

type KnownSport = Exclude<Sport, "unknown">;
/** `ambiguous`: an ordinary word too; needs a position context ("a 6-9 forward", "plays center"). */
type Term = { phrase: string; codes: string[]; ambiguous?: boolean; labelOnly?: boolean };
/** `contextOnly`: only in a Position label or a slash combination ("PF/C"). */
type Abbr = { abbr: string; codes: string[]; contextOnly?: boolean };

const t = (phrase: string, codes: string, flags = ""): Term => ({
  phrase,
  codes: codes.split(","),
  ambiguous: flags.includes("a"),
  labelOnly: flags.includes("l"),
});
const a = (abbr: string, codes: string, contextOnly = false): Abbr => ({ abbr, codes: codes.split(","), contextOnly });

const VOCABULARY: Record<KnownSport, { terms: Term[]; abbrs: Abbr[] }> = {
  nba: {
    terms: [
      t("point guard", "PG"), t("lead guard", "PG"), t("shooting guard", "SG"), t("off guard", "SG"), t("off-guard", "SG"),
      t("two guard", "SG"), t("two-guard", "SG"), t("combo guard", "PG,SG"), t("small forward", "SF"),
      t("power forward", "PF"), t("stretch four", "PF"), t("stretch 4", "PF"), t("stretch-four", "PF"),
      t("center", "C", "a"), t("centre", "C", "a"), t("big man", "PF,C"), t("swingman", "SG,SF"), t("wing", "SG,SF", "a"),
      t("guard", "PG,SG", "a"), t("forward", "SF,PF", "a"), t("big", "PF,C", "l"),
    ],
    abbrs: [a("PG", "PG"), a("SG", "SG"), a("SF", "SF"), a("PF", "PF"), a("C", "C", true), a("G", "PG,SG", true), a("F", "SF,PF", true)],
  },
  football: {
    terms: [
      t("quarterback", "QB"), t("signal-caller", "QB"), t("signal caller", "QB"), t("running back", "RB"), t("halfback", "RB"),
      t("tailback", "RB"), t("fullback", "RB"), t("wide receiver", "WR"), t("slot receiver", "WR"), t("wideout", "WR"),
      t("receiver", "WR"), t("tight end", "TE"), t("offensive tackle", "OT"), t("left tackle", "OT"), t("right tackle", "OT"),
      t("swing tackle", "OT"), t("offensive guard", "OG"), t("left guard", "OG"), t("right guard", "OG"), t("guard", "OG", "a"),
      t("center", "C", "a"), t("centre", "C", "a"), t("defensive end", "DE"), t("defensive tackle", "DT"), t("nose tackle", "DT"),
      t("nose guard", "DT"), t("three-technique", "DT"), t("3-technique", "DT"), t("inside linebacker", "LB"),
      t("outside linebacker", "LB"), t("middle linebacker", "LB"), t("linebacker", "LB"), t("cornerback", "CB"),
      t("nickel corner", "CB"), t("slot corner", "CB"), t("nickelback", "CB"), t("corner", "CB", "a"), t("free safety", "S"),
      t("strong safety", "S"), t("safety", "S", "a"), t("edge rusher", "EDGE"), t("edge defender", "EDGE"),
      t("pass rusher", "EDGE"), t("edge", "EDGE", "l"), t("placekicker", "K"), t("kicker", "K"), t("punter", "P"),
    ],
    abbrs: [
      a("QB", "QB"), a("RB", "RB"), a("HB", "RB"), a("FB", "RB"), a("WR", "WR"), a("TE", "TE"), a("OT", "OT", true),
      a("LT", "OT", true), a("RT", "OT", true), a("T", "OT", true), a("OG", "OG"), a("LG", "OG", true), a("RG", "OG", true),
      a("G", "OG", true), a("C", "C", true), a("DE", "DE"), a("DT", "DT"), a("NT", "DT", true), a("IDL", "DT"), a("LB", "LB"),
      a("ILB", "LB"), a("OLB", "LB"), a("MLB", "LB", true), a("CB", "CB"), a("NB", "CB", true), a("S", "S", true),
      a("FS", "S"), a("SS", "S"), a("EDGE", "EDGE"), a("K", "K", true), a("PK", "K"), a("P", "P", true),
    ],
  },
  soccer: {
    terms: [
      t("goalkeeper", "GK"), t("goalie", "GK"), t("keeper", "GK", "a"), t("centre-back", "CB"), t("center-back", "CB"),
      t("centre back", "CB"), t("center back", "CB"), t("central defender", "CB"), t("centre-half", "CB"), t("center-half", "CB"),
      t("left full-back", "LB"), t("right full-back", "RB"), t("left-back", "LB"), t("left back", "LB", "a"),
      t("right-back", "RB"), t("right back", "RB", "a"), t("full-back", "LB,RB"), t("fullback", "LB,RB"),
      t("wing-back", "WB"), t("wingback", "WB"), t("wing back", "WB"), t("defensive midfielder", "DM"),
      t("holding midfielder", "DM"), t("number 6", "DM"), t("no. 6", "DM"), t("central midfielder", "CM"),
      t("centre midfielder", "CM"), t("center midfielder", "CM"), t("box-to-box midfielder", "CM"),
      t("attacking midfielder", "AM"), t("attacking midfield", "AM", "a"), t("offensive midfielder", "AM"), t("offensive midfield", "AM", "a"), t("defensive midfield", "DM", "a"), t("holding midfield", "DM", "a"),
      t("central midfield", "CM", "a"), t("number ten", "AM"), t("number nine", "ST"), t("number 10", "AM"), t("no. 10", "AM"), t("no.10", "AM"), t("midfielder", "CM"),
      t("left winger", "LW"), t("left-winger", "LW"), t("left wing", "LW", "a"), t("right winger", "RW"),
      t("right-winger", "RW"), t("right wing", "RW", "a"), t("winger", "LW,RW"), t("wide forward", "LW,RW"), t("wing", "LW,RW", "a"),
      t("striker", "ST"), t("centre-forward", "CF"), t("center-forward", "CF"), t("centre forward", "CF"),
      t("center forward", "CF"), t("false nine", "CF"), t("false 9", "CF"), t("number 9", "ST"), t("no. 9", "ST"),
      t("forward", "ST", "a"),
      // The game's own words from other languages, as translations keep them.
      t("trequartista", "AM"), t("enganche", "AM"), t("mezzala", "CM"), t("regista", "DM"), t("mediano", "DM"), t("volante", "DM"),
      t("libero", "CB"),
    ],
    abbrs: [
      a("GK", "GK"), a("CB", "CB"), a("LB", "LB"), a("RB", "RB"), a("LWB", "WB"), a("RWB", "WB"), a("WB", "WB"), a("DM", "DM"),
      a("CDM", "DM"), a("CM", "CM"), a("AM", "AM", true), a("CAM", "AM"), a("LM", "LW"), a("RM", "RW"), a("LW", "LW"),
      a("RW", "RW"), a("ST", "ST"), a("CF", "CF"), a("FW", "ST"),
    ],
  },
};

type Compiled = { termRe: RegExp; labelTermRe: RegExp; leadingTermRe: RegExp; termByPhrase: Map<string, Term>; abbrRe: RegExp; abbrByCode: Map<string, Abbr> };

function compile(sport: KnownSport): Compiled {
  const { terms, abbrs } = VOCABULARY[sport];
  const sorted = [...terms].sort((x, y) => y.phrase.length - x.phrase.length);
  const phrasePattern = sorted.map((x) => escapeRegExp(x.phrase).replace(/\\-|\s/g, "[-\\s]?")).join("|");
  const abbrPattern = [...abbrs].sort((x, y) => y.abbr.length - x.abbr.length).map((x) => x.abbr).join("|");
  return {
    // Singular only: "bigger full-backs" are other people.
    termRe: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${phrasePattern})(?![\\p{L}\\p{N}]|-\\p{L})`, "giu"),
    // In his own Position label a plural is still his role: "can play as one of two central midfielders".
    labelTermRe: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${phrasePattern})s?(?![\\p{L}\\p{N}]|-\\p{L})`, "giu"),
    leadingTermRe: new RegExp(`^(?:${phrasePattern})s?(?![\\p{L}\\p{N}]|-\\p{L})`, "iu"),
    termByPhrase: new Map(terms.map((x) => [phraseKey(x.phrase), x])),
    abbrRe: new RegExp(`(?<![\\p{L}\\p{N}'])(?:${abbrPattern})(?![\\p{L}\\p{N}]|'s)`, "gu"),
    abbrByCode: new Map(abbrs.map((x) => [x.abbr, x])),
  };
}

function phraseKey(s: string): string {
  return s.toLowerCase().replace(/[-\s]+/g, "");
}

const COMPILED: Record<KnownSport, Compiled> = { nba: compile("nba"), football: compile("football"), soccer: compile("soccer") };

// The value runs to the end of the line or the next "Label:" ("Position: DM; can play CM; Height: …").
// Exports number their columns: "Pos1: ST; Pos2: CF".
// ("Name: Mateo Ibarrola. Age: 25. Position: centre-forward": a label after a full stop; "Primary Role: ST",
// a role column holding codes only, not "Primary Role: Defensive stopper, usually on the point guard".)
// ("Position: offensive midfielder; alternative: right wing": the alternative named in the label is his too.)
const LABEL = /(?:^|[\n|;•·]|\.\s|\s-\s|^\s*[-*]\s)\s*(?:(?:(?:primary|prim|secondary|sec|main|alt|other|listed|natural)[\s_]+)?(?:pos|position|positions|position\(s\))|(?:primary|secondary|main)[\s_]+role(?=\s*[:=]\s*[A-Z]{1,4}(?:\s*\/\s*[A-Z]{1,4})*\s*(?:[|;\n]|$)))(?:[\s_]?[1-3])?\b\.?\s*[:=]\s*((?:[^\n|;•·]|;(?!\s*(?!(?:alternatives?|alternatively|also|secondary|backup|or)\s*:)[A-Za-z][A-Za-z ]{0,24}:)){1,120})/gi;
const CHANGED_LABEL = /\b(?:pos|position|positions)\s+[^\n|;→]{1,40}?\s*(?:→|->|=>)\s*([^\n|;]{1,60})/gi;
const SLASH_COMBO = /(?<![\p{L}\p{N}])([A-Z]{1,4})((?:\s?\/\s?[A-Z]{1,4})+)(?![\p{L}\p{N}])/gu;

// Words before an ambiguous position word that make it a position ("a 6-9 forward", "plays center").
const POSITION_LEAD_WORDS = new Set(
  ("a an as at his her starting backup reserve natural true combo lead scoring defensive offensive athletic undersized " +
    "oversized big small tall young veteran rookie freshman sophomore junior senior franchise elite modern traditional " +
    "two-way pure primary secondary slot nickel boundary shutdown lockdown left right attacking physical quick mobile " +
    "versatile talented promising potential future plays play played playing to from sturdy long rangy stocky heady " +
    "crafty explosive pro prototypical starter starting-calibre starting-caliber stretch interior wide ball-dominant " +
    "playmaking defensive-minded skilled bruising powerful strong stand-up sub-package inverted creative").split(" "),
);
const CAREER_LEADS = new Set(["retired", "former", "longtime"]);
// "bursts past his winger": the player beside him.
const OTHER_PERSON_LEADS = new Set(["the", "one", "their", "his", "her", "opposing", "other", "each", "every", "any", "that", "opponent's", "opponents'"]);
const OUR_LEADS = new Set(["our", "my", "your"]);
const THEIR_ONE_ADJECTIVE = new Set(["their", "opposing", "opponent's", "opponents'"]);
const NOT_POSITION_AFTER = new Set(
  ("of the his her him them multiple positions against to progress thinking looking valve net concerns concern reasons " +
    "issues route routes three threes kick kicks flag spot stone shot up down everyone everybody anyone anybody bigger smaller quicker " +
    "pass passes passing run runs momentum motion rotation rotations help blitz blitzes").split(" "),
);
// "next to a shooting guard", "can guard a center", "makes a small guard think twice", "bounces a
// centre-forward off the ball", "doesn't track his full-back", "long balls direct on our winger": the
// position belongs to somebody else; so does one in "when a guard climbs to him".
const COMPARISON_BEFORE =
  /\b(?:when|whenever|if|until|once|while)\s+(?:a|an)\s+(?:[\p{L}\d-]+\s+)?$|\b(?:on|to|towards|toward|into)\s+(?:our|their|your)\s+(?:[\p{L}\d-]+\s+)?$|\b(?:next to|alongside|beside|paired with|pairs? with|than|like|unlike|instead of|against|opposite|replac\w*|onto|with|for)\s+(?:a|an|the|another|other|opposing|bigger|smaller|quicker|longer|his)?\s*(?:[\p{L}\d-]+\s+)?$|\b(?:cover|covers|covering|guard|guards|guarding|defend|defends|defending|switch(?:es|ing)?\s+onto|makes?|made|making|forces?|forced|lets?|dares?|dared|leaves?|left|bounces?|bounced|hits?|finds?|found|feeds?|fed|beats?|beating|marks?|marking|shadows?|shadowing|bull(?:y|ies|ied)|outmuscles?|outmuscled|hold(?:s|ing)?\s+off|held\s+off|shrug(?:s|ged)?\s+off|brush(?:es|ed)?\s+off|pin(?:s|ned)?|outjump(?:s|ed)?|outpac(?:es|ed)|(?:runs?|ran|gets?|got)\s+past|isolat(?:es|ed|e)|track(?:s|ed|ing)?)\s+(?:a|an|the|another|other|opposing|bigger|smaller|quicker|longer|any|every|his|their)\s+(?:[\p{L}\d-]+\s+)?$/iu;
// "a very different kind of centre-back awaits Karadere": a position acting on him is someone else.
// ("The Canyon State defensive end sacked Rams quarterback Ezra Kettleman": the other side's man, before his.)
const ACTS_ON = /^\s+(?:\w+\s+){0,2}?(?:awaits?|waits?\s+for|faces?|greets?|tests?|stops?|marks?|shadows?|guards?|covers?|hounds?|tracks?|outpac(?:es|ed)|beat|beats|bullied|bullies|sack(?:s|ed)?|tackl(?:es|ed)|blocked|intercepted|pressured|harass(?:es|ed))\s+(?:\w+\s+){0,2}?$/i;

const THE_IS_HIS = /(?:\b(?:he|who)(?:\s+is|\s+was|'s|\s+remains|\s+became|\s+has\s+been)|[,—–]\s*(?:normally|usually|typically|primarily|mostly|naturally|nominally))\s+(?:\p{Ll}+ly\s+)?$/iu;
const ONE_OF = /\b(?:as|is|was|be)\s+one\s+of\s+(?:the|two|three|our|their|his|its)\s+/gi;
const DEPLOYED_BEFORE =
  /\b(?:plays?|played|playing|lines?\s+up|lined\s+up|lining\s+up|slots?\s+in|slotted\s+in|pushed(?:\s+out)?|moved|moves|shifted|shifts|used(?:\s+him)?|(?:uses?|using)\s+him|(?:puts?|putting)\s+(?:him|me)|deployed|deploys|snaps|starts?|started|starting|stood\s+him\s+up|operates?|operated|operating)\s+(?:\w+\s+){0,2}?(?:as|at|to|in|on|into)\s+(?:(?:the|a|an)\s+(?:[\p{Ll}-]+\s+)?)?$|\b(?:drops?|dropped|dropping|slides?|slid|sliding|tucks?|tucked|tucking)\s+(?:back\s+|deep\s+|inside\s+)?(?:into|to|in\s+at)\s+(?:(?:the|a|an)\s+(?:[\p{Ll}-]+\s+)?)?$/iu;

export type PositionMention = { codes: string[]; index: number; fromLabel: boolean };
export type PositionOptions = {
  /** The player's name words: an appositive before another name ("center Victor Almeida") is not his. */
  subjectNames?: string[];
  /** Only Position labels and slash combinations (for table rows, where "PF" may mean personal fouls). */
  labelOnly?: boolean;
  /** Initials of the people the document names: minutes write "LB to prepare …" for Leah Brandt. */
  initials?: Set<string>;
  /** Only a spot a verb deploys him at ("Plays center for the Forge"): a row's free notes name others' spots too. */
  deployedOnly?: boolean;
};

function previousToken(text: string, index: number): { word: string; raw: string; start: number } {
  const from = Math.max(0, index - 40);
  const m = /([\p{L}\p{N}'.-]+)[\s,(]*$/u.exec(text.slice(from, index));
  return { word: (m?.[1] ?? "").toLowerCase(), raw: m?.[1] ?? "", start: m ? from + m.index : index };
}

function nextToken(text: string, index: number): string {
  return /^\s*([\p{L}\p{N}'.-]+)/u.exec(text.slice(index, index + 40))?.[1] ?? "";
}

function actsOn(text: string, end: number, name: string): boolean {
  const at = text.indexOf(name, end);
  return at > end && at - end < 60 && ACTS_ON.test(text.slice(end, at));
}

/**
 * A row's notes: a spot a verb gives him and nobody else ("Plays center for the Forge", "he plays center",
 * "they put me on the left wing"; not "His brother plays center", "a guy who plays center").
 */
function placedByVerb(text: string, start: number, end: number, deployed: boolean): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  // ("Ashby Medical Center - knee rehab": a place's capitalised word is no role.)
  if (NOTE_ROLE.test(before) && /^\p{Ll}/u.test(text.slice(start, start + 1)) && /^\s*(?:[-—–,.;:(]|$)/.test(text.slice(end, end + 3))) return true;
  if (!deployed && !/\b(?:plays|played|playing)\s+$/i.test(text.slice(Math.max(0, start - 10), start))) return false;
  return NOTE_SUBJECTLESS_VERB.test(before) || PLACES_HIM.test(before);
}
// "Kofi's first session. Kessington Athletic winger - left wing mostly", "he's a holding midfielder": a
// note that says what he is, his team before it at most.
const NOTE_ROLE = /(?:^|[.;!?:—–]\s+)(?:(?!(?:A|An|The|This|That|Their|His|Her|Our|My|Your|Its|One|Any|Every|Each|No)\s)\p{Lu}\p{Ll}[\p{L}'&.-]*\s+){2,3}$/u;
const NOTE_SUBJECTLESS_VERB = /(?:^|[.;!?:—–]\s*|\b(?:he|i)\s+)(?:(?:has|have|had|been|is|was|also|often|usually|sometimes|now|then|mostly|mainly)\s+){0,3}(?:play|plays|played|playing|lines?\s+up|lined\s+up|starts?|started|used|moved|moves|shifted|shifts|slots?|slotted|deployed|switched|converted)\b[^.;!?]*$/i;
const PLACES_HIM = /\b(?:puts?|putting|uses?|using|used|moves?|moved|deploy(?:s|ed)?|starts?|started)\s+(?:him|me)\b[^.;!?]*$/i;

// ("kept Ashgrove's striker quiet", "blocked the Comets' punter", "the double-move he put on the Foxes' corner": what
// he does to another side's player.)
const OWNED_BY_OTHER = /\b(kept|keeps|keeping|beat|beats|marked|marks|marking|guarded|guards|guarding|against|past|stopped|stops|held|holds|blocked|blocks|sacked|sacks|tackled|tackles|fouled|fouls|faced|faces|facing|shut|shuts|nullified|frustrated|dominated|dominates|bullied|bullies|torched|burned|roasted|outjumped|outmuscled|isolated|isolates|attacked|attacks|put\s+on|pulled\s+on|cooked|toasted|dusted|juked|shook|embarrassed|schooled|posterized)\s+(?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}['’]s?\s+(?:[\p{Ll}-]+\s+)?$/u;

// "a tackle on the Tregaron Harriers centre-forward", "his foul on their striker": the player an action
// of his lands on.
const ACTION_ON_OTHER = new RegExp(String.raw`\b${ACTION_ON}\s+(?:the|their|a|an)\s+(?:\p{Lu}[\p{L}'’.-]*\s+){0,3}(?:[\p{Ll}-]+\s+)?$`, "u");

// "can guard the one through the four", "switch onto anybody from a point guard to a big man": the range of
// men he defends, not his spot ("plays the one through the three" is his).
// ("switched from cornerback to safety", "checks in at point guard to start games": his own move.)
const DEFENDED_RANGE = /\b(?:guard(?:s|ed|ing)?|defend(?:s|ed|ing)?|switch(?:es|ed|ing)?\s+onto|cover(?:s|ed|ing)?|mark(?:s|ed|ing)?|stay(?:s|ed|ing)?\s+in\s+front\s+of)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:from\s+)?(?:the\s+|a\s+|an\s+)?$/u;
const RANGE_AFTER = /^\s*(?:through|thru|to|-|–)\s+(?:the\s+|a\s+|an\s+)?\S/;
const RANGE_END = /\b(?:(?:guard|defend|cover|mark)\w*|switch\w*\s+onto)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:from\s+)?(?:the|a|an)\s+(?:[\p{L}'’-]+\s+){1,2}(?:through|thru|to|-|–)\s+(?:the\s+|a\s+|an\s+)?$/u;
const inDefendedRange = (text: string, start: number, end: number) =>
  (DEFENDED_RANGE.test(text.slice(Math.max(0, start - 60), start)) && RANGE_AFTER.test(text.slice(end, end + 16))) || RANGE_END.test(text.slice(Math.max(0, start - 90), start));

// "climbing to a linebacker on a screen", "picks up the blitzing safety": the man a lineman blocks.
const BLOCK_TARGET = /\b(?:climb(?:s|ing|ed)?(?:\s+to)?|reach(?:es|ing|ed)?|pick(?:s|ing|ed)?\s+up|seal(?:s|ing|ed)?(?:\s+off)?|wall(?:s|ing|ed)?\s+off|cut(?:s|ting)?\s+off|block(?:s|ing|ed)?)\s+(?:a|an|the|their|any|every)\s+(?:[\p{Ll}-]+\s+)?$/u;

const KIN_SUBJECT =
  /(?:^|\s)(?:(?:his|her|their)\s+(?:(?:late|older|younger|big|little|elder|twin)\s+)?(?:father|dad|old\s+man|brother|sister|son|mother|mom|mum|uncle|cousin|grandfather|granddad|grandpa|nephew|namesake)|the\s+old\s+man|the\s+elder\s+\p{Lu}[\p{L}'-]+)\b(?!['’])/iu;

const KIN_OF = /\b(?:son|daughter|grandson|granddaughter|nephew|niece|brother|sister|cousin)\s+of\s+(?:(?:a|an|the|former|franchise|longtime|legendary|ex-?|late|star|retired|club|team)\s+){0,3}$/i;

// "Cousin of the Rovers centre-half": a relative's spot on his side, the side named.
const KIN_OF_SIDE = /\b(?:[Ss]on|[Dd]aughter|[Gg]randson|[Nn]ephew|[Bb]rother|[Ss]ister|[Cc]ousin)\s+of\s+the\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}$/u;

function isPositionContext(text: string, start: number, end: number, term: Term | null, options: PositionOptions): boolean {
  const prev = previousToken(text, start);
  const next = nextToken(text, end);
  // "plays as the No. 10", "pushed out to the right wing", "used him as a deep safety": a verb that
  // deploys him names his spot, whatever article or adjective stands before it.
  const deployed = DEPLOYED_BEFORE.test(text.slice(Math.max(0, start - 60), start));
  // "using him to guard the point guard": "guard" after "to" and before an article is a verb.
  if (prev.word === "to" && /^(?:the|his|her|their|every|any|opposing|each|both|whoever)$/i.test(next)) return false;
  // "they put him on the opposing point guard": an assignment, not his spot.
  if (/^(?:opposing|opponent's|opponents')$/.test(prev.word)) return false;
  if (options.deployedOnly && !placedByVerb(text, start, end, deployed)) return false;
  // "Hale has become their starting center", "he is one linebacker every coordinator wants": what he is.
  const isHis = (at: number) => /\b(?:is|was|'s|are|were|become|became|becomes|remains|remained|as)\s+$/i.test(text.slice(Math.max(0, at - 16), at));
  // "who is the holding midfielder", "— normally the holding midfielder, he tells me": the one the clause is about.
  // (", who is the point guard" only where the name before it is his: "alongside Carter, who is the point guard".)
  const whoOf = /(\p{Lu}[\p{L}'’-]+),\s+who\s+\S+(?:\s+\S+)?\s+$/u.exec(text.slice(Math.max(0, prev.start - 60), prev.start))?.[1];
  const theHis = prev.word === "the" && THE_IS_HIS.test(text.slice(Math.max(0, prev.start - 30), prev.start)) && (!whoOf || (options.subjectNames ?? []).some((n) => n.split(/\s+/).includes(whoOf)));
  if (OTHER_PERSON_LEADS.has(prev.word) && !deployed && !theHis && !((prev.word === "one" || prev.word === "their") && isHis(prev.start))) return false;
  // "the same way our quarterback trusts Hollis's pass protection": the writer's side's player is someone
  // else, unless the phrase says what he is ("he's our center", "Hollis Grange, our right guard").
  // ("Our shooting guard Jaylen Pritchard has become a fan favourite": a sentence opening on our spot and
  // his name.)
  const opensOnHim = /(?:^|[.!?]["”']?\s+|\n\s*)$/.test(text.slice(Math.max(0, prev.start - 20), prev.start)) && /^\s+\p{Lu}\p{Ll}/u.test(text.slice(end, end + 4));
  if (OUR_LEADS.has(prev.word) && !deployed && !isHis(prev.start) && !opensOnHim && !/(?:^|[,—–(:]|\b(?:as|be|been|being|is|was|'s))\s*(?:(?:now|still|currently|also|again)\s+)?$/.test(text.slice(Math.max(0, prev.start - 20), prev.start))) return false;
  // "their quick forward is quicker than you": one adjective between does not make it his.
  const lead = previousToken(text, prev.start);
  if (THEIR_ONE_ADJECTIVE.has(lead.word) && /^\p{Ll}+$/u.test(prev.raw) && !deployed && !isHis(lead.start)) return false;
  // "one-on-one against a really quick winger": the player he faces.
  if (/\bagainst\s+(?:a|an|the|their|any|every)(?:\s+(?!(?:at|as|in|on)\b)\p{Ll}[\p{Ll}-]*){0,2}\s+$/u.test(text.slice(Math.max(0, start - 50), start)) && !deployed) return false;
  if (COMPARISON_BEFORE.test(text.slice(Math.max(0, start - 40), start))) return false;
  // "the night he kept Ashgrove's striker quiet": another side's player, the object of a verb ("is
  // Kilbride's centre-back", "won the Otters' starting quarterback job" say what he is).
  // ("has pulled on Kelsey Athletic's left-back shirt 40 times": his own shirt.)
  if (OWNED_BY_OTHER.test(text.slice(Math.max(0, start - 50), start)) && !deployed && !/^[ \t]+(?:shirt|jersey|kit|number|armband|uniform|gloves|strip|colou?rs|top|boots|cleats)\b/i.test(text.slice(end, end + 12))) return false;
  // ("has climbed to the starting left tackle job", "reached a starting linebacker role": his own.)
  const blocked = BLOCK_TARGET.test(text.slice(Math.max(0, start - 40), start)) && !/\bstarting\s+(?:[\p{Ll}-]+\s+)?$/u.test(text.slice(Math.max(0, start - 30), start)) && !/^\s+(?:job|role|spot|position|slot|post|status)\b/i.test(text.slice(end, end + 12));
  if ((ACTION_ON_OTHER.test(text.slice(Math.max(0, start - 60), start)) || blocked) && !deployed) return false;
  if (inDefendedRange(text, start, end)) return false;
  if (ROLE_ACTS_ON_HIM.test(text.slice(end, end + 40)) && OTHERS_ROLE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && !ROLE_BECOME_BEFORE.test(text.slice(Math.max(0, start - 60), start)) && !namedBeforeRole(text.slice(0, start), (options.subjectNames ?? []).flatMap((n) => n.split(/\s+/)))) return false;
  // "His father was a safety", "the old man was a safety, the son is a corner": a relative's spot.
  // ("… CB BAPTISTE II, SON OF FRANCHISE SAFETY": the parent's.)
  const clause = text.slice(Math.max(0, start - 60), start).split(/[,;:.!?()—–]|\s(?:and|but)\s/).at(-1) ?? "";
  const kin = KIN_SUBJECT.exec(clause);
  // ("Like his father before him he is a free safety", "His dad taught him to play quarterback": his own.)
  if (kin && !/\b(?:he|him|himself)\b/i.test(clause.slice(kin.index + kin[0].length))) return false;
  if (KIN_OF.test(text.slice(Math.max(0, start - 40), start)) || KIN_OF_SIDE.test(text.slice(Math.max(0, start - 60), start))) return false;
  if (/^'s\b/.test(text.slice(end, end + 3))) return false;
  // "put a small guard on him", "switched a guard onto him", "drafted a center over him": a player set on,
  // against or beside him is someone else ("played shooting guard alongside him" is the subject's spot).
  if (/^\s+(?:on|onto|on\s+to|at|against|over|alongside|beside|next\s+to|in\s+front\s+of|behind)\s+(?:him|her)\b/i.test(text.slice(end, end + 24)) && /\b(?:a|an|another|their|one|some|any)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(text.slice(Math.max(0, start - 30), start))) return false;
  // "a striker who gets him turning", "any winger that runs at him": whoever the clause sets on him.
  // (A verb acting on him, one or two words after "who": not "a point guard who makes everyone around him better".)
  const actsOnHim = /^\s+(?:who|that)\s+((?:[\p{L}'-]+\s+){1,2})(?:him|her)\b/iu.exec(text.slice(end, end + 60));
  if (actsOnHim && !/\b(?:with|around|like|about|than|beside|near|of|behind|for|to)\s+$/i.test(actsOnHim[1]) && /\b(?:a|an|any|every|some)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(text.slice(Math.max(0, start - 30), start))) return false;
  if (options.subjectNames?.some((n) => n && actsOn(text, end, n))) return false;
  // "CB → LB": the value a change left behind.
  if (/^\s*(?:→|->|=>)/.test(text.slice(end, end + 4))) return false;
  // "SUBS: 13 Ridley (GK), 14 Moss": a bracket after someone else's name gives his spot.
  // "Darnell Mott (SF)" is not Keandre Mott's: the name before the bracket must be one of his forms whole.
  const bracketed = /((?:\p{Lu}[\p{L}'’-]+\s+)?\p{Lu}[\p{L}'’-]+)\s*\(\s*$/u.exec(text.slice(Math.max(0, start - 50), start));
  if (bracketed && options.subjectNames && !options.subjectNames.some((n) => fold(bracketed[1]) === fold(n))) return false;
  if (!term && /^\s*[:=]\s*\d/.test(text.slice(end, end + 6))) return false; // a stat column: "PF: 4"
  // "Decision: LB to prepare …", "LB: cap space …": a person's initials opening a clause.
  if (!term && options.initials?.has(text.slice(start, end)) && /(?:^|[.:;]\s*)$/.test(text.slice(Math.max(0, start - 3), start)) && /^\s*(?::\s*)?\p{Ll}/u.test(text.slice(end, end + 4))) return false;
  let appositiveForSubject = false;
  if (/^\p{Lu}\p{Ll}/u.test(next)) {
    // An appositive: the position describes whoever is named next ("center Victor Almeida").
    appositiveForSubject = options.subjectNames?.some((n) => n.split(/\s+/)[0] === next) ?? false;
    if (options.subjectNames && !appositiveForSubject) return false;
  }
  if (!term?.ambiguous || appositiveForSubject || deployed) return true;
  // "dropping into a central midfield three": a unit of the formation he plays in.
  if (/midfield$/.test(term.phrase) && /^(?:three|two|pair|trio|duo|role|spot|position|berth)$/i.test(next) && POSITION_LEAD_WORDS.has(prev.word)) return true;
  if (NOT_POSITION_AFTER.has(next.toLowerCase().replace(/\.+$/, ""))) return false;
  // "the defence got a safety": the two-point score.
  if (term.phrase === "safety" && /\b(?:got|gets?|recorded|forced|took|takes?|conceded|scored|for|allowed)\s+a\s+$/i.test(text.slice(Math.max(0, start - 20), start))) return false;
  if (POSITION_LEAD_WORDS.has(prev.word)) return true;
  // "Jonah Whitlock Sr., retired center.", "the former centre who anchored the Pilots" (not "the former
  // center on Elm Street", "the retired center court"): a career word before the spot, closing the phrase.
  if (CAREER_LEADS.has(prev.word) && (!next || /^[.,;:!?]/.test(next) || /^(?:who|and|but|for|with)$/i.test(next) || /^\p{Lu}/u.test(next))) return true;
  if (/\d/.test(prev.word)) return true; // "6-9 forward", "250-pound center"
  // "Duke guard", "Comets, forward": a capitalised team word, not a sentence opener.
  const before = text.slice(Math.max(0, prev.start - 3), prev.start);
  return /^\p{Lu}/u.test(prev.raw) && prev.start > 0 && !/[.!?:\n]\s*$/.test(before);
}

function scanLabels(text: string, sport: KnownSport): PositionMention[] {
  const out: PositionMention[] = [];
  const { labelTermRe, termByPhrase, abbrRe, abbrByCode } = COMPILED[sport];
  // "positions AM → AM, RW": a changelog's value after the arrow is the label's.
  const values = [...text.matchAll(LABEL), ...text.matchAll(CHANGED_LABEL)].map((m) => ({ value: m[1], offset: m.index + m[0].length - m[1].length }));
  for (const { value: full, offset: start } of values) {
    // "Position: CB → LB": the value after the last arrow.
    const arrow = /^.*(?:→|->|=>)\s*/s.exec(full.split(/\.\s/)[0]);
    const raw = arrow ? full.slice(arrow[0].length) : full;
    const offset = start + (arrow ? arrow[0].length : 0);
    const value = raw.split(/\.\s/)[0];
    if (sport === "nba") out.push(...scanNumbered(value).map((n) => ({ ...n, index: offset + n.index, fromLabel: true })));
    for (const hit of value.matchAll(labelTermRe)) {
      const term = termByPhrase.get(phraseKey(hit[0])) ?? termByPhrase.get(phraseKey(hit[0].replace(/s$/i, "")));
      if (term) out.push({ codes: term.codes, index: offset + hit.index, fromLabel: true });
    }
    for (const hit of value.matchAll(abbrRe)) {
      const abbr = abbrByCode.get(hit[0]);
      if (abbr) out.push({ codes: abbr.codes, index: offset + hit.index, fromLabel: true });
    }
  }
  return out;
}

function scanSlashCombos(text: string, sport: KnownSport): PositionMention[] {
  const out: PositionMention[] = [];
  const { abbrByCode } = COMPILED[sport];
  for (const m of text.matchAll(SLASH_COMBO)) {
    const parts = [m[1], ...m[2].split("/").map((p) => p.trim()).filter(Boolean)];
    const abbrs = parts.map((p) => abbrByCode.get(p));
    if (abbrs.some((x) => !x)) continue;
    let offset = m.index;
    for (const abbr of abbrs) {
      if (abbr) out.push({ codes: abbr.codes, index: offset++, fromLabel: false });
    }
  }
  return out;
}

const SET_AT = /\b(?:starts?|started|snaps|reps|time|lined\s+up|moved|moves|kicked\s+(?:inside|outside|out|over)|slid(?:es)?|shifted|flexed)\s+(?:\w+\s+)?(?:at|to)\s+$/i;

function scanProse(text: string, sport: KnownSport, options: PositionOptions): PositionMention[] {
  const out: PositionMention[] = [];
  const { termRe, leadingTermRe, termByPhrase, abbrRe, abbrByCode } = COMPILED[sport];
  for (const m of text.matchAll(termRe)) {
    const term = termByPhrase.get(phraseKey(m[0]));
    if (!term || term.labelOnly) continue;
    if (isPositionContext(text, m.index, m.index + m[0].length, term, options)) out.push({ codes: term.codes, index: m.index, fromLabel: false });
  }
  // "used as one of two strikers": a plural after "one of" is still his spot.
  for (const m of text.matchAll(ONE_OF)) {
    const at = m.index + m[0].length;
    const hit = leadingTermRe.exec(text.slice(at, at + 40));
    const term = hit && (termByPhrase.get(phraseKey(hit[0].replace(/s$/i, ""))) ?? termByPhrase.get(phraseKey(hit[0])));
    if (term && !term.labelOnly) out.push({ codes: term.codes, index: at, fromLabel: false });
  }
  for (const m of text.matchAll(abbrRe)) {
    const abbr = abbrByCode.get(m[0]);
    // ("also 2 starts at LG", "kicked inside to RG": a spot's code of two letters or more after a verb
    // that sets him there; "the game moved to OT" is overtime.)
    if (!abbr || (abbr.contextOnly && !(m[0].length >= 2 && m[0] !== "OT" && SET_AT.test(text.slice(Math.max(0, m.index - 40), m.index))))) continue;
    if (/\d\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue; // "206 CM"
    if (isPositionContext(text, m.index, m.index + m[0].length, null, options)) out.push({ codes: abbr.codes, index: m.index, fromLabel: false });
  }
  return out;
}

// Basketball's numbered spots: "can play the three or the four", "slides to the two", "plays the 5".
const NUMBERED = /\b(?:play(?:s|ed|ing)?|slid(?:es|e|ing)\s+(?:over\s+|down\s+|up\s+)?to|mov(?:es|ed|ing)\s+(?:over\s+|down\s+|up\s+)?to|shift(?:s|ed)?\s+to|at|or|and|guard(?:s|ing)?|back(?:s|ing)?\s+up)\s+the\s+(one|two|three|four|five|[1-5])\b(?!\s*(?:points?|pointers?|games?|minutes?|seasons?|years?|times|of|-|rebounds?|assists?|steals?|blocks?|fouls?|spots?\s+on|straight))/gi;
const SPOT: Record<string, string> = { one: "PG", "1": "PG", two: "SG", "2": "SG", three: "SF", "3": "SF", four: "PF", "4": "PF", five: "C", "5": "C" };

// "ran the point when injuries demanded it", "handled the point for long stretches": the point guard's job
// (not "the point of attack", "the point-of-attack assignment", "the point forward role", "made the point that …").
const POINT_SPOT = /\b(?:ran|runs?|running|handled|handles?|handling|played|plays?|playing)\s+the\s+(point)\b(?![-‐]|\s+(?:guard|forward|of|that))/gi;

function scanNumbered(text: string): PositionMention[] {
  const numbered = [...text.matchAll(NUMBERED)].filter((m) => !inDefendedRange(text, m.index + m[0].length - m[1].length - 4, m.index + m[0].length)).map((m) => ({ codes: [SPOT[m[1].toLowerCase()]], index: m.index + m[0].length - m[1].length, fromLabel: false }));
  return [...numbered, ...[...text.matchAll(POINT_SPOT)].map((m) => ({ codes: ["PG"], index: m.index + m[0].length - m[1].length, fromLabel: false }))];
}

// Basketball's two-way listings: "G/F" is a wing (SG/SF), not every guard and forward; "F/C" a big.
const NBA_HYBRIDS: [RegExp, string][] = [
  [/(?<![\p{L}\p{N}])(?:G\s*\/\s*F|F\s*\/\s*G|G-F|F-G)(?![\p{L}\p{N}])/gu, "SG/SF"],
  [/(?<![\p{L}\p{N}])(?:F\s*\/\s*C|C\s*\/\s*F|F-C|C-F)(?![\p{L}\p{N}])/gu, "PF/C"],
];

function mentionsFor(input: string, sport: KnownSport, options: PositionOptions): PositionMention[] {
  const text = sport === "nba" ? NBA_HYBRIDS.reduce((t, [re, codes]) => t.replace(re, codes), input) : input;
  const labelled = scanLabels(text, sport);
  const combos = scanSlashCombos(text, sport);
  const prose = options.labelOnly ? [] : [...scanProse(text, sport, options), ...(sport === "nba" ? scanNumbered(text) : [])];
  const all = [...labelled, ...combos, ...prose].sort((x, y) => x.index - y.index);
  // A label's value is also seen by the prose scan; keep one mention per position in the text.
  const seen = new Set<number>();
  return all.filter((mention) => {
    if (seen.has(mention.index)) return false;
    seen.add(mention.index);
    return true;
  });
}

// An entry's name and its position codes between dashes, "1. DONTAE RIMMER — EDGE — Northbrook University",
// or before a comma and a side's name of two words or more, "9. Lachlan Pryor — C, Coral Coast Cyclones" ("— P,
// Knee" is an injury list's "probable").
const ENTRY_CODES = /^[\s\d.#*]*\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+){1,3}[ \t]+[—–|][ \t]+([A-Z]{1,4}(?:\/[A-Z]{1,4})*)([ \t]+[—–|]|,[ \t](?=\p{Lu}[\p{L}'’-]*(?:(?<=\b(?:St|Ft|Mt))\.)?[ \t]+\p{Lu}))/u;

/**
 * The spots an entry line's codes give, read as a "Position:" cell (a lone "C" is a center), or null; with
 * a comma after them, the caller checks that `tail` opens on a side ("— P, Lower Back" is an injury list's).
 */
export function entryPositions(line: string, sport: Sport): { codes: string[][]; commaAfter: boolean; tail: string } | null {
  const m = ENTRY_CODES.exec(line);
  if (!m) return null;
  const codes = findPositionMentions(`Position: ${m[1]}`, sport).map((p) => p.codes);
  return codes.length ? { codes, commaAfter: m[2].includes(","), tail: line.slice(m.index + m[0].length) } : null;
}

/** Position mentions with where they were found; `fromLabel` marks "Position: …" values. */
export function findPositionMentions(input: string, sport: Sport, options: PositionOptions = {}): PositionMention[] {
  const text = normalizeText(input).replace(/\*\*|__/g, "  ");
  if (sport !== "unknown") return mentionsFor(text, sport, options);
  // Unknown sport: the vocabulary with the most hits wins, so "guard" is not read three ways.
  let best: PositionMention[] = [];
  for (const s of ["nba", "football", "soccer"] as const) {
    const mentions = mentionsFor(text, s, options);
    if (mentions.length > best.length) best = mentions;
  }
  return best;
}

/** Canonical position codes in order of appearance, without duplicates. */
export function findPositions(text: string, sport: Sport, options: PositionOptions = {}): string[] {
  return [...new Set(findPositionMentions(text, sport, options).flatMap((m) => m.codes))];
}
