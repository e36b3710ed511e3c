// Porter (1980) stemmer, after Martin Porter's reference JavaScript port. Nothing suitable is installed,
// and PostgreSQL's 'english' config stems with Snowball English (Porter2), so this keeps the BM25
// baseline's vocabulary close to the SQL side. The two stemmers differ on a few suffixes.

const STEP2: Record<string, string> = {
  ational: "ate", tional: "tion", enci: "ence", anci: "ance", izer: "ize", bli: "ble", alli: "al", entli: "ent",
  eli: "e", ousli: "ous", ization: "ize", ation: "ate", ator: "ate", alism: "al", iveness: "ive", fulness: "ful",
  ousness: "ous", aliti: "al", iviti: "ive", biliti: "ble", logi: "log",
};
const STEP3: Record<string, string> = { icate: "ic", ative: "", alize: "al", iciti: "ic", ical: "ic", ful: "", ness: "" };

const c = "[^aeiou]"; // consonant
const v = "[aeiouy]"; // vowel
const C = `${c}[^aeiouy]*`; // consonant sequence
const V = `${v}[aeiou]*`; // vowel sequence
const MGR0 = new RegExp(`^(${C})?${V}${C}`); // measure > 0
const MEQ1 = new RegExp(`^(${C})?${V}${C}(${V})?$`); // measure = 1
const MGR1 = new RegExp(`^(${C})?${V}${C}${V}${C}`); // measure > 1
const HAS_VOWEL = new RegExp(`^(${C})?${v}`);
const CVC = new RegExp(`^${C}${v}[^aeiouwxy]$`);

export function porterStem(input: string): string {
  if (input.length < 3) return input;
  let w = input;
  const startsWithY = w[0] === "y";
  if (startsWithY) w = `Y${w.slice(1)}`;

  // Step 1a: plurals.
  let m: RegExpExecArray | null;
  if ((m = /^(.+?)(ss|i)es$/.exec(w))) w = m[1] + m[2];
  else if ((m = /^(.+?)([^s])s$/.exec(w))) w = m[1] + m[2];

  // Step 1b: -eed, -ed, -ing.
  if ((m = /^(.+?)eed$/.exec(w))) {
    if (MGR0.test(m[1])) w = w.slice(0, -1);
  } else if ((m = /^(.+?)(ed|ing)$/.exec(w))) {
    const stem = m[1];
    if (HAS_VOWEL.test(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += "e";
      else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      else if (CVC.test(w)) w += "e";
    }
  }

  // Step 1c: y → i.
  if ((m = /^(.+?)y$/.exec(w)) && HAS_VOWEL.test(m[1])) w = `${m[1]}i`;

  // Step 2 and 3: double and single suffixes.
  if ((m = /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/.exec(w))) {
    if (MGR0.test(m[1])) w = m[1] + STEP2[m[2]];
  }
  if ((m = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/.exec(w))) {
    if (MGR0.test(m[1])) w = m[1] + STEP3[m[2]];
  }

  // Step 4: remove suffixes when the measure allows.
  if ((m = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/.exec(w))) {
    if (MGR1.test(m[1])) w = m[1];
  } else if ((m = /^(.+?)(s|t)(ion)$/.exec(w))) {
    if (MGR1.test(m[1] + m[2])) w = m[1] + m[2];
  }

  // Step 5: final -e and -ll.
  if ((m = /^(.+?)e$/.exec(w))) {
    const stem = m[1];
    if (MGR1.test(stem) || (MEQ1.test(stem) && !CVC.test(stem))) w = stem;
  }
  if (/ll$/.test(w) && MGR1.test(w)) w = w.slice(0, -1);

  return startsWithY ? `y${w.slice(1)}` : w;
}

// PostgreSQL's english.stop list, so both sides ignore the same words.
export const ENGLISH_STOPWORDS = new Set(
  ("i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself " +
    "it its itself they them their theirs themselves what which who whom this that these those am is are was were be " +
    "been being have has had having do does did doing a an the and but if or because as until while of at by for with " +
    "about against between into through during before after above below to from up down in out on off over under again " +
    "further then once here there when where why how all any both each few more most other some such no nor not only own " +
    "same so than too very s t can will just don should now").split(" "),
);
