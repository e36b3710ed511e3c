import { COACH_ORDER } from "./coaches";
import { ALL_ENTRIES, knowledgeFor } from "./knowledge";
import { phrase, stem, stems } from "./stems";
import type { CoachId } from "./types";

// COACH-02, the hand-written triggering rule (seed 004 keeps a conditional trigger per coach). The trained
// classifier (./classifier) decides now; this rule's three outputs are among its features (see
// ./triggers.ts). A coach answers when the question touches its area. The rule works on word stems, not
// on exact wordings:
//
// 1. Area lexicons. Each coach has a general vocabulary of its area (below: technique verbs and nouns for
//    skills; physical, medical and conditioning words for performance; role, scheme and matchup words for
//    tactics). Words and phrases are compared stem by stem ("cutters" ~ "cutter" ~ "cut", "sacks" ~ "sack"),
//    so plurals and verb forms need no listing. Only when these find no area at all does the knowledge
//    base of the player's sport add the trigger phrases of its entries that belong to one coach (they name
//    entries, not areas: "off ball" or "bend" beside a clear area word must not add a coach).
//    Alignment and scheme terms ("nine technique", "wide 9", "Cover 3", "quick game", "half-space") are
//    tactics as a whole, and their words ("technique", "quick") are not read again. How much he can take
//    ("how many snaps can he handle", "games in a row", "needs a break", "legs under him") is load
//    (performance); the exposure words inside it (start, minutes, playoff) do not ask for tactics.
// 2. Intent. Tactical content words (zone, coverage, press, transition…) ask the tactics coach only when
//    the question asks how to use, place or plan for the player; when it asks to teach a skill ("get him
//    ready to drop into coverage", "teach him to…", "drills for…") they are the skill's object → skills.
//    "Minutes restriction / limit / cap / ceiling" is load (performance); other minutes talk is rotation
//    (tactics). A "ready to start / better as our X" question is about the role (tactics).
// 3. Scope words. Plan-wide questions ("development plan", "what should he work on") touch all three areas;
//    "off-season"/"summer" touches skills and performance (summer work is skill and body work).
// 4. Default. A question with a development intent ("improve", "fix", "work on", "get better") but no
//    area word goes to the skills coach (technique is what one improves by practice); any other question
//    touching no area gets no coach: the panel replies saying which areas it covers instead of three
//    empty answers ("What should we do about his attitude in the locker room?"). With no area word, a
//    usage verb (use, deploy, get him involved) goes to tactics and a care verb (manage, protect, look
//    after) to performance; a fault word ("whats wrong with it", "flat", "hitch") to skills (11 below).
// Mechanisms 5-14 below read the question the way a coach does, so new phrasings need no new entries:
// word senses first (idioms, a physical quality wanted for a purpose), then clause by clause (asks vs
// descriptions, what is granted before "but"), roles, usage and load in any words, the player's own
// body moved in a technique, descriptions, opponents and comparisons set aside, and stat look-ups
// answered by no coach. Each mechanism has its own unit test (tests/unit/coaching-rules.test.ts).


const SKILLS_WORDS = [
  // technique in general
  "mechanic", "technique", "technical", "drill", "progression", "form", "footwork", "skill", "habit", "mistake", "fundamental",
  "rep", "repetition", "teach", "learn", "coach him", "coach her", "clean up", "tighten up", "fix", "polish", "refine", "sharpen",
  "get better at", "better at", "hand placement", "pad level", "balance", "his timing", "her timing", "rhythm", "touch", "feel", "read", "decision making",
  "bad decision", "turnover", "cough it up", "ball security", "counter", "pass rush move", "spin move", "pump fake", "bite on", "biting", "gambl", "discipline",
  "mid range", "midrange", "post game", "movement off the ball", "off the ball movement", "close control", "ball control", "move the ball", "moving the ball", "offside", "timing of", "disguise", "anticipation", "anticipate", "ball watch", "lose his man", "lose her man", "awareness", "iq", "teachable", "instinct", "process",
  "pre snap", "recognition", "recognize", "misread", "diagnose",
  // shooting, finishing, handling, passing (basketball)
  "release", "shoot", "shot", "jumper", "jump shot", "free throw", "three point", "3pt", "corner three", "finish", "finishing",
  "floater", "layup", "handle", "ball handling", "dribble", "crossover", "pass", "passing", "post move", "post up", "cutter", "backdoor", "cut to", "cutting to", "off ball movement", "his cut",
  "reach", "reach in", "foul", "closeout", "stance", "defensive slide", "shooter", "cutter", "finisher", "passer", "handler",
  "stroke", "arc", "release point", "pull up", "step back", "euro step", "hook shot", "post footwork", "shot prep", "dip", "hitch",
  // throwing, rushing, blocking, catching (football)
  "throw", "throwing motion", "velocity", "arm strength", "arm talent", "in the air", "aerial", "accuracy", "deep ball", "progression read", "footwork in the pocket",
  "pocket", "sack", "route", "route running", "catch", "hands", "block", "tackle", "tackling", "shed", "get off block", "hand fight",
  "point of attack", "against the run", "run defence", "run defense", "edge", "bend", "pad level", "leverage", "anchor", "long arm",
  "swim move", "rip move", "bull rush", "rush plan", "drop back", "base", "internal clock", "throw on the run",
  "spiral", "arm angle", "release", "read progression", "eye discipline", "zone drop", "backpedal", "press technique",
  // first touch, crossing, finishing, duels (soccer)
  "first touch", "receive", "receiving", "cross", "crossing", "weak foot", "weaker foot", "left foot", "right foot", "left hand",
  "right hand", "off hand", "header", "heading", "duel", "dribbling", "beat his man", "beat her man", "one v one", "1v1", "finishing",
  "scanning", "body shape", "ball striking", "striking", "volley", "tracking runs", "sprint mechanics", "running mechanics",
];
const PERFORMANCE_WORDS = [
  "off season", "summer", "conditioning", "condition", "strength", "stronger", "strong enough", "weight", "lift", "weight room",
  "gym", "load", "workload", "load management", "injury", "injured", "hurt", "pain", "sore", "knee", "ankle", "hamstring", "groin",
  "shoulder", "back spasm", "lower back", "back injury", "bad back", "rib", "hip", "foot injury", "tendon", "tendinopathy", "patellar", "acl", "meniscus", "concussion", "spasm",
  "sprain", "strain", "recovery", "recover from", "recover between", "time to recover", "recover in time", "rehab", "return to play", "come back from", "fatigue", "tired", "stamina", "endurance",
  "fitness", "fit enough", "fitter", "get fit", "get him fit", "get her fit", "fit again", "fresh", "rest", "sleep", "nutrition", "diet", "back to back", "durable", "durability", "availability",
  "athletic", "athleticism", "speed", "quick", "quickness", "burst", "explosive", "explosiveness", "agility", "mobility", "flexibility",
  "physical", "physically", "body", "frame", "mass", "bulk", "bulk up", "add weight", "size", "health", "healthy", "stay healthy",
  "medical", "sprint", "legs", "wear and tear", "hold up", "take hits", "taking hits", "big hits", "hits he takes", "age", "aging", "push off", "knock off", "bully",
  "outmuscle", "duel", "minutes restriction", "minutes limit", "minutes cap", "minutes ceiling", "long season", "overload",
  // injuries, medicine and the body (how coaches and trainers say it)
  "hammy", "hammies", "limp", "limping", "hobbled", "favoring", "favouring", "thumb", "finger", "toe", "neck", "shin", "heel", "collarbone", "clavicle", "calf", "achilles", "quad", "wrist injury", "elbow injury", "turf toe", "labrum", "fracture", "broken foot", "torn", "tear",
  "surgery", "surgical", "mri", "healed", "heal", "cleared", "soft tissue", "tweak", "banged up", "beat up", "ailment", "injury history",
  "injury prone", "medically", "physio", "trainer", "training staff", "protocol", "pound", "kilo", "body fat", "fit to play", "fully fit", "match fit", "match fitness",
  "put on", "gain weight", "lose weight", "cut weight", "gassed", "winded", "cramp", "in shape", "out of shape", "engine", "cardio",
  "lose a step", "lost a step", "slow down", "slowing down", "decline", "mileage", "miles on", "stays healthy", "keep him healthy",
  "keep her healthy", "hold up physically", "capacity", "knock", "carrying a knock", "aerobic", "aerobic base", "anaerobic", "vo2", "first step", "in those legs", "in his legs", "left in the tank", "how many more years", "sit him", "sit her", "rest him", "rest her", "lack of pace", "his pace", "her pace", "pacy", "the pace to", "sharpness", "match sharp", "rusty", "hydration", "cramping", "travel", "road trip", "jet lag", "flight", "body hold up", "wear down", "worn down", "extra running", "running load", "workload", "ten yard split", "40 time",
];
const TACTICS_INTENT = [
  "use", "deploy", "role", "fit in", "fit into", "fit with", "fit best", "best fit", "fit next to", "scheme fit", "fit our", "lineup", "line up", "line him up", "rotation", "rotate", "game plan", "gameplan",
  "scheme", "system", "matchup", "match up", "opponent", "against", "tactic", "tactical", "strategy", "personnel", "package",
  "formation", "position", "positioning", "where does", "where should", "play him", "play her", "build around", "starter", "start",
  "bench", "sixth man", "second unit", "closing", "closer", "crunch time", "late game", "playoff", "series", "guard", "guarding",
  "defend", "attack him", "attack her", "hide him", "hide her", "hunt", "target", "exploit", "cover for", "minutes", "snap count",
  "early down", "third and long", "third and", "passing down", "between the lines", "in our", "for us", "our team", "offence",
  "offense", "attack", "alignment", "slot", "number 10", "winger", "wing back", "full back", "striker", "midfielder", "point guard",
  "stretch big", "linebacker", "defensive end", "nose", "outside linebacker",
  // fit, usage, deployment, game plans (how coaches say it)
  "fit as", "fit if", "fit at", "fit for us", "fit for our", "a fit for", "good fit", "fit for what", "what we do", "fit alongside", "alongside", "fit next to", "front three", "front two", "back line", "partnership", "fit the", "better fit", "fit better", "his usage", "her usage", "usage rate", "usage in", "touches", "play call", "call it", "call more", "what we run", "what do we run", "run more", "run for him",
  "set up our", "build the offense", "build the offence", "build the attack", "around him", "around her", "depth chart", "backup",
  "qb1", "qb2", "go small", "small ball", "sub him", "sub her", "platoon", "help defense", "help defence", "scheme the help", "on an island",
  "protection", "protections", "shotgun", "spread", "under center", "overlap", "underlap", "rest defence", "rest defense", "high press",
  "pressing trigger", "will linebacker", "wing", "winger", "left wing", "right wing", "left back", "right back",
  "centre back", "center back", "holding midfielder", "false 9", "the 10", "the 5", "the 4", "the 3", "power forward", "small forward",
  "shooting guard", "center", "centre", "point forward", "pg", "lw", "rw", "cb", "olb", "ilb", "nickel back",
  "early down", "run down", "passing down", "third down", "down and distance", "red zone", "two minute", "early in possession", "better spot",
  "where he pick", "where she pick", "where he get", "where she get", "get him free", "get her free", "get him open", "get her open",
  "get him the ball", "get her the ball", "teams stop", "hide him", "hide her", "stand up", "standing up", "hand the keys",
  "defensive work", "defensive duties", "defensive responsibilit", "responsibilit", "impact sub", "super sub",
  "stay on the field", "every down", "two down", "three down", "2 down", "3 down", "3rd down", "penalty taker", "take penalties", "taking penalties", "taking our", "take our", "free kick taker", "set piece taker",
  "two minute drill", "drop him", "drop her", "bench him", "bench her", "our shape", "team shape", "defensive shape",
  "integrate him", "integrate her", "playbook", "depth", "setup", "target man", "system", "roster spot", "special teams", "suit", "suited", "design", "rollout", "bootleg", "back four", "back three", "back five", "inverted", "out wide",
  "stay wide", "wide left", "wide right", "five out", "4 out", "half court", "initiator",
];
const TACTICS_CONTENT = [
  "zone", "coverage", "man to man", "press", "pressing", "switch", "switching", "drop coverage", "blitz", "pick and roll", "pnr",
  "spacing", "transition", "counter attack", "counterattack", "high line", "low block", "set piece", "play action", "rpo", "screen",
  "off ball screen",
];
// Asking to teach or drill a skill: tactical nouns in the question are then the skill's object.
const SKILL_LEARNING = /\b(ready to (?!start|play|lead)|teach\w*|learn\w*|get better at|better at|drills?|technique|how to|coach (?:him|her) to|mechanic\w*|film)\b/i;
const DEVELOPMENT_INTENT = /\b(improv\w*|fix\w*|work on|get better|develop\w*|make (?:him|her) (?:a )?better|coach \w+ (?:to|on|up|out of)|coach (?:it|that|this)|coachable)\b/i;
// His own execution of a team action that needs work ("does his pressing need work", "his positioning is
// poor") is a skill to coach, whatever the tactics coach adds.
const OWN_EXECUTION = /\b(?:his|her) (?:[\w-]+ )?(?:pressing|press|coverage|positioning|defending|defen[cs]e|tracking|rotations?|help defen[cs]e|closeouts?)\b(?= (?:needs?|is|has been|looks?|technique|work|could|must))/i;

const ALIGNMENT_SRC = String.raw`\b(?:(?:\d|zero|one|two|three|four|five|six|seven|eight|nine)[- ]tech(?:nique)?|wide[- ]?(?:9|nine)|nickel|dime|cover[- ]?[0-6](?: (?:rotations?|shells?|looks?|beaters?))?|inverted (?:full[- ]?back|wing[- ]?back)|half[- ]spaces?|rest[- ]defen[cs]e|press(?:ing)? triggers?|quick[- ]game|rpo|drop coverage|ice (?:coverage|the pick)|short roll|line (?:him |her |\w+ )?up (?:over|at|on|wide|inside|outside|as)\b)`;
const ALIGNMENT = new RegExp(ALIGNMENT_SRC, "i");
const ALIGNMENT_ALL = new RegExp(ALIGNMENT_SRC, "gi");
const CAPACITY =
  /\bhow (?:many|much) (?:\w+\s+){0,3}?(?:minutes|snaps|games|starts|reps|matches|carries|touches|load|volume)(?:\s+[\w'-]+){0,4}?\s+(?:can|could)\b|\b(?:in a row|back[- ]to[- ]backs?|consecutive|needs? (?:a )?(?:break|rest|breather)|legs under|fixture congestion|handle the (?:load|volume|workload|minutes))\b/i;
// Tactics words that only measure how much he plays.
const EXPOSURE = /^(?:start|starter|minutes|playoff|series|snap count|rotation|bench|play him|play her)$/;

const FRAMING = /\b(physically|technically|tactically|mentally)\b/gi;
// "mentally" names an area no coach covers: the weak words beside it ask nothing.
const FRAMED_AREA: Record<string, CoachId | null> = { physically: "performance", technically: "skills", tactically: "tactics", mentally: null };

/** A question about the whole plan touches every area. */
const ALL_AREAS = /\b(development plan|overall plan|what should (?:he|she|they|we) work on|how (?:do|can|should) we develop|develop(?:ment)? (?:him|her)|full plan|every area)\b/i;
const OFF_SEASON = /\boff[- ]?season|summer\b/i;

type Lexicon = { phrases: string[]; source: string[] };
const lexicon = (words: string[]): Lexicon => ({ phrases: words.map(phrase), source: words });
const LEX = { skills: lexicon(SKILLS_WORDS), performance: lexicon(PERFORMANCE_WORDS), intent: lexicon(TACTICS_INTENT), content: lexicon(TACTICS_CONTENT) };

function firstHitWhere(text: string, lex: Lexicon, skip: string[], ignore: (phrase: string, source: string) => boolean): string | undefined {
  const i = lex.phrases.findIndex((p, k) => text.includes(p) && !ignore(p, lex.source[k]) && !skip.some((s) => s.includes(lex.phrases[k])));
  return i >= 0 ? lex.source[i] : undefined;
}
function firstHit(text: string, lex: Lexicon, skip: string[] = []): string | undefined {
  const i = lex.phrases.findIndex((p, k) => text.includes(p) && !skip.some((s) => s.includes(lex.phrases[k])));
  return i >= 0 ? lex.source[i] : undefined;
}

/** The knowledge base's trigger phrases that belong to exactly one coach (per sport, or across all sports). */
const uniqueTriggers = new Map<string, Map<string, CoachId>>();
export function kbTriggers(sport?: string): Map<string, CoachId> {
  const key = sport ?? "*";
  let out = uniqueTriggers.get(key);
  if (!out) {
    const owners = new Map<string, Set<CoachId>>();
    for (const e of sport ? knowledgeFor(sport) : ALL_ENTRIES) for (const t of e.triggers) owners.set(phrase(t), (owners.get(phrase(t)) ?? new Set()).add(e.coach));
    out = new Map([...owners].filter(([p, s]) => s.size === 1 && p.trim().length > 2).map(([p, s]) => [p, [...s][0]]));
    uniqueTriggers.set(key, out);
  }
  return out;
}

export type Trigger = { coaches: CoachId[]; matched: Partial<Record<CoachId, string>> };

// 5. Clause reading. The question is read sentence by sentence: a sentence that asks (ends in "?", or opens
//    with a question word, or has one after a comma: "…, whats wrong with it") is an ask; the others
//    describe the problem ("Kofi keeps losing duels against bigger fullbacks."). When a message has both,
//    the weak tactics words (against, guard, playoff, offense…) count only in the asks: in a description
//    they set the scene, they do not ask how to use him.
const ASK_OPENING = /^(?:how|what|whats|what's|which|where|when|who|why|should|could|would|can|is|are|does|do|did|will|any|anything)\b/i;
const WEAK_TACTICS = new Set(["against", "guard", "guarding", "defend", "opponent", "series", "playoff", "target", "offence", "offense", "attack", "closing", "crunch time", "late game", "start", "starter", "minutes", "bench", "in our", "for us", "our team"]);
function splitSentences(question: string): string[] {
  return question.split(/(?<=[.?!;:])\s+|\s+[-–—]\s+|\.{3,}|\n+/).map((x) => x.trim()).filter(Boolean);
}
const isAsk = (sentence: string) => /\?\s*$/.test(sentence) || ASK_OPENING.test(sentence) || /,\s*(?:how|what|whats|what's|where|why|should|can|is)\b/i.test(sentence);
// 6. Roles. "as our main ball handler", "make him our SAM", "a third-down-only guy", "slide him to the 5",
//    "slide into a 6th-man closer role": naming his role is tactics as a whole, and the words inside
//    ("handler", "slide") are not read as skills.
const ROLE_SRC = String.raw`\b(?:(?:as|be|make (?:him|her)|into|is (?:he|she|[\w'-]+)(?: still)?) (?:our|a|an|the)(?: [\w'%-]+){0,3}? (?:role|option|piece|starter|handler|forward|guard|pg|sg|sf|pf|big|center|centre|winger|back|striker|midfielder|end|linebacker|olb|de|corner|safety|qb\d?|sam|mike|will|closer|creator|initiator|sub|substitute|reserve|backup|specialist|weapon|decoy|10|9|5|4)|(?:slid\w*|mov\w*|shift\w*|put\w*|kick\w*|bump\w*|play) (?:him|her|[A-Z][\w'-]+) (?:to|into|at|in|out to) (?:the )?(?:\d+|[\w-]+)|(?:slid\w*|mov\w*|shift\w*|put\w*|kick\w*|bump\w*) (?:him|her) (?:inside|outside|out wide|wide|over|up|back)|play(?:s|ing)? (?:him |her )?(?:on the |out |more )?(?:left|right|wide|inside|inverted|central|centrally|deeper|higher|narrow)|(?:better|best|play|fit|start) (?:at|as) (?:the )?(?:[1-5]|9|10|six|eight|lb|cb|fb|wb|lw|rw|cm|dm|am|st|pg|sg|sf|pf|qb|rb|wr|te|de|dt|olb|ilb|mlb|fs|ss|(?:left|right) (?:back|wing|tackle|guard|end))|\d-\d-\d(?:-\d)?|(?:in|a|our|the|their) [345]-[2345]\b|slides? into|[\w-]+-only (?:guy|player|option|role)|(?:early|run|passing|first|second|third)[- ]down (?:guy|player|option|specialist))\b`;
const ROLE = new RegExp(ROLE_SRC, "i");
const ROLE_ALL = new RegExp(ROLE_SRC, "gi");
// 7. Usage. How we will use him, whatever the words: "if we run …", "how often should we call it",
//    "play calls that…", "what do we do with…", "use/deploy him". Tactics, and not undone by a framing adverb.
const USAGE = /\b(?:if we (?:run|use|play|make|put|line|go|move|slide|start|hand)\b|get (?:him|her) (?:on the ball|the ball|open|free|involved|(?:more |better |easier |cleaner )?(?:[\w-]+ ){0,3}?(?:looks|touches|shots|carries|targets|opportunities|chances|snaps|minutes))\b|how (?:would|should|do|can) we set (?:it|him|her|this|that) up\b|how often (?:should|do|can|would|will) we\b|play calls?\b|what (?:do|should|can|would) we (?:run|call|do with)\b|(?:use|using|used|deploy\w*) (?:him|her)\b|give (?:him|her) (?:less|more|fewer|a (?:bigger|smaller|lighter|heavier|different)) |(?:learn\w*|know\w*|master\w*|pick(?:ing)? up|install\w*) (?:the|our) (?:playbook|system|scheme|offen[cs]e|defen[cs]e|terminology|calls|concepts)\b|redshirt\w*)/i;
const USAGE_ALL = new RegExp(USAGE.source, "gi");
// 8. How much his body can take, in any words: "can he handle 60% of the snaps", "push him to 38 a night",
//    "hold up physically over 17 games", "press for 90". Load (performance).
const LOAD =
  /\b(?:(?:can|could|will) (?:he|she|[\w'-]+) (?:handle|take|manage|cope with|stand up to|sustain)\s+(?:\d+%? (?:of )?|a |the |that |this |those |more )?(?:[\w-]+ ){0,2}?(?:snaps|minutes|mins|carries|games|load|volume|workload|reps|touches|matches)|push (?:him|her) to \d+|\d+\+? (?:a night|a game|minutes|mins|snaps)|hold up physically|body hold up|(?:play|playing|use|using|ride|riding) (?:him|her) too (?:much|many|hard|long)|too many (?:minutes|snaps|games)|overplay\w*|(?:rest|sit) (?:him|her)|in (?:those|his|her) legs|left in the tank|how many more (?:years|seasons)|(?:minutes|snaps?) load|workload|load management|(?:\w+|\d+) (?:games|matches) (?:a|per|in a) (?:week|month)|\d+ (?:games|matches) in \d+ days|build (?:up )?(?:his|her) (?:capacity|load|minutes|volume)|build (?:him|her) (?:back )?up|keep(?:ing)? (?:him|her) fresh|(?:cut\w*|limit\w*|reduc\w*|manag\w*|monitor\w*|keep\w*|watch\w*|stagger\w*|ramp\w*|increas\w*|build\w*|scal\w*) (?:down |up )?(?:his|her) (?:[\w-]+ )?(?:minutes|snaps|snap count|load|workload|reps|touches|carries|pitch count)|over \d+ games|for (?:a |the )?(?:full )?(?:90|ninety)(?: minutes| mins)?)\b/i;
// Fatigue named in the message ("gassed by the 3rd. minutes or conditioning?") makes "minutes" a load word.
const FATIGUE = /\b(?:gassed|tired|fatigue\w*|fades?|fading|wears? down|worn down|runs? out of gas|winded|exhausted|dies late|legs go)\b/i;
// A medical context ("a full offseason program after the shoulder surgery") makes off-season work body work only.
const MEDICAL = /\b(?:surgery|surgical|injur\w*|rehab\w*|tear|torn|fracture\w*|sprain\w*|strain\w*|concussion|acl|meniscus|achilles|labrum|heal\w*|cleared)\b/i;
const BODY_NUMBERS = /\b\d{2,3}\s?(?:lbs?|kg|pounds|kilos)\b|\bget (?:him|her) (?:up |down )?to (?:1[5-9]\d|[23]\d\d)\b|\b(?:only|just|weighs|weighing|he'?s|she'?s) (?:1[5-9]\d|[23]\d\d)\b(?! ?(?:yards|yds|snaps|minutes|mins|points|ft|feet|%))/i;
// His body part with a medical word ("is his back going to be an issue", "shoulder ok to throw") is
// performance, whatever else the part means ("back four", "his hands at the line").
const BODY_PART = String.raw`(?:back|hip|hips|foot|feet|hand|wrist|elbow|neck|shoulder|toe|heel|legs?|arm|thumb|finger|groin|quad|calf|shin|knee|ankle|hamstring|hammy)`;
const BODY_CONCERN = new RegExp(String.raw`\b(?:(?:his|her|the) ${BODY_PART}\b[^.?!;]{0,30}?\b(?:issue|problem|injur\w*|hurt\w*|sore\w*|ok|okay|healthy|heal\w*|pain\w*|concern\w*|worr\w*|bother\w*|flar(?:e|es|ed|ing) up|tight\w*|holding up|good to go)|${BODY_PART} (?:still |again |really )?(?:bother\w*|hurt\w*|ach\w*|flar\w* up)|${BODY_PART} (?:ok|okay|good|cleared|healthy|fine|tightness|soreness|pain|issues?|injury|spasms?|problems?|strain|sprain|tweak|thing)\b)`, "i");
// Cleared to play: "fit enough to start after the calf", "shoulder ok to throw full go". An availability
// question: the exposure word or the plain activity in it does not ask for the tactics or skills coach.
const CLEARANCE = /\b(?:(?:fit|healthy|cleared|ok|okay|good|well) (?:enough )?to (?:go|play|start|throw|shoot|run|practi[cs]e|train|return|suit up)|full go|good to go|available|(?:start|resume|return to|back (?:to|in)|rejoin) (?:full |team |contact )?(?:training|practice|contact|team training|team drills)|back from)\b/i;
const ACTIVITY = /^(?:throw|shoot|shot|pass|cut|tackle|block|catch|finish|handle|cross|header|release)$/;
// 9. Descriptions of the player ("for a guy who wins with bend") say who he is, not what is asked.
const DESCRIPTION = /\b(?:for |with )?(?:a|an) (?:[\w-]+ )?(?:guy|player|kid|athlete|type) (?:who|that)\b[^,.;?!]*|\bfor (?:a|an) (?:[\w-]+ )?(?:striker|winger|guard|forward|center|centre|big|wing|qb|quarterback|back|end|linebacker|corner|safety|midfielder|defender|rookie|kid|guy|player)\b(?! (?:who|that))/gi;
// "use his hands", "use her body": a body or tool of his is what he is taught to use, not a deployment.
// 12. Word senses. Everyday idioms use area words in another sense: "heading into the playoffs", "in touch",
//    "speed up his process", "hurt his development", "pulling up with cramp" (an injury, not a pull-up),
//    "scan the hip before we sign him" (a medical scan, not scanning the field). They are rewritten to
//    their sense before the words are read.
const IDIOMS: [RegExp, string][] = [
  [/\bheading (?:into|in to|toward|towards|to)\b/gi, "going into"],
  [/\bskill[- ]?sets?\b/gi, "profile"],
  [/\bhandle (?:that|it|this|them|the situation)\b/gi, "deal with it"],
  [/\bbody language\b/gi, "demeanour"],
  [/\bhit (?:or|and) miss\b/gi, "inconsistent"],
  [/\bwhere (?:do|should|would|can) (?:we|i|you) (?:start|begin)\b/gi, "how do we begin"],
  [/\bdip(?:s|ped|ping)? (?:from|to|below|under|in)\b/gi, "declined from"],
  [/\bwho (?:are|is) (?:his|her) reps?\b/gi, "who is his agent"],
  [/\bacross (?:his|her) body\b/gi, "across"],
  [/\b(?:in )?tight spaces?\b/gi, "in traffic"],
  [/\b(?:switched|switch) (?:on|off)\b/gi, "alert"],
  [/\b(?:in|into|keep in|get in|been in) touch\b|\btouch base\b/gi, "contact"],
  [/\bspeed(?:ing)? (?:up|things up)\b/gi, "quicken"],
  [/\bhurts? (?:his|her|their|the|our) (?:development|confidence|chances|value|stock|growth|team|spacing|offen[cs]e|defen[cs]e)\b/gi, "affect it"],
  [/\bpull(?:s|ed|ing)? up (?:with|lame|injured|hurt|short)\b/gi, "injured with"],
  [/\bscan(?:s|ned)?\b(?=[^.?!]*\b(?:sign|mri|medical|physical|imaging)\b)|\b(?:get|order|need|have) (?:a |another )?scan\b/gi, "medical"],
];
const unidiom = (text: string) => IDIOMS.reduce((t, [re, sense]) => t.replace(re, sense), text);
// 13. Technique of the body: "opens his hips too early", "drops his shoulder" is how he moves (skills),
//     not his hip or shoulder as a body to condition.
const TECHNIQUE_BODY = /\b(?:open\w*|drop\w*|square\w*|turn\w*|rotat\w*|flip\w*|sink\w*|bend\w*|plant\w*|lock\w*|fire\w*|extend\w*|snap\w*|dip\w*|flare\w*|swivel\w*|roll\w*|tilt\w*) (?:his|her|the) (?:hips?|shoulders?|knees?|elbows?|wrist|feet|foot|hands?|arms?|head|eyes|chest|pad)\b/gi;
// 14. A physical quality wanted for a purpose ("more strength to finish in traffic", "add mass to play
//     inside"): the purpose is the goal of the body work, not a skill or a role to ask about.
const PURPOSE = /\b(strength|strong(?:er)?|size|mass|weight|bulk|legs|speed|burst|athleticism|explosiveness|explosive|hops|bounce|quickness|agility|mobility|length|frame|power|fitness|stamina|engine) (?:enough |needed |required )?to [\w'-]+(?: (?:in|through|at|on|with|inside|outside|the|his|her|a|more)\b)?(?: [\w'-]+)?/gi;
const OWN_TOOLS = /\b(?:use|using|uses) (?:his|her|their) (?:hands?|feet|body|length|frame|arms?|eyes|weak foot|left|right|off hand|strength|speed)\b/gi;
// The players he faces ("against NFL tackles", "vs 320 lb tackles", "by bigger wings") are opponents,
// not skills: "tackles" there is a position, not tackling.
// A comparison ("compared to our starter") names a yardstick, not a role to ask about.
const COMPARISON = /\b(?:compared (?:to|with)|relative to|than|next to|versus) (?:our|the|a|an|their) (?:[\w-]+ ){0,2}?(?:starter|backup|guy|player|vet|veteran|qb\d?|pg|rookie|guard|wing|starters|backups)\b/gi;
const OPPONENTS = /\b(?:against|vs\.?|versus|by|than) (?:[\w-]+ ){0,3}?(?:tackles|guards|ends|wings|bigs|forwards|fullbacks|full backs|centre backs|center backs|defenders|corners|linebackers|shooters|handlers|passers|strikers|wingers)\b/gi;
// 10. Stat look-ups ("what were his shooting splits this year?") are numbers, not coaching: no coach,
//    unless the message also asks a coaching question.
// "he's quick but his decision making is poor": what is granted before "but" is not the problem asked
// about, when what follows "but" names an area itself.
/** Whether a piece of the question names any area word. */
function namesArea(x: string): boolean {
  const t = ` ${stems(x).join(" ")} `;
  return [LEX.skills, LEX.performance, LEX.intent, LEX.content].some((l) => l.phrases.some((p) => t.includes(p)));
}
function dropConcessions(text: string): string {
  return text.replace(/[^.?!;]*?\bbut\b(?= (?:his|her|the|he|she|when|on|in|can|can't|cannot|not)\b)([^.?!;]*)/gi, (all, rest: string) => {
    const r = ` ${stems(rest).join(" ")} `;
    return [LEX.skills, LEX.performance, LEX.intent, LEX.content].some((l) => l.phrases.some((p) => r.includes(p))) ? rest : all;
  });
}
const STAT_LOOKUP =
  /^\s*(?:what|whats|what's)\b[^?]*?%|^\s*how many [\w-]+(?: [\w-]+)? (?:did|has|had|have|does) (?:he|she)\b|^\s*what did (?:he|she) (?:shoot|average|score|throw|run|put up|finish with|record|post|total|hit)\b|^\s*(?:what|whats|what's|how many|how much)\b[^?]*?\b(?:splits?|numbers|stats?|statistics|ratio|percentages?|averages?|totals?|stat ?line|career high|season high|40 time|forty|wingspan|height|measurables|xg|xa|per|rating|grade)\b|\b(?:what if|if)\b[^?]{0,40}?\b(?:made|shot|hit|had made|had hit|scored|converted)\b[^?]*?\d+ ?%/i;
const COACHING_VERB = /\b(?:fix\w*|improv\w*|drills?|work on|develop\w*|teach\w*|train\w*|should|how (?:do|can|should|would) we|use (?:him|her)|plan|get better)\b/i;
// 11. A coaching verb with no area word still asks a coach: the most likely area by the verb.
const USE_VERB = /\b(?:use|deploy|play (?:him|her)|line (?:him|her) up|scheme|get (?:him|her) (?:the ball|going|involved|free|open))\b/i;
const CARE_VERB = /\b(?:manage|protect|rest|look after|keep (?:him|her) (?:fresh|healthy|going|sharp)|worried|worry|concern\w*)\b/i;
const FAULT = /\b(?:what'?s wrong|whats wrong|wrong with|flat|hitch\w*|broken|inconsistent|sloppy|clunky|slow release|off target)\b/i;

/** The hand rule; `sport` adds the knowledge base's triggers of that sport (all sports when absent). */
export function ruleCoachesFor(question: string, sport?: string): Trigger {
  const matched: Partial<Record<CoachId, string>> = {};
  const allAreas = question.match(ALL_AREAS);
  if (allAreas) {
    for (const c of COACH_ORDER) matched[c] = allAreas[0];
    return { coaches: [...COACH_ORDER], matched };
  }
  if (STAT_LOOKUP.test(question) && !COACHING_VERB.test(question)) return { coaches: [], matched };
  // Word senses first (idioms rewritten, a purpose reduced to the quality wanted), then every reading below.
  const q = unidiom(question).replace(PURPOSE, "$1 enough");
  // Alignment, scheme and role terms are tactics as a whole: "nine technique" is where he lines up, not a
  // technique to drill; "quick game" is a passing scheme, not his speed; "as our main ball handler" is a
  // role, not a handle to work on. Their words are read no further.
  const scheme = q.match(ALIGNMENT);
  // "teach him to see cover 2 pre-snap": a coverage he is taught to read is the skill's object.
  const readCoverage = !!scheme && /^(?:cover|drop coverage|ice|nickel|dime|short roll)/i.test(scheme[0]) && SKILL_LEARNING.test(question);
  let alignment = (readCoverage ? null : scheme) ?? q.match(ROLE) ?? q.match(USAGE);
  // Clause reading for roles too: "he's a 1-tech in our front but keeps getting doubled. technique or does
  // he need more mass?" — a role named only in a sentence that describes him, when the asks name areas of
  // their own, says who he is, not what is asked.
  const rawSentences = splitSentences(q);
  const rawAsks = rawSentences.filter(isAsk);
  const strongIn = (x: string) => ALIGNMENT.test(x) || ROLE.test(x) || USAGE.test(x);
  if (alignment && rawAsks.length && rawAsks.length < rawSentences.length && !rawAsks.some(strongIn) && rawAsks.some(namesArea)) alignment = null;
  if (alignment) matched.tactics = alignment[0];
  const strongTactics = !!alignment;
  const clearance = q.match(CLEARANCE);
  const capacity = q.match(CAPACITY) ?? q.match(LOAD) ?? q.match(BODY_NUMBERS) ?? q.match(BODY_CONCERN) ?? q.match(FATIGUE) ?? clearance;
  const techniqueBody = q.match(TECHNIQUE_BODY) ?? (rawAsks.length ? rawAsks.join(" ") : q).match(OWN_EXECUTION);
  if (techniqueBody) matched.skills = techniqueBody[0];
  const read = q
    .replace(ALIGNMENT_ALL, " ").replace(ROLE_ALL, " ").replace(USAGE_ALL, " ").replace(TECHNIQUE_BODY, " ")
    .replace(DESCRIPTION, " ").replace(OPPONENTS, " ").replace(COMPARISON, " ")
    .replace(OWN_TOOLS, (m) => m.replace(/^us\w+/i, "technique"));
  const text = ` ${stems(dropConcessions(read)).join(" ")} `;
  const sentences = splitSentences(read);
  const asks = sentences.filter(isAsk);
  const askText = asks.length && asks.length < sentences.length ? ` ${stems(asks.join(" . ")).join(" ")} ` : text;
  // A word inside a longer tactics phrase ("counter" in "counter-attacking") is read as that phrase.
  const tacticsFound = [...LEX.intent.phrases, ...LEX.content.phrases].filter((p) => text.includes(p));
  const inside = (lex: Lexicon) => tacticsFound.filter((t) => !lex.phrases.includes(t));
  const perfFound = LEX.performance.phrases.filter((p) => text.includes(p));
  const skillFound = LEX.skills.phrases.filter((p) => text.includes(p));
  // …and a skill word inside a longer performance phrase ("base" in "aerobic base") as that phrase, and back.
  const perf = firstHit(text, LEX.performance, [...inside(LEX.performance), ...skillFound.filter((p) => !LEX.performance.phrases.includes(p))]);
  // "minutes restriction" is load, not rotation: a performance phrase containing a tactics word wins it.
  const perfPhrases = LEX.performance.phrases.filter((p) => text.includes(p));
  const skill = firstHit(text, LEX.skills, [...inside(LEX.skills), ...perfFound.filter((p) => !LEX.skills.phrases.includes(p))]);
  if (skill) matched.skills ??= skill;
  if (perf) matched.performance = perf;
  const skillPhrases = LEX.skills.phrases.filter((p) => text.includes(p));
  // Weak tactics words count only in the asks; under a load question the exposure words do not count.
  const tacticsSkip = (p: string, source: string) =>
    (WEAK_TACTICS.has(source) && !askText.includes(p)) || (!!capacity && EXPOSURE.test(source));
  const intent = firstHitWhere(text, LEX.intent, [...perfPhrases, ...skillPhrases], tacticsSkip);
  const content = firstHitWhere(text, LEX.content, [...perfPhrases, ...skillPhrases], tacticsSkip);
  // A problem stated without an ask ("eye discipline in zone coverage is poor, he bites on play action"):
  // the tactical content is the setting of the skill, as when the question asks to teach it.
  const statedSkillProblem = !asks.length && !!matched.skills && JUDGEMENT.test(question);
  if (intent) matched.tactics ??= intent;
  else if (content && !SKILL_LEARNING.test(question) && !statedSkillProblem) matched.tactics ??= content;
  // How much he can take ("how many snaps a game can he handle", "games in a row before he needs a
  // break", "keep his legs under him through a long playoff run") is load: the exposure words in it
  // (start, minutes, playoff) and the verb "handle" do not ask for the tactics or skills coach.
  if (capacity) {
    matched.performance ??= capacity[0];
    if (matched.tactics !== undefined && EXPOSURE.test(matched.tactics) && !alignment) delete matched.tactics;
    if (clearance && matched.skills && ACTIVITY.test(matched.skills)) delete matched.skills;
    // The body part complained of is not a skill ("hand still bothering him" is not his hands at the line).
    const concern = q.match(BODY_CONCERN)?.[0];
    if (concern && matched.skills && stems(concern).includes(stem(matched.skills.toLowerCase().split(" ")[0])) && !techniqueBody) delete matched.skills;
    // Reps counted under a load question are volume, not a skill to drill.
    if (matched.skills === "rep" || matched.skills === "repetition") delete matched.skills;
    if (matched.skills === "handle") {
      delete matched.skills;
      const other = firstHit(text, LEX.skills, [phrase("handle")]);
      if (other && other !== "handle") matched.skills = other;
    }
  }
  // The knowledge base's trigger phrases name entries, not areas: they decide only when the general
  // vocabulary found no area at all ("off ball" or "bend" beside a clear area word adds nothing).
  if (!Object.keys(matched).length) {
    for (const [p, coach] of kbTriggers(sport)) {
      if (matched[coach] !== undefined || !text.includes(p)) continue;
      if (coach === "tactics" && !intent && SKILL_LEARNING.test(question)) continue;
      matched[coach] = p.trim();
    }
  }
  const offSeason = question.match(OFF_SEASON);
  if (offSeason && !(matched.performance && MEDICAL.test(q))) matched.skills ??= offSeason[0];
  // An explicit framing adverb ("what does he need physically to…") names the one area asked about; a
  // scheme, role or usage named outright ("if we run a lot of RPO with him, will he hold up physically")
  // stays asked.
  // In a list of needs ("integrate him tactically, build fitness, work on his weaker foot") the adverb frames its own item only.
  const list = /,[^,]+,|:/.test(question);
  const framed = list ? [] : [...question.matchAll(FRAMING)].map((m) => FRAMED_AREA[m[1].toLowerCase()]);
  if (framed.length === 1) for (const c of COACH_ORDER) if (c !== framed[0] && !(c === "tactics" && strongTactics)) delete matched[c];
  if (framed.length === 1 && framed[0]) matched[framed[0]] ??= framed[0];
  if (framed.length === 1 && !framed[0]) return { coaches: COACH_ORDER.filter((c) => matched[c] !== undefined), matched };
  if (!Object.keys(matched).length) {
    const dev = question.match(DEVELOPMENT_INTENT) ?? question.match(FAULT);
    const use = question.match(USE_VERB);
    const care = question.match(CARE_VERB);
    if (dev) matched.skills = dev[0];
    else if (use) matched.tactics = use[0];
    else if (care) matched.performance = care[0];
  }
  return { coaches: COACH_ORDER.filter((c) => matched[c] !== undefined), matched };
}

// A problem stated without a question ("his ball placement on deep throws is off", "his free throw routine
// is all over the place lately") asks the coaches too, when it touches an area (COACH-03).
export const JUDGEMENT = /\b(?:poor|weak|bad|rough|raw|inconsistent|sloppy|flat|slow|shaky|lacking|lacks|struggl\w*|terrible|awful|needs work|all over the place|(?:is|are|looks?|been|gets?) (?:a (?:bit|little) |way )?off|wrong|a problem|an issue|a concern|worr\w*|killing us|too (?:easily|early|late|slow|often|much|long)|lets? (?:him|her|us) down|can'?t|cannot|doesn'?t|never|keeps? \w+ing|not (?:good|great|consistent|strong|quick|fast|fit) enough|limited|constantly|always|every time|airball\w*|miss\w*|brick\w*|clank\w*|fumbl\w*|drops? off|falls? off|fad(?:es|ing)|declin\w*|goes missing|disappears?|gets? (?:tired|worse)|worse)\b/i;
