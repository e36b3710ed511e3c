// Unit-aware heights and weights. Scores, dates and stat lines ("6-9 from three", "2-4 record") are not
// heights: ambiguous shapes need a height word nearby or a height column.

import { normalizeText } from "./text";

export type Measurement =
  | { kind: "height"; heightCm: number; weightKg?: undefined; text: string; index: number }
  | { kind: "weight"; weightKg: number; heightCm?: undefined; text: string; index: number };

export const HEIGHT_RANGE_CM = [150, 235] as const;
export const WEIGHT_RANGE_KG = [50, 180] as const;

const CM_PER_INCH = 2.54;
/** Values are kept to 0.1 cm / 0.1 kg: 250 lb is 113.4 kg, never a whole-kilogram 113 that reads back as 249 lb. */
export const tenth = (n: number) => Math.round(n * 10) / 10;
const KG_PER_LB = 0.45359237;

type HeightForm = "feet-inches" | "feet-only" | "footer" | "metric" | "inches" | "dash" | "dash-decimal" | "combine" | "bare-cm" | "spelled";
type HeightHit = { form: HeightForm; inches: number | null; cm: number; start: number; end: number };

const FRACTIONS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "1/2": 0.5, "1/4": 0.25, "3/4": 0.75, half: 0.5 };
const FRACTION = String.raw`(½|¼|¾|[1-7]\/(?:2|4|8)|half)`;

// 6'9", 6' 9.5", 6 ft 9 in, 6 feet 9 inches, 6-foot-9, 6-foot-9½, 6'9 1/2", 6 feet 9 and a half inches.
const FEET_INCHES = new RegExp(
  String.raw`(?<![\d.])([4-7])\s*-?\s*(?:'|ft\b\.?|feet\b|foot\b)(?:\s*-?\s*(1[01]|\d)(?:\.(\d+))?(?:\s*(?:and\s+(?:a\s+)?)?${FRACTION})?\s*(?:"|''|in\b\.?|inch(?:es)?\b)?)?(?![\d'])`,
  "gi",
);
const FOOTER = /(?<![\d.])([5-7])-footer\b/gi;
const CENTIMETRES = /(?<![\d.,$€£])(1[5-9]\d|2[0-3]\d)(?:[.,](\d))?\s*(?:cm\b|cms\b|centimet(?:er|re)s?\b)/gi;
// "1.98 m", "2,06 m", "the 2.03-meter forward", "1.9 metres".
const METRES = /(?<![\d.,$€£])([12])[.,](\d{2})\s*-?\s*(?:m\b|meters?\b|metres?\b)|(?<![\d.,$€£])([12])[.,](\d)\s*-?\s*(?:meters?\b|metres?\b)/gi;
// ("74 1/4 inches", "74¼ in": a fraction of an inch too.)
const INCHES_ONLY = new RegExp(String.raw`(?<![\d.'"])([5-9]\d(?:\.\d+)?)(?:\s*${FRACTION})?\s*(?:inches\b|inch\b|in\b\.?)`, "gi");
const DASH = new RegExp(String.raw`(?<![\d.\-/:$])([5-7])-(1[01]|\d)(?:\s?${FRACTION})?(?![\d\-:%]|\.\d|\/\d{1,2}(?!\d))`, "g");
// A combine sheet's "7-0.25" (feet, inches and a decimal part), only under a height label.
const DASH_DECIMAL = /(?<![\d.\-/:$])([5-7])-(1[01]|\d)\.(\d{1,2})(?![\d\-:%])/g;
// News prose spells heights out: "the six-foot-eight Canadian", "six feet two inches".
const NUMBER_WORDS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11 };
const SPELLED = /\b(five|six|seven)[- ](?:foot|feet)(?:[- ](?:and[- ])?(one|two|three|four|five|six|seven|eight|nine|ten|eleven)(?:[- ](?:inch|inches))?)?\b/gi;
// Spoken heights in transcripts: "I'm six-nine", "not at six-eleven" (read like "6-9": a cue is needed).
const SPELLED_DASH = /\b(five|six|seven)-(one|two|three|four|five|six|seven|eight|nine|ten|eleven)\b(?!-)/gi;
// British weights: "13st 2lb", "14 stone".
// "13st 3lb", and "12 st 8" / "12 stone 8" with the pounds' unit left unsaid at the end of a value.
// "thirteen stone four", "fourteen stone": a British weight in words.
const SMALL_NUMBERS = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(" ");
const WORD_STONE = new RegExp(String.raw`(?<![\p{L}-])(${SMALL_NUMBERS.slice(7).join("|")})\s+stone(?:\s+(?:and\s+)?(${SMALL_NUMBERS.slice(0, 13).join("|")}|\d{1,2})(?!\s+(?:seasons?|years?|months?|weeks?|days?|games?|matches|stone)\b)(?:\s*(?:lb|lbs|pounds?)\b)?)?(?![\p{L}'’])(?!\s+(?:walls?|steps?|floors?|bridges?|houses?|cottages?|buildings?|circles?|pillars?|fences?|slabs?|paths?)\b)`, "giu");
const wordNumber = (w: string) => (/^\d+$/.test(w) ? Number(w) : SMALL_NUMBERS.indexOf(w.toLowerCase()) + 1);
const STONE = /(?<![\d.])(\d{1,2})\s*(?:st|stone)\s*(\d{1,2})(?:\s*(?:lb|lbs|pounds?)\b|(?=\s*(?:[;,|)]|\.(?!\d)|$)))|(?<![\d.])(\d{1,2})\s+stone\b/gim;
// Combine notation: feet, two-digit inches, eighths (6024 = 6 ft 2 4/8 in).
const COMBINE = /(?<![\d.])([5-7])(0\d|1[01])([0-7])(?![\d.])/g;

// Explicit units first; "#" is scouting shorthand for pounds (250#).
const WEIGHT_UNIT = /(?<![\d.])(\d{2,3}(?:[.,]\d+)?)\s*-?\s*(lbs?\b\.?|pounds?\b|pound\b|#(?!\d)|kgs?\b|kilograms?\b|kilos?\b)/gi;
// ("Body mass (kg): 111.6": a sports-science sheet's word for it.)
const WEIGHT_LABELLED =
  /\b(?:weight|wgt|wt|bw|body\s?weight|(?<!(?:lean|fat-free|muscle|bone)\s)body\s+mass|scale(?=[_ ](?:lbs?|kgs?|pounds)\b)|weighs|weighing|weighed)(?:[_ ](lbs?|kgs?|pounds))?\b\.?\s*(?:\(([^)]{0,12})\))?\s*(?:in at|in|at|of|is|was|:|=|-)?\s*:?\s*(\d{2,3}(?:\.\d+|,\d(?![\d,]))?)(?!\s*(?:lbs?|pounds?|pound|kgs?|kilo|#)|[\d.%]|-\d|\/\d)/gi;

// "6-4 1/4, 251 lb", and "6-4, 195." closing a sentence: a body weight right after makes it a size.
// "6-9, 228 (7-1 wingspan)", "C — 7-0, 262 — 6th season": an aside or a dash may follow the pair.
// "listed at 6-4, 221 now": a time word may close the pair.
// "Monarchs have him 6-2 185 now": in shorthand a space alone may separate the pair.
const WEIGHT_AFTER = /^\s*(?:,|\/|and|(?=\s(?:1[5-9]\d|[23]\d\d)\s*(?:now|lbs?|pounds|[.;,)]|$)))\s*(?:\d{3}\s*-?\s*(?:lbs?\b|pounds?\b|#|kgs?\b)|(?:1[5-9]\d|[23]\d\d)\s*(?:(?:now|currently|today|these days|this season)\s*)?(?:[.;()—–|·•]|$))/i;
// "the roster card still says 5-11, 190 but …": a clause of its own may follow the pair where a listing is
// what gives it ("went 6-11, 174 but threw two interceptions" is a passing line).
const WEIGHT_AFTER_CLAUSE = /^\s*,\s*(?:1[5-9]\d|[23]\d\d)\s+(?:but|though|although|while|which)\b/i;
const LISTED_BEFORE = /\b(?:says|said|lists?|listed|measured|measures|stands)\s*$/i;
const STAT_LINE_BEFORE = /\b(?:stat|stats|line|box|score|passing|rushing|went)\b/i;
const WEIGHT_CUED =
  /\b(?:listed at|(?:have|has|had|list|lists|listed) him at|playing at|plays at|checks? in at|checked in at|came into camp at|reported at|tips the scales at|tipped the scales at)\s+(1[5-9]\d|[23]\d\d)(?![\d%/-]|[.,]\d|\s*(?:cm|m\b|metres|meters|lbs?|pounds?|kgs?|#|yards?|points?|minutes?|games?|snaps?|carries|receptions?|touches|tackles|career|in\b|on\b))/gi;
const WEIGHT_PAST = /\b(?:came into camp at|came in at|arrived at|started (?:the season )?at|began (?:the season )?at|was (?:listed )?at|used to weigh|weighed|from)\s+$/i;
const HEIGHT_UNIT_LABEL = /\b(?:height|hgt|ht)(?:[_ ]|\s*\()(cm|m|metres|meters|in|inches)\b\)?\s*[:=]\s*(\d{1,3}(?:[.,]\d+)?)(?![\d.])/gi;
// ("HGT_SHOES_FT_IN", "WSPAN": an export's column words joined by underscores.)
// ("ht_prev", "father_ht" qualify the size: someone else's or an old one.)
const HEIGHT_CUE = /\b(?:(?:height|hgt|ht)(?:_(?:shoes|barefoot|socks|ft|in|inches|cm|m|no|with|without))*(?![\p{L}\p{N}_])|(?:stands?|standing|measur(?:es|ed|ing|ables?|ements?)|listed|checks? in|size|tall)\b)/giu;
const NOT_HEIGHT_CUE = /\b(?:wing\s?span|wspan|span|reach|vertical|arms?|arm length|hands?|hand size|broad|jump|leap|stride)\b/gi;
const MEASURED_BEFORE = /\b(?:measured|measures|testing|tested|combine|pro day|weigh-?in)\b[^.;]*$/i;
const HEIGHT_LABEL_BEFORE = /\b(?:height|hgt|ht)(?:[_ ](?:in|ft|cm))?(?:[_ ](?:no|with|without|in)[_ ]shoes)?(?:[_ ]shoes)?(?:[_ ](?:ft|in|cm)){0,2}\b\.?\s*(?:\([^)]{0,12}\))?\s*(?:[:=|-]|is|of)?\s*$/i;
// Lifts and targets are not body weight; gains and losses ("added 15 pounds") fail the plausibility range.
// "get up to 230" is a target; "he's up to 262 pounds this spring", "has bulked up to 89kg" is what he weighs now.
const NOT_WEIGHT_CUE = /\b(?:bench(?:ed)?|press(?:ed)?|squat(?:s|ted)?|lift(?:s|ed)?|reps?|clean|deadlift|sled|carry|target|goal|aim|ideal|projected|reach|(?<!(?:\bis|'s|\bnow|\balready|\bbulked|\bbeefed|\bbumped|\bbuilt)\s+)up to|should|hopes?|wants?)\b/gi;
// "If I were 230 pounds I'd finish everything", "wishes he was 6-10": a value he is not.
// ("Scouts asked if he was tall enough at 6-5", "If he was listed at 6-7" state values.)
const COUNTERFACTUAL_BEFORE = /(?<!\b(?:asked|wondered|questioned|checked|whether)\s+)\b(?:if|wish(?:es|ed)?|as\s+if|as\s+though)\s+(?:i|he|you|we|she)\s+(?:were|was|weighed|stood|had\s+been)\s+(?:(?:a|an|still|like|just|only|even|about|around|over|under)\s+){0,2}$/i;
const counterfactual = (text: string, start: number) => COUNTERFACTUAL_BEFORE.test(text.slice(Math.max(0, start - 60), start));

const PERSON_NOUNS = new Set([
  "forward", "guard", "center", "centre", "big", "wing", "player", "prospect", "athlete", "freshman", "sophomore",
  "junior", "senior", "rookie", "receiver", "quarterback", "qb", "passer", "tackle", "lineman", "end", "back",
  "linebacker", "safety", "corner", "cornerback", "striker", "defender", "midfielder", "keeper", "goalkeeper",
  "winger", "frame", "point", "combo", "shooter", "scorer", "playmaker", "man", "kid", "post", "swingman", "rusher",
  "edge", "pf", "sf", "pg", "sg", "wr", "te", "rb", "lb", "cb", "c", "lead",
]);
const ARTICLES = new Set(["a", "an", "the", "this", "his", "her", "at", "is", "was", "he's", "she's", "i'm", "as"]);

function fraction(raw: string | undefined): number {
  if (!raw) return 0;
  if (raw in FRACTIONS) return FRACTIONS[raw];
  const m = /^(\d)\/(\d)$/.exec(raw);
  return m ? Number(m[1]) / Number(m[2]) : 0;
}

function heightHits(text: string): HeightHit[] {
  const hits: HeightHit[] = [];
  const push = (form: HeightForm, inches: number | null, cm: number, start: number, end: number) =>
    hits.push({ form, inches, cm: tenth(cm), start, end });
  for (const m of text.matchAll(FEET_INCHES)) {
    const feet = Number(m[1]);
    const hasInches = m[2] !== undefined;
    const inches = feet * 12 + (hasInches ? Number(m[2]) + (m[3] ? Number(`0.${m[3]}`) : 0) + fraction(m[4]) : 0);
    push(hasInches ? "feet-inches" : "feet-only", inches, inches * CM_PER_INCH, m.index, m.index + m[0].trimEnd().length);
  }
  for (const m of text.matchAll(FOOTER)) push("footer", Number(m[1]) * 12, Number(m[1]) * 12 * CM_PER_INCH, m.index, m.index + m[0].length);
  for (const m of text.matchAll(CENTIMETRES)) push("metric", null, Number(`${m[1]}.${m[2] ?? 0}`), m.index, m.index + m[0].length);
  for (const m of text.matchAll(METRES)) {
    const metres = m[1] ? Number(`${m[1]}.${m[2]}`) : Number(`${m[3]}.${m[4]}`);
    push("metric", null, metres * 100, m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(INCHES_ONLY)) {
    const inches = Number(m[1]) + fraction(m[2]);
    push("inches", inches, inches * CM_PER_INCH, m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(DASH)) {
    const inches = Number(m[1]) * 12 + Number(m[2]) + fraction(m[3]);
    push("dash", inches, inches * CM_PER_INCH, m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(DASH_DECIMAL)) {
    const inches = Number(m[1]) * 12 + Number(`${m[2]}.${m[3]}`);
    push("dash-decimal", inches, inches * CM_PER_INCH, m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(SPELLED)) {
    const inches = NUMBER_WORDS[m[1].toLowerCase()] * 12 + (m[2] ? NUMBER_WORDS[m[2].toLowerCase()] : 0);
    push(m[2] ? "spelled" : "feet-only", inches, inches * CM_PER_INCH, m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(SPELLED_DASH)) {
    const inches = NUMBER_WORDS[m[1].toLowerCase()] * 12 + NUMBER_WORDS[m[2].toLowerCase()];
    push("dash", inches, inches * CM_PER_INCH, m.index, m.index + m[0].length);
  }
  // "height_cm: 201", "ht_in: 79", "Height (m): 1.94": the unit is in the label (CSV headers).
  for (const m of text.matchAll(HEIGHT_UNIT_LABEL)) {
    const value = Number(m[2].replace(",", "."));
    const start = m.index + m[0].length - m[2].length;
    const unit = m[1].toLowerCase();
    const cm = unit === "cm" ? value : unit.startsWith("m") ? value * 100 : value * CM_PER_INCH;
    push(unit.startsWith("in") ? "inches" : "metric", unit.startsWith("in") ? value : null, cm, start, start + m[2].length);
  }
  for (const m of text.matchAll(COMBINE)) {
    const inches = Number(m[1]) * 12 + Number(m[2]) + Number(m[3]) / 8;
    push("combine", inches, inches * CM_PER_INCH, m.index, m.index + m[0].length);
  }
  return hits;
}

function plausibleHeight(cm: number): boolean {
  return cm >= HEIGHT_RANGE_CM[0] && cm <= HEIGHT_RANGE_CM[1];
}

function plausibleWeight(kg: number): boolean {
  return kg >= WEIGHT_RANGE_KG[0] && kg <= WEIGHT_RANGE_KG[1];
}

function lastMatchEnd(re: RegExp, s: string): number {
  let end = -1;
  for (const m of s.matchAll(re)) end = m.index + m[0].length;
  return end;
}

function nextWords(text: string, index: number, n: number): string[] {
  return (text.slice(index, index + 60).toLowerCase().match(/[a-z0-9'-]+/g) ?? []).slice(0, n);
}

function prevWords(text: string, index: number, n: number): string[] {
  const words = text.slice(Math.max(0, index - 60), index).toLowerCase().match(/[a-z0-9'-]+/g) ?? [];
  return words.slice(Math.max(0, words.length - n));
}

/** The nearest cue before a value decides what it measures: "Wingspan: 7'2"" is not a height. */
function cueBefore(text: string, index: number): "height" | "other" | null {
  const window = text.slice(Math.max(0, index - 30), index);
  const h = lastMatchEnd(HEIGHT_CUE, window);
  const o = lastMatchEnd(NOT_HEIGHT_CUE, window);
  if (h < 0 && o < 0) return null;
  return o > h ? "other" : "height";
}

function followedByOtherMeasure(text: string, end: number): boolean {
  const [w1, w2] = nextWords(text, end, 2);
  return /^(?:wing-?span|span|reach|vertical|arms?|hands?|broad|jump|standing)$/.test(w1 ?? "") || (w1 === "wing" && w2 === "span");
}

function followedByTall(text: string, end: number): boolean {
  return /^\s*(?:tall|in height)\b/i.test(text.slice(end, end + 12));
}

// "a 6-9 forward", "the 6-foot-9, 250-pound forward": the size of a person, not a score.
function describesPerson(text: string, start: number, end: number): boolean {
  const before = prevWords(text, start, 1)[0];
  if (!before || !ARTICLES.has(before)) return false;
  const rest = text.slice(end, end + 40);
  if (/^\s*(?:[,/]|and)\s*\d{3}\b/.test(rest) || /^\s*[,.;)]/.test(rest) || /^\s*$/.test(rest)) return true;
  if (/^\s*(?:from|of|in|on|run|lead|win|loss|record)\b/i.test(rest)) return false;
  // "I'm six-nine and I set screens": a clause of the same speaker after it.
  if (/^(?:he's|she's|i'm)$/.test(before) && /^\s*(?:,\s*)?(?:and|but)\s+(?:he|she|i)\b/i.test(rest)) return true;
  // "The 6-5 Pettway has scored": a name right after is the person measured (not "the 6-5 Comets win").
  if (/^\s+\p{Lu}\p{Ll}+(?:'s)?\s+(?!(?:win|wins|loss|losses|victory|defeat|record|lead|run|result|final|scoreline|comeback|thriller|game|decision)\b)\p{Ll}/u.test(rest)) return true;
  return nextWords(text, end, 3).some((w) => PERSON_NOUNS.has(w));
}

function acceptHeight(text: string, hit: HeightHit): boolean {
  if (!plausibleHeight(hit.cm) || counterfactual(text, hit.start)) return false;
  const cue = cueBefore(text, hit.start);
  if (cue === "other" || followedByOtherMeasure(text, hit.end)) return false;
  if (/^\s*(?:to|-)\s*\d/.test(text.slice(hit.end, hit.end + 6))) return false; // "grew from 6-7 to 6-9": keep the later one
  switch (hit.form) {
    case "feet-inches":
    case "metric":
    case "footer":
    case "spelled":
      return true;
    case "feet-only":
      return cue === "height" || followedByTall(text, hit.end) || describesPerson(text, hit.start, hit.end);
    case "inches":
      // "ht_in: 74" in an export: the label is the cue ("_" joins it to the unit, so no word boundary).
      return cue === "height" || followedByTall(text, hit.end) || /\b(?:height|ht)[_ (]*(?:in|inches)\)?\s*[:=]\s*$/i.test(text.slice(Math.max(0, hit.start - 20), hit.start));
    case "dash":
      return cue === "height" || followedByTall(text, hit.end) || describesPerson(text, hit.start, hit.end) || WEIGHT_AFTER.test(text.slice(hit.end, hit.end + 16)) || (WEIGHT_AFTER_CLAUSE.test(text.slice(hit.end, hit.end + 20)) && LISTED_BEFORE.test(text.slice(Math.max(0, hit.start - 30), hit.start)) && !STAT_LINE_BEFORE.test(text.slice(Math.max(0, hit.start - 40), hit.start)));
    case "combine":
      // "Measured at spring testing (March 11): 5112, 223": a measuring context and a weight after it.
      if (MEASURED_BEFORE.test(text.slice(Math.max(0, hit.start - 60), hit.start)) && WEIGHT_AFTER.test(text.slice(hit.end, hit.end + 16))) return true;
      return HEIGHT_LABEL_BEFORE.test(text.slice(Math.max(0, hit.start - 24), hit.start));
    case "bare-cm":
    case "dash-decimal":
      return HEIGHT_LABEL_BEFORE.test(text.slice(Math.max(0, hit.start - 32), hit.start));
  }
}

type WeightHit = { kg: number; start: number; end: number; bare: boolean };

function weightHits(text: string, metricContext: boolean): WeightHit[] {
  const hits: WeightHit[] = [];
  for (const m of text.matchAll(WEIGHT_UNIT)) {
    const value = Number(m[1].replace(",", "."));
    const kg = /^k/i.test(m[2]) ? value : value * KG_PER_LB;
    hits.push({ kg: tenth(kg), start: m.index, end: m.index + m[0].length, bare: false });
  }
  for (const m of text.matchAll(STONE)) {
    const pounds = m[3] ? Number(m[3]) * 14 : Number(m[1]) * 14 + Number(m[2]);
    hits.push({ kg: tenth(pounds * KG_PER_LB), start: m.index, end: m.index + m[0].length, bare: false });
  }
  for (const m of text.matchAll(WORD_STONE)) {
    const pounds = wordNumber(m[1]) * 14 + (m[2] ? wordNumber(m[2]) : 0);
    hits.push({ kg: tenth(pounds * KG_PER_LB), start: m.index, end: m.index + m[0].length, bare: false });
  }
  for (const m of text.matchAll(WEIGHT_LABELLED)) {
    const unitHint = `${m[1] ?? ""} ${m[2] ?? ""}`.toLowerCase();
    // ("WT (kg): 101,2": a decimal comma.)
    const value = Number(m[3].replace(",", "."));
    const start = m.index + m[0].length - m[3].length;
    hits.push({ kg: tenth(bareWeightKg(value, unitHint.includes("kg") || (metricContext && !/lb|pound/.test(unitHint)))), start, end: start + m[3].length, bare: true });
  }
  // "listed at 225", "the Gulls have him at 195 now", "he's playing at 255": a body weight in pounds
  // (never in a metric text, where "listed at 198" is a height).
  if (!metricContext) {
    for (const m of text.matchAll(WEIGHT_CUED)) {
      const start = m.index + m[0].length - m[1].length;
      hits.push({ kg: tenth(Number(m[1]) * KG_PER_LB), start, end: start + m[1].length, bare: true });
    }
  }
  return hits;
}

/** A bare weight is in pounds unless the context is metric or pounds would be implausible. */
function bareWeightKg(value: number, metric: boolean): number {
  if (metric && plausibleWeight(value)) return value;
  const fromLb = value * KG_PER_LB;
  if (plausibleWeight(fromLb)) return fromLb;
  return value;
}

function acceptWeight(text: string, hit: WeightHit): boolean {
  if (!plausibleWeight(hit.kg) || counterfactual(text, hit.start)) return false;
  const before = text.slice(Math.max(0, hit.start - 28), hit.start);
  if (/\d\s*-\s*$/.test(before)) return false; // a range: "74-75 kg"
  if (lastMatchEnd(NOT_WEIGHT_CUE, before) >= 0 && !/\b(?:weighs?|weight|wt)\b/i.test(before.slice(lastMatchEnd(NOT_WEIGHT_CUE, before)))) return false;
  const after = text.slice(hit.end, hit.end + 30);
  if (/^\s*(?:to|-)\s*\d/.test(after)) return false; // "from 260 to 245 pounds": keep the later one
  if (/^\s*(?:bench|squat|press|clean|reps?)\b/i.test(after)) return false;
  // "Clydesdale M (200 lb+)", "under 90 kg", "at least 250 pounds": a class's bound, not a body's weight
  // ("over 300 pounds" and "up to 262 pounds" still say roughly what he weighs).
  if (/^\+|^\s*(?:and|or)\s+(?:over|up|above|under|below)\b/i.test(after) || /\b(?:under|below|at\s+least|at\s+most|max(?:imum)?|min(?:imum)?)\s*$/i.test(before)) return false;
  // "against 320-pound tackles": an adjective for somebody else.
  const raw = text.slice(hit.start, hit.end);
  if (/-\s*(?:pound|lb)/i.test(raw)) {
    const next = nextWords(text, hit.end, 1)[0] ?? "";
    const prev = prevWords(text, hit.start, 1)[0] ?? "";
    if (/^(?:against|vs|versus|over|than|facing|past|beat|beats|by|between)$/.test(prev)) return false;
    if (/(?<!s)s$/.test(next) && !PERSON_NOUNS.has(next)) return false;
  }
  return true;
}

function overlaps(a: { start: number; end: number }, taken: { start: number; end: number }[]): boolean {
  return taken.some((t) => a.start < t.end && t.start < a.end);
}

/**
 * Heights and weights stated in a sentence (or a "Label: value | Label: value" row), in order.
 * Values are kept to 0.1 cm and 0.1 kg, `text` is the value exactly as written; implausible ones are dropped.
 */
export function findMeasurements(sentence: string): Measurement[] {
  const text = normalizeText(sentence);
  const metricContext = /\d\s*(?:cm|kg)\b|\d[.,]\d{2}\s*m\b/i.test(text);
  const out: Measurement[] = [];
  const taken: { start: number; end: number }[] = [];
  const heights = heightHits(text).sort((a, b) => a.start - b.start || b.end - a.end);
  // "188 lb at the spring weigh-in (listed at 185 when he committed)", "5'9\", 68 kg … his September
  // figures (5'7\") are out of date": a value in an aside that looks back gives way to another one stated
  // outside it. A bracket that converts the same value stays ("262 lbs (≈118.8 kg)"; a conversion to the
  // inch, "1.84 m (≈6 ft 0 in)", is up to 2 cm off), and so does one right after a name ("Tom Reyes
  // (6'1\") guarded the 6'8\" Ian Cole" gives his own height).
  const inBrackets = (hit: { start: number }) => text.lastIndexOf("(", hit.start) > text.lastIndexOf(")", hit.start);
  const asideHeight = (hit: (typeof heights)[number]) =>
    inBrackets(hit) &&
    !/\p{Lu}[\p{L}'’.-]*\s*\(\s*$/u.test(text.slice(Math.max(0, hit.start - 40), hit.start)) &&
    ASIDE_LOOKS_BACK.test(text.slice(Math.max(0, hit.start - 60), hit.end + 60)) &&
    heights.some((h) => h !== hit && !inBrackets(h) && Math.abs(h.cm - hit.cm) > 2 && acceptHeight(text, h));
  for (const hit of heights) {
    if (overlaps(hit, taken) || !acceptHeight(text, hit) || asideHeight(hit)) continue;
    taken.push(hit);
    out.push({ kind: "height", heightCm: hit.cm, text: text.slice(hit.start, hit.end), index: hit.start });
    // "6-9/250" and "6-9, 250": the number right after a height is the weight in pounds.
    // "6-2 185 now": a space alone only where the weight closes the phrase.
    const pair =
      /^\s*(?:[,/]|and)\s*(\d{3})\b(?!\s*(?:lbs?|pounds?|kg|[\d%-])|\.\d)/.exec(text.slice(hit.end, hit.end + 12)) ??
      /^ ((?:1[5-9]|[23]\d)\d)(?=\s*(?:now|[.;,)]|$))/.exec(text.slice(hit.end, hit.end + 12));
    if (pair && (hit.form === "dash" || hit.form === "feet-inches" || hit.form === "combine")) {
      const start = hit.end + pair[0].length - pair[1].length;
      const kg = tenth(bareWeightKg(Number(pair[1]), metricContext));
      if (plausibleWeight(kg)) {
        taken.push({ start, end: start + 3 });
        out.push({ kind: "weight", weightKg: kg, text: pair[1], index: start });
      }
    }
  }
  const weights = weightHits(text, metricContext).sort((a, b) => a.start - b.start);
  // "Obi came into camp at 270 and he's playing at 255 now": the value the sentence dates back gives way,
  // and so does one in an aside.
  const datedBack = (hit: WeightHit) => WEIGHT_PAST.test(text.slice(Math.max(0, hit.start - 30), hit.start));
  const present = weights.filter((w) => !datedBack(w) && !inBrackets(w) && acceptWeight(text, w));
  const past = (hit: WeightHit) => (datedBack(hit) || inBrackets(hit)) && present.some((w) => w !== hit && Math.abs(w.kg - hit.kg) > 1);
  for (const hit of weights) {
    if (overlaps(hit, taken) || !acceptWeight(text, hit) || past(hit)) continue;
    taken.push(hit);
    out.push({ kind: "weight", weightKg: hit.kg, text: text.slice(hit.start, hit.end).replace(/\.$/, ""), index: hit.start });
  }
  return out.sort((a, b) => a.index - b.index);
}

const ASIDE_LOOKS_BACK = /\b(?:listed|previous(?:ly)?|old|older|earlier|out of date|outdated|superseded|used to|at the time|in (?:high )?school|school|college|last (?:year|season)|figures?)\b/i;

const LABEL_PREFIX = /^\s*(?:height|hgt|ht|weight|wgt|wt|size)(?:[_ ](?:lbs?|kgs?|pounds|in|ft|cm))?\b\.?\s*(?:\([^)]*\))?\s*[:=]?\s*/i;

/**
 * Parses a value the caller already knows is a height ("6'9\"", "6-9", "206 cm", "2.06 m", "6024",
 * "6 feet 9 inches"). Returns centimetres to 0.1, or null when nothing plausible is found.
 */
export function parseHeightCm(text: string): number | null {
  const t = normalizeText(text);
  const body = t.replace(LABEL_PREFIX, "").trim();
  if (/^\d{3}(?:\.\d)?$/.test(body) && plausibleHeight(Number(body))) return Number(body);
  const hits = heightHits(t).sort((a, b) => a.start - b.start);
  for (const hit of hits) {
    if (hit.form === "combine" && !/^\d{4}$/.test(body) && !HEIGHT_LABEL_BEFORE.test(t.slice(0, hit.start))) continue;
    if (hit.form === "inches" && !/^\d{2}(?:\.\d+)?\s*(?:in|inches|inch)\b/i.test(body)) continue;
    if (plausibleHeight(hit.cm)) return hit.cm;
  }
  return null;
}

/**
 * Parses a value the caller already knows is a weight ("250 lbs", "113 kg", "250"). A bare number is
 * read as pounds unless `metric` is set or pounds would be implausible.
 */
export function parseWeightKg(text: string, options: { metric?: boolean } = {}): number | null {
  const t = normalizeText(text);
  for (const m of t.matchAll(WEIGHT_UNIT)) {
    const value = Number(m[1].replace(",", "."));
    const kg = tenth(/^k/i.test(m[2]) ? value : value * KG_PER_LB);
    if (plausibleWeight(kg)) return kg;
  }
  const bare = /^(\d{2,3}(?:\.\d+)?)$/.exec(t.replace(LABEL_PREFIX, "").trim());
  if (bare) {
    const kg = tenth(bareWeightKg(Number(bare[1]), options.metric ?? false));
    return plausibleWeight(kg) ? kg : null;
  }
  return null;
}
