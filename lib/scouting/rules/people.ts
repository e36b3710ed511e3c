// Lists the people named in the user's documents, so a request can be matched to a known spelling and
// attribution can tell the target apart from teammates and opponents.

import {
  capitalizedNameRuns,
  coreWordCount,
  isNameWord,
  isHeadingNoun,
  isSuffix,
  isTeamLike,
  joinNameTokens,
  nameKey,
  TOPOGRAPHIC,
  headlineOnlyIn,
  normalizeNameCase,
  surnameAloneIn,
  tokenizeWords,
  type NameToken,
} from "./names";
import { COMMAND_WORDS, GROUP_NOUNS, NAME_PARTICLES, NOT_NAME_WORDS, ORG_WORDS, PLACE_WORDS, POSITION_ABBREVIATIONS } from "./lexicon";
import { FAMILY_NAME_LABEL, GIVEN_NAME_LABEL, cellName, rowNameCell, withLabelledRows } from "./blocks";
import { NOT_NICKNAME, collectTeamNames, isNicknameWord, pluralLooking, type LocalTeam } from "./team-names";
import { capitalizeFirst, escapeRegExp, findWordAll, fold, normalizeText } from "./text";

// "last: Kimbrough; first: Rashard", "surname: McCracken; forename(s): Euan": a row naming him in two cells.
// (Both cells: a lone "Family: brother at Brandon Vale" is no surname.)
const GIVEN_CELL = new RegExp(String.raw`\b${GIVEN_NAME_LABEL}:`, "i");
const FAMILY_CELL = new RegExp(String.raw`\b${FAMILY_NAME_LABEL}:`, "i");

// "Pacific Crest University", "Granite Falls CC": a capitalised phrase before a school or club word on the
// same line ("Customer: Augustin Pellerin" over "Tech: R. Vance" is a person).
const DATELINE_AFTER = /^,[ \t]+\p{Lu}[\p{L}. ]{1,40}?[ \t]*(?:—|–|--|\*\*|\(|$)/mu;
const ORG_AFTER = /^[ \t]+(?:University|College|State|Tech|Polytechnic|Academy|Institute|FC|CF|CC|SC|AFC|United|City|Athletic|Rovers)(?![\p{L}-])/u;
// "Holloway Bridge Club", "Willowmere Riding Centre": a phrase before an institution's word is no person
// there (one the texts also write without it stays one).
// ("Jamal Carter League MVP", "Tobias Rennick Club captain": the word opens a phrase about him.)
const INSTITUTION_AFTER = /^[ \t]+(Club|Society|Association|Church|Chapel|Hospital|Clinic|School|Council|League|Trust|Foundation|Lodge|Library|Museum|Memorial|Hotel|Centre|Ltd|Inc|LLC)(?![\p{L}-])(?![ \t]+(?:MVP|captain|record|champion|president|secretary|treasurer|member|player|leading)\b)/u;
// An address is no person (REQ-PPL-01): "9 Wharf Rd", "55 Gull Way, Harbor City", "Tidewater Lofts unit 4A",
// and a firm's "Harlan & Sons Dental" ("Week 3 Chase Way caught two", "1 Corey Close (starter)" are people).
const STREET_ABBREVIATION = /^(?:rd|ln|ct|ave|blvd|pkwy|hwy|st)\.?$/i;
const STREET_NOUN = /^(?:way|view|road|lane|street|avenue|drive|close|court|place|crescent|terrace|row|walk|gardens|grove|parade|square|boulevard)$/i;
const HOUSE_NUMBER_BEFORE = /(?:^|[\n,"(:;])[ \t]*\d{1,5}[A-Za-z]?[ \t]+$/;
const TOWN_AFTER = /^,[ \t]*\p{Lu}\p{Ll}+/u;
const BUILDING_WORD = /^(?:lofts|court|house|apartments|towers|mansions|building|residences|heights)$/i;
const UNIT_AFTER = /^[ \t]+(?:unit|apt\.?|apartment|suite|ste\.?|flat)[ \t]*#?\d/i;
// ("Hannah Lowe & Tiago Bramwell" are two people.)
const FIRM_WORD = /^(?:sons|daughters|partners|associates|brothers|bros|co|company)\.?$/i;
function isAddress(text: string, start: number, end: number, words: string[]): boolean {
  const last = words.at(-1) ?? "";
  const before = text.slice(Math.max(0, start - 12), start);
  const after = text.slice(end, end + 24);
  return (
    (words.length >= 2 && STREET_ABBREVIATION.test(last)) ||
    (STREET_NOUN.test(last) && HOUSE_NUMBER_BEFORE.test(before) && TOWN_AFTER.test(after)) ||
    (BUILDING_WORD.test(last) && UNIT_AFTER.test(after)) ||
    (/&[ \t]+$/.test(before) && FIRM_WORD.test(words[0]))
  );
}
// "now_doing: Wide receiver - Redhill Stallions": a job title, then its employer, in a cell saying what he
// does ("Tight end - Sam Woods" in a depth chart names a person).
const EMPLOYER_CELL = /\b(?:now[ _]doing|occupation|job|profession|what[ _](?:he|they)[ _]do(?:es)?)[ \t]*:[ \t]*(?:[\p{L}-]+[ \t]+){0,3}?(?:guard|forward|center|centre|quarterback|receiver|back|end|tackle|linebacker|safety|cornerback|striker|winger|midfielder|defender|goalkeeper|keeper|kicker|punter|lineman|footballer|player)[ \t]*[-—–,][ \t]*(?:for[ \t]+|with[ \t]+)?(?:the[ \t]+)?$/iu;
const SHOW_BEFORE = /\b(?:welcome(?:\s+back)?\s+to|listening\s+to|subscribe\s+to|episode\s+of|this\s+is)\s+(?:the\s+)?$/i;
const INTRODUCED_ROLE = /^,\s+(?:(?:our|the|a|an|his|their)\s+)?(?:[\p{Ll}-]+\s+){0,2}(?:guard|forward|center|centre|quarterback|receiver|back|end|tackle|linebacker|safety|corner|cornerback|striker|winger|midfielder|defender|keeper|goalkeeper|captain|player|prospect|rookie)\b/u;
const SERIES_AFTER = /^\s*[—–:|-]+\s*(?:episode|ep\.?|issue|vol\.?|volume)\s*\d/i;
// "Meet Our Guest Pronouncer", "Your Match Officials": a title's possessive before a capitalised run.
const TITLE_POSSESSIVE_BEFORE = /(?<=\S[ \t]+)(?:Our|Your|Their|My)[ \t]+$/;
// Verbs of promotions and captions ("Add O'LOUGHLIN 5 printing").
const CAPTION_VERBS = new Set(["add", "buy", "order", "watch", "meet", "call", "ask", "join", "follow", "visit", "book", "vote", "see", "win"]);
// Verbs a headline puts after a team ("Pilots Sign", "Rovers Offer"); not "Call", "Bench" or "Free", which are surnames too.
const HEADLINE_VERBS = new Set(["sign", "re-sign", "signs", "trade", "trades", "release", "releases", "offer", "offers", "extend", "extends", "waive", "waives", "acquire", "acquires", "add", "adds", "buy", "vote", "win", "book", "order", "join", "visit", "watch", "meet", "ask", "thank", "support", "congratulate"]);
const HEADLINE_PARTICIPLES = new Set(["Named", "Tabbed", "Selected", "Voted", "Earns", "Wins", "Leads", "Joins", "Commits", "Agrees", "Inks", "Lands", "Ruled", "Returns", "Headlines"]);
// A campaign's or headline's imperative before a full name ("Offer Joaquim Teixeira-Lund a new contract",
// "Keep Dario Fenn", "Sign Ollie Brennan now").
const IMPERATIVES = new Set([...CAPTION_VERBS, "offer", "sign", "re-sign", "keep", "extend", "thank", "pay", "trade", "start", "bring", "give", "let", "free", "release", "bench", "save", "play", "back", "support", "congratulate"]);

type Candidate = { name: string; key: string; order: number; mixedCase: boolean };

// Team labels in key/value lines and tables: their values are teams even when they look like names.
// ("Team / uniform: Brightwater Pilots, home navy, #2": a kit word after a slash.)
const TEAM_LABEL_VALUE = /\b(?:team|tm|club|clb|sqd|college|school|opponent|opp|university|(?:joined|signed|acquired|transferred|arrived|bought)\s+from)s?(?:[\s_]+name)?(?:\s*(?:\/|&)\s*(?:uniform|kit|jersey|shirt|number|colou?rs|org|organi[sz]ation|program(?:me)?|franchise|affiliation|league))?\s*[:|]\s*\**\s*([^\n|,;(]{2,60})/gi;
// "grew up in Mapp Hill", "not in Mapp Hill but in America", "the boy from Mapp Hill": where a place is said to be.
const LOCATIVE_BEFORE = /(?:\b(?:grew\s+up|born|raised|lives?|living|based|back\s+home|not)\s+in|\b(?:boy|girl|kid|lad|native)\s+from|\bnative\s+of)\s+$/i;

// "Deontae Fairweather, Mesquite Ridge, Sr., 6-4, 238", "Mesquite Ridge senior Deontae Fairweather",
// "Fairweather, Deontae — Mesquite Ridge (Calder Springs)": a school's place-name in a listing's slot beside
// a person, or before a class year and a name. Only with closing words that are rarely surnames (a "Hill",
// a "Park" or a "Springs" may be a person in the same slot).
const RARE_SURNAME_TOPOGRAPHIC = /^(?:Ridge|Heights|Creek|Valley|Falls|Hollow|Crossing|Junction|Gap|Flats|Canyon|Bluffs?)$/;
const BESIDE_PERSON_BEFORE = /\p{Lu}\p{Ll}[\p{L}'’.-]*[ \t]*(?:,|—|–)[ \t]*$/u;
// After it, a class year, a position's code, a size or a place in brackets: "…, Sr., 6-4", "— DE",
// "(Calder Springs)" (not another name in a list of people, "Shawn Springs, Eli Brandt", nor "(knee)").
const SLOT_AFTER = /^(?:[ \t]*(?:,|—|–)[ \t]*(?:(?:Sr|Jr|So|Fr|Gr|RS|R-\w+)\.?(?![\p{L}])|[A-Z]{1,4}\b(?![ \t]*\p{Ll})|\d)|[ \t]*\([ \t]*\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?[ \t]*\))/u;
const CLASS_YEAR_AFTER = /^[ \t]+(?:senior|junior|sophomore|freshman)s?[ \t]+\p{Lu}/u;
function schoolSlot(text: string, start: number, end: number, core: string[]): boolean {
  if (!RARE_SURNAME_TOPOGRAPHIC.test(core.at(-1)!)) return false;
  const after = text.slice(end, end + 24);
  return CLASS_YEAR_AFTER.test(after) || (BESIDE_PERSON_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && SLOT_AFTER.test(after));
}

// "KUALA SELASIH — Hafiz Rahman did not expect …": a place in capitals, a dash, and the story's first
// sentence, once near the top of a text (a list of "NAME — sentence" entries is a list of people).
const DATELINE = /^[ \t#*]*(\p{Lu}[\p{Lu}'.-]+(?:[ \t]+\p{Lu}[\p{Lu}'.-]+){0,2}),?[ \t]*(?:—|–|--)[ \t]*(?=\p{Lu}[^\n]{0,40}?\b\p{Ll}+[ \t]+\p{Ll}+\b)/gmu;

function datelinePlace(text: string): string[] {
  const lines = [...text.matchAll(DATELINE)];
  if (lines.length !== 1 || lines[0].index >= 600 || !/[\p{Lu}\p{Ll}]\s+\p{Lu}/u.test(lines[0][1])) return [];
  // ("JALEN BRUNSWICK — Plays with a chip on his shoulder … Brunswick is 6-5": a scout's entry on a man.)
  const words = nameKey(lines[0][1]).split(" ");
  return surnameAloneIn([text])(words.slice(0, -1).join(" "), words.at(-1)!) ? [] : [nameKey(lines[0][1])];
}

// "Born: Ellery Springs", "Hometown: Cobb Hollow": a place label's value is no person.
// "Born: March 3, 2002, Tannery Flats": the place after the date.
const PLACE_LABEL_VALUE = /\b(?:born|birthplace|place of birth|hometown|home town|high school|hs)\s*[:|]\s*\**\s*(?:(?:[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})\s*[,;]?\s*(?:in\s+)?)?([^\n|,;(·•]{2,40})/gi;
// "traded him to Granite Ridge", "dealt Marsh to the Foundry": where a player is sent is a team.
const SENT_TO = /\b(?:traded|dealt|shipped|loaned|sold)\s+(?:him|her|[\p{Lu}][\p{L}'-]+)\s+to\s+(?:the\s+)?(\p{Lu}[\p{L}'&-]+(?:[ \t]+\p{Lu}[\p{L}'&-]+){0,3})/gu;
// "Joined Kilnbrook Town from Slavoj Kredna in July 2024", "on loan from Dunmere Town": the club he came from.
// "played for his hometown club, Tõrvaküla Kotkad, through the youth teams": a club named after its description.
const CLUB_APPOSED = /\b(?:hometown|boyhood|home-town|first|former|old|new|current|local|previous)[ \t]+(?:club|team|side)[ \t]*,[ \t]+(\p{Lu}[\p{L}'’&.-]*(?:[ \t]+\p{Lu}[\p{L}'’&.-]*){0,3})(?=[ \t]*[,.;)])/gu;
const YOUTH_OF = /\b(?:youth[ \t]+(?:system|academy|team|ranks|set-?up|programme|program)|academy|reserve[ \t]+team|senior[ \t]+team|first[ \t]+team)[ \t]+(?:of|at)[ \t]+(?:the[ \t]+)?(\p{Lu}[\p{L}'&-]+(?:[ \t]+\p{Lu}[\p{L}'&-]+){1,3})/gu;
const JOINED_FROM = /\b(?:[Jj]oined|[Ss]igned|[Aa]rrived|[Tt]ransferred|[Mm]oved|[Aa]cquired|[Rr]ecalled)(?:[ \t]+(?:him|her|us|them|\p{Lu}[\p{L}'&-]+(?:[ \t]+\p{Lu}[\p{L}'&-]+){0,3}))?(?:[ \t]+(?:in|last|this|during)[ \t]+[\p{L}\d]+(?:[ \t]+\d{4})?)?[ \t]+from[ \t]+(?:the[ \t]+)?(\p{Lu}[\p{L}'&-]+(?:[ \t]+\p{Lu}[\p{L}'&-]+){0,3})|\bon[ \t]+loan[ \t]+from[ \t]+(?:the[ \t]+)?(\p{Lu}[\p{L}'&-]+(?:[ \t]+\p{Lu}[\p{L}'&-]+){0,3})/gu;
const OPPONENT_LABEL = /\b(?:[Oo]pponents?|[Oo]pposition)(?:[ \t]+(?:[Rr]eport|[Ss]cout(?:ing)?(?:[ \t]+[Rr]eport)?|[Pp]review))?[ \t]*:[ \t]*(?:the[ \t]+)?(\p{Lu}[\p{L}'&-]+(?:[ \t]+\p{Lu}[\p{L}'&-]+){0,3})/gu;
const SIDE_NAMED = /\p{Lu}[\p{L}'-]+[ \t]+\p{Lu}[\p{L}'-]+[ \t]*\((\p{Lu}[\p{L}'-]+(?:[ \t]+\p{Lu}[\p{L}'-]+){1,3})\)|\b(?:vs?\.?|versus|at)[ \t]+(\p{Lu}[\p{L}'-]+(?:[ \t]+\p{Lu}[\p{L}'-]+){1,3})/gu;
const CODE_THEN_SIDE = /\p{Lu}[\p{L}'-]+[ \t]+\p{Lu}[\p{L}'.-]+[ \t]*\((?:PG|SG|SF|PF|C|G|F|QB|RB|WR|TE|OL|OT|OG|DL|DE|DT|LB|ILB|OLB|CB|S|FS|SS|DB|K|P|LS|EDGE|ATH|GK|FB|LWB|RWB|DM|CDM|CM|AM|CAM|LW|RW|LM|RM|ST|CF)(?:\/(?:PG|SG|SF|PF|C|G|F|QB|RB|WR|TE|OL|OT|OG|DL|DE|DT|LB|CB|S|FS|SS|DB|GK|FB|DM|CM|AM|LW|RW|ST|CF))*,[ \t]+(\p{Lu}[\p{L}'-]+(?:[ \t]+\p{Lu}[\p{L}'-]+){1,3})(?=[ \t]*[,)])/gu;
// "Dunmore Royals head coach Gideon Platt", "the Mariners' medical staff": staff and fans belong to teams.
const BEFORE_TEAM_ROLE =
  /(\p{Lu}[\p{L}'&-]+(?:[ \t]+\p{Lu}[\p{L}'&-]+|[ \t]*\n[ \t]*\p{Lu}[\p{L}'&-]+){0,3})(?:'s?)?[ \t]+(?:head coach|assistant coach|coaching staff|general manager|front office|medical staff|media relations|beat writer|fans|roster|locker room|practice facility|(?:point |shooting |small |power )?(?:guard|forward)|center|centre|quarterback|receiver|running back|tight end|linebacker|cornerback|safety|striker|winger|midfielder|defender|goalkeeper|keeper|full-back|centre-back|center-back)\b/gu;
// "the Harrow Bay Pilots kicker" ("Tavita Woods punter, Boone Mathews long snapper" lists people).
const THE_TEAM_SPECIALIST = /\b[Tt]he\s+(\p{Lu}[\p{L}'&-]+(?:\s+\p{Lu}[\p{L}'&-]+){1,3})(?:'s?)?\s+(?:kicker|punter|long snapper|lineman)\b/gu;
// Verbs a team does ("the Summit list him at 118 kilograms", "the Tides signed …").
const TEAM_VERBS = "signed|traded|acquired|waived|released|drafted|beat|lost|won|announced|have|has|are|were|will|list|lists|listed|host|hosts|hosted|visit|visits|face|faces|need|needs|want|wants|use|uses|used|deploy|deploys|deployed";
// "the Tacoma Tides on Thursday": a capitalised phrase after "the" that closes a clause is a team. "the
// Jalen Brooks trade" (a noun follows) is not marked.
const AFTER_THE = new RegExp(
  String.raw`\b[Tt]he\s+(\p{Lu}[\p{L}'&-]+(?:\s+\p{Lu}[\p{L}'&-]+)*)(?=[ \t]*(?:[.,;:!?()\n]|$)|\s+(?:on|in|for|at|to|from|and|with|of|by|as|that|who|which|since|after|before|during|this|last|next|back|again|earlier|twice|had|got|took|made|can|could|would|should|did|do|does|${TEAM_VERBS})\b)`,
  "gu",
);
const TEAM_VERB_AFTER = new RegExp(String.raw`^\s+(?:${TEAM_VERBS})\b`);
const SINGULAR_SUBJECT = /(?<!\b[Tt]he\s+)\b(\p{Lu}\p{Ll}{2,}s)\s+(?:is|was|has|does|doesn't|isn't|wasn't|hasn't)\b/gu;
// "The Greaves brothers", "the Jennings family": a surname ending in s before a kin word is a family.
const THE_PLURAL = /\b[Tt]he\s+(\p{Lu}\p{Ll}{2,}(?:s|men))(?![\p{L}'-]*\s+\p{Lu})(?!\s+(?:brothers|sisters|twins|siblings|family|families|household|clan|boys|girls|kids|cousins)\b)/gu;

/**
 * Person names (2–4 capitalised words, with suffixes, apostrophes, hyphens and particles) mentioned in
 * the texts, in order of first appearance. Team, league, place and heading phrases are left out.
 * `oneDocument`: the texts are the chunks of one document.
 */
export function documentsPeople(texts: string[], { oneDocument = false }: { oneDocument?: boolean } = {}): string[] {
  // "EWAN McCRACKEN": a surname's prefix in lower case inside capitals is a capitals word (same length).
  const normalized = texts.map((t) => normalizeText(t).replace(/\b(M)(c)(?=\p{Lu}{2,}\b)/gu, "$1C"));
  const teamish = collectTeamishPhrases(normalized);
  const places = new Set(normalized.flatMap((t) => [...[...t.matchAll(PLACE_LABEL_VALUE)].map((m) => nameKey(m[1].replace(/\*+/g, "").trim())), ...datelinePlace(t)]));
  const byKey = new Map<string, Candidate>();
  const locative = new Set<string>();
  const named = new Set<string>();
  const orgs: string[] = [];
  const schools = new Set<string>();
  // Names in capitals that open a line, by text and by what follows them ("SAMI HADDOUR (Ostervale United)"):
  // a list of such entries is a list of people.
  const entries = new Map<string, Set<string>>();
  const alone = new Set<string>();
  const entryLine = (text: string, start: number, end: number, textIndex: number, key: string) => {
    if (!/^[ \t#*\d.)-]*$/.test(text.slice(text.lastIndexOf("\n", start - 1) + 1, start))) return;
    const tail = /^[ \t*]*([^\s*])?/.exec(text.slice(end))?.[1] ?? "";
    // "# JAVON PETTAWAY": a heading that is the name alone.
    if (!tail) alone.add(key);
    // The chunks of one document are one list ("# 2. MALIK TRUSDALE — WR" opening the second chunk).
    const shape = `${oneDocument ? 0 : textIndex}|${/[\p{L}\d]/u.test(tail) ? "" : tail}`;
    entries.set(shape, (entries.get(shape) ?? new Set()).add(key));
  };
  let order = 0;
  for (const [textIndex, text] of normalized.entries()) {
    const tokens = tokenizeWords(text);
    for (const run of capitalizedNameRuns(tokens)) {
      if (run.tokens.some((t) => isHeadingNoun(t.text))) continue;
      // "PAGO PAGO, American Samoa — Thursday": a word said twice opening a dateline is a place ("Mohamed
      // Mohamed scored twice" is a man).
      // (Nor one a place's preposition brings in: "linebacker Tavita Sapolu of Pago Pago".)
      if (run.tokens.length === 2 && run.tokens[0].text.toLowerCase() === run.tokens[1].text.toLowerCase() && (DATELINE_AFTER.test(text.slice(run.end, run.end + 60)) || /\b(?:in|at|of|from|near|outside|around)\s+$/.test(text.slice(Math.max(0, run.start - 10), run.start)))) continue;
      // (A title's possessive opens no name.)
      const titled = TITLE_POSSESSIVE_BEFORE.test(text.slice(Math.max(0, run.start - 8), run.start));
      const words = titled ? null : cleanRun(run.tokens, personContext(text, run.start, run.end));
      if (!words) {
        if (isTeamLike(run.tokens.map((t) => t.text))) orgs.push(` ${nameKey(run.text)} `);
        continue;
      }
      // "HOOPS OVERSEAS — Episode 112", "Welcome back to Hoops Overseas": a show or a publication.
      // "this is Rennick Ashby Jr., point guard for the Foxes" introduces a person: a generational suffix or
      // his role after a comma ("Welcome back to Hoops Overseas, where we …" is still the show).
      const introduced = isSuffix(words.at(-1) ?? "") || INTRODUCED_ROLE.test(text.slice(run.end, run.end + 40));
      if (SERIES_AFTER.test(text.slice(run.end, run.end + 24)) || (SHOW_BEFORE.test(text.slice(Math.max(0, run.start - 24), run.start)) && !introduced)) {
        schools.add(nameKey(words.join(" ")));
        continue;
      }
      // ("… in honour of Reginald Pettaway Sr. City policy allows …": a generational suffix closes the name.)
      if ((ORG_AFTER.test(text.slice(run.end, run.end + 16)) && !isSuffix(words.at(-1) ?? "")) || EMPLOYER_CELL.test(text.slice(Math.max(0, run.start - 60), run.start))) {
        schools.add(nameKey(words.join(" ")));
        continue;
      }
      if (isAddress(text, run.start, run.end, words)) continue;
      const institution = INSTITUTION_AFTER.exec(text.slice(run.end, run.end + 16));
      if (institution) {
        // "Brightwater Pilots Booster Club": nor is a phrase it opens ("Brightwater Pilots") a person.
        if (words.length >= 3) orgs.push(` ${nameKey(`${words.join(" ")} ${institution[1]}`)} `);
        continue;
      }
      const name = joinNameTokens(words);
      const key = nameKey(name);
      if (isTeamish(teamish, key, fold(words[words.length - 1]))) continue;
      // "not in Mapp Hill but in America", "the boy from Mapp Hill": a place's closing word where a place is
      // said to be, wherever the texts never write it as a name ("a weapon in Tyreek Hill" is a person).
      const core = isSuffix(words.at(-1)!) ? words.slice(0, -1) : words;
      if (TOPOGRAPHIC.test(core.at(-1)!)) {
        const where = (LOCATIVE_BEFORE.test(text.slice(Math.max(0, run.start - 24), run.start)) && !/^['’]/.test(text.slice(run.end))) || schoolSlot(text, run.start, run.end, core);
        (where ? locative : named).add(key);
        if (where) continue;
      }
      // As written: an ALL-CAPS headline's words are title-cased by cleanRun.
      const mixedCase = run.tokens.some((t) => /\p{Ll}/u.test(t.text));
      if (!mixedCase) entryLine(text, run.start, run.end, textIndex, key);
      const existing = byKey.get(key);
      if (!existing) byKey.set(key, { name, key, order: order++, mixedCase });
      else if (!existing.mixedCase && mixedCase) byKey.set(key, { ...existing, name, mixedCase });
    }
  }
  // A sheet's rows with the surname and given name in two columns ("last: Kimbrough; first: Rashard").
  for (const text of normalized) {
    for (const line of text.split("\n")) {
      const cell = !line.includes(":") ? null : (GIVEN_CELL.test(line) && FAMILY_CELL.test(line)) ? rowNameCell(line) : invertedCell(rowNameCell(line));
      const words = cell?.trim().split(/\s+/) ?? [];
      if (words.length < 2 || words.length > 4 || !words.every((w) => isNameWord(w) || isSuffix(w))) continue;
      const name = joinNameTokens(normalizeNameCase(words));
      const key = nameKey(name);
      if (!byKey.has(key)) byKey.set(key, { name, key, order: order++, mixedCase: true });
    }
  }
  // A roster's entries may fall into different chunks of one document: two or more across them.
  const inverted = normalized.flatMap((text) => invertedNames(text, 1));
  for (const name of new Set(inverted).size >= 2 ? inverted : []) {
    const key = nameKey(name);
    if (!byKey.has(key) && !isTeamish(teamish, key)) byKey.set(key, { name, key, order: order++, mixedCase: true });
  }
  const surnameAlone = surnameAloneIn(normalized);
  for (const key of locative) if (!named.has(key) && !surnameAlone(key.split(" ").slice(0, -1).join(" "), key.split(" ").at(-1)!)) places.add(key);
  // "Pacific Crest" is the start of "Pacific Crest University" written elsewhere: a school, not a person.
  const all = [...byKey.values()].filter((c) => !teamish.phrases.has(c.key) && !schools.has(c.key) && !places.has(c.key) && !orgs.some((o) => o.length > c.key.length + 2 && o.startsWith(` ${c.key} `))).sort((a, b) => a.order - b.order);
  // "Van Dorn" is the surname of "Caleb Van Dorn" and "C. Van Dorn" his initial form, not other people.
  const initialForm = (c: Candidate, o: Candidate) => {
    const [initial, ...rest] = c.key.split(" ");
    return initial.length === 1 && o.key.startsWith(initial) && o.key.endsWith(` ${rest.join(" ")}`) && o.key !== c.key;
  };
  const placesAndClubs = new Set(placeAndClubKeys(all.map((c) => c.name), writtenIn(normalized), surnameAlone, headlineOnlyIn(normalized)));
  // "Granite Ridge Bison" where "traded him to Granite Ridge" marks the place as a team's: the club.
  const clubOfTeamPlace = (c: Candidate) => {
    const words = c.key.split(" ");
    return words.length >= 3 && teamish.phrases.has(words.slice(0, -1).join(" "));
  };
  // "WE GOT TAVIAN GREER" in capitals is Tavian Greer written in mixed case elsewhere, not "Got Tavian Greer".
  const capsLonger = (c: Candidate, o: Candidate) => !c.mixedCase && o.mixedCase && c.key.endsWith(` ${o.key}`);
  // A name only ever written in capitals ("DOGHOUSE BOARDS — …", "CYCLONES PRE-GAME SHOW") is a person when
  // the texts write his surname as a name ("JALEN BROOKS" above "Brooks drives …") or his given name as a
  // sentence's subject ("Desmond plays the three", not "the Cyclones' center"), or when it heads a line
  // alone or in a list of such entries.
  const surnameWritten = (word: string) => /\p{Ll}/u.test(word) && normalized.some((t) => findWordAll(t, word).length > 0);
  const givenAsSubject = (word: string) => {
    if (!/\p{Ll}/u.test(word)) return false;
    const re = new RegExp(String.raw`(?<![\p{L}'-])(?<!\bthe\s)${escapeRegExp(word)}(?=\s+\p{Ll})`, "u");
    return normalized.some((t) => re.test(t));
  };
  const entryTitle = (key: string) => alone.has(key) || [...entries.values()].some((keys) => keys.size >= 2 && keys.has(key));
  const corroborated = (c: Candidate) => {
    const words = c.name.split(" ").filter((w) => !isSuffix(w));
    return surnameWritten(words.at(-1) ?? "") || givenAsSubject(words[0]) || entryTitle(c.key);
  };
  // "ALBARRÁN LIGHTS THE ALMENDROS": a capitals-only name opening with the surname of someone the texts
  // write in mixed case is that person and a verb.
  const surnameThenVerb = (c: Candidate) => all.some((o) => o.mixedCase && o.key.includes(" ") && o.key.split(" ").at(-1) === c.key.split(" ")[0]);
  // "TRUST BUSINESS" over a newsletter's column, where the texts write "the Trust has written": a word the
  // texts put after "the" opens no given name.
  const nounFirst = (c: Candidate) => {
    const first = c.name.split(" ")[0];
    return /\p{Ll}/u.test(first) && normalized.some((t) => new RegExp(String.raw`\b[Tt]he\s+${escapeRegExp(first)}(?![\p{L}-])`, "u").test(t));
  };
  // "Little Sami" and "Big Samir" beside "cousins called Sami Haddad and Samir Haddad": a family's
  // nickname for one of them, not two more people.
  const sizedGiven = (c: Candidate) => {
    const [size, given, ...rest] = c.key.split(" ");
    return !rest.length && SIZE_WORD.test(size) && all.some((o) => o !== c && o.key.startsWith(`${given} `));
  };
  const kept = all.filter((c) => !placesAndClubs.has(c.key) && !clubOfTeamPlace(c) && !sizedGiven(c) && !all.some((o) => capsLonger(c, o)) && (c.mixedCase || (corroborated(c) && !surnameThenVerb(c) && !nounFirst(c))));
  return kept
    .filter((c) => !kept.some((o) => o !== c && ((o.key.length > c.key.length && o.key.endsWith(` ${c.key}`)) || initialForm(c, o))))
    .map((c) => c.name);
}

const SIZE_WORD = /^(?:big|little|lil)$/;

// "**#97 STRAND, Oskar — DT**", "ADEYEMI-KANE, Moses (DT)": a roster line opening with the surname (and a
// generational suffix: "Treadwell Jr., Marcus"), a comma and the given name; in a plain-text table the
// position column may follow ("11 Varnell, Isaiah PG 6-3 / 192 lbs").
const INVERTED_ENTRY =
  /^[\s#*\d.)-]*(\p{Lu}[\p{L}'-]+(?:[ \t]+(?:Jr|Sr)\.?|[ \t]+(?:II|III|IV))?),[ \t]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=[ \t]*(?:[(*—–|-]|$)|[ \t]+\p{Lu}{1,4}(?:\/\p{Lu}{1,4})?[ \t]+[\d|])/gmu;
// A stat export's row as labelled cells: "Plyr: Mwangi, Cedric; Pos.: SG; Tm: …".
const LABELLED_INVERTED =
  /(?:^|[;|][ \t]*)(?:[Pp]layer|[Pp]lyr|[Nn]ame|[Aa]thlete|[Pp]rospect|PLAYER|PLYR|NAME)(?:[ _][Nn]ame)?[ \t]*:[ \t]*(\p{Lu}[\p{L}'-]+(?:[ \t]+(?:Jr|Sr)\.?|[ \t]+(?:II|III|IV))?),[ \t]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=[ \t]*(?:[;|]|$))/gmu;
const CAPS_SURNAME_ENTRY = /^[ \t#*]*(?:#|No\.?[ \t]*)?\d{1,3}[ \t]+(\p{Lu}{3,}(?:[-'’]\p{Lu}{2,})?)[ \t]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=[ \t]{2,}|[ \t]*[(—–|]|[ \t]*$|[ \t]+\p{Lu}{1,4}(?!\p{L}))/gmu;
const NOT_GIVEN = new Set([...PLACE_WORDS, ...ORG_WORDS, ...NOT_NAME_WORDS]);

/**
 * "Player: Ambrose, Terrell", "Card Name: Pike, Reginald Jr. — C — …": a name cell written surname first,
 * as "Given Surname": one surname (and a suffix) before the comma, one or two given names after it.
 */
function invertedCell(cell: string | null): string | null {
  // (A form's "Name: ACHTERBERG, DESMOND J." writes both in capitals, with a middle initial.)
  const m = cell ? /^(\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:Jr|Sr)\.?|[ \t]+(?:II|III|IV))?),[ \t]*(\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ \t]+\p{Lu}\p{Ll}[\p{L}'’-]*)?(?:[ \t]+(?:Jr|Sr)\.?|[ \t]+(?:II|III|IV))?|\p{Lu}{4,}[\p{Lu}'’-]*)(?:[ \t]+\p{Lu}\.)?$/u.exec(cellName(cell)) : null;
  // ("Name: OKAFOR, DT", "Prospect: HALE, USA": a code in capitals is no given name.)
  if (!m || NOT_GIVEN.has(fold(m[2].split(/[ \t]+/)[0])) || POSITION_ABBREVIATIONS.has(fold(m[2]))) return null;
  const surname = m[1].split(/[ \t]+/);
  const given = m[2].split(/[ \t]+/);
  // The suffix goes last whichever side wrote it ("Treadwell Jr., Marcus", "Pike, Reginald Jr.").
  const suffix = [surname, given].map((ws) => (ws.length > 1 && isSuffix(ws.at(-1)!) ? ws.pop()! : "")).filter(Boolean);
  return [...given, ...surname, ...suffix].join(" ");
}

/**
 * REQ-PPL-01: the people a roster names surname first, as "Given Surname". Only a list of two or more
 * such lines: a dateline ("HALDEN, England — …") opens a document once.
 */
export function invertedNames(text: string, atLeast = 2): string[] {
  const names = new Set<string>();
  for (const m of text.includes(",") ? [...text.matchAll(INVERTED_ENTRY), ...text.matchAll(LABELLED_INVERTED)] : []) {
    if (NOT_GIVEN.has(fold(m[2])) || NOT_GIVEN.has(fold(m[1]))) continue;
    const [surname, suffix] = m[1].split(/[ \t]+/);
    names.add([m[2], normalizeNameCase([surname])[0], suffix && (/^[JS]r$/.test(suffix) ? `${suffix}.` : suffix)].filter(Boolean).join(" "));
  }
  // A team sheet's "10  ZABALETA Iker   AM": a shirt number, the surname in capitals, no comma; three such
  // lines make a sheet ("LAL  Davis  24.1 ppg" has no number).
  const sheet = [...text.matchAll(CAPS_SURNAME_ENTRY)].filter((m) => !NOT_GIVEN.has(fold(m[2])) && !NOT_GIVEN.has(fold(m[1])));
  if (sheet.length >= 3) for (const m of sheet) names.add(`${m[2]} ${normalizeNameCase([m[1]])[0]}`);
  return names.size >= atLeast ? [...names] : [];
}

/** Whether the texts write a phrase (a name key) whole, across line breaks; folded once, on first use. */
export function writtenIn(texts: string[]): (phrase: string) => boolean {
  let folded: string[] | undefined;
  return (phrase) => (folded ??= texts.map((t) => ` ${fold(t).replace(/[^\p{L}\p{N}&]+/gu, " ")} `)).some((t) => t.includes(` ${phrase} `));
}

/**
 * REQ-PPL-01: "Granite Ridge" beside "Granite Ridge Bison" (or "Ridge Bison") is a place and its club, not
 * two people (a person's longer form adds a suffix, "Tobias Renfro III", not a word). The keys that name
 * no person: both, or one where a surname is written alone as a person's.
 */
export function placeAndClubKeys(
  names: string[],
  written: (phrase: string) => boolean,
  surnameAlone: (given: string, surname: string) => boolean = () => false,
  headlineOnly: (key: string) => boolean = () => false,
): string[] {
  // "Mateus Ferreira-Lund" beside "Mateus Ferreira" is a double surname and a namesake: no club words.
  const all = new Set(names.filter((n) => !/\p{L}-\p{L}/u.test(n)).map(nameKey));
  const out = new Set<string>();
  // Keys are lower case; "iii" is a suffix there.
  const suffix = (word: string) => isSuffix(word.toUpperCase());
  for (const key of all) {
    const words = key.split(" ");
    const place = words.slice(0, -1).join(" ");
    if (words.length >= 3 && all.has(place) && !suffix(words.at(-1)!) && written(key)) {
      // ("Nana Yaw Ofori" beside "Nana Yaw is quick" and "Ofori scored 14 goals": one person, whose given
      // names are no one else; not where another carries the surname: "Blackwood, 21," is Kemar Blackwood;
      // nor a place and its side: "Granite Ridge Bison … Bison signed", "Maple Grove Mustangs".)
      const sharedSurname = [...all].some((k) => k !== key && k.split(" ").at(-1) === words[2]);
      if (words.length === 3 && !sharedSurname && !isNicknameWord(capitalizeFirst(words[2])) && !TOPOGRAPHIC.test(capitalizeFirst(words[1])) && surnameAlone(words[1], words[2])) {
        out.add(place);
        continue;
      }
      out.add(key);
      // ("Burak Ersoy Closes the Door Again" over "Ersoy, who arrived …": a person and a headline's verb.)
      if (!(words.length === 3 && headlineOnly(key) && surnameAlone(words[0], words[1]))) out.add(place);
    }
    // "Granite Ridge" and "Ridge Bison": the two halves of one club's name the text writes whole, broken
    // by a line ("Different Wesley" and "Wesley Harrowgate" are not "Different Wesley Harrowgate").
    if (words.length === 2 && !suffix(words[1])) {
      for (const other of all) {
        const [first, second] = other.split(" ");
        if (first === words[1] && second && !other.includes(" ", first.length + 1) && !suffix(second) && written(`${key} ${second}`)) out.add(key).add(other);
      }
    }
  }
  return [...out];
}

// Words that are surnames as often as places or things ("Ji-hoon Park", "Darius Field"): a name ending in
// one is a person where the text treats it as one.
const GROUP_NOUN = new RegExp(`^(?:${GROUP_NOUNS})$`, "i");
const SURNAME_OR_PLACE = new Set(["park", "field", "day", "summer", "winter", "spring", "camp", "street", "post"]);
const ROLE_BEFORE = /\b(?:guard|forward|center|centre|big|wing|rookie|freshman|sophomore|junior|senior|quarterback|receiver|back|end|tackle|linebacker|corner|safety|striker|midfielder|defender|keeper|goalkeeper|winger|player|prospect|teammate)\s+$/i;
const PERSON_AFTER = /^(?:'s?\s+\p{Ll}|,\s+(?:a|an|the|who|whose)\s|\s+(?:said|says|scored|had|has|is|was|added|finished)\b|\s*\((?:\d|[A-Z]{1,4}\b))/u;

/** Whether the text around a capitalised run treats it as a person ("point guard Ji-hoon Park", "Park's layup"). */
function personContext(text: string, start: number, end: number): boolean {
  return ROLE_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || NAME_LABEL_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || PERSON_AFTER.test(text.slice(end, end + 24));
}
// A sheet's name cell ("name: Ji-hoon Park; pos: G") holds a person.
const NAME_LABEL_BEFORE = /\b(?:name|player|athlete|prospect|full name)\s*[:=]\s*$/i;

// Game-status and roster codes that follow a name in notes and injury lists.
const STATUS_CODE = /^(?:DNP|DND|DNS|DNF|GTD|DTD|OUT|IR|PUP|NFI|INJ|SUSP|FA|RFA|UFA|TBD|TBC|MVP|POTG|POTM)$/;

function cleanRun(tokens: NameToken[], person = false): string[] | null {
  let words = tokens.map((t) => t.text);
  // A sentence-opening adverb ("Defensively Brooks …") is not a first name.
  if (tokens[0].sentenceStart && /^\p{Lu}\p{Ll}{4,}ly$/u.test(words[0])) words = words.slice(1);
  // "Love Emeka, great lad", "Cheers Dave": a fan's greeting opening the sentence is no given name.
  if (tokens[0].sentenceStart && /^(?:Love|Cheers|Welcome|Sorry|Bravo|Go)$/.test(words[0])) words = words.slice(1);
  if (tokens[0].sentenceStart && words.length >= 3 && IMPERATIVES.has(words[0].toLowerCase())) words = words.slice(1);
  // "Pilots Sign Forward Theo Castellanos": a headline's verb closes no name.
  if (words.length >= 2 && HEADLINE_VERBS.has(words[words.length - 1].toLowerCase())) return null;
  // "Brandvold Named Summit Conference Player of the Week": a headline's verb after a surname ends the name.
  const verb = words.findIndex((w, i) => i > 0 && HEADLINE_PARTICIPLES.has(w));
  if (verb > 0) words = words.slice(0, verb);
  if (words.some((w) => /\d/.test(w))) return null;
  // "the wall of La Ribera", "El Clásico": an article and one word are a place, a club or a game ("El Bilal
  // Touré", "Lo Kwan Yee" are people).
  if (words.length === 2 && /^(?:La|El|Los|Las|Il|Gli|Die|Der|Das)$/.test(words[0])) return null;
  // "Add O'LOUGHLIN 5 printing": a verb before a surname in capitals is not a given name.
  if (words.length === 2 && /\p{Ll}/u.test(words[0]) && !/\p{Ll}/u.test(words[1]) && (COMMAND_WORDS.has(words[0].toLowerCase()) || CAPTION_VERBS.has(words[0].toLowerCase()))) return null;
  // "DE Tomasz Wiśniewski", "C Hank Obuya": a position code in capitals before a mixed-case full name.
  // "Stallions DE Kofi Ansah-Lund": a team word before the code is the team, not part of the name.
  // "Sentinels S Devonte Keel": a one-letter code too, when a full name follows it (not "Jalen S Brooks").
  const code = words.findIndex((w, i) => i > 0 && i < words.length - (w.length === 1 ? 2 : 1) && /^\p{Lu}{1,4}$/u.test(w) && POSITION_ABBREVIATIONS.has(w.toLowerCase()));
  if (code > 0 && /\p{Ll}/u.test(words[code + 1])) words = words.slice(code + 1);
  if (words.length >= 3 && /^\p{Lu}{1,4}$/u.test(words[0]) && /\p{Ll}/u.test(words[1]) && /\p{Ll}/u.test(words[2]) && POSITION_ABBREVIATIONS.has(words[0].toLowerCase()) && !NAME_PARTICLES.has(words[1].toLowerCase())) words = words.slice(1);
  // "KFK@SGC KFK Oyelaran, Marcus": team codes in capitals without a vowel open no name ("DJ Moore" keeps his).
  while (words.length && /^[B-DF-HJ-NP-TV-XZ]{3,}$/u.test(words[0])) words = words.slice(1);
  // "Haddad, Samir C 6-11", "Ballroom B": a bare letter closing the run (no initial's full stop) is a
  // table's next column or a room, not a name.
  if (words.length >= 2 && /^\p{Lu}$/u.test(words[words.length - 1])) words = words.slice(0, -1);
  // "Bryce Lindqvist DNP tonight", "Mateo Vilaro GTD": a status code in capitals after a mixed-case name.
  const closing = words[words.length - 1];
  // ("Vale de Moura SC": a club's abbreviation stays.)
  // ("Juan Carlos RUIZ": a surname in capitals stays.)
  if (words.length >= 3 && STATUS_CODE.test(closing) && !isTeamLike(words) && words.slice(0, -1).every((w) => /\p{Ll}/u.test(w))) words = words.slice(0, -1);
  // ALL-CAPS headings ("JALEN BROOKS") still name people.
  words = normalizeNameCase(words);
  // "Student-Athlete Recognition", "Kindness Ambassadorship": an abstract noun closes no name; "Dear Foxes
  // Season-Ticket Members": nor does a body of people.
  if (/\p{Ll}{3}(?:tion|sion|ship)s?$/u.test(words.at(-1) ?? "") || GROUP_NOUN.test(words.at(-1) ?? "")) return null;
  const count = coreWordCount(words);
  if (count < 2 || count > 4) return null;
  if (isTeamLike(words) && !(person && count === 2 && SURNAME_OR_PLACE.has(fold(words[words.length - 1])) && !isTeamLike(words.slice(0, -1)))) return null;
  return words;
}

// The tail of a team phrase is the team ("Plains Wranglers", "Arden Forge" of "the Port Arden Forge"), not
// where the phrase is a team's person ("the Kings' Jamal Carter": a plural nickname before a singular tail).
const tailOfTeam = (wordBefore: string, lastWord: string) =>
  (pluralLooking(lastWord) && !NOT_NICKNAME.has(lastWord)) || !(pluralLooking(wordBefore) && !NOT_NICKNAME.has(wordBefore));

/** A name key the texts mark as a team: the phrase itself, or its last word as a nickname ("the Foxes"). */
export function isTeamish(teamish: { phrases: Set<string>; lastWords: Set<string> }, key: string, lastWord = key.split(" ").at(-1) ?? ""): boolean {
  // ("Plains Wranglers", the tail of "the Western Plains Wranglers" a place word was cut from; "Kfarnour Blue
  // Stars" where the documents write "the Blue Stars'".)
  const words = key.split(" ");
  return (
    teamish.phrases.has(key) ||
    teamish.lastWords.has(lastWord) ||
    (words.length > 1 && [...teamish.phrases].some((p) => (p.endsWith(` ${key}`) && tailOfTeam(p.slice(0, -key.length - 1).split(" ").at(-1) ?? "", lastWord)) || (words.length > 2 && p.includes(" ") && key.endsWith(` ${p}`) && isNicknameWord(capitalizeFirst(lastWord)))))
  );
}

/** The texts' own teams: their team phrases, less the people the texts name. */
export function documentsTeams(texts: string[]): LocalTeam[] {
  return collectTeamNames(texts, documentsPeople(texts), collectTeamishPhrases(texts));
}

/**
 * Phrases the texts themselves mark as teams (a team label's value, "the Tacoma Tides on…", "X head coach",
 * "the six-foot-seven Delmoor Pilots forward").
 */
export function collectTeamishPhrases(texts: string[]): { phrases: Set<string>; lastWords: Set<string> } {
  const phrases = new Set<string>();
  const lastWords = new Set<string>();
  for (const text of texts) {
    // A table's Team column too ("| Mikael Strand | Halvorsen Harriers |" under "| Player | Team |").
    for (const m of withLabelledRows(text).matchAll(TEAM_LABEL_VALUE)) {
      const value = m[1].replace(/\*+/g, "").trim();
      if (value) phrases.add(nameKey(value));
    }
    for (const m of text.matchAll(SENT_TO)) phrases.add(nameKey(m[1]));
    for (const m of text.matchAll(JOINED_FROM)) phrases.add(nameKey(m[1] ?? m[2]));
    // "came through the youth system of Perkūnas Kaunas": a club, however like a name it looks.
    for (const m of text.matchAll(YOUTH_OF)) phrases.add(nameKey(m[1]));
    for (const m of text.matchAll(CLUB_APPOSED)) phrases.add(nameKey(m[1]));
    // "Opponent Report: Dunmarra Foxes — Offensive Line", "Opposition: Calder Athletic".
    for (const m of text.matchAll(OPPONENT_LABEL)) phrases.add(nameKey(m[1]));
    // "LB Colby Rucker (Marrowdale Ironclads)", "vs. Halvorsen Harriers": a side named by its nickname.
    for (const m of text.matchAll(SIDE_NAMED)) if (isNicknameWord((m[1] ?? m[2]).split(/\s+/).at(-1) ?? "")) phrases.add(nameKey(m[1] ?? m[2]));
    // "Darnell Whitlock (SF, Calder Falls Lynx)": three words or more after his position's code are his side
    // ("(WR, Grand Rapids)", "(S, Honorable Mention)" are a hometown and an honour).
    for (const m of text.matchAll(CODE_THEN_SIDE)) if (m[1].split(/\s+/).length >= 3 && !/^(?:team|mention|selection|pick|round|class)$/i.test(m[1].split(/\s+/).at(-1) ?? "")) phrases.add(nameKey(m[1]));
    for (const m of [...text.matchAll(BEFORE_TEAM_ROLE), ...text.matchAll(THE_TEAM_SPECIALIST)]) {
      const words = m[1].split(/\s+/);
      // Only a phrase closing in a plural nickname or a club word: "Gideon Platt's coaching staff" stays a person.
      if (words.length >= 2 && /^\p{Lu}\p{Ll}{2,}s$/u.test(words[words.length - 1])) phrases.add(nameKey(m[1]));
    }
    for (const m of text.matchAll(AFTER_THE)) {
      const words = m[1].split(/\s+/);
      phrases.add(nameKey(m[1]));
      // "the Comets" marks "Omaha Comets" as a team; single words only, to keep "the Brooks era" harmless.
      // A singular nickname counts when a verb of a team follows ("the Summit list him at 118 kilograms").
      if (words.length === 1 && ((/s$/.test(words[0]) && !/'s$/.test(words[0])) || TEAM_VERB_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12)))) lastWords.add(fold(words[0]));
    }
    // "the Foxes' wing", "the Gulls guard": a plural after "the" is a team nickname whatever follows,
    // unless it is a surname that looks plural ("the Brooks era").
    for (const m of text.matchAll(THE_PLURAL)) if (!NOT_NICKNAME.has(m[1].toLowerCase())) lastWords.add(fold(m[1]));
  }
  // "Light the Wicks" (a headline's pun) beside "Wicks is a 5-10, 184-pound slot man": a word the texts
  // make the subject of a singular verb is someone's surname, not a side's plural nickname.
  for (const text of texts) for (const m of text.matchAll(SINGULAR_SUBJECT)) lastWords.delete(fold(m[1]));
  return { phrases, lastWords };
}
