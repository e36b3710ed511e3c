// Evaluative prose (REQ-TRT-01): whether a sentence a scout wrote about the player praises or faults
// something, and what it is about. Scouts rarely write "his strength is X"; they write "Bends the corner
// as well as any edge rusher in the class" or "Against the run he gets washed out of his gap". Cue words
// decide the polarity (a negation flips praise into a fault), a topic lexicon names the skill.

import { splitSentences } from "./text";

export type Evaluation = { polarity: "strength" | "weakness"; label: string | null };

/** After "wins": "Redfield wins by six" is a score line, not praise (also traits.ts). */
export const NOT_A_SCORE_LINE = String.raw`(?!\s+by\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a\s+(?:point|goal|basket)))`;

// What a player has most of that is no credit to him ("the most turnovers in the league").
const FAULT_COUNTED = String.raw`(?:turnovers?|giveaways|fouls|penalt\w*|flags|yellow|red|cards|bookings|errors|drop(?:s|ped)|fumbles|interceptions|sacks|losses|missed|conceded|goals\s+conceded|times|minutes\s+lost)`;
// A decline he does not show: "doesn't drop off", "never fades late", "won't back down", "doesn't quit on a play".
const DOES_NOT_FADE = String.raw`(?:doesn't|does not|didn't|won't|never)\s+(?:\w+\s+)?(?:drop(?:s|ped)?(?=\s+(?:off|after|late|in|below|when|as)\b)|fall(?:s)?\s+off|fades?|tires?|wavers?|dips?|lets?\s+up|switch(?:es)?\s+off|backs?\s+down|flinch(?:es)?|quits?|gives?\s+up|takes?\s+(?:a\s+)?plays?\s+off)\b`;

// "he is known for his leg strength" (not "known for his temper", "his poor first touch", "his habit of diving").
export const KNOWN_FOR = String.raw`(?:known|renowned|famous|prized|valued|noted)\s+for\s+(?:his|her|their)\s+(?![^.;,]*\b(?:temper|mistakes?|errors?|lapses?|turnovers?|fouls?|antics|mouth|attitude|injur\w*|drops?|penalt\w*|poor|lazy|div(?:e|es|ing)|miss(?:es|ed)?|habit|tendenc\w*|inconsisten\w*|sloppy|careless|weak\w*|soft)\b)`;
// "his one-v-one dribbling is what pays his wages", "the jump shot is his meal ticket", "you can't coach
// that", "you don't teach that kind of speed", "plays with real pace" (not "the club that pays his wages").
export const VALUE_IDIOM = String.raw`(?:what\s+pays\s+(?:his|her)\s+(?:wages|bills)|(?:is|as)\s+(?:his|her)\s+meal\s+ticket|money-?maker|(?:can't|cannot|don't|do\s+not)\s+(?:coach|teach)\s+(?:that|it|this)\b(?!\s+(?:out|away)\b)|plays\s+with\s+(?:real|genuine|great|serious)\s+(?:pace|speed|force|power|physicality|poise))`;
// "the only part of his game he has never doubted", "has never been questioned" (not "He never questioned the
// decision").
export const NEVER_DOUBTED = String.raw`never\s+(?:been\s+)?(?:doubted|questioned)(?=\s*(?:[.,;!?]|$))`;

// Words of praise only in their own sense (REQ-TRT-01): "special" (not a form's "special skills:" or "special
// requests"), "best" (not "best man", "best wishes", a side's "its best season"), "length" (not "full-length" or a photo's "full length";
// "his full length" is his). Shared with traits.ts's cue lists.
export const SPECIAL_PRAISE = String.raw`special(?!\s+(?:requests?|instructions?|needs|teams|occasions?|offers?|guests?|events?|delivery|orders?|thanks)|\s+skills?\s*[:(])`;
// "finishing through bodies -- that's the next step for him": what he must add (not "the next step up", nor
// "A move to a bigger club is the next step for him", a career's step).
const NEXT_STEP = /\b(?:that's|that\s+is|is|are|'s)\s+(?:the|his)\s+next\s+step\b(?!\s+(?:up|in\s+(?:his|the)\s+career))/i;
export function isNextStep(clause: string): boolean {
  const at = clause.search(NEXT_STEP);
  return at >= 0 && !/\b(?:move|moving|transfer|club|league|level|contract|deal|team|jump|call-?up|promotion|draft|pros?)\b/i.test(clause.slice(0, at));
}
export const BEST_PRAISE = String.raw`(?<!\b(?:its|their)\s)best(?!\s+(?:man|men|wishes|regards|before|friends?)\b)`;
export const LENGTH_WORD = String.raw`(?<!(?<!\b(?:his|her|their|its)\s)\bfull[- ])length`;

const PRAISE = [
  new RegExp(String.raw`\b(?:${KNOWN_FOR}|${VALUE_IDIOM})`),
  new RegExp(String.raw`\b(?:elite|excellent|exceptional|outstanding|${SPECIAL_PRAISE}|superb|terrific|great|good|very good|impressive|advanced|polished|natural|smooth|fluid|sharp|savvy|smart|clever|intelligent|instinctive|unbelievable|incredible|remarkable|freaky|rare|tremendous|unguardable|unstoppable|money|a menace|automatic|bruising|shifty|fearless)\b`),
  new RegExp(String.raw`\b(?:${BEST_PRAISE}|better than|as well as any(?:one|body)?|one of the (?:best|better|top)|among the best|top-end|plus|above[- ]average|well above|high-level|first-rate|pro-ready|nfl-ready|nba-ready)\b`),
  /\b(?:explosive|quick|fast|(?:fastest|quickest|strongest)(?!\s+(?:way|ways|route|routes|path|road|time))|rapid|sudden|twitchy|agile|nimble|strong|powerful|physical|tough|durable|relentless|tireless|fearless|ferocious|fierce|composed|calm|unflappable|reliable|dependable|consistent(?:ly)?|efficient|effective|accurate|precise|dangerous|lethal|clinical|dominant|dominates?|dominating)\b/,
  new RegExp(String.raw`\b(?:excels?|thrives?|shines?|wins?${NOT_A_SCORE_LINE}|beats?|creates?|(?<!(?<!\bhow )\bto )keeps [^.;]{0,30}\boff\b|(?<!(?<!\bhow )\bto |^\W*)keep [^.;]{0,30}\boff\b|gets? (?:around|after|into|to)|(?<!\bto )(?:finds?|(?<!\b(?:one|a|first|second|third|no)\s)reads?)|anticipates?|covers|cover(?=\s+(?:slot|receivers?|ground|man|tight|backs?|wings?|guards?|bigs?|forwards?|space|sideline|a\s+lot|lots|the\s+(?:slot|field|width|ground)))|handles? [^.;]{0,20}\bwell\b|loves? to|trust(?:s|ed)?|rarely|${NEVER_DOUBTED}|never (?:loses|misses|panics|takes a play off|stops running|stops working|gives up|quits)|always)\b`),
  // "Huge engine and stamina", "leads the league in blocks".
  new RegExp(String.raw`\b(?:(?:huge|massive|big|great|tireless) engine|leads? (?:the|all|his|our) (?:league|team|conference|nation|country|division|squad)|(?:fierce|great|real|tough|born|ultimate|relentless) competitor|competes (?:hard|every|on every)|plays hard|high motor|motor runs|non-stop|to the whistle|chases plays|makes (?:the|a) (?:corner three|play|plays|tackle)|a weapon|a threat|a problem for|nobody blocks|can(?:not)? be blocked|hard to (?:block|stop|guard|mark)|soft hands|sure hands|vision|range|burst|bend|reflex(?:es| saves?)|${LENGTH_WORD}|long arms)\b`),
  /\b(?:can|could) (?:play|guard|switch|dip|run|shoot|hit|make|finish|handle|defend|cover|pass|score|create|carry|beat|win)\b/,
  // "protects the rim like a veteran", "a wall against the run".
  /\b(?:protects?\s+the\s+(?:rim|paint|basket)|(?:is\s+)?a\s+(?:wall|brick\s+wall|rock)\s+(?:against|in\s+front\s+of|at)\b)/,
  // "Switchable defender", "runs the floor hard in transition", "the first man down the floor" (not "isn't
  // switchable", "struggles to run the floor", "runs the floor poorly").
  /(?<!\b(?:not|isn't|more|less|to)\s)\b(?:switchable(?!\s*\?)|runs? the floor(?!\s+(?:poorly|badly|slowly|lazily))|first (?:man|one|player|guy) down the floor)\b/,
  // Comparisons that rank him above everyone: "too much for anyone", "more dribbles than any player".
  /\b(?:too much for|more \w+ than (?:any|anyone|anybody)|at (?:his|her) best|(?:could|can)(?:n't| ?not) stop (?:him|her))\b/,
  // "the highest distance covered in the league", "the work rate doesn't drop after 70 minutes".
  new RegExp(String.raw`\b(?:the\s+)?(?:highest|most)\s+(?!${FAULT_COUNTED}\b)[^.;,]{0,40}?\bin\s+the\s+(?:league|division|conference|country|nation|competition)\b|${DOES_NOT_FADE}`),
  // "eighth in the league among players with 100 attempts", "top-five in the conference in blocks".
  /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top[- ](?:three|five|ten|3|5|10)|(?:[1-9]|10)(?:st|nd|rd|th))\s+in\s+the\s+(?:league|nation|country|conference|division)\b/,
  // "won 78% of his aerial duels", "the save of the season", "has kept Saltmarsh City in the top half".
  /\bw(?:on|ins?)\s+(?:[6-9]\d|100)(?:\.\d)?\s*(?:%|per\s*cent|percent)\s+of\s+(?:his|her|their)\b|\b(?:save|goal|catch|play|tackle|block|run|finish|performance|pass)\s+of\s+the\s+(?:season|year|month|week|tournament|night)\b|\bkept\s+(?:[\w'-]+\s+){1,4}?in\s+(?:the\s+)?(?:top\s+(?:half|four|six|two|three)|game|games|hunt|race|playoff\w*|contention|fight)\b/,
];

export const NO_PRODUCTION =
  /\b(?:not (?:a )?single (?:goal|assist|point|basket|touchdown|sack|interception|catch)|(?:doesn't|does not|never|rarely|seldom) scores?|no (?:goal|scoring) threat)\b/;

const FAULT = [
  /\b(?:struggles?|struggled|struggling|concern(?:s|ing)?|worr(?:y|ies|ying)|lacks?|lacking|limited|limitation|poor|below[- ]average|subpar|inconsistent|inconsistency|raw|unrefined|erratic|streaky|shaky|suspect|questionable|loose|sloppy|careless|passive|stiff|upright|slow|sluggish|weak|weakness|liability|vulnerable|exposed|problem(?:atic)?|issue|trouble|flaw|deficien\w*|mediocre|so-so|a mess|coast(?:s|ed|ing)?|soft(?! (?:hands|touch|skills|feet))|pedestrian|clanks?)\b/,
  /\b(?:needs? (?:to|work|time|refinement)|must (?:improve|get|add|learn|become)|has to (?:improve|get|add|learn)|work(?:ing)? on|still (?:light|raw|learning|developing|thin|lean|growing)|too (?:slow|light|small|thin|short|passive|upright|high|often|easily|many|loose|eager|predictable)|not (?:yet )?(?:strong|quick|fast|consistent|reliable|ready|a (?:natural|finished))|no counter|one move deep|comes and goes|hit or miss|hit-or-miss)\b/,
  // Opponents winning against him: "a quick edge can beat him to the corner", "his feet get heavy".
  /\b(?:feet (?:get|are|go|look) heavy|heavy[- ]footed|heavy feet|gets? (?:by|past|around) (?:him|her))\b/,
  // ("He bites on the first move", "bit on the pump fake": a defender's eyes fooled.)
  /\b(?:bites?|bit|biting)\s+on\s+(?:the\s+|a\s+|every\s+)?(?:first\s+move|double[- ]moves?|pump[- ]fakes?|play[- ]action|fakes?|head[- ]fakes?|double[- ]moves?|stop-and-go)\b/,
  // ("he's not the quickest", "not the strongest in the air": a superlative denied.)
  /\b(?:not\s+the\s+(?:quickest|fastest|strongest|biggest|tallest|most\s+(?:athletic|physical|mobile|agile)))\b/,
  /\b(?:ordinary|pedestrian|not (?:yet )?a complete|wrong (?:pass|decision|option|read)|needs? to be better|gets? (?:moved|knocked|pushed|bumped) off)\b/,
  // "the weakest part of his game", "curiously reluctant to come for crosses", "has gifted opponents two goals".
  /\b(?:weakest|reluctan(?:t|ce)|hesitan(?:t|cy)|frustrations?|gift(?:s|ed|ing)? (?:opponents|the opposition|the other side|them) |an adventure)/,
  // "looks uneasy when crosses are swung in", "stays on his line for balls he should attack", "the worst in
  // the league at it", "couldn't command his area".
  /\b(?:uneasy|uncomfortable|nervy|nervous|indecisive|tentative|timid|flap(?:s|ped|py|ping)?|worst|(?:he|she) should (?:have )?(?:attack|claim|win|make|catch|stop|save|hold|finish|score|deal with|come for)|could(?:n't| not) (?:command|claim|catch|tackle|defend|cover|track|handle|deal with|hold|finish|shoot|dribble|stay))\b/,
  // "not a single goal", "he doesn't score", "no goal threat": production he does not have.
  NO_PRODUCTION,
  // "Fifty-eight percent is not acceptable for a centre".
  /\b(?:(?:is|was|are|were)(?:n't|\s+not)\s+(?:acceptable|good\s+enough)|unacceptable)\b/,
  // "What he could not do was shoot", "the free throws were not pretty", "no jump shot beyond the paint":
  // what he lacks, said plainly.
  /\b(?:what\s+(?:he|she)\s+(?:could|can)(?:n't|\s+not|not)\s+do\s+(?:was|is)|(?:were|was|is|are)(?:n't|\s+not)\s+pretty|no\s+(?:jump\s*shot|jumper|pull-?up|range|left\s+foot|right\s+foot|weak\s+hand|counter(?:\s+move)?|outside\s+shot|three-point\s+shot|handle|first\s+step))\b/,
  // "the handle isn't there yet", "things get messy", "well below league average for a guard".
  /\b(?:(?:isn't|is\s+not|wasn't|not)\s+there\s+yet|gets?\s+messy|(?:well\s+|far\s+|way\s+)?below\s+(?:the\s+)?(?:league|positional)\s+average)\b/,
  // Bigger players moving him: "post players still move him off his spot", "gets sealed", "bully him".
  /\b(?:mov(?:e|es|ed|ing) (?:him|her) off|push(?:es|ed|ing)? (?:him|her) around|back(?:s|ed|ing)? (?:him|her) down|bull(?:y|ies|ied|ying) (?:him|her)|gets? sealed|outmuscled|out-muscled)\b/,
  /\b(?:(?:gets?|getting|got|was|were|being|is|been) (?:\w+ )?(?:beaten|burned|torched|hunted|targeted)|gets? (?:washed out|beaten|bullied|pushed|caught|run over|stood up|lost|exposed)|caught (?:in possession|from behind|out|flat-footed|ball-watching)|drops?(?!-|\s+(?:his|her)\s+(?:hips|anchor|weight|pad\s+level|shoulders?|eyes)|\s+(?:into|back|deep|deeper|behind|between|alongside)\b)|dropped|misse[sd]|fumbles?|fumbled|turnovers?|turns? it over|fouls?|foul trouble|picks? up (?:two|quick|early) fouls|can(?:not|'t) (?:dribble|shoot|finish|hold|stay|guard|keep|get|catch)|unable to|does(?:n't| not) (?:set|hold|finish|shoot|have|win|get|create|read|track|play)|doesn't(?!\s+(?:\w+\s+)?(?:drop|fall|fade|tire|waver|dip|let up|switch off|back down|flinch|quit(?!e)|give up|take plays off)\w*)|never been (?:his|her) (?:thing|strength)|isn't (?:his|her) (?:game|strength|thing)|below the (?:league )?average|below average)\b/,
];

// "His pocket presence is the first thing", "Hand placement is the other calling card", "what stands out is how
// calm he is": praise only where the clause names no fault ("What stands out is his lack of strength", "Fumbles
// have been his calling card") and not denied ("didn't stand out", "Nothing about him stands out").
const SOFT_PRAISE = /\b(?:(?:is|was)\s+the\s+first\s+thing(?=\s*(?:[,.;:!?"”]|$)|\s+(?:you|i|we|people|scouts|everyone|anyone)\s+(?:notice|see|mention|talk))|(?:the|his|her|a|other)\s+calling\s+card|stands?\s+out(?!\s+(?:like\s+a\s+sore|for\s+the\s+wrong)))\b/;
const SOFT_DENIED = /\b(?:nothing|none|no\s+one|nobody|not|never|rarely|seldom|hardly|barely)\b|n't\b/;
// A negation just before a word of praise turns it into a fault ("not elite", "never quick").
const NEGATION = /\b(?:not|n't|never|no longer|hardly|barely|rarely|seldom)\s+(?:\w+\s+){0,2}$/;
// Praise or fault of someone else, or of a plan, in the same sentence: "the Barracudas love his upside".
const FAULT_NEGATED = /(?:\b(?:no|not|without|never|zero)|n't)\s+(?:\w+\s+){0,2}$/;

const PERSON_PROBLEM = /^(?:he|she|\p{Lu}[\p{L}'-]+)(?:\s+\p{Lu}[\p{L}'-]+)?\s+is\s+(?:a\s+)?(?:real\s+|big\s+|huge\s+)?(?:problem|nightmare|handful)\b/u;

type Topic = [RegExp, string];

// Ordered from the most specific skill to the most general; the first match names the trait.
const TOPICS: Topic[] = [
  [/\bfree[- ]throws?\b/, "Free-throw shooting"],
  [/\b(?:three[- ]point\w*|3-point|threes\b|three-pointers?|(?:from|corner|the corner) three\b|catch-and-shoot|spot-up|beyond the arc)/, "Three-point shooting"],
  [/\b(?:pull-?up|jumper|jump shot|mid-?range|shooting|shooter|shot selection)\b/, "Shooting"],
  [/\b(?:handle|ball[- ]?handling|dribbl\w*|left hand|off hand|weak hand)\b/, "Ball handling"],
  [/\b(?:pick[- ]and[- ]roll|pocket pass\w*|playmak\w*|court vision|skip pass\w*|assists?|distribut\w*|creat\w* for others)\b/, "Playmaking"],
  [/\b(?:finish\w*|at the rim|around the (?:basket|rim)|layups?|dunks?)\b/, "Finishing"],
  [/\b(?:rebound\w*|the glass|boards)\b/, "Rebounding"],
  [/\b(?:shot[- ]?block\w*|blocks? shots|rim protect\w*|protects the rim)\b/, "Rim protection"],
  [/\b(?:foul trouble|fouls?|fouling)\b/, "Fouls"],
  [/\b(?:transition|in the open floor|fast break|filling the lane|runs the floor)\b/, "Transition"],
  [/\b(?:bends?|bending|dip|corner)\b/, "Bend"],
  [/\b(?:first step|get-?off|burst|explosive\w*|acceleration)\b/, "First step"],
  [new RegExp(String.raw`\b(?:long arms|${LENGTH_WORD}|wingspan|reach)\b`), "Length"],
  [/\b(?:pass[- ]rush plan|counters?|counter moves?|rush moves?|hand usage)\b/, "Pass-rush plan"],
  [/\b(?:run defen[cs]e|against the run|run fits?|set(?:s|ting)? (?:a firm |the )?edge|gap integrity|washed out)\b/, "Run defence"],
  [/\b(?:play strength|anchor|point of attack|double teams?|pad level|leverage)\b/, "Play strength"],
  [/\b(?:pass protection|pass pro|blitz pickup|picks? up the blitz|protection)\b/, "Pass protection"],
  [/\b(?:ball security|fumbl\w*|turnovers?|turns? it over|ball carrier security)\b/, "Ball security"],
  [/\b(?:contact balance|after contact|breaks? tackles|yards after)\b/, "Contact balance"],
  [/\b(?:vision|patien\w*|reads? (?:the|his) blocks?|cutback)\b/, "Vision"],
  [/\b(?:route[- ]running|routes?|releases?|separation|sepa\w*)\b/, "Route running"],
  // ("When a fast striker runs behind, I cannot catch him": the chase, not the catch.)
  [/\b(?:can(?:not|'t)|could(?:n't| not)) (?:catch|keep up with|stay with) (?:him|them|up)\b/, "Speed"],
  [/\b(?:hands|catch\w*|drops?(?!\s+(?:off|after|late|below|when|as)\b|-))\b/, "Hands"],
  [/\b(?:accura\w*|ball placement|arm strength|arm talent|throws?|deep ball|touch)\b/, "Arm and accuracy"],
  [/\b(?:pocket|under pressure|pressure)\b/, "Pocket presence"],
  [/\b(?:tackl\w*|ball[- ]winning|wins the ball|regains?|recover(?:s|ies) the ball|interceptions?|duels?)\b/, "Ball winning"],
  [/\b(?:passing range|range of passing|diagonals?|switch(?:es)? (?:of )?play|long pass\w*|line-breaking)\b/, "Passing range"],
  [/\b(?:first touch|close control|receiv\w* on the half-turn)\b/, "First touch"],
  [/\b(?:aerial\w*|in the air|headers?|heading)\b/, "Aerial ability"],
  [/\b(?:cross\w*|delivery|set pieces?|set-piece)\b/, "Crossing and delivery"],
  [/\b(?:goal threat|in the box|finishing|goals?|scor\w*|chances?)\b/, "Goal threat"],
  [/\b(?:shot[- ]stopp\w*|saves?|distribution|sweep\w*|claims? crosses|commands? (?:his|the) (?:box|area))\b/, "Goalkeeping"],
  // (A cornerback's press: "jamming receivers in press coverage", before a midfielder's pressing.)
  [/\b(?:press(?:-man)?\s+(?:coverage|technique)|jam(?:s|med|ming)?\s+(?:\w+\s+){0,2}?(?:receivers?|at\s+the\s+line)|gets?\s+(?:his\s+)?hands\s+on\s+(?:a\s+)?receivers?)\b/, "Press coverage"],
  [/\b(?:double[- ]moves?|first\s+move|pump[- ]fakes?|play[- ]action|stop-and-go|eye\s+discipline)\b/, "Eye discipline"],
  [/\b(?:press\w*|counter-?press\w*|work rate|tracks? back|recovery runs?)\b/, "Pressing and work rate"],
  [/\b(?:positional\w*|positioning|position(?:s)? himself|discipline\w*|shape|screens the back four|covers? (?:the )?(?:space|ground))\b/, "Positioning"],
  [/\b(?:1v1|one-on-one|one v one|takes? (?:players|defenders|his man) on)\b/, "One-on-one ability"],
  [/\b(?:defen[cs]e|defend\w*|guard(?:s|ing)? (?:anyone|multiple|the|his|bigger|smaller|quicker)|switch\w*|on-ball|lateral|closeouts?|help side)\b/, "Defence"],
  [/\b(?:speed|pace|quick\w*|fast|long speed|breakaway|home-run|caught from behind|recovery pace)\b/, "Speed"],
  [/\b(?:motor|effort|plays hard|hustle|compet\w*|to the whistle|chases plays|energy|intensity)\b/, "Motor"],
  [/\b(?:decision[- ]making|decisions?|iq|reads?|anticipat\w*|instincts?|awareness|processing)\b/, "Decision making"],
  [/\b(?:footwork|technique|hand placement|fundamentals)\b/, "Technique"],
  [/\b(?:leader\w*|vocal|communicat\w*|organis\w*|organiz\w*|captain\w*)\b/, "Leadership"],
  [/\b(?:composure|composed|calm|poise|unflappable|temperament)\b/, "Composure"],
  [/\b(?:durab\w*|availability|available)\b/, "Durability"],
  [/\b(?:size|frame|light|heavy|strength|strong|physical\w*|build|mass|weight)\b/, "Size and strength"],
];

// Who suffers decides the polarity (REQ-TRT-01). Other players are written as plural nouns ("slower bigs",
// "physical midfielders", "the really fast guys"), as "you" / "nobody" / "teams", or as the opposition.
const OPPONENT_NOUN = String.raw`(?:guys|players|opponents|opposition|teams|sides|defenders|defences|defenses|attackers|forwards|guards|wings|bigs|centers|centres|centre-backs|center-backs|cbs|midfielders|strikers|wingers|full-?backs|tackles|rushers|pass rushers|edge rushers|blockers|linemen|receivers|corners|cornerbacks|safeties|linebackers|keepers|goalkeepers|shooters|scorers|ball handlers|handlers|markers|defensive backs|dbs|wideouts)`;
const OPPONENT_SUBJECT = String.raw`(?:you|you're|they|nobody|no one|no team|anyone|anybody|teams|opponents|the opposition|(?:[\w-]+\s+){0,3}?${OPPONENT_NOUN})`;
/** Words of praise or fault that describe the other players ("slower bigs", "against the really fast guys", "your best perimeter player"). */
const OPPONENT_ADJ = String.raw`(?:fast|faster|fastest|quick|quicker|quickest|slow|slower|physical|strong|stronger|strongest|big|bigger|biggest|athletic|good|better|best|elite|great|top|explosive|tall|taller|long|longer|small|smaller|weak|weaker|poor|skilled|talented|aggressive|speedy|powerful|smart|savvy|crafty|dangerous|rangy|lengthy|experienced|clinical|sharp)`;
const OPPONENT_MODIFIER = new RegExp(
  String.raw`\b(?:(?:really|very|more|much|so|too)\s+)?${OPPONENT_ADJ}(?:\s+[\w-]+)?\s+(?=${OPPONENT_NOUN}\b)|\b(?<=(?:your|their|opposing|the other team's)\s+)${OPPONENT_ADJ}\s+(?=(?:[\w-]+\s+)?(?:player|man|scorer|shooter|attacker|forward|guard|wing|big)\b)`,
  "gi",
);
/** The others fail against him: "bigs cannot keep him in front", "you can't get it off him", "nobody can stop her". */
const OPPONENTS_FAIL = new RegExp(
  String.raw`\b${OPPONENT_SUBJECT}\s+(?:(?:who|that|which)\s+[^,.;:]{0,40}?\s+)?(?:\w+\s+){0,2}?(?:can(?:'t|not| not)|could(?:n't| not)|(?:are|is|were)(?:n't| not)? unable to|fail(?:s|ed)? to|struggle[sd]? to|have (?:no answer|trouble|a hard time)|(?:are|were)(?:n't| not)|won't|will not|don't|do not|never)\s+(?!(?:need|needs|have|has|bother)\s+to\b)(?:\w+\s+){0,3}?(?:him|her)\b|\b(?:no answer for|a (?:problem|nightmare|handful|mismatch|matchup problem) for|(?:too (?:quick|fast|strong|big|good) for))\s+(?:\w+\s+){0,3}?${OPPONENT_NOUN}\b`,
  "i",
);
/** "The quick, twitchy three-techniques give him the most trouble": whoever gives him trouble beats him. */
const GIVES_HIM_TROUBLE = /\b(?:give|gives|gave|giving|cause|causes|caused|causing)\s+(?:him|her)\s+(?:the\s+most\s+|a\s+lot\s+of\s+|real\s+|some\s+|all\s+sorts\s+of\s+|(?:so\s+)?much\s+)?(?:trouble|problems|fits|headaches|difficulty|issues)\b/i;
/** The others get the better of him: "physical midfielders push him off the ball", "teams target him". */
const OPPONENTS_WIN = new RegExp(
  String.raw`\b(?:push(?:es|ed)?|knock(?:s|ed)?|bull(?:y|ies|ied)|outmuscle[sd]?|target(?:s|ed)?|hunt(?:s|ed)?|attack(?:s|ed)?|went at|go(?:es)? at|going at|pick(?:s|ed)? on|burn(?:s|ed)?|expose[sd]?|post(?:s|ed)? (?:him|her) up|isolate[sd]?|run at|ran at|foul(?:s|ed)? (?:him|her) (?:on purpose|intentionally|deliberately)|(?:left|leave|leaves) (?:him|her) (?:behind|for dead|on the floor)|(?:have|has|had)\s+(?:had\s+)?(?:success|joy)\s+(?:against\s+|[\w-]+ing\s+)?)\s*(?:him|her)?\b`,
  "i",
);

/**
 * Who suffers, for one clause: "strength" when others fail against him, "weakness" when they get the
 * better of him, else null. Praise and fault words that describe the others are no verdict on him.
 */
export function opponentVerdict(clause: string): "strength" | "weakness" | null {
  if (OPPONENTS_FAIL.test(clause)) return "strength";
  if (GIVES_HIM_TROUBLE.test(clause)) return "weakness";
  const win = OPPONENTS_WIN.exec(clause);
  // "Physical corners who press him at the line have had success re-routing him": a relative clause may
  // stand between the others and what they do to him.
  if (win && /\b(?:him|her)\b/i.test(clause.slice(win.index, win.index + win[0].length + 6)) && new RegExp(String.raw`\b${OPPONENT_SUBJECT}\s+(?:(?:who|that|which)\s+[^,.;:]{0,40}?\s+)?(?:\w+\s+){0,3}?$`, "i").test(clause.slice(0, win.index))) return "weakness";
  return null;
}

/** The clause without the words that describe other players ("slower bigs" → "bigs"). */
export function withoutOpponentModifiers(clause: string): string {
  return clause.replace(OPPONENT_MODIFIER, "");
}

/** "Tackles plus interceptions", "plus 3": "plus" between two nouns or before a number joins them; it is no praise. */
export function isConjunctionPlus(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 20), index);
  // ("Beau Tillerman plus two teammates", "plus a deposit": a count or an article after it adds one more thing.)
  return /(?:[\p{L}]{3,}s|\d|%)\s+$/u.test(before) || /^\s*(?:[-+]?\d|(?:one|two|three|four|five|six|a|an|the|his|their)\b(?!-))/i.test(text.slice(index + 4, index + 16));
}

function count(patterns: RegExp[], text: string, negation: RegExp): { plain: number; negated: number } {
  let plain = 0;
  let negated = 0;
  for (const p of patterns) {
    for (const m of text.matchAll(new RegExp(p.source, "g"))) {
      if (m[0] === "plus" && isConjunctionPlus(text, m.index)) continue;
      if (negation.test(text.slice(Math.max(0, m.index - 24), m.index))) negated++;
      else plain++;
    }
  }
  return { plain, negated };
}

export const FEW_FAULTS = /\b(?:just|only|merely)\s+(?:\d+|one|two|three|four|five|six|a\s+(?:handful|couple)\s+of)\s+(?:drops?|fumbles?|turnovers?|penalt(?:y|ies)|errors?|sacks?\s+allowed|fouls?|bookings?|yellow\s+cards?)\b/i;

/** A flaw said to fade in some setting: "Against teams who defend deep this matters less", "At guard, that problem goes away". */
export const MITIGATION =
  /\b(?:matters? (?:a lot |much )?less|(?:is|becomes) less of (?:a|an) (?:issue|problem|concern)|(?:mostly |largely )?goes away|disappears? (?:at|in|when|against)|(?:is|was) (?:not|no longer|never) an? (?:issue|problem|concern)|isn't an? (?:issue|problem|concern)|(?:is|are) (?:masked|hidden|covered) (?:by|when)|less (?:exposed|of a factor))\b/i;

/** Praise or fault, and its skill, for one clause about the player; null when it is neither. */
export function evaluateClause(clause: string): Evaluation | null {
  const label0 = () => TOPICS.find(([re]) => re.test(clause.toLowerCase()))?.[1] ?? null;
  // "just four drops on 168 targets": few faults is praise.
  if (FEW_FAULTS.test(clause)) return { polarity: "strength", label: label0() };
  const who = opponentVerdict(clause);
  if (who) return { polarity: who, label: label0() };
  if (MITIGATION.test(clause)) return null;
  // "finishing through bodies -- that's the next step for him": what he must add.
  if (isNextStep(clause)) return { polarity: "weakness", label: label0() };
  // "was getting beat around the corner": beaten, not beating.
  const text = withoutOpponentModifiers(clause)
    .toLowerCase()
    // "a weak-side shot blocker": the help side of the floor, not a weakness.
    .replace(/\bweak[- ]?side\b/g, "help-side")
    // "Quick thoughts before the 10:00", "nothing changes my read": the writer's note, not his speed or reading.
    .replace(/\bquick\s+(?=(?:thoughts?|questions?|notes?|words?|look|update|call|chat|reminder|summary|recap|reply|answer|favou?r)\b)/g, "")
    .replace(/\b(?:my|your|our)\s+read\b/g, "")
    .replace(/\b(gets?|getting|got|was|were|being|is|been|keeps? getting)\s+((?:\w+\s+)?)beat\b/g, "$1 $2beaten")
    // "a quick edge can beat him": someone beating him is his fault, whatever praise describes that someone.
    .replace(/\b(?:\w+\s+)?\w+\s+(?:can|could|will|would|to)\s+beat\s+(him|her)\b/g, "gets past $1");
  const praise = count(PRAISE, text, NEGATION);
  const fault = count(FAULT, text, FAULT_NEGATED);
  if (PERSON_PROBLEM.test(clause)) fault.plain = Math.max(0, fault.plain - 1);
  // "not elite" faults; "no concerns" is not praise of anything in particular, so it only cancels.
  // "Kai is a problem": said of the player himself, he is a problem for opponents.
  if (PERSON_PROBLEM.test(clause)) praise.plain++;
  const softAt = text.search(SOFT_PRAISE);
  if (fault.plain === 0 && softAt >= 0 && !SOFT_DENIED.test(text.slice(0, softAt))) praise.plain++;
  const score = praise.plain - praise.negated - fault.plain;
  if (score === 0 || (praise.plain === 0 && fault.plain === 0 && praise.negated === 0)) return null;
  const label = TOPICS.find(([re]) => re.test(text))?.[1] ?? null;
  return { polarity: score > 0 ? "strength" : "weakness", label };
}

/** The skill a phrase names ("Rim protector" → "Rim protection"), or null. */
export function skillTopic(phrase: string): string | null {
  const text = phrase.toLowerCase();
  return TOPICS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** Clauses of a sentence that may judge different things: "Bends the corner …; can dip under …". */
export function evaluativeClauses(sentence: string): string[] {
  // Sentences first with the shared splitter, so "a No. 10" or "St. Louis" is never cut at its period.
  return splitSentences(sentence)
    .join("\n")
    .split(/;\s+|,\s+but\s+|\s+but\s+(?=(?:he|she|his|her|the)\b)|\n/i)
    .map((c) => c.trim())
    .filter((c) => c.split(/\s+/).length >= 3);
}
