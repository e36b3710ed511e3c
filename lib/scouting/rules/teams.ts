// Teams a player is or was on: labels ("Team: X", "Former club: Y"), cue phrases ("plays for",
// "traded to", "formerly of", "left X for Y"), and well-known team names used as adjectives ("Duke guard").

import { isCountryName } from "./countries";
import { ACTION_ON, BODY_PART, MONTHS, NOT_NAME_WORDS, PLACE_PHRASES, PLACE_WORDS, POSITION_ABBREVIATIONS, ROLE_ACTS_ON_HIM, ROLE_BECOME_BEFORE, WEEKDAYS, namedBeforeRole } from "./lexicon";
import { isSuffix, isTeamLike, nameKey } from "./names";
import { KNOWN_TEAMS, LEAGUES, type KnownTeam } from "./team-data";
import { CLUB_ABBREVIATION_LAST, MEDIA_LAST, compassClub, NOT_CLUB_LAST, findLocalTeams, isNicknameWord, pluralLooking, spellsOutClub, usClub, withoutOffice, withoutPlacePossessive, type LocalTeam } from "./team-names";
import { escapeRegExp, fold, normalizeText, splitOutsideBrackets } from "./text";
import type { Sport, TeamRef } from "./types";

export type TeamMention = {
  name: string;
  current: boolean;
  /** Stated by a label or a cue phrase, rather than inferred from a bare mention. */
  explicit: boolean;
  index: number;
  known: KnownTeam | null;
};

export type TeamOptions = {
  /** Only labelled values (for table rows, where "Opponent" columns also hold team names). */
  labelOnly?: boolean;
  /** People named in the documents: "joined Jalen Brooks" is not a team. */
  people?: string[];
  /** Teams the user's documents name (team-names.ts): short forms resolve to them, bare mentions count. */
  localTeams?: LocalTeam[];
  /** His name and its short forms: "the Herons sent Marsh to the Foundry for Ambrose" takes him the other way. */
  subjectNames?: string[];
  /** The text is from a mock draft or a big board: a pick's team is a projection, not his team. */
  projection?: boolean;
};

const PHRASE = String.raw`(?:[Tt]he[ \t]+)?([\p{Lu}\d][\p{L}\p{M}\d&.'-]*(?:[ \t]+(?:of[ \t]+|de[ \t]+|del[ \t]+|&[ \t]+)?[\p{Lu}\d][\p{L}\p{M}\d&.'-]*){0,4})`;

// (A translated report keeps its own labels for a club: "Verein", "Klub", "Clube", "Vorheriger_Verein" (the
// club before), and a bilingual sheet both ("Club anterior / Prev. club"). "Équipe: Réserve" and "Squadra:
// Primavera" name a squad within it.)
const LABEL = new RegExp(
  String.raw`(?:^|[\n|•·;]|\s-\s|^\s*[-*]\s|(?<=[.!?])\s)\s*(?:[\p{L}'.-]+'s\s+)?(current[\s_]+(?:team|club|school|college)|(?:former|previous|prior|last|past|prev\.?)[\s_]+(?:teams?|clubs?|colleges?|schools?)(?:\s*\/\s*(?:teams?|clubs?|colleges?|schools?))*|leaving|prior|previous|former|drafted\s+by|(?:vorheriger|ehemaliger|früherer|frueherer|letzter|alter)[\s_]+(?:verein|klub)|ex-?verein|(?:club|equipo|clube|squadra)[\s_]+(?:anterior|précédent|precedent|precedente)|(?:poprzedni|prethodni|předchozí|predchozi)[\s_]+klub|(?:joined|signed|acquired|transferred|arrived|bought)[\s_]+from|(?:teams?|clubs?|(?:high[\s_]+)?school|college|university|verein|klub|clube)(?:[\s_]*(?:or|\/)[\s_]*(?:team|club|school|college))?(?:[\s_]*(?:\/|&|and)[\s_]*(?:uniform|kit|number|no\.|jersey|shirt))?|tm)(?:[ \t]*\/[ \t]*(?:(?:prev\.?|previous|former|prior|last|past)[ \t]+)?(?:club|team|equipo|klub|verein|clube)(?:[ \t]+[\p{L}.]+)?(?=\s*[:=]))?(?:[\s_]*\(?(?<year>(?:19|20)\d{2})(?:[-/]\d{2,4})?\)?)?\s*(?:[:=]|\.{3,})\s*((?:(?![.!?]\s+[\p{L}\s'-]{1,30}:)[^\n|;•·]){1,160})`,
  "giu",
);

const ROLE_WORD = String.raw`(?:footballer|basketball[ \t]+player|kicker|punter|quarterback|running[ \t]+back|receiver|tight[ \t]+end|tackle|guard|linebacker|(?:edge|pass)[ \t]+rusher|defensive[ \t]+end|lineman|cornerback|safety|(?:point|shooting)[ \t]+guard|(?:small|power)[ \t]+forward|forward|cent(?:er|re)|striker|winger|midfielder|defender|full-back|centre-back|center-back|(?:left|right)[ \t-]?(?:back|wing-?back|winger)|wing-?back|goalkeeper|keeper)`;
// Strong cues accept any capitalised phrase; weak ones ("joined", "left") only team-like phrases.
// `hint` is a cheap test that must pass before the cue's pattern runs.
type TeamCue = { hint: RegExp; re: RegExp; current: boolean; strong: boolean };
const cue = (hint: RegExp, re: RegExp, current: boolean, strong: boolean): TeamCue => ({ hint, re, current, strong });
const CUES: TeamCue[] = [
  // "one of four Kings shooting above 38 percent", "one of the Otters' captains": one of that side's players
  // (not "one of the Hornets' targets", "one of the Foxes' biggest fans", "One of four Foxes sacks").
  cue(/one of/i, /\bone\s+of\s+(?:(?:the|two|three|four|five|six|seven|eight|nine|ten|several|only|just)\s+)?(?=\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}['’]?s?\s+(?:(?:best|top|leading|few|young|new|starting)\s+)?(?:players?|starters?|captains?|guards?|forwards?|cent(?:er|re)s?|wings?|bigs?|receivers?|backs?|linemen|defenders?|midfielders?|strikers?|shooting|scoring|averaging|starting|regulars?|rookies?|veterans?)\b)/giu, true, false),
  cue(/play/i, /\b(?:currently\s+)?(?:plays|playing|played\s+this\s+season)\s+for\b/gi, true, true),
  // "a winger for Kestrel Vale FC", "plays on the left wing for the Gulls": his role on his side now (weak:
  // only team-shaped phrases; "was a winger for", "played center for Glenmorrow for nine seasons" are past).
  cue(/for|with/i, new RegExp(String.raw`(?<!\b(?:played|playing|spent|was|were)[ \t]+(?:[\w-]+[ \t]+){0,2})\b${ROLE_WORD}s?[ \t]+(?:for|with)\b`, "gi"), true, false),
  // "Moncrief, a senior defensive end at Ironbridge State", "he is a linebacker at X": what he is, and where
  // (not "beat the keeper at Castlemoor City", "a late tackle at …").
  cue(/\bat\b/i, new RegExp(String.raw`(?<=(?:,|\b(?:is|as))[ \t]+(?:a|an)[ \t]+(?:(?!(?:former|ex|one-time|onetime|retired|erstwhile|old)\b)[\w-]+[ \t]+){0,2})${ROLE_WORD}[ \t]+at\b`, "gi"), true, false),
  cue(/play/i, /\b(?:plays|playing)\s+(?:[\w'-]+\s+){1,4}?for\b/gi, true, false),
  // "Occupation: Professional athlete - wide receiver, Brightwater Pilots", "Who he is: quarterback, Bayport
  // Admirals", "**Gus Pellerin** — small forward, Lakeshore Comets.": a job title and its employer.
  // ("now_doing: Wide receiver - Redhill Stallions": a reunion sheet's line.)
  cue(/,|\s[-—–]\s/, new RegExp(String.raw`(?<=(?:(?<!(?:father|mother|dad|mum|mom|parent|brother|sister|wife|husband|partner)(?:'s)?[ \t_])\b(?:occupation|job|profession|employment|employer|role|title|who he is|about|bio|description|now[ _]doing|what[ _](?:he|they)[ _]do(?:es)?|works?[ _]as)\b[^\n:]{0,20}:(?:(?!\b(?:retired|former|ex-)|[.;\n])[^\n.;]){0,60}?|^[ \t]*(?:[-*][ \t]+)?(?:\*\*)?\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){1,3}(?:\*\*)?[ \t]*[—–-][ \t]*(?:(?!former\b|ex-|retired\b|one-time\b)[\p{Ll}-]+[ \t]+){0,2}))\b${ROLE_WORD}(?:,|[ \t]+[-—–])(?=[ \t]+(?:the[ \t]+)?\p{Lu}[\p{L}'-]*(?:[ \t]+\p{Lu}[\p{L}'-]*){0,3}[ \t]*(?:$|[.;)\n]))`, "gimu"), true, false),
  cue(/currently|now/i, /\b(?:currently|now)\s+(?:with|at|plays\s+for|playing\s+for|on)\b/gi, true, true),
  // "Quesada arrived at Cañas Verdes in 2023 from …": the club he came to (team-shaped phrases only: not
  // "arrived at the ground").
  // (A date or a club he came from says it was his move: not "Harbor City FC arrived at Kestrel Vale FC on Saturday".)
  cue(/arriv/i, /\b(?:arrived|arrives|arriving)\s+at\b(?=[^.;!?]{3,60}?\b(?:in\s+(?:19|20)\d{2}|from|on\s+loan|last\s+(?:summer|season|year|winter)|as\s+an?)\b)/gi, true, false),
  // "Irureta — staying at Arrasaundi SD, for now", "he remains with the Gulls": a club he does not leave.
  // (Not "staying at the Marriott": team-shaped phrases only; not "the advantage remains with Kestrel Vale".)
  cue(/stay|remain/i, /(?<=(?:\b(?:he|she)|[—–:]|^)\s*(?:is\s+|will\s+)?)(?:staying|stays|stayed|remains|remaining|remain)\s+(?:at|with)\b/gim, true, false),
  // "Matías Irureta (22) is the centre-back of Arrasaundi SD": his role in that side (not "was").
  cue(/\bof\b/i, new RegExp(String.raw`\b(?:is|as)\s+(?:the|a|an)\s+(?:(?:first-choice|starting|regular|first|number-one|no\.\s*1|new|young|[\w-]+-year-old)\s+)?${ROLE_WORD}\s+of\b`, "gi"), true, false),
  // "Matías Ferreyra is new player of Río Seco", "unveiled as the new signing of X".
  cue(/new/i, /\b(?:is|as)\s+(?:the\s+)?new\s+(?:player|signing|reinforcement|addition|recruit)\s+(?:of|for|at)\b/gi, true, true),
  // "signed with", "signed an extension with the Saltmarsh Mariners", "signed a two-year deal with".
  cue(/sign/i, /\b(?:re-)?sign(?:ed|s|ing)?\s+(?:(?:an?|his|her|a\s+new|a\s+[\w-]+-year)\s+(?:contract\s+)?(?:extension|contract|deal)\s+)?(?:with|by)\b/gi, true, true),
  cue(/\bto\b/i, /\b(?:traded|dealt|transferred|moved|loaned|sold)\s+to\b/gi, true, true),
  // ("… for five seasons before moving to Sundavík": the move that brought him where he is.)
  cue(/moving/i, /\b(?:before|after|since)\s+moving\s+to\b/gi, true, false),
  // ("after one season on loan at SC Reindorf" is a spell that ended).
  cue(/loan/i, /(?<!\b(?:seasons?|years?|months?|spells?|campaigns?|half|was|were)\s+)\bon\s+(?:an?\s+)?(?:[\w-]+\s+)?loan\s+(?:at|with|to)\b/gi, true, true),
  // "who was with us on loan from the German club SV Eintracht Hollerbach": a loan that is over, back at the
  // club that owns him; "(Portwell Rovers, on loan from Castlemoor City)": while it lasts, the loan club is his.
  // ("was a revelation on loan from X", "was brought in on loan from X", "was on loan from X this season" go on.)
  cue(/loan/i, /\b(?:was|were|had\s+been)\s+(?:with\s+(?:us|them|the\s+club)\s+)?on\s+(?:an?\s+)?(?:[\w-]+\s+)?loan\s+from\b(?![^.;]*\b(?:this\s+season|currently|still)\b)/gi, true, true),
  cue(/loan/i, /(?<!\b(?:was|were|been)\s+(?:with\s+(?:us|them|the\s+club)\s+)?)\bon\s+(?:an?\s+)?(?:[\w-]+\s+)?loan\s+from\b/gi, false, true),
  // "the right-back who was on loan at Pellham United in 2024-25": a loan that is over ("had been on loan at
  // Brimsby since the summer" goes on).
  cue(/loan/i, /\b(?:was|were)\s+on\s+(?:an?\s+)?(?:[\w-]+\s+)?loan\s+(?:at|with|to)\b/gi, false, true),
  // "one half season on loan at Holloway Rovers", "two years on loan with Brimsby": a spell that is over.
  cue(/loan/i, /\b(?:(?:one|two|three|four|five|six|a|an|\d+)\s+(?:half\s+)?|spent\s+(?:\w+\s+){0,2})(?:seasons?|years?|months?|spells?|campaigns?)\s+on\s+(?:an?\s+)?loan\s+(?:at|with)\b/gi, false, true),
  cue(/commit|enrol/i, /\b(?:committed|commits|enrolled)\s+(?:to|at)\b/gi, true, true),
  cue(/star|suits/i, /\b(?:starts|starting|starter|stars|suits\s+up)\s+(?:for|at)\b/gi, true, false),
  // "has been an ever-present at Harrowmere Town", "a regular for the Gulls": where he plays.
  // "a fixture at left-back for Holloway" (not "the fixture at Marbleton kicks off", a match).
  cue(/present|regular|mainstay|fixture/i, /\b(?:ever-present|regular|mainstay|(?<!\b(?:the|this|that|next|last|each|every)\s+)fixture)\s+(?:at|for|with|in)\b/gi, true, false),
  cue(/join/i, /\b(?:joined|joins|joining)\b/gi, true, false),
  cue(/member|captain/i, /\b(?:member|captain)\s+of\b/gi, true, false),
  // "is employed by the Ostrander Bay Mariners Basketball Club as a professional basketball player" (not by
  // an agency, and not "under contract with Nike").
  cue(/employ/i, /\b(?:is|are|currently|now)\s+employed\s+by\b(?=[^.;]{3,80}?\bas\s+an?\s+(?:professional\s+)?(?:[\w-]+\s+)?(?:player|footballer|guard|forward|center|centre|striker|goalkeeper|defender|midfielder|quarterback|linebacker|receiver)\b)/gi, true, true),
  cue(/formerly/i, /\bformerly\s+(?:of|with|at)\b/gi, false, true),
  cue(/previously/i, /\bpreviously\s+(?:with|at|played\s+for|played\s+at|of)?/gi, false, true),
  cue(/before/i, /\bbefore\s+that\b/gi, false, true),
  // "after five seasons with Bellweather and, before that, four years playing for the Halvorsen Huskies".
  cue(/before/i, /\bbefore\s+that,?\s+(?:[\w'-]+\s+){1,4}?(?:for|at|with)\b/gi, false, true),
  cue(/played/i, /\bplayed\s+(?:college\s+(?:ball|basketball|football|soccer)\s+)?(?:for|at)\b/gi, false, true),
  // "spent three and a half seasons with BC Varnholm".
  cue(/spent/i, /\bspent\s+(?:\w+\s+){0,4}(?:seasons?|years?)\s+(?:with|at)\b/gi, false, true),
  // "Transferred to Carrow Valley after three seasons at Ridgeline A&M": the spell before the move.
  // "who starred at Kilbraith Central High before four years at Pine Hollow University": spells before this one.
  cue(/after|following|before/i, /\b(?:after|following|before)\s+(?:[\w'-]+\s+){0,3}(?:seasons?|years?|campaigns?)\s+(?:with|at)\b/gi, false, true),
  cue(/starred/i, /\bstarred\s+(?:at|for)\b/gi, false, true),
  // "Lindqvist walked on at Carrow Tech and started for three seasons": a college he came through.
  cue(/walked/i, /\bwalked\s+on\s+(?:at|for)\b/gi, false, true),
  cue(/career/i, /\b(?:began|started)\s+(?:his|her|their)\s+career\s+(?:with|at)\b/gi, false, true),
  // ("signed from Polish side KS Orzeł Zalesie", "to prise him from …": the club he came from.)
  cue(/from/i, /\b(?:traded|transferred|acquired|moved|signed|bought|recruited|prised|prized|pried|lured|poached)\s+(?:(?:him|her)\s+(?:away\s+)?)?from\b/gi, false, true),
  // "Nils Haverkamp's move from Corran Athletic to Brimsby United": the club he left (the one after "to"
  // is his now).
  cue(/from/i, /\b(?:his|her|[\p{L}'-]+'s)\s+(?:[\w-]+\s+)?(?:move|transfer|switch)\s+from\b/giu, false, true),
  // "Club: Olympique Saint-Varenne. Trained at Stade Brévignac, where he made his senior debut": a profile's
  // clause on where he grew up (not "trained with Castlemere United on Tuesday", his club's session, "Okafor
  // trained at Castlemere United for a week on trial", nor "trained at the Stade Henri Marceau", a venue).
  cue(/Trained/, /(?:^|[.;|]\s+)Trained\s+at\b(?!\s+the\b)/gm, false, false),
  // "his first season with the club after the March 2025 trade with the Fenwick Bay Marauders": the club he left.
  // ("has signed a two-year deal with the Kererus" is his own; "agreed a deal with Rangiwai United for the
  // midfielder" is between clubs.)
  cue(/trade|deal/i, /(?<!\bsign(?:ed|s|ing)?\s+(?:[\w-]+\s+){0,4})\b(?:trade|deal)\s+with\b/gi, false, false),
  // "signed him in July from the Salt Flats Coyotes", "arrived last summer from Saltmarsh", "since arriving
  // from the Rockmere Bison", "Signed his scholarship on 8 January 2026 from Ferncliffe Juniors": the club he left.
  cue(/from/i, /\b(?:signed|acquired|bought|recruited|arrived|arrives|arriving|came\s+over|switched|transferred|moved|joined|joins|joining)(?:\s+(?!(?:from|to|interest|offers?|bids?|despite|amid|reports?|approaches?)\b)[\w'-]+){0,6}?\s+from\b/gi, false, false),
  // "Joined: U12, from Cobble Lane Juniors": a profile's line of when and where from.
  cue(/joined/i, /\bjoined\s*:\s*[^,\n;|:]{1,20},\s*from\b/gi, false, true),
  // "who moved to the club from Holloway Rovers in 2023": the club he left for this one.
  cue(/from/i, /\b(?:moved|came|switched|transferred)\s+to\s+the\s+(?:club|team|side|franchise|squad)\s+from\b/gi, false, true),
  // "Jay's college teammate from Alder Tech": a side they both played for once.
  cue(/mate/i, /\b(?:college|school|high-school|former|old|youth)\s+team-?mates?\s+(?:from|at)\b/gi, false, true),
  // "played two seasons at Whitmore College", "four seasons of college football at Bellmont Tech", "spent
  // his college career with", "went on to play nine seasons at center for the Sentinels": a past spell
  // (not "has played").
  cue(/played|starred|spent|went/i, /(?<!\b(?:has|have|had)\s+)\b(?:played|starred|spent|went\s+on\s+to\s+(?:play|star|spend))\s+(?:[\w'-]+\s+){0,3}?(?:seasons?|years?|campaigns?|ball|basketball|football|soccer|career)(?:\s+of\s+(?:[\w-]+\s+)?(?:ball|basketball|football|soccer|hoops))?\s+(?:(?:at|as)\s+[\w-]+\s+)?(?:at|with|for|in)\b/gi, false, true),
  // "a loan spell at Saltmarsh", "a two-year stint with the Otters" look back; "on loan at" is current (above).
  cue(/spell|stint|loan/i, /(?<!\bon\s+(?:an?\s+)?(?:[\w-]+\s+)?)\b(?:spells?|stints?|loan)\s+(?:at|with)\b/gi, false, true),
  cue(/through/i, /\b(?:came|coming|comes)\s+(?:up\s+)?through\b/gi, false, false),
  // "came through the academy at Castlebridge Rovers", "came up through the youth ranks of Dunmore".
  cue(/through/i, /\b(?:came|coming|comes)\s+(?:up\s+)?through\s+(?:the|their|his)\s+(?:academy|youth\s+(?:system|ranks|set-?up|teams?)|ranks|system)\s+(?:at|of|with)\b/gi, false, true),
  cue(/\bby\b/i, /\b(?:released|waived|cut)\s+by\b/gi, false, true),
  // "picked up off waivers from the Eastbrook Stallions", "claimed off waivers from": the side that let him go.
  cue(/waivers/i, /\b(?:picked\s+up|claimed)\s+off\s+waivers\s+from\b/gi, false, true),
  // "dealt to Port Adair by the Greyfield Gulls in December": the club that traded him away.
  cue(/\bby\b/i, /\b(?:traded|dealt|sold)\s+(?:to\s+(?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3}\s+)?by\b/gu, false, false),
  // "graduated from Granger Creek High in 2020" says where he studied, not that he played there.
  cue(/alum|product|came/i, /\b(?:alum(?:nus|na)?|product)\s+of\b|\bcame\s+from\b/gi, false, true),
  // "Drafted by the Kestrabay Ironclads in the second round": the club that took him, his until a later move
  // or a source calling it former.
  cue(/drafted/i, /\bdrafted\s+by\b/gi, true, true),
  // "Selected by the Calloway Rangers in April's draft" (weak: "selected by Gus Halvorsen, the coach, for the
  // draft combine" names a person).
  cue(/draft/i, /\b(?:selected|picked|taken|chosen)\s+by\b(?=[^.;]{3,60}\bdraft\b)/gi, true, false),
  // "recalled from CD Valdoria": the loan he came back from.
  cue(/recall/i, /\brecalled\s+from\b/gi, false, true),
  // "former club Kallby BK" too.
  cue(/former|ex-/i, /\bformer(?:\s+(?:club|team|side|school|college))?\b|\bex-(?=\p{Lu})/giu, false, false),
  // A verb, written in lower case ("LEFT HAND. Goes right" in a shouted note is no move).
  cue(/left|depart|leav/i, /\b(?:[Ll]eft|[Dd]eparted|[Dd]eparting|[Ll]eaving|[Ll]eaves)\b/g, false, false),
  // "got little change out of the Redmarsh right side", "the best out of": an idiom, not where he came from.
  cue(/out\s+of/i, /(?<!\b(?:change|most|best|nothing|little|much|anything|something|more|less)\s+)\bout\s+of\b/gi, false, false),
];

const CAREER_LIST = /(?:^|\n|[.;]\s)\s*(?:\*\*)?(?:career|team history|club history|career path|clubs|teams|history)(?:\*\*)?\s*:(?:\*\*)?\s*([^\n]{3,300})/gi;

const PATH_VERB = /^(?:drafted|signed|re-signed|traded|acquired|claimed|loaned|sold|transferred|joined|moved)\s+(?:[\p{Ll}-]+\s+){0,2}?(?:by|with|to|from|off|at)\s+(?:the\s+)?(?=\p{Lu})/iu;
const CAREER_ARROW = /\s+(?:→|->|⇒|»|➝|➔|➜|⟶|=>)\s+/;
const BREADCRUMB_PART = /^(?:home|news|latest|sports?|football|basketball|soccer|(?:men's|women's)\s+\w+|teams?|rosters?|schedules?|stats|features?|articles?|(?:press\s+)?releases?|recruiting|transfers?)$/i;
// A transfer table's row read as labels ("From: Dunholt Albion | To: Sturrow City"): he left one for the other.
// "From: X; To: Y", "from club: X; to club: Y" (a transfer tracker's row).
const FROM_TO_ROW = /(?:^|[|;])[ \t]*from(?:[ \t_]+(?:club|team))?[ \t]*:[ \t]*([^|;\n]+?)[ \t]*[|;][ \t]*to(?:[ \t_]+(?:club|team))?[ \t]*:[ \t]*([^|;\n]+?)[ \t]*(?=[|;]|$)/gim;
// "the number he wore for four years at Northgate", "closed his career with two seasons here with the Harbor
// City Gulls": the words before a team at `at` put his spell there in the past.
const spellOverBefore = (text: string, at: number) => {
  const before = text.slice(Math.max(0, at - 80), at);
  return PAST_SPELL_BEFORE.test(before) || CAREER_ENDED_BEFORE.test(before) || EARLIER_SPELL_BEFORE.test(before) || MORE_SEASONS_BEFORE.test(text.slice(Math.max(0, at - 140), at));
};
// "He played six seasons for the Sherbrooke Castors, from 1991 to 1997, and three more for the Trois-Rivières
// Draveurs": a further counted spell of a past career; "his own playing days with the Castors", "from his
// days with the Bellwood Badgers".
const MORE_SEASONS_BEFORE = /\b(?:played|spent)\b[^.;]{0,90}\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+more(?:\s+(?:seasons?|years?|campaigns?))?\s+(?:for|with|at)\s+(?:the\s+)?$|\b(?:(?:his|her)\s+(?:own\s+)?(?:(?:playing|high[\s-]school|college|school|old)\s+)?days|playing\s+(?:days|career))\s+(?:with|at|for|in)\s+(?:the\s+)?$/i;
const RETURNED_AFTER = /^[^.;]{0,60}\b(?:before\s+(?:returning|coming\s+back|heading\s+back|going\s+back)|(?:and|then)\s+(?:returned|came\s+back|went\s+back))\b(?!\s+(?:the|a|an|his|her|fire|serve|kicks?|punts?)\b)/i;
// "Before that he spent three years with the Mabuyas de Cabo Rojo, and before that he played his college
// ball with the Gulf Coast Tech Gators": a spell before the one the text has told.
// ("Before this season, he signed with X", "Before that happens, he has to prove himself with X": a time
// ahead or a deal now, not a spell before one told.)
const EARLIER_SPELL_BEFORE = /\b(?:[Bb]efore|[Pp]rior\s+to)\s+(?:that|then),?\s+(?:he|she)\s+(?:spent|played|was|had|starred|suited|came|went)\b(?:(?!\b(?:now|currently|since|today|still)\b)[^.;]){0,70}$/;
const CAREER_ENDED_BEFORE = /\b(?:finished|ended|closed|wrapped\s+up|concluded)\s+(?:his|her|a)\s+(?:playing\s+|pro\s+|professional\s+)?career\b(?:(?!\b(?:now|currently|today|then|since|plays|joined|signed)\b)[^.;]){0,60}$/i;
const PAST_SPELL_BEFORE = /(?<!\b(?:has|have|had)\s+)\b(?:wore|played|spent|starred|started|lined\s+up)\b[^.;]{0,30}\bfor\s+(?:\w+\s+){0,2}(?:years?|seasons?|campaigns?)\b(?:(?!\b(?:and|but|now|then|before)\b)[^.;,]){0,40}$/i;
// A side's "new", "starting", "backup" … role ("Tolvary's new kicker").
const ROLE_STANDING = "(?:new|starting|backup|rookie|young)";
const HE_IS_SIDE_ROLE = new RegExp(String.raw`\b(?:he|she)(?:'s|[ \t]+is)[ \t]+(?:now[ \t]+)?the[ \t]+${PHRASE}'s?[ \t]+(?:${ROLE_STANDING}[ \t]+)?${ROLE_WORD}\b`, "gu");
// "Tolvary's kicker is Beckett Olander": compiled once per name, not once per sentence.
const sideRoleCache = new Map<string, RegExp>();
function sideRoleOf(name: string): RegExp {
  let re = sideRoleCache.get(name);
  if (!re) {
    if (sideRoleCache.size > 500) sideRoleCache.clear();
    re = new RegExp(String.raw`${PHRASE}'s?[ \t]+(?:${ROLE_STANDING}[ \t]+|academy[ \t]+|reserve[ \t]+|youth[ \t]+)?${ROLE_WORD}[ \t]*(?:,[ \t]*|[ \t]+is[ \t]+(?:now[ \t]+)?)?${escapeRegExp(name)}\b`, "gu");
    sideRoleCache.set(name, re);
  }
  return re;
}
// "previous_club: Academy" (came through the club's own academy), "Free agent", "—": no team named.
const GENERIC_CLUB_VALUE = /^(?:academy|youth(?: team| system| academy)?|own academy|own youth|(?:eigene |eigener )?(?:jugend|nachwuchs)|cantera|academia|vlastní mládež|free agent|none|n\/?a|unattached|released|retired|trial(?:ist)?|unknown|[-–—]+)$/i;
const KIT_SUFFIX = /\s*(?:\/|&|and)\s*(?:uniform|kit|number|no\.|jersey|shirt)$/i;
const NOT_TEAM_NOUN = /^(?:band|choir|orchestra|ensemble|group|act|company|firm|agency|label|venue|bar|pub|restaurant|cafe|shop|store|charity|church|show|podcast|studio|gallery|gym|salon|clinic|opponent|rival|opposition|foe|visitor)s?$/;
const ROLE_WORD_ALONE = new RegExp(String.raw`^${ROLE_WORD}s?$`, "i");
const SPELL_AFTER = /^[ \t]*\(?(?:19|20)\d{2}[ \t]*[-–][ \t]*(?:(present|now|today|date)|(?:19|20)\d{2})\)?(?=[ \t]*(?:[;.,)\n]|$))/i;
const LABEL_HINT = /(?:team|club|school|college|university|verein|klub|clube|drafted\s+by|tm|leaving|from|prior|previous|former|anterior|précédent|precedent|precedente)s?(?:\s*(?:\/|&|and)\s*\w+\.?)?(?:[\s_]*\(?\d{4}(?:[-/]\d{2,4})?\)?)?\s*(?:[:=]|\.{3,})/i;
const TRADE_VERB = /\b(?:traded|dealt|sent|sold|released|waived|loaned)\b/i;
const PHRASE_AT = new RegExp(String.raw`^[ \t]*${PHRASE}`, "u");
// "Spanish club CD Valdoria", "Coastal Premier Division rivals Pellingford Athletic": the club, not its description.
// ("played for his hometown club, Tõrvaküla Kotkad, through the youth teams": the club after its description.)
const DESCRIBED = String.raw`(?:(?:the[ \t]+)?[\p{Lu}][\p{L}'-]*(?:[ \t]+[\p{Lu}][\p{L}'-]*){0,3}[ \t]+(?:rivals|side|club|outfit|neighbou?rs)[ \t]+|(?:his|her)[ \t]+(?:hometown|boyhood|home-town|local|first)[ \t]+(?:club|team|side)[ \t]*,[ \t]+)?`;
const DESCRIBED_PHRASE_AT = new RegExp(String.raw`^[ \t]*${DESCRIBED}${PHRASE}`, "u");
// (Not a side he came to from another: "to transfer from Bexley State", "who left Bexley State"; nor one he
// is back at: "who left in 2021, is back".)
const ONE_OF_LEAVING = /^[^.;!?]{0,60}?\b(?:to\s+(?:leave|depart|exit|enter\s+the\s+(?:transfer\s+)?portal)|leaving|departing|who\s+(?:left|have\s+left|are\s+leaving))\b(?![ \t]+(?:the[ \t]+)?\p{Lu})(?![^.;!?]*\b(?:back|return\w*)\b)/u;
const SPELL_CUE = /\b(?:played|starred|spent|went\s+on|seasons?|years?|campaigns?|career|stints?|spells?)\b/i;
// ("has left AC Valmaggia, the little club in the Alps where he spent his whole career, for Tiszapart FC":
// past an appositive about the club he left.)
const TRANSITION_AFTER = new RegExp(String.raw`^[ \t]*(?:,[ \t]+(?:the|a|an)[ \t][^,;.!?]{3,100},[ \t]*|,[ \t]*)?(?:for|to\s+join|to|in\s+favou?r\s+of)[ \t]+${PHRASE}`, "u");
const FROM_AFTER = new RegExp(String.raw`^[ \t]+from[ \t]+${PHRASE}`, "u");
// "Two quick fouls in Redfield sent him to the bench": sending someone somewhere in a game is no trade;
// nor is "the Marées sent two at him" (a double team).
const NOT_A_DEAL = String.raw`(?![ \t]+(?:him|her|them)?[ \t]*(?:to[ \t]+the[ \t]+(?:bench|locker|sideline|showers|line|floor|hospital|ground|turf|stands|tunnel)|off\b|packing|flying|sprawling|tumbling|there\b|home\b|in\b|into\b|onto\b|through\b|down\b|(?:two|three|a\s+double(?:\s+team)?|doubles?|help|bodies|extra\s+\w+)\s+(?:at|to)\s+(?:him|her)\b))`;
// "before the Greyhaven Ironclads took him 17th overall in 2022": the club that drafted him, a past spell,
// as weak evidence (a draft says nothing of now: a roster listing him there today outweighs it).
const DRAFTED_HIM = new RegExp(String.raw`${PHRASE}[ \t]+(?:took|selected|drafted|picked)[ \t]+him[ \t]+(?:\d+(?:st|nd|rd|th)[ \t]+overall|(?:in|with)[ \t]+the[ \t]+(?:first|second|third|fourth|fifth|sixth|seventh|\d+(?:st|nd|rd|th))[ \t]+round)`, "gu");
const DASH_ENTRY_TEAM = new RegExp(
  String.raw`\p{Lu}[\p{L}'.-]+(?:[ \t]+\p{Lu}[\p{L}'.-]+){1,3}[ \t]+[—–][ \t]+${PHRASE}[ \t]*,[ \t]*(?:an?[ \t]+)?(?:(?:left|right|centre|center|wing|full|attacking|defensive|central)[ -]?)?(?:${ROLE_WORD}|back|half|mid(?:fielder)?)\b`,
  "giu",
);
const RELOCATED_BEFORE = /\b(?:moved|moving|moves|relocated|relocating|emigrated|returned|returning|grew\s+up|raised|born|lived|living|settled)\s+(?:back\s+)?(?:to|in|into)\s+(?:the\s+)?$/i;
// "Signed out of high school with Osgood State but never enrolled", "committed to Delmar A&M as a junior
// before flipping to Pinecrest": a club he never played for.
const NEVER_THERE = /^[^.;]{0,40}?\b(?:but\s+(?:never|did\s+not|didn't)\s+(?:enrol|enroll|play|suit|join|report|arrive)|(?:before|but|then|and)\s+(?:later\s+)?(?:(?:flipp(?:ing|ed)|flips)\s+(?:to|his\s+commitment)\b|decommitt(?:ing|ed)|decommits|renege[ds]?|reneging|back(?:ing|ed)\s+out))/i;
// ("The Kings also sent little-used Theo Vandermolen to Red Hollow": an adverb between.)
const SUBJECT_TRADED = new RegExp(String.raw`${PHRASE}[ \t]+(?:(?:also|then|later|eventually)[ \t]+)?(?:traded|dealt|sent${NOT_A_DEAL}|sold|released|waived)\b`, "gu");
const TRADED_TO = new RegExp(String.raw`\b(?:traded|dealt|sent${NOT_A_DEAL}|sold|loaned)\b[^.;\n]{1,60}?\bto[ \t]+${PHRASE}`, "gu");
const CLUB_WHERE_HE_WAS = /^[ \t]*,[ \t]+(?:the|his)[ \t]+(?:old[ \t]+|former[ \t]+|boyhood[ \t]+|hometown[ \t]+)?(?:club|team|side)[ \t]+(?:where|with[ \t]+which)[ \t]+(?:he|she)[ \t]+(?:grew[ \t]+up|came[ \t]+through|started|began|played|made|spent)\b/i;
const OPPONENT_BEFORE = /\b(?:against|vs\.?|versus|over|beat|beating|beats|defeated|defeating|facing|faced|face|hosting|hosted|visiting|visited|opponent:?|to|matched\s+up\s+with|matchup\s+with|battle\s+with|duel\s+with)\s+(?:the\s+)?$|@\s*$/i;
// "linked with Millbrook in the summer", "in talks with the Gulls", "on trial with": a move that never
// happened (or not yet) is no team of his.
const RUMOUR_BEFORE = /\b(?:linked|talks|negotiations?|trial|trialled|trialed|interest|rumou?red|tipped)\s+(?:with|to|from|at)\s+(?:the\s+)?$/i;
const SQUAD_LABEL = /(?:^|[\n|;.]\s*)squad\s*:\s*([^\n|;.]{2,60})/gi;
const SQUAD_GROUP = /\s+(?:u-?\d{2}s?|under[\s-]\d{2}s?|academy|reserves|youth|b|ii|development)$/i;
const DRAFT_PICK_LABEL = /(?:^|[|;\n])\s*(?:pick|selection|overall|projected\s+pick|pick\s+no\.?)\s*[:=]/i;
const WAS_BEFORE = /\b(?:was|were|had\s+been)\s+(?:[\w-]+\s+){0,3}$/i;
// A US state after a town, written out or as the wire abbreviates it ("Sorrel Creek, Ohio", "Chinook Falls, Mont.";
// not a list of schools, "Oregon, Washington State and Texas Tech").
const STATE_AFTER =
  /^,\s+(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New\s+(?:Hampshire|Jersey|Mexico|York)|(?:North|South)\s+(?:Carolina|Dakota)|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode\s+Island|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West\s+Virginia|Wisconsin|Wyoming|(?:Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kan|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|Okla|Ore|Pa|Tenn|Vt|Va|Wash|Wis|Wyo)\.|N\.[HJMYCD]\.|[RS]\.[IC]\.|S\.D\.|W\.\s?Va\.)(?![\p{L}])(?!\s+(?:State|Tech|University|College|A&M|Christian|Baptist)\b)/u;
const FUTURE_MOVE = /\b(?:letters?\s+of\s+intent|will\s+(?:head|enroll|enrol|report|move)\s+(?:there|to)|(?:commit(?:ted|s)?|signed)\s+to\s+(?:play|attend)\s+(?:at|for))\b/i;
const DESCRIPTOR_TAIL = /^(?:\s+(?:basketball|football|soccer|hockey|club|team|franchise|organization|organisation))+$/;
const PRESENT_AGAIN = /[;\n]|[.!?]\s|,\s+but\b|\b(?:now|today|these days|nowadays|currently)\b/i;
const PAST_OPENING = /^\W*(?:before|earlier|back then|originally|previously|years ago|as a (?:kid|boy|teenager|youngster)),\s/i;
const PAST_BEFORE = /\b(?:played|spent|starred|was|were|had|previously|formerly|began|started|career|then|used\s+to)\b[^.;]{0,30}$/i;
// ("…, where he was a three-year starter at center before …": a starter's years there are past too.)
const WHERE_HE_PLAYED = /^(?:\s+as\s+well)?\s*,\s*where\s+(?:he|she)\s+(?:also\s+|first\s+|later\s+)?(?:(played|starred|spent|started|captained|kicked|punted|pitched|was\s+an?\s+(?:[\w-]+\s+){0,2}?(?:starter|captain|regular))|plays|stars|starts|captains|is\s+an?\s+(?:[\w-]+\s+){0,2}?(?:starter|captain|regular))\b/iu;
// (Not "is going to X next fall": a school he has not yet attended.)
// ("Went to Corvane College with him", "I went to …": the writer's school.)
const WENT_TO = /(?<!(?:^|[.!?:]\s*|\b(?:i|we|you|they)\s+))\bwent\s+(?:on\s+)?to\s+(?:the\s+)?$|\benrolled\s+(?:at|in)\s+(?:the\s+)?$/i;
// "He came through at Bryn Celyn FC", "came up through the academy at X": the side that raised him.
// ("came up through the junior teams of Santhipuram Sporting".)
const CAME_THROUGH = /\b(?:came|come|comes|coming)\s+(?:up\s+)?through\s+(?:(?:the\s+)?(?:(?:junior|youth|academy|reserve)\s+)?(?:ranks|academy|teams?|sides?|system|set-?up)\s+(?:at|with|of)|at)\s+(?:the\s+)?$/i;
// "he came to Drechtwaard three summers ago from VV Eemhoek": the club he came from.
const CAME_FROM = /\b(?:came|moved|arrived|switched|transferred)\b(?:(?!\b(?:won|earned|drew|took|got|scored|forced|conceded)\b)[^.;!?]){0,60}\bfrom\s+(?:the\s+)?$/i;
// ("his years with the Ashford Lancers", "her time at X": a spell looked back on; "In his two years with the
// Otters, Hale has become their captain" is not over.)
const YEARS_WITH = /\b(?:his|her)\s+(?:[\w-]+\s+)?(?:years|days|time|seasons)\s+(?:with|at|in)\s+(?:the\s+)?$/i;
const STILL_THERE = /^[^.;]{0,60}?\b(?:has|have|is|are|remains)\b/i;
const lookedBack = (before: string, after: string) => PAST_BEFORE.test(before) || (YEARS_WITH.test(before) && !STILL_THERE.test(after));
// "played three seasons at Corlett State for the Badgers": the nickname in a counted spell's clause is past too.
const SPELL_BEFORE = /(?<!\b(?:has|have|had|'s|'ve)\s+)\b(?:played|spent|starred)\s+(?:[\w-]+\s+){0,3}?(?:seasons?|years?|campaigns?)\b(?:(?!\b(?:now|currently|then|before|after|until|since|and|but|where|when)\b)[^.;!?,]){0,50}\b(?:for|with|at)\s+(?:the\s+)?$/i;
const inCountedSpell = (text: string, index: number) => SPELL_BEFORE.test(text.slice(Math.max(0, index - 110), index));
// What opens a list entry before his name: a number, a heading's marks, or a label and its number ("# Candidate 1
// — Silas Underberg — OT / OG — Kennebrook State (FCS)").
const ENTRY_LEAD = String.raw`[\s\d.#*]*(?:(?:Candidate|Prospect|Target|Player|Option)[ \t]+(?:No\.?[ \t]*)?\d{1,3}[ \t]*[—–:|-][ \t]*)?`;
// ("# 3. Andre Villiers Jr. — Halverson — SF (SG in college)": his position's code may close the line.)
const HEADING_TEAM = new RegExp(String.raw`^${ENTRY_LEAD}(\p{Lu}[\p{L}'.-]+(?:[ \t]+\p{Lu}[\p{L}'.-]+){1,3})[ \t]+[—–|][ \t]+${PHRASE}[ \t]*(?:\([^)\n]{1,40}\))?(?:[ \t]+[—–|][ \t]+[A-Z]{1,3}(?:\/[A-Z]{1,3})*(?:[ \t]*\([^)\n]{1,40}\))?)?[ \t]*$`, "u");
const LEFT_BRACKET = /\([^)]*\b(?:released|former(?:ly)?|ex|left|leaving|loan(?:ed)?|until|waived|sold|departed)\b[^)]*\)\s*$/i;
const TRANSACTION_BEFORE = /\b(?:waived|released|cut|traded|dealt|sold|claimed|acquired|signed|arrivals?|incoming|ufa|rfa|free\s+agents?|fa|departures?|out|leaving|left|exits?|loaned\s+out)\b|\bin\s*:/i;
// ("2. Luca Bertolini — GK — Ashby Town", "9. Lachlan Pryor — C, Coral Coast Cyclones", "3. Cristian Alvarado —
// RB / RWB — Rio Verde FC": the same with dashes.)
const ENTRY_TEAM = new RegExp(String.raw`^${ENTRY_LEAD}\p{Lu}[\p{L}'.-]+(?:[ \t]+\p{Lu}[\p{L}'.-]+){1,3}(?:[ \t]*,[ \t]*([A-Z]{1,4}(?:\/[A-Z]{1,4})*),|[ \t]+[—–][ \t]+([A-Z]{1,4}(?:[ \t]*\/[ \t]*[A-Z]{1,4})*)(?:[ \t]+[—–]|,(?=[ \t]*\p{Lu}[\p{L}'-]*(?:(?<=\b(?:St|Ft|Mt))\.)?[ \t]+\p{Lu})))[ \t]*([^,(\n—–]{3,60})`, "u");
// A size or age and a side may stand before the role: "the Ironmen's 6-foot-7 left tackle". A "back three" is
// a unit of the team's system, not a role; "Harwick's centre-backs" are the side's players, not he.
const ROLE_AFTER =
  /^[ \t]+(?:(?:\d[\d'"./-]*(?:-(?:foot|ft|inch|pound|lb|year-old)[\w-]*)?|\d+-year-old|veteran|young|new|latest|starting|backup|left|right|inside|outside|defensive|offensive|point|shooting|small|power|tight|wide|running|centre|center|central|attacking|holding)(?:[ \t,]+|-(?=back\b))){0,3}(?:guard|forward|center|centre|big|wing|star|standout|product|signee|signing|commit|recruit|rookie|prospect|player|freshman|sophomore|junior|senior|quarterback|receiver|tackle|linebacker|cornerback|safety|end|back(?![ \t-]+(?:three|four|five|line|in|then|when|home|to|from|on|at|into)\b)|striker|winger|midfielder|defender|centre-half|center-half|full-back|fullback|goalkeeper|keeper|kicker|punter|lineman|captain|skipper|starter|pass rusher|edge)\b(?![\w-]*s\b)/i;

// "Cinder City Ironclads QB Beau Tillerman": a position's code in capitals before a name ("Calder State RB install" is the
// team's own scheme).
const ROLE_CODE_AFTER = /^[ \t]+(?:QB|RB|WR|TE|OT|OG|LB|CB|DE|DT|PG|SG|SF|PF|GK)(?=[ \t]+\p{Lu}\p{Ll}+[ \t]+\p{Lu}\p{Ll})/u;
const roleAfter = (after: string) => ROLE_AFTER.exec(after) ?? ROLE_CODE_AFTER.exec(after);

const SCHOOL_YEAR_AT = /\b(?:freshman|sophomore|junior|senior|redshirt\s+\w+|(?:graduate|grad)\s+student|student-athlete)\s+at\s+(?:the\s+)?$/i;
const SCHOOL_NAME = /\b(?:University|College|Academy|School|Prep|State|Tech|Polytechnic|Institute|HS)\b/;
const ROLE_AT = /\b(?:guard|forward|center|centre|quarterback|receiver|running back|linebacker|cornerback|safety|(?:left|right|full|centre|center)-back|striker|winger|midfielder|defender|goalkeeper)\s+at\s+(?:the\s+)?$/i;

type AliasEntry = { team: KnownTeam; cueOnly: boolean };

function aliasIndex(): Map<string, AliasEntry[]> {
  const index = new Map<string, AliasEntry[]>();
  const add = (alias: string, team: KnownTeam, cueOnly: boolean) =>
    index.set(alias, [...(index.get(alias) ?? []), { team, cueOnly }]);
  for (const team of KNOWN_TEAMS) {
    for (const alias of team.aliases) add(alias, team, false);
    for (const alias of team.cueOnlyAliases) add(alias, team, true);
    for (const code of team.codes) add(code, team, true);
  }
  return index;
}

const ALIASES = aliasIndex();
const ALIAS_FIRST_WORDS = new Set([...ALIASES.keys()].map((a) => a.split(" ")[0]));
const BARE_ALIAS_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...ALIASES.entries()]
    .filter(([, entries]) => entries.some((e) => !e.cueOnly))
    .map(([alias]) => alias)
    .sort((x, y) => y.length - x.length)
    .map(escapeRegExp)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

function sportMatches(team: KnownTeam, sport: Sport): boolean {
  return sport === "unknown" || team.sport === sport || team.sport === "college";
}

/** The known team a spelling names for this sport, if exactly one. */
export function lookupKnownTeam(spelling: string, sport: Sport, allowCueOnly: boolean): KnownTeam | null {
  const entries = (ALIASES.get(spelling.trim()) ?? []).filter((e) => (allowCueOnly || !e.cueOnly) && sportMatches(e.team, sport));
  const teams = [...new Set(entries.map((e) => e.team))];
  return teams.length === 1 ? teams[0] : null;
}

/** A word whose full stop ends a sentence, not an abbreviation's ("St.", "Utd.", an initial). */
function endsSentence(word: string): boolean {
  return /\p{L}[.!?]$/u.test(word) && !/^(?:St|Mt|Ft|Utd|Ath|Univ|Inst|Intl|Assn|Dept|Jr|Sr|Mr|Mrs|Ms|Dr|\p{Lu})\.$/u.test(word);
}

function cleanPhrase(raw: string): string {
  // "Sporting Larkhollow U21": the club, whichever of its age groups he plays in.
  let words = withoutPlacePossessive(raw.replace(/'s$/, "").replace(/[.,']+$/, "").replace(/[ \t]+(?:U-?\d{2}s?|Under[- ]\d{2}s?)$/i, "").split(/[ \t]+/), raw);
  // "guard for the Harbor City Lanterns. Traded here in December" in an unsplit headline: a sentence's
  // end closes the name ("Calder Utd. Reserves" is an abbreviation's stop).
  const end = words.findIndex((w, i) => i < words.length - 1 && endsSentence(w));
  if (end >= 0) words = [...words.slice(0, end), words[end].slice(0, -1)];
  // Stop at a word that cannot be part of a team name ("Duke In 2024" in title case).
  const cut = words.findIndex((w, i) => i > 0 && (NOT_NAME_WORDS.has(w.toLowerCase()) && !/^(?:of|de|del|&|state|city|united|athletic|fc|sc|cf|if|bk|fk|sk|ac|college|university|school|academy|institute|club|tech|central|high|prep|north|south|east|west|catholic|christian)$/i.test(w)));
  if (cut > 0) words = words.slice(0, cut);
  words = withoutOffice(words);
  // "one year with Jordan's Sirin Falcons": the country's possessive says where the side is.
  if (words.length >= 3 && /^\p{Lu}[\p{L}-]+['’]s$/u.test(words[0]) && isCountryName(words[0].slice(0, -2))) words = words.slice(1);
  while (words.length && /^(?:of|de|del|&)$/i.test(words[words.length - 1])) words.pop();
  return words.join(" ").replace(/'s$/, "").replace(/[.,]+$/, "");
}

// "Ashby Sr. joined the Foxes staff in 2023", "a Foxes player development consultant": a job at the club,
// not a place on its team.
// ("now the Gulls' lead community ambassador": a role at the club off the court.)
// (A club's premises are no side either: "on sale at the Quayside ticket office", "the Rovers club shop".)
const STAFF_AFTER = /^'?s?[ \t]+(?:(?:qb|rb|wr|te|ol|dl|lb|db|cb|oc|dc|coaching|medical|scouting|front[ -]office|support|backroom|analytics|performance|player[ -]development|strength|lead|community|club|team)[ \t]+){0,2}(?:staff|staffer|office|consultant|coach|coaches|scout|executive|director|board|ownership|ambassador|ambassadors|announcer|broadcaster|commentator|mascot|spokesman|spokesperson)\b|^'?s?[ \t]+(?:recruitment|recruiting|scouting|analytics|medical|performance)[ \t]+(?:group|department|cell|unit|team)\b|^'?s?[ \t]+(?:ticket|box|club)[ \t]+(?:office|shop|store)\b|^'?s?[ \t]+(?:training[ \t]+ground|megastore|car[ \t]+park|turnstiles?)\b/i;

const VENUE_LAST = /^(?:Park|Ground|Stadium|Arena|Field|Dome|Coliseum|Fieldhouse|Gymnasium|Pavilion|Lounge)$/;

const SPELL_DATED_BACK = /^(?:(?!\b(?:since|where|when|who|which|after)\b)[^.;:!?,]){0,25}?\b(?:(?:a\s+(?:couple|few)\s+of|two|three|four|five|six|\d+|several|many)\s+(?:seasons?|years?|months?)\s+(?:back|ago)|years\s+(?:back|ago)|back\s+in\s+(?:19|20)\d{2}|last\s+(?:season|year))\b/i;

// "College: None.", "Team: n/a", "Club: free agent": a label's empty answer.
const NO_TEAM = /^(?:none|nobody|nothing|n\/?a|nil|unknown|tb[ac]|unattached|free agent|undrafted|no (?:team|club|college))$/i;
// "a member of the Association from 1998", a filing's defined term ("the Company" or the "Club"): a lone
// institution's word names no side.
const INSTITUTION_ALONE = /^(?:the\s+)?(?:association|league|club|company|board|committee|federation|conference|council|society|foundation|group|department|franchise|organi[sz]ation|team|squad|players'? association)$/i;

function isPlausibleTeam(name: string, strong: boolean, sport: Sport, people: Set<string>): KnownTeam | null | false {
  if (!name || name.length > 60 || !/\p{L}/u.test(name) || NO_TEAM.test(name) || INSTITUTION_ALONE.test(name)) return false;
  const first = name.split(" ")[0].toLowerCase();
  // "University of Eastvale", "Real Sorvada", "Athletic Caldmoor": a club or school word may open the name.
  // ("St Brendan's Prep": a saint's name opens many a school's.)
  // ("Western Plains Wranglers": a compass word opening a longer name.)
  // ("US Vallon": a club's capitals, not the pronoun. "Great Lakes Polytechnic": a place's first word.)
  if (NOT_NAME_WORDS.has(first) && !/^(?:real|inter|ac|as|fc|sc|rb|if|afc|club|sporting|racing|dynamo|athletic|athletico|atletico|deportivo|olympique|union|university|college|academy|st)$/i.test(first) && !usClub(name.split(" ")) && !compassClub(name.split(" ")) && !(name.split(" ").length > 2 && PLACE_PHRASES.has(fold(name.split(" ").slice(0, 2).join(" "))))) return false;
  if (MONTHS.has(first) || WEEKDAYS.has(first)) return false;
  if (LEAGUES.some((l) => new RegExp(`^(?:${l.pattern.source})$`, "u").test(name))) return false;
  if (people.has(nameKey(name))) return false;
  // "Team: Marcus Delahunt / Hank Delahunt": a pair of anglers (one of them a person the text names, or
  // him), not a club.
  if (name.split(/\s+(?:\/|&)\s+/).some((part, _, parts) => parts.length > 1 && people.has(nameKey(part)))) return false;
  // "(Continental Press)", "the Dunmore Ledger": a news outlet or agency, not a club.
  const last = name.split(" ").at(-1) ?? "";
  if (MEDIA_LAST.test(last)) return false;
  if (NOT_CLUB_LAST.test(last)) return false;
  const known = lookupKnownTeam(name, sport, true);
  if (known) return known;
  // "his summer move from Hollinsgate Park to Ferrybridge Park": grounds and arenas stand for their clubs
  // in a writer's shorthand, but their names are not the clubs'.
  if (VENUE_LAST.test(last)) return false;
  // "left Ikenne-Oru for America": a continent fields no side, whatever the cue.
  // (In soccer "America" may be Club América.)
  if (/^(?:north america|south america|europe|asia|africa|oceania|the states)$/i.test(name) || (/^america$/i.test(name) && sport !== "soccer")) return false;
  if (strong) return null;
  // "arriving from the United States": a place, however team-shaped.
  if (PLACE_PHRASES.has(fold(name))) return false;
  const words = name.split(" ");
  // Weak cues: only names shaped like teams ("Omaha Comets", "Cascade State", "Westbridge Athletic").
  return isTeamLike(words) || (words.length >= 2 && pluralLooking(words[words.length - 1])) ? null : false;
}

// The same people list is passed for every segment of an extraction: fold it once.
const peopleCache = new WeakMap<string[], Set<string>>();
function peopleKeys(people: string[] | undefined): Set<string> {
  if (!people?.length) return new Set();
  let keys = peopleCache.get(people);
  if (!keys) {
    keys = new Set(people.map(nameKey));
    peopleCache.set(people, keys);
  }
  return keys;
}

/** Every team mention in the text, with whether it is the player's current team. */
export function findTeamMentions(input: string, sport: Sport, options: TeamOptions = {}): TeamMention[] {
  // "traded Darnell Okafor Jr. to the Mariners": an abbreviation's period does not end the clause.
  // "Joined: from Rathmoyle Celtic" is read as the label "Joined from:" (same length, so offsets hold).
  const text = normalizeText(input)
    .replace(/\*\*|__/g, "  ")
    .replace(/\b(Jr|Sr|St|Mr|Mrs|Ms|Dr)\./g, "$1 ")
    .replace(/\b(joined|signed|arrived|acquired|transferred):[ \t]from[ \t]/gi, "$1 from: ");
  const people = peopleKeys(options.people);
  // The words of his names, for telling his clauses and roles from somebody else's.
  const his = new Set((options.subjectNames ?? []).flatMap((n) => nameKey(n).split(" ")));
  // ("Team: Marcus Delahunt / Hank Delahunt": his full name, as well as others', unmakes a pair's "team".)
  const peopleAndHim = new Set([...people, ...(options.subjectNames ?? []).filter((n) => /\s/.test(n)).map(nameKey)]);
  const ownNames = new Set((options.subjectNames ?? []).map(nameKey));
  const out: TeamMention[] = [];
  const local = options.localTeams ?? [];
  const localByKey = new Map(local.flatMap((t) => [nameKey(t.name), ...t.aliases].map((k) => [k, t] as const)));
  // "signed his National Letter of Intent with Merrowdale State and will head there next fall": where
  // a recruit is going is no team of his yet.
  const future = FUTURE_MOVE.test(text);
  const add = (raw: string, index: number, current: boolean, explicit: boolean, strong: boolean) => {
    if (future && current) return;
    // "If he sorts out his end product, he's playing for Bafana": a side of a condition is no side of his.
    // ("If the hamstring holds up, he'll be playing for the Lions": a fitness condition, his side all the same.)
    const condition = CONDITIONAL_BEFORE.exec(text.slice(Math.max(0, index - 120), index));
    if (condition && !FITNESS_CONDITION.test(condition[0])) return;
    // "We had Cordwainer on loan at Pellingham Town a couple of seasons back": a spell its clause dates back
    // ("joined Pellingham Town two years ago" dates his arrival, and he is still there).
    // ("has been a starter at Pellingham Town since last season" goes on too.)
    const arrival = /\b(?:joined|joins|signed|moved|traded|transferred|arrived|came|loaned|sold|committed|has been|have been|has started|has played|plays|is)\b[^.;]{0,40}$/i.test(text.slice(Math.max(0, index - 60), index));
    // ("The right-back for Los Verdes arrived two years ago from …": the arrival said after the side.)
    // (Not "joined Kelso Rovers two years ago", "moved on two years ago": a move away.)
    const arrivedAfter = /^[ \t]+(?:arrived|joined|came|signed)[ \t]+(?:here[ \t]+)?(?:(?:\w+[ \t]+){0,2}ago|from)\b/i.test(text.slice(index + raw.length, index + raw.length + 40));
    if (current && !arrival && !arrivedAfter && SPELL_DATED_BACK.test(text.slice(index + raw.length, index + raw.length + 60))) current = false;
    // "was loaned to Cerro Azul FC in the 2023-24 season before returning to take the starting position": a
    // spell he came back from; the club whose academy he "came through" in that sentence is his now.
    if (current && RETURNED_AFTER.test(text.slice(index + raw.length, index + raw.length + 90))) current = false;
    else if (!current && /\bcame\s+(?:up\s+)?through\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, index - 24), index)) && /^[^.;]{0,120}\bbefore\s+returning\b/i.test(text.slice(index))) current = true;
    // "the number he wore for four years at Northgate with the Northgate University Lynx": a spell in the past.
    if (current && spellOverBefore(text, index)) current = false;
    const cleaned = cleanPhrase(raw);
    // "played his college ball in Alabama with the Gulf Coast Tech Gators": where he played, then for whom.
    if (/\bin\s+$/.test(text.slice(Math.max(0, index - 4), index)) && /^\s+(?:with|for)\s+(?:the\s+)?\p{Lu}/u.test(text.slice(index + raw.length, index + raw.length + 24))) return;
    // "moved to Germany at 19", "grew up in Spain", "moved to Florida for high school": a country or state he
    // lived in, not a side he played for.
    // (Not "moved to Oregon after a season at Kansas": a school the known teams name, unless he moved there
    // to live: "for high school", "at 12".)
    // (Looked up only where a cue below needs it: this runs for every mention.)
    const lived = () => /^\s+(?:for\s+(?:high\s+school|school|college|university|work)|at\s+(?:age\s+)?\d|as\s+an?\s+(?:kid|child|boy|teen(?:ager)?))\b/i.test(text.slice(index + raw.length, index + raw.length + 30));
    const unknownPlace = () => !localByKey.has(nameKey(cleaned)) && (lived() || !lookupKnownTeam(cleaned, sport, true));
    if (RELOCATED_BEFORE.test(text.slice(Math.max(0, index - 40), index)) && (isCountryName(cleaned) || (PLACE_WORDS.has(fold(cleaned)) && unknownPlace()))) return;
    // "the best football player to come out of St. Croix": where he is from (not "the best prospect to come
    // out of Westbury Academy", his school).
    if (/\b(?:player|athlete|prospect|talent|kid|product)s?\s+(?:ever\s+)?to\s+(?:have\s+)?come\s+out\s+of\s+$/i.test(text.slice(Math.max(0, index - 50), index)) && unknownPlace() && !SCHOOL_NAME.test(cleaned)) return;
    // "Signed out of Sorrel Creek, Ohio": a town with its state is where he is from, not a side the documents
    // name.
    if (STATE_AFTER.test(text.slice(index + raw.length, index + raw.length + 24)) && !localByKey.has(nameKey(cleaned)) && !SCHOOL_NAME.test(cleaned)) return;
    // "Career: 27 starts, 51 TD passes", "19. Starts LB": a count is no team ("49ers" is one word).
    if (/^\d+[.)]?\s/.test(cleaned)) return;
    // "traded to Port Calder" is the Port Calder Mariners of the user's documents.
    // "the Mariners" stays the Ostrander Bay Mariners of the user's documents, not their "… Basketball Club".
    // ("LW, Damietta Harbour SC\n  Extension to June 2029": a club's closing abbreviation ends its name, and a
    // wrapped line's first word is no part of it.)
    const abbreviated = local.find((t) => / /.test(t.name) && CLUB_ABBREVIATION_LAST.test(t.name.split(" ").at(-1)!) && cleaned.startsWith(`${t.name} `) && !/^(?:U-?\d|Academy|Youth|Reserves?|Women|Ladies|II|B)\b/i.test(cleaned.slice(t.name.length + 1)));
    const localName = (abbreviated ?? localByKey.get(nameKey(cleaned)))?.name;
    const descriptorOnly = localName !== undefined && nameKey(localName).startsWith(nameKey(cleaned)) && DESCRIPTOR_TAIL.test(nameKey(localName).slice(nameKey(cleaned).length));
    const name = localName && !descriptorOnly ? localName : cleaned;
    // "a framed photo signed by Reginald Pike Sr." in his own section: his name is no club.
    if (ownNames.has(nameKey(name))) return;
    const verdict = isPlausibleTeam(name, strong || localByKey.has(nameKey(cleaned)), sport, peopleAndHim);
    if (verdict === false) return;
    out.push({ name, current, explicit, index, known: verdict });
  };

  const labels = (LABEL_HINT.test(text) ? [...text.matchAll(LABEL)] : []).map((m) => ({ m, year: Number(m.groups?.year ?? 0), club: nameKey(m[3].split("(")[0]) }));
  // "Club_2025: Saltmarsh Pelicans; Club_2024: Virtus Callera": the newest season's club is his now.
  const newest = Math.max(0, ...labels.map((l) => l.year));
  const clubNow = new Set(labels.filter((l) => newest > 0 && l.year === newest).map((l) => l.club));
  // "Pick: 7 | Team: Marlow Bay Herons | Player: … | School: …" in a mock draft: the team projected to pick
  // him (a draft's results name the team that took him).
  const draftRow = options.projection === true && DRAFT_PICK_LABEL.test(text);
  for (const { m, year, club } of labels) {
    // "Team / uniform: Brightwater Pilots, home navy, #2": one team and its kit.
    const kit = KIT_SUFFIX.test(m[1]);
    const label = m[1].toLowerCase().replace(/\s+/g, " ").replace(KIT_SUFFIX, "");
    if (draftRow && /^(?:teams?|clubs?|tm)$/.test(label)) continue;
    // The same club in both seasons ("Club_2025: Port Alder; Club_2024: Port Alder") is his now.
    if (year > 0 && year < newest && clubNow.has(club)) continue;
    const former = /^(?:former|previous|prior|last|past|prev|drafted|leaving|vorheriger|ehemaliger|früherer|frueherer|letzter|alter|ex|poprzedni|prethodni|předchozí|predchozi)|\sfrom$|\s(?:anterior|précédent|precedent|precedente)$/.test(label) || (year > 0 && year < newest);
    // "Prior Team / College: Redstone Foundry / Quarry Hill State": one value a label.
    // ("Previous:" ends in an s and is one club.)
    const plural = ((/s$/.test(label.replace(/^(?:current|former|previous|past)\s+/, "")) && !/^(?:previous|various)$/.test(label)) || label.includes("/")) && !/^(?:drafted|tm)/.test(label);
    // "Previous clubs: SV Kaltbrunn academy (2019–2023); SC Reindorf (loan 2023/24)": a list label's items
    // run on past a semicolon, up to the next label.
    const more = plural ? (/^;[^\n|•·]*/.exec(text.slice(m.index + m[0].length))?.[0] ?? "").split(/;\s*(?=[\p{L} ]{1,30}:)/u)[0] : "";
    const written = m[3] + more;
    const valueStart = m.index + m[0].length - m[3].length;
    // "(loan 2023/24)": a slash inside brackets is a season, not a second item. ("Previous: Granite Falls CC (2 yrs)
    // -> Lakeview Tech Hornets (2 yrs)": an arrow starts the next step of his path; "Previous: Calloway State /
    // Ghana": the club, then where it is.)
    const one = written.split(/[(,]|\s-\s|\s*(?:->|→|=>)\s*|\s+(?:since|from|until|\d{4})\b/)[0];
    const items = plural ? splitOutsideBrackets(written.replace(/\//g, ",")).flatMap((i) => i.split(/(?:^|\s+)and\s+|\s*(?:->|→|=>)\s*/).filter(Boolean)) : [former ? one.split(/\s\/\s/)[0] : one];
    let cursor = 0;
    for (const item of items) {
      const head = item.trim().split(/[,(]/)[0].trim();
      const at = written.indexOf(head, cursor);
      const offset = valueStart + Math.max(0, at);
      if (at >= 0) cursor = at + head.length;
      // "SV Kaltbrunn academy (2019–2023)": a lower-case word after the name is a squad of that club.
      // ("Previous: loan at AS Pontrieux": the words before the name say how he was there.)
      const value = (kit ? item.replace(/\s*(?:#|no\.?\s*)?\d{1,3}\b[^]*$/i, "") : item).replace(/\([^)]*\)?/g, "").trim().replace(/^(\S.*?\p{Lu}\S*)(?:\s+\p{Ll}[\p{L}'-]*)+$/u, "$1").replace(/^(?:on\s+)?loan(?:ed)?\s+(?:at|with|to)\s+(?=\p{Lu})/iu, "");
      // "Team: POR" in a box score is a code; it names a team only where the documents or the known teams spell it out.
      const code = /^\p{Lu}{2,4}$/u.test(value) && !localByKey.has(nameKey(value)) && !lookupKnownTeam(value, sport, true);
      // "…; SV Kaltbrunn first team since summer 2024": the item a list marks as ongoing is his now.
      const ongoing = plural && /\b(?:since|present|to date|currently|now)\b/i.test(item);
      // ("Previous: Calloway State / Ghana", "Previous: Finland": where he came from is a country, no team.)
      // ("Previous: Georgia" in a portal tracker is the University of Georgia.)
      const homeland = former && isCountryName(value) && !/^(?:Georgia|Jordan)$/i.test(value);
      if (value && !GENERIC_CLUB_VALUE.test(value) && !code && !homeland) add(value, offset, ongoing || (!former && !(plural && items.length > 1)), true, true);
    }
  }
  // "Player: Kofi Marchetti. Squad: Dunmore Athletic U19.": a squad of a team the documents name is his
  // team (an age group's squad is the club's); "Squad: 23 players" names none.
  for (const m of text.matchAll(SQUAD_LABEL)) {
    const value = m[1].trim().replace(SQUAD_GROUP, "");
    if (localByKey.has(nameKey(value))) add(value, m.index + m[0].indexOf(m[1]), true, true, false);
  }
  for (const m of text.matchAll(FROM_TO_ROW)) {
    // "From: Halvorsen Harriers; To: Halvorsen Harriers" (re-signed) is one club, his now.
    const same = nameKey(m[1]) === nameKey(m[2]);
    for (const [value, current] of [[m[1], false], [m[2], true]] as const) {
      if (!GENERIC_CLUB_VALUE.test(value.trim()) && !(same && !current)) add(value, m.index + m[0].lastIndexOf(value), current, true, true);
    }
  }
  // Clubs written in order, each item opening with its name: the one at `currentAt` is his now.
  const addPath = (items: string[], from: number, currentAt: number, strong: boolean) => {
    items.forEach((item, i) => {
      // ("Career path: Drafted by the Marlow Bay Mariners (2021); signed with the Granite Bay Ironmen …":
      // the club after a move's verb, not the verb.)
      const phrase = PHRASE_AT.exec(item.replace(PATH_VERB, ""));
      if (!phrase) return;
      const index = text.indexOf(phrase[1], from);
      add(phrase[1], index, i === currentAt, true, strong);
      from = index + phrase[1].length;
    });
  };
  // "Team history: Kestrel City Kites (2020–2023); Lone Pine Outlaws (traded for in April 2024, starter
  // since)": clubs in order, the one marked present (else the last) his now.
  for (const m of text.matchAll(CAREER_LIST)) {
    const items = splitOutsideBrackets(m[1]);
    if (items.length < 2) continue;
    const marked = items.findIndex((item) => /\b(?:present|now|current|since|to date)\b/i.test(item));
    addPath(items.map((item) => item.trimStart()), m.index + m[0].length - m[1].length, marked >= 0 ? marked : items.length - 1, true);
  }
  // "Career: Deepwater Rovers (academy, 2016–2025) → Castlemere United (August 2025)", "**Quentin Ashby** —
  // S · Tallow Creek State ➝ **University of Eastvale**": a path of clubs, the last one his now.
  if (CAREER_ARROW.test(text)) {
    let lineStart = 0;
    for (const line of text.split("\n")) {
      const parts = line.split(CAREER_ARROW);
      // ("Eastmoor University Athletics » Football » News": a site's breadcrumb, no path of clubs.)
      if (parts.some((p) => BREADCRUMB_PART.test(p.trim()))) {
        lineStart += line.length + 1;
        continue;
      }
      if (parts.length > 1) addPath(parts.map((part, i) => (i === 0 ? part.replace(/^.*[:·•|—–]\s*/, "") : part)), lineStart, parts.length - 1, false);
      lineStart += line.length + 1;
    }
  }
  // "Flagging Finn Oyelaran — Sporting Larkhollow U21, left-back": a name, a dash, his side and his position.
  for (const m of text.matchAll(DASH_ENTRY_TEAM)) add(m[1], m.index + m[0].indexOf(m[1], m[0].search(/[—–]/)), true, true, false);
  // "Isaiah Pruitt Jr., PF/C, Callowhill University": a list entry's name, position codes and team.
  const entry = ENTRY_TEAM.exec(text);
  const codes = entry ? (entry[1] ?? entry[2]) : "";
  if (entry && codes.split(/\s*\/\s*/).every((c) => POSITION_ABBREVIATIONS.has(c.toLowerCase()))) {
    const phrase = PHRASE_AT.exec(entry[3]);
    // ("9. Lachlan Pryor — C, Coral Coast Cyclones": after a dash and a comma only a side the documents name,
    // or one a team word closes: "— QB, Limited Participation (ankle)" is an injury list's status.)
    const dashComma = entry[2] !== undefined && /,\s*$/.test(entry[0].slice(0, entry[0].length - entry[3].length));
    const sideLike = (p: string) => localByKey.has(nameKey(p)) || (isTeamLike(p.split(/\s+/)) && !BODY_PART.test(entry[3]));
    if (phrase && (!dashComma || sideLike(phrase[0].trim()))) add(phrase[0].trim(), entry.index + entry[0].length - entry[3].length, true, true, true);
  }
  // "START: Brayden Coldiron, Ridgefield Marauders (at Lakeport)": his full name and, after a comma, a side
  // the documents name elsewhere, closing the phrase.
  // ("Waived: Abel Starling, Dunmore Kites": a transaction's club is the one he leaves.)
  for (const full of (options.subjectNames ?? []).filter((n) => /\s/.test(n))) {
    const after = new RegExp(String.raw`${escapeRegExp(full)},[ \t]+${PHRASE}(?=[ \t]*(?:[—–(),;:]|$))`, "gmu");
    for (const m of text.matchAll(after)) {
      const lineBefore = text.slice(text.lastIndexOf("\n", m.index) + 1, m.index);
      if (localByKey.has(nameKey(m[1])) && !TRANSACTION_BEFORE.test(lineBefore)) add(m[1], m.index + m[0].length - m[1].length, true, true, true);
    }
  }
  // "# Álvaro Requena — Deportivo Almendral (ESP-3)": a heading of his name, a dash and a side the
  // documents name elsewhere.
  // (Only his own name before the dash: "# Advance Scouting — Calder Otters" heads a team's report.)
  const heading = HEADING_TEAM.exec(text);
  // ("# Marco Vitale — Ashby Town (released in June)": a bracket that says he left.)
  if (heading && ownNames.has(nameKey(heading[1])) && localByKey.has(nameKey(heading[2])) && !LEFT_BRACKET.test(text)) add(heading[2], text.lastIndexOf(heading[2]), true, true, true);
  if (options.labelOnly) return dedupeByIndex(out);

  // Cheap prefilters: most sentences contain no cue word and no known team name.
  for (const c of CUES) {
    if (!c.hint.test(text)) continue;
    for (const m of text.matchAll(c.re)) {
      const end = m.index + m[0].length;
      // "my buddy Lenny, who played line at Fenwick Tech": the cue belongs to the person the clause is about.
      if (otherPersonsClause(text.slice(Math.max(0, m.index - 60), m.index), his, localByKey)) continue;
      if (otherNamedJustBefore(text.slice(Math.max(0, m.index - 60), m.index), people, his)) continue;
      const phrase = DESCRIBED_PHRASE_AT.exec(text.slice(end, end + 120));
      // "Signed out of high school with Osgood State but never enrolled": a club he never played for.
      if (!phrase || NEVER_THERE.test(text.slice(end + phrase[0].length, end + phrase[0].length + 60)) || STAFF_AFTER.test(text.slice(end + phrase[0].length, end + phrase[0].length + 30))) continue;
      // "arriving from the Rockmere Bison": a name of two words or more after "the" is shaped like a club.
      const theClub = /^[ \t]*the[ \t]/i.test(phrase[0]) && /\s/.test(phrase[1].trim()) && !PLACE_PHRASES.has(fold(phrase[1].trim()));
      // "was a varsity starter at Eastgate as a freshman": a weak present cue said in the past.
      // ("one of two Pell River starters to leave this spring": a side he is leaving.)
      const leaving = c.current && /^one\s/i.test(m[0]) && ONE_OF_LEAVING.test(text.slice(end, end + 100));
      const said = (c.current && !c.strong && WAS_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) || leaving ? false : c.current;
      add(phrase[1], end + phrase[0].length - phrase[1].length, said, true, c.strong || theClub);
      const rest = text.slice(end + phrase[0].length, end + phrase[0].length + 120);
      // "left Duke for Kentucky", "traded from X to Y": the second team is the current one.
      // ("played three seasons at Sandoval State for the Miners": a spell's school and its nickname, not a move.)
      const spellNickname = SPELL_CUE.test(m[0]) && /^[ \t]*(?:,[ \t]*)?for\b/i.test(rest);
      const transition = !c.current && !spellNickname ? TRANSITION_AFTER.exec(rest) : null;
      // ("is leaving Ashby Town, the club he captained, for Saudi Arabia": a country is no side.)
      // ("to Kelso Rovers fans' delight", "for Kelso Rovers' first team": the fans', a squad's.)
      const owned = transition !== null && /^(?:['’]s?\s|[ \t]+(?:fans|supporters|faithful)['’]?\s)/.test(rest.slice(transition[0].length));
      if (transition && !owned && !isCountryName(cleanPhrase(transition[1]))) add(transition[1], end + phrase[0].length + transition[0].length - transition[1].length, true, true, true);
      // "joined the Comets from the Louisville Thoroughbreds": the first club is a former one.
      const from = c.current ? FROM_AFTER.exec(rest) : null;
      if (from) add(from[1], end + phrase[0].length + from[0].length - from[1].length, false, true, true);
    }
  }
  // "Tolvary's kicker is Beckett Olander now", "the Gulls' starting center, Ike Moss": his side's role.
  if (/'s?\s/.test(text)) {
    for (const name of (options.subjectNames ?? []).filter((n) => /\s/.test(n))) {
      for (const m of text.matchAll(sideRoleOf(name))) add(m[1], m.index + m[0].indexOf(m[1]), true, true, false);
    }
    // "he's the Lumberjacks' new edge rusher": the side whose role he is now.
    for (const m of text.matchAll(HE_IS_SIDE_ROLE)) add(m[1], m.index + m[0].indexOf(m[1]), true, true, false);
  }
  if (/\bhim\b/.test(text)) for (const m of text.matchAll(DRAFTED_HIM)) add(m[1], m.index + m[0].indexOf(m[1]), false, false, false);
  if (TRADE_VERB.test(text)) {
    // "The Herons sent forward Kellen Marsh … to the Redstone Foundry for Ambrose": he is what came back.
    const forHim = (options.subjectNames ?? []).some((n) => n && new RegExp(String.raw`\bfor\s+${escapeRegExp(n)}\b`).test(text));
    for (const m of text.matchAll(SUBJECT_TRADED)) add(m[1], m.index + m[0].indexOf(m[1]), forHim, true, false);
    // "the trade that sent Isaiah Fairbanks to Redwater": somebody else went there.
    const others = (options.people ?? []).filter((p) => !(options.subjectNames ?? []).some((n) => n && nameKey(n) === nameKey(p)));
    for (const m of text.matchAll(TRADED_TO)) {
      const moved = m[0].slice(0, m[0].lastIndexOf(m[1]));
      if (!/\b(?:him|her)\b/i.test(moved) && others.some((p) => moved.includes(p))) continue;
      if (otherNamedJustBefore(text.slice(Math.max(0, m.index - 60), m.index), people, his)) continue;
      add(m[1], m.index + m[0].lastIndexOf(m[1]), !forHim, true, true);
    }
  }

  const capitalised = text.match(/(?<![\p{L}\p{N}])[\p{Lu}\d][\p{L}\p{N}.&'-]*/gu) ?? [];
  const mayNameTeam = capitalised.some((w) => ALIAS_FIRST_WORDS.has(w.replace(/'s$/, "")));
  for (const m of mayNameTeam ? text.matchAll(BARE_ALIAS_RE) : []) {
    const known = lookupKnownTeam(m[0], sport, false);
    if (!known) continue;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (OPPONENT_BEFORE.test(before)) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    const viaPreposition = /\b(?:for|with|at)\s+(?:the\s+)?$/i.test(before) && !NOT_HIS_FOR.test(before);
    const adjectival = (roleAfter(after) && !rolePersonIsOther(text.slice(m.index + m[0].length, m.index + m[0].length + 80), people, his)) || /^'s[ \t]+\p{Lu}/u.test(after);
    if (!viaPreposition && !adjectival) continue;
    const past = lookedBack(before, after) || inCountedSpell(text, m.index) || /^[ \t]+(?:product|alum|graduate)\b/i.test(after);
    out.push({ name: m[0], current: !past, explicit: false, index: m.index, known });
  }
  // A team of the user's documents named in a sentence about him, not as the opponent: his team, former
  // when the sentence looks back (REQ-PPL-05).
  for (const m of findLocalTeams(text, local)) {
    if (out.some((o) => o.index >= m.index && o.index < m.index + m.length + 4)) continue;
    // "scored both goals against Kirkjuvík ÍF, the club where he grew up": tonight's opponent, his old club.
    if (OPPONENT_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)) && CLUB_WHERE_HE_WAS.test(text.slice(m.index + m.length, m.index + m.length + 80))) {
      out.push({ name: m.team.name, current: false, explicit: true, index: m.index, known: null });
      continue;
    }
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const after = text.slice(m.index + m.length, m.index + m.length + 40);
    const toSchool = WENT_TO.test(before) && SCHOOL_NAME.test(m.team.name);
    if ((OPPONENT_BEFORE.test(before) && !toSchool) || RUMOUR_BEFORE.test(before) || NEVER_THERE.test(after) || STAFF_AFTER.test(after)) continue;
    // ("a tackle on the Tregaron Harriers centre-forward": the side of the player his action lands on;
    // "Tickets for Aldermoor United (H)": a fixture's opponent, home or away.)
    if ((ACTED_ON_BEFORE.test(before) && roleAfter(after.replace(/^['’]s?/, ""))) || /^\s*\((?:H|A|N)\)/.test(after)) continue;
    // Only where the words tie the team to the player: "with the Mariners", "a Hornets guard", "the
    // Otters' edge rusher", "(Albuquerque Roadrunners, point guard)". "Omaha's alternative" does not.
    // "at", "in", "to" and "from" name venues, games and opponents as often as his team: not enough.
    // "more than could be said for the Ironmen", "a big win for the Gulls": "for" after a verdict is no tie.
    // "tackles in space on Sutter Bay's screen game": the team's own thing, the opponent's as often as his
    // ("on the Fort Arden Wranglers' roster" is his).
    // "a Portuguese defender at Castlemoor City": his role at the club.
    // ("a senior at St. Brendan's Academy": his year at the school.)
    const yearAt = SCHOOL_YEAR_AT.test(before) && SCHOOL_NAME.test(m.team.name);
    // "at Lakemont University as well, where he played three seasons": where he played, said after it;
    // "went to Greywater University": the school he attended.
    const wherePlayed = /\bat\s+(?:the\s+)?$/i.test(before) && WHERE_HE_PLAYED.exec(after);
    const cameThrough = CAME_THROUGH.test(text.slice(Math.max(0, m.index - 70), m.index));
    const cameFrom = CAME_FROM.test(text.slice(Math.max(0, m.index - 90), m.index)) && !/^['’]?s?\s+(?:game|match|fixture|win|loss|defeat|bench|camp)\b/i.test(after) && !roleAfter(after.replace(/^['’]s?/, ""));
    const attended = toSchool && !/^['’]s?\s|^\s+with\s+(?:him|her)\b/.test(after);
    // "kicker Teddy Lindqvist of the Bay Harbor Admirals": a wire's "<his name> of <team>".
    // (Not another's who shares his surname: "not related to Tobias Rennick of the Granite Bay Condors".)
    const nameOf = /(?<![\p{L}'’-])(?:(\p{Lu}[\p{L}'’-]+)\s+)?(\p{Lu}[\p{L}'’-]+)\.?,?\s+of\s+(?:the\s+)?$/u.exec(before);
    // (His full name: "Hale of the Austin Comets, his cousin Derek" may be another Hale.)
    const hisNameOf = nameOf !== null && nameOf[1] !== undefined && [nameOf[1], nameOf[2]].every((w) => his.has(nameKey(w)) || (isSuffix(w) && his.size > 0));
    const viaPreposition = (/\b(?:for|with|on|joined|joins|signed\s+with)\s+(?:the\s+)?$/i.test(before) || ROLE_AT.test(before) || hisNameOf || yearAt || wherePlayed || attended || cameFrom || cameThrough) && !NOT_HIS_FOR.test(before) && !/^'s?\s+(?!(?:roster|squad|books|depth|team|payroll|bench|line-?up|starting|first|senior|active|practice|injured|reserve)\b)\p{Ll}/u.test(after);
    // "slides to center in the Forge's small-ball lineups": his place in the club's own line-up or rotation
    // ("torched the weak links in the Kings' rotation" is theirs).
    const inSquad = /\b(?:slides?|slid|plays?|played|starts?|started|features?|featured|cracks?|cracked|fits?|rotates?|spot|place|role|minutes|regular|fixture)\b[^.;!?]{0,40}\bin\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, m.index - 70), m.index)) && /^'s?\s+(?:[\p{Ll}-]+\s+)?(?:line-?ups?|rotation|roster|squad|starting\s+(?:five|eleven|xi|line-?up))\b/u.test(after);
    // "the foot of Gulls guard Isaiah Kettering": the team of the person the role word introduces.
    // "…, and the Foxes' wing blew up a couple of pick-and-rolls": the team's role-player is the subject of
    // his own clause, someone else.
    const roleActs = (/\bthe\s+$/i.test(before) && ROLE_THEN_VERB.test(after.replace(/^'s?/, ""))) || (actsOnHim(after) && !ROLE_BECOME_BEFORE.test(before) && !namedBeforeRole(text.slice(0, m.index), [...his]));
    // "beaten in the air by Eldergate's right winger", "an elbow from a Redwater Kings player": the agent of
    // what happens to him is someone else.
    // ("description: From the Bayport Mariners kicker": a note opening on where a thing came from is his
    // team now.)
    const sentFrom = /(?:^|[;|])[ \t]*[\p{L} _]{1,30}:[ \t]*From\s+(?:the\s+)?$/u.test(text.slice(Math.max(0, m.index - 50), m.index));
    const byOther = /\b(?:by|from)\s+(?:the\s+|an?\s+)?$/i.test(before) && !sentFrom;
    // ("He blocked the Ashford Comets punter twice": the player he acts on.)
    const actedOn = ACTED_ON_BEFORE.test(before);
    const adjectival = roleAfter(after.replace(/^'s?/, "")) && !roleActs && !byOther && !actedOn && !KIN_OF_BEFORE.test(before) && !rolePersonIsOther(text.slice(m.index + m.length, m.index + m.length + 80), people, his);
    // "(Albuquerque Roadrunners, point guard)", "Kofi Delmar-Banks (WR, Granite Bay Ironmen)".
    // ("**Gus (Brine Shrimp FC)** sends: …": a bracket after someone else's name is his side.)
    // "Eli Brandt (all Dunmore Stags players)": a bracket shared by a list of names.
    const bracket = /(?:(\p{Lu}[\p{L}'’-]+)\**\s*)?\(\s*(?:(?:all|both)\s+|[\p{L}\/ -]{1,20},\s*)?$/u.exec(before);
    const bracketOwner = bracket?.[1];
    // "band (Marlow Heights)", "venue (X)": a bracket after a noun for a band, a firm or a place names that
    // noun's thing ("on loan (Redwater Kings)", "his club (X)" still name his team).
    const noun = bracket && !bracketOwner ? /(?<![\p{L}'’-])(\p{Ll}[\p{Ll}-]+)\s*\(\s*[^()]*$/u.exec(before)?.[1] : undefined;
    const parenthetical = bracket !== null && !(noun && NOT_TEAM_NOUN.test(noun)) && !(bracketOwner && his.size > 0 && !/^\p{Lu}{1,4}$/u.test(bracketOwner) && !ROLE_WORD_ALONE.test(bracketOwner) && !nameKey(bracketOwner).split(" ").every((w) => his.has(w)));
    // "The Gulf Coast Barracudas on Friday signed defensive end Desmond Pryor": the team that takes him.
    // ("The Clube Desportivo Ribeira Alta informs its supporters that it has reached agreement with the Sport
    // Clube Montalvão for the definitive transfer of the player Rui Machado": the club that takes him, and
    // the one he leaves.)
    const agreed = AGREED_TRANSFER.exec(text.slice(m.index + m.length, m.index + m.length + 200));
    const withHim = TEAM_AND_PLAYER_AGREE.exec(text.slice(m.index + m.length, m.index + m.length + 160));
    const extendsHim = withHim !== null && withHim[1].split(/\s+/).some((w) => his.has(nameKey(w)));
    const acquires = TEAM_ACQUIRES.exec(text.slice(m.index + m.length, m.index + m.length + 60));
    const takenName = acquires ? NAME_TAKEN.exec(text.slice(m.index + m.length + acquires[0].length, m.index + m.length + acquires[0].length + 80))?.[1] : undefined;
    const takesOther = takenName !== undefined && his.size > 0 && !takenName.split(/\s+/).some((w) => his.has(nameKey(w)));
    // "Kfarnour Blue Stars have extended American centre Emeka Hollowell" (his name after the role; not
    // "extended Harbor City's winless run").
    const extendsRole = EXTENDS_ROLE.exec(text.slice(m.index + m.length, m.index + m.length + 120));
    const extended = extendsRole !== null && extendsRole[1].split(/\s+/).some((w) => his.has(nameKey(w)));
    if ((acquires && !takesOther) || TEAM_EXTENDS.test(text.slice(m.index + m.length, m.index + m.length + 160)) || extendsHim || extended || agreed) {
      out.push({ name: m.team.name, current: true, explicit: true, index: m.index, known: null });
      if (agreed) add(agreed[1], m.index + m.length + agreed.index + agreed[0].indexOf(agreed[1]), false, true, true);
      // "COPPERHAVEN IRONCLADS - Acquired QB Bryce Tolliver (6-3, 228) from the Vale City Stags", "Eastmouth
      // Harriers are delighted to announce the signing of striker Yusuf Karadere from Sporting Valmoura": the club he left.
      const from = ACQUIRED_FROM.exec(text.slice(m.index + m.length, m.index + m.length + 160));
      if (from) add(from[1], m.index + m.length + from[0].length - from[1].length, false, true, true);
      continue;
    }
    // "Pellingford's Dylan Ashcombe came on": the team's player named in full, in a sentence kept for him, is him.
    const possessed = /^'s?[ \t]+\p{Lu}/u.test(after) && possessedPersonIsHim(after, people);
    // "Dorrance Stallions 1990-1996; Fenwick Ironmen 1996-2004", "Kessler Bay Mariners 2022-present": a spell.
    const spell = SPELL_AFTER.exec(after);
    // "ten with the Kessington Ironclads (1997–2006) and one with the Tallgrass Thunderhawks (2007)": a
    // single year beside a career's dated spells is a spell that ended too.
    // (The dated spells come first: "with the Falcons (2024) and won a title at Reno Tech (2018-2019)" is no career list.)
    // (A counted spell: "taken by the Sacramento Kings (2024)" may be where he is now.)
    const pastSeason = /^[ \t]*\((?:19|20)\d{2}\)/.test(after) && /\((?:19|20)\d{2}[ \t]*[-–][ \t]*(?:19|20)\d{2}\)/.test(text.slice(0, m.index)) && /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:more\s+)?(?:(?:seasons?|years?)\s+)?(?:with|at|for)\s+(?:the\s+)?$/i.test(before);
    if (!viaPreposition && !inSquad && !adjectival && !parenthetical && !possessed && !spell && !pastSeason) continue;
    if (spell || pastSeason) {
      out.push({ name: m.team.name, current: spell?.[1] !== undefined, explicit: true, index: m.index, known: null });
      continue;
    }
    // ("…, where he was a starter as a freshman and is now a captain": still there.)
    const past = (wherePlayed && wherePlayed[1] !== undefined && !/^[^.;!?]{0,80}\b(?:is\s+now|now\s+(?:a|an|the)|is\s+still|remains)\b/i.test(after + text.slice(m.index + m.length + 40, m.index + m.length + 120))) || (attended && /\bwent\b/i.test(before) && /^[^.;!?]{0,60}\b(?:rather\s+than|before|until|then|later)\b/i.test(after)) || cameFrom || cameThrough || lookedBack(before, after) || inCountedSpell(text, m.index) || spellOverBefore(text, m.index) || (/\b(?:former|ex-|old|previous|from)\s+(?:the\s+)?$/i.test(before) && !(sentFrom && adjectival) && !(possessed && /\bfrom\s+$/i.test(before))) || /^[ \t]+(?:product|alum|graduate)\b/i.test(after);
    out.push({ name: m.team.name, current: !past, explicit: false, index: m.index, known: null });
  }
  // "Before, I play seven years for KK Vranjevo in my city": a sentence that opens on the past, up to where
  // it comes back to the present ("As a kid, he idolized the Comets; these days he plays for the Royals").
  // "… seven years with the Comets, then four with Port Alder before you retired in 2013": a playing
  // career that ended has no team now.
  const retired = RETIRED.exec(text);
  // (Whose retirement is said up to it: "… until he retired in 2009 — he was a power forward who …" is his.)
  const pastUntil = retired && !SOMEONE_ELSE_RETIRED.test(text.slice(0, retired.index + retired[0].length)) ? text.length : PAST_OPENING.test(text) ? (PRESENT_AGAIN.exec(text)?.index ?? text.length) : 0;
  return dedupeByIndex((future ? out.filter((o) => !o.current) : out).map((o) => (o.index < pastUntil ? { ...o, current: false } : o)));
}

// (Not a relative's or a coach's retirement: "whose father retired in 2004", "until he retired" after "His
// father played for …".)
const RETIRED = /\b(?:(?:before|until|when|after|since)\s+(?:he|you|I)\s+retired|(?:he|you|I)\s+retired\s+(?:in\s+(?:19|20)\d\d|from\s+playing))\b/i;
const SOMEONE_ELSE_RETIRED = /\b(?:father|dad|mother|mum|mom|brother|sister|uncle|cousin|coach|manager|whose|who|took\s+over|replaced|succeeded|handed|in\s+place\s+of)\b/i;

// The consequence of a condition: "If he sorts out his end product, he's playing for X" ("Unless something
// changes, Treloar, who joined X from Y, will start" and "If the rookie, drafted out of X, …" state facts).
const CONDITIONAL_BEFORE = /(?:^|[.!?;]\s+|["“]\s*)(?:if|unless)\s[^.!?;]*,\s*(?:he|she)\s*(?:['’]s|is|['’]d|would|will|['’]ll|could|might)\s[^.!?;,]*$/i;
const FITNESS_CONDITION = /\b(?:fit|fitness|holds?\s+up|comes?\s+through|recover(?:s|ed)?|passes|cleared|available|selected|healthy|hamstring|knee|ankle|injury|scan)\b/i;
// "Cousin of the Rovers centre-half": his relative's side.
const KIN_OF_BEFORE = /\b(?:son|daughter|grandson|nephew|brother|sister|cousin)\s+of\s+(?:the\s+)?$/i;
// ("a tackle on the Tregaron Harriers centre-forward": his action's object.)
const ACTED_ON_BEFORE = new RegExp(String.raw`\b(?:(?:blocked|blocks|sacked|sacks|beat|beats|past|against|tackled|tackles|stopped|stops|faced|faces|facing|marked|marking|guarded|guarding|fouled|outjumped|outmuscled|torched|burned|bullied)|${ACTION_ON})\s+(?:the\s+)?$`, "i");

// "has a strong preference for Harrowdene Athletic": a club he wants, bids and offers name no team of his.
const NOT_HIS_FOR = /\b(?:said|says|say|true|case|same|sorry|happy|bad|good|great|win|loss|blow|victory|defeat|trouble|problems?|night|day|afternoon|preference|interest|admiration|respect|bids?|offers?|fee|hopes?|wish|desire|ambitions?)\s+for\s+(?:the\s+)?$/i;
// "the Rovers keeper gets down brilliantly": a verb in the past, or one in the present right after the role.
// "Harbour City's point guard cooked him": the side of the player acting on him.
const actsOnHim = (after: string) => {
  const role = roleAfter(after.replace(/^['’]s?/, ""));
  return role !== null && ROLE_ACTS_ON_HIM.test(after.replace(/^['’]s?/, "").slice(role[0].length));
};
const ROLE_THEN_VERB =
  /^[ \t]+[\p{L}-]+(?:[ \t]+[\p{L}-]+)?[ \t]+(?:\p{Ll}+ed|is|was|has|had|did|made|got|went|took|blew|won|beat|held|kept|ran|hit)\b|^[ \t]+[\p{L}-]+[ \t]+(?:gets|makes|goes|takes|comes|does|wins|saves|scores|stops|beats|holds|keeps|runs|hits|throws|catches|dives|pushes|picks|finds)\b/u;

/** "…Lenny, who ": a relative clause about someone named other than him (not a club: "Harrowdene, who recalled him"). */
function otherPersonsClause(before: string, his: ReadonlySet<string>, teams: ReadonlyMap<string, unknown>): boolean {
  const who = /(\p{Lu}[\p{L}'-]+),?[ \t]+who[ \t]+(?:[\p{Ll}'-]+[ \t]+){0,3}$/u.exec(before);
  if (!who || NOT_NAME_WORDS.has(who[1].toLowerCase()) || teams.has(nameKey(who[1])) || isNicknameWord(who[1])) return false;
  return his.size > 0 && !his.has(nameKey(who[1]));
}

/** "With Jamal Whitfield traded to Northgate": the move is that of the other person named just before its verb. */
function otherNamedJustBefore(before: string, people: ReadonlySet<string>, his: ReadonlySet<string>): boolean {
  const named = /(\p{Lu}[\p{L}'.-]+(?:[ \t]+\p{Lu}[\p{L}'.-]+){1,3}),?[ \t]+(?:(?:was|has[ \t]+been|had[ \t]+been|being|got|getting|is|now)[ \t]+)?$/u.exec(before);
  // ("Both Jalen Brooks and Devon Pratt got traded", "Jalen Brooks, like Devon Pratt, was traded": he moved too.)
  if (!named || before.split(/[^\p{L}'.-]+/u).some((w) => his.has(nameKey(w)))) return false;
  const words = named[1].split(/[ \t]+/);
  // The longest tail of the capitalised words that is someone of the documents and shares no word with his names.
  return words.some((_, i) => words.length - i >= 2 && people.has(nameKey(words.slice(i).join(" "))) && !words.slice(i).some((w) => his.has(nameKey(w))));
}

/** "Pellingford's Dylan Ashcombe": a full name after the possessive that is nobody else's. */
function possessedPersonIsHim(after: string, people: Set<string>): boolean {
  const named = /^'s?[ \t]+(\p{Lu}[\p{L}'.-]+(?:[ \t]+\p{Lu}[\p{L}'.-]+){1,2})(?![ \t]+\p{Lu})/u.exec(after);
  return named !== null && !people.has(nameKey(named[1])) && !isTeamLike(named[1].split(/[ \t]+/));
}

/** "Gulls guard Isaiah Kettering": the role word is followed by someone else's name. */
function rolePersonIsOther(after: string, people: Set<string>, his: ReadonlySet<string>): boolean {
  const role = roleAfter(after.replace(/^'s?/, ""));
  if (!role) return false;
  // "right wing-back Ruairi Calloway": the rest of a hyphenated role first.
  // ("Tolvary's kicker is Rory Vance now": the role's holder after "is".)
  const named = /^[\p{L}-]*[ \t]+(?:(?:is|was|remains)[ \t]+)?(\p{Lu}[\p{L}'.-]+(?:[ \t]+\p{Lu}[\p{L}'.-]+){1,3})/u.exec(after.replace(/^'s?/, "").slice(role[0].length));
  if (!named) return false;
  const words = named[1].split(/[ \t]+/);
  if (words.some((_, n) => n >= 1 && people.has(nameKey(words.slice(0, n + 1).join(" "))))) return true;
  // "Rovers' right wing-back Ruairi Calloway": a full name that shares no word with his is someone else's,
  // whether or not the documents' people list caught it (not in a title-case headline: "Stags Linebacker
  // Agrees New Deal").
  return his.size > 0 && !/\p{Lu}/u.test(role[0]) && !isTeamLike(words) && !words.some((w) => his.has(nameKey(w)));
}

// The name an acquisition takes, after its role words ("signed free-agent cornerback Jon Reese").
const NAME_TAKEN = /^(?:[\p{Ll}-]+\s+){0,3}(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3})/u;
// "Kfarnour Blue Stars have extended American centre Emeka Hollowell": a role, then the name kept.
const EXTENDS_ROLE = new RegExp(String.raw`^\s+(?:have\s+|has\s+)?extended\s+(?:[\p{L}-]+\s+){0,2}?${ROLE_WORD}\s+(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,3})`, "iu");

// "The Marrowby Stags today announced that they have signed …", "the Ironclads agreed to terms Friday with
// free-agent cornerback X", "the Stags moved him around", "The Foundrymen also added …": the team that takes
// him or uses him (not where the one it takes is someone else: "also added Al Pike, Reese's old teammate").
const TEAM_ACQUIRES = /^(?:'s?)?[\s,:\u2013\u2014-]*(?:(?:on|this|last)\s+\p{L}+\s+)?(?:(?:today|yesterday|tonight)\s+)?(?:announced\s+(?:that\s+)?(?:they|it)\s+(?:have|has)\s+)?(?:(?:have|has|officially|also)\s+){0,2}(?:(?:moved|used|deployed|started|lined\s+up)\s+him\b|took\s+him\s+on\s+(?:as|aged|from|at\s+(?:the\s+age\s+of\s+|age\s+)?(?:\d{1,2}|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))\b|(?:signed|re-signed|inked|acquired|drafted|claimed|selected|landed|added|picked up)\s+(?!(?:a|an|their|his|her|to)\b)|(?:agreed|came)\s+to\s+terms\s+(?:[\w-]+\s+){0,2}?with\s+(?!the\s+\p{Lu})|(?:are|is)\s+(?:delighted|pleased|happy|thrilled|proud)\s+to\s+(?:present|welcome|unveil|introduce)\b|(?:(?:are|is)\s+(?:delighted|pleased|happy|thrilled|proud)\s+to\s+)?(?:announce[sd]?|complete[sd]?|confirm(?:s|ed)?|communicate[sd]?)\s+(?:the\s+)?(?:signing|arrival|acquisition|capture|incorporation)\s+of\b|won\s+the\s+race\s+(?:for|to\s+sign)\b|(?:secured|landed|snapped\s+up)\s+the\s+(?:signature|services)\s+of\b|(?:list|lists|have|has)\s+him\s+(?:at\s+)?\d)/iu;

// "Denizkent SK said Saturday that captain Burak Ersoy has signed a contract extension": the club keeping him.
// (Not "… that Hale never signed a contract extension", "… that they have agreed to an extension with head
// coach Tom Reyes".)
const TEAM_EXTENDS = /^[\s,]*(?:said|announced|confirmed)\s+(?:on\s+)?(?:\p{L}+\s+)?that\s+(?:(?!(?:never|not|no|they|it|we)\b)[^\s.;!?]+\s+){1,6}?(?:has|have)\s+signed\s+(?:a|an)\s+(?:new\s+|multi-year\s+|[\w-]+-year\s+)?(?:contract\s+)?extension\b(?!\s+with\b)/iu;

// "The San Aurelio Condors and running back Santino Oyelaran have agreed to a three-year contract extension":
// the team keeping him (his name, not a teammate's, between the two).
// (Not a buyout, a release or a deal that sends him elsewhere.)
const TEAM_AND_PLAYER_AGREE = /^\s+and\s+((?:[\p{Ll}-]+\s+){0,3}\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,3})\s+(?:have|has)\s+(?:agreed|come)\s+(?:to|on)\s+(?:terms\s+on\s+)?(?:a|an)\s+(?:(?!buyout|release|termination|mutual|settlement)[\w$.,-]+\s+){0,4}?(?:contract\s+)?(?:extension|contract|deal)\b(?!\s+(?:that|which|to)\s+(?:sends?|will\s+send|send|moves?|ships?)\b|\s+(?:termination|buyout|release)\b)/u;

const AGREED_TRANSFER = new RegExp(String.raw`^[^.;\n]{0,80}?\b(?:reached|agreed)\s+(?:an\s+)?agreement\s+with\s+(?:the\s+)?${PHRASE}[^.;\n]{0,20}?\s+for\s+the\s+(?:definitive\s+|permanent\s+|loan\s+)?(?:transfer|signing)\s+of\b`, "u");
// ("SHANNONSIDE UNITED have won the race for Cian Brennan", "secured the signature of": a transfer column's words.)
// "from Coastal Premier Division rivals Pellingford Athletic": the club, not its league.
const ACQUIRED_FROM = new RegExp(String.raw`^[^.;\n]{0,100}?\bfrom[ \t]+${DESCRIBED}${PHRASE}`, "u");

function dedupeByIndex(mentions: TeamMention[]): TeamMention[] {
  const byIndex = new Map<number, TeamMention>();
  for (const m of mentions) {
    const prev = byIndex.get(m.index);
    // Two readings of the same words: an explicit statement beats an inference, "former" beats "current".
    if (!prev || rank(m) > rank(prev)) byIndex.set(m.index, m);
  }
  return [...byIndex.values()].sort((x, y) => x.index - y.index);
}

/** Explicit "former" > explicit "current" > inferred: once a source calls a team former, it knows more. */
export function rank(m: { current: boolean; explicit: boolean }): number {
  return (m.explicit ? 2 : 0) + (m.current ? 0 : 1);
}

/** Identity of a team across spellings: the known team, else the folded name. */
export function teamKey(m: { name: string; known: KnownTeam | null }): string {
  return m.known ? `known:${m.known.name}` : nameKey(m.name);
}

// ("Tri-City Ironclads Football Club", a statement's letterhead, is the Tri-City Ironclads: the shorter
// name is kept, a descriptor tail is no part of the name. A place alone, "Bayport", is not merged with
// "Bayport Football Club" and "Bayport Basketball Club".) Both keys folded by nameKey.
const described = (long: string, short: string) => short.includes(" ") && long.startsWith(`${short} `) && DESCRIPTOR_TAIL.test(long.slice(short.length));

/**
 * Merges mentions of the same team ("Comets" and "Omaha Comets", "Lakers" and "Los Angeles Lakers",
 * "Pawnee Valley CC" and "Pawnee Valley Community College"), keeping the fullest spelling the text uses.
 */
export function mergeTeamMentions<T extends TeamMention>(mentions: T[]): { key: string; name: string; mentions: T[] }[] {
  const groups: { key: string; name: string; mentions: T[] }[] = [];
  for (const m of mentions) {
    const key = teamKey(m);
    const k = nameKey(m.name);
    const group = groups.find(
      (g) =>
        g.key === key ||
        g.mentions.some((o) => nameKey(o.name).endsWith(` ${k}`) || k.endsWith(` ${nameKey(o.name)}`) || described(k, nameKey(o.name)) || described(nameKey(o.name), k) || spellsOutClub(m.name, o.name)),
    );
    if (group) {
      group.mentions.push(m);
      if (described(nameKey(group.name), k)) group.name = m.name;
      else if (m.name.length > group.name.length && !described(k, nameKey(group.name))) group.name = m.name;
    } else {
      groups.push({ key, name: m.name, mentions: [m] });
    }
  }
  return groups;
}

// "the striker's transfer to Port Florence FC has been cancelled", "never played a match for Port Florence": a
// move that fell through names no team of his, whatever an older report said.
const CANCELLED_MOVE = new RegExp(
  String.raw`\b(?:transfer|move|switch|deal|loan)\s+to\s+${PHRASE}[^.;!?]{0,40}?\b(?:cancell?ed|collapsed|called\s+off|fell\s+through|was\s+off|is\s+off)\b|\bnever\s+(?:played|appeared|featured|suited\s+up)\s+(?:(?:a|one)\s+(?:(?:single|competitive|league|senior|first-team)\s+){0,2}(?:match|game|minute|down|snap)\s+)?(?:for|with)\s+${PHRASE}`,
  "gu",
);

// "That move collapsed on 4 March": the move the sentence before names.
const THAT_MOVE_COLLAPSED = /\b(?:that|the|this|his)\s+(?:move|transfer|deal|switch)\s+(?:has\s+|had\s+)?(?:collapsed|fell\s+through|was\s+(?:cancell?ed|called\s+off))\b/i;
export const thatMoveCollapsedAt = (text: string) => normalizeText(text).replace(/\*/g, " ").search(THAT_MOVE_COLLAPSED);

/** The teams a text says his move to fell through (REQ-PPL-05). */
export function cancelledMoves(text: string, localTeams: LocalTeam[]): string[] {
  const t = normalizeText(text);
  // (Not "until Saturday he had never played for X", "After a move to X fell through, he finally joined them".)
  const said = [...t.matchAll(CANCELLED_MOVE)].filter((m) => !/\b(?:until|before|after|although|though|when|once|despite|if)\b|\bhad(?:n't)?\s+$/i.test(t.slice(0, m.index).split(/[.!?;]\s/).at(-1) ?? ""));
  return said.map((m) => cleanPhrase(m[1] ?? m[2])).map((p) => findLocalTeams(p, localTeams).find((l) => l.index === 0)?.team.name ?? p);
}

/** Teams named in the text with whether each is the current one; the same team appears once. */
export function findTeams(text: string, sport: Sport, options: TeamOptions = {}): TeamRef[] {
  return mergeTeamMentions(findTeamMentions(text, sport, options)).map((g) => {
    const best = g.mentions.reduce((x, y) => (rank(y) > rank(x) ? y : x));
    return { name: g.name, current: best.current };
  });
}

const NOT_LEAGUE_MEMBERSHIP =
  /^[\s-]*(?:draft|combine|scouts?|teams?|ready|level|comparisons?|comps?|career|potential|prospects?|projection|future|executives?|sources|front|personnel|evaluators?|caliber|calibre|talent|rookie|rookies|bodies|body|size|range|teams?)\b/i;

/** Leagues the text places the player in ("Sport: Basketball (NBA)"), not "NBA draft" or "NBA-ready". */
export function findLeagues(input: string, sport: Sport): { name: string; index: number }[] {
  const text = normalizeText(input);
  const out: { name: string; index: number }[] = [];
  for (const league of LEAGUES) {
    if (sport !== "unknown" && !league.sports.includes(sport)) continue;
    for (const m of text.matchAll(league.pattern)) {
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
      if (NOT_LEAGUE_MEMBERSHIP.test(after)) continue;
      if (/\b(?:next|future|eventual|potential)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      out.push({ name: league.name, index: m.index });
    }
  }
  return out.sort((x, y) => x.index - y.index);
}

