// A player's own words in a transcript turn, told in the third person so the trait and measurement readers
// (written for "he") read them and a report bullet reads as the others do (REQ-PPL-07): "I couldn't make
// a free throw to save my life" → "He couldn't make a free throw to save his life".

const CONTRACTIONS: Record<string, string> = { "i'm": "he's", "i've": "he's", "i'd": "he'd", "i'll": "he'll" };
const IRREGULAR: Record<string, string> = { am: "is", have: "has", do: "does", "don't": "doesn't", go: "goes" };
const OBJECT: Record<string, string> = { me: "him", my: "his", myself: "himself", mine: "his" };
const SECOND_CONTRACTIONS: Record<string, string> = { "you're": "he's", "you've": "he's", "you'd": "he'd", "you'll": "he'll" };
const SECOND_BE: Record<string, string> = { are: "is", were: "was" };
const SECOND_OBJECT: Record<string, string> = { your: "his", yours: "his", yourself: "himself" };
const AUXILIARY = "can|could|will|would|should|did|does|may|might|must";
// Words after which "you" opens a clause ("My dad says you are …", "… but you get booked"): "he", else "him".
const CLAUSE_BEFORE = new RegExp(String.raw`(?:^|[,;:—–(]|\b(?:and|but|or|then|that|because|when|if|so|says|said|think|thinks|know|hope|bet|understand|believe|hear|heard|where|while|as|${AUXILIARY})\s*)\s*$`, "i");
const AFTER_AUXILIARY = new RegExp(String.raw`\b(?:${AUXILIARY})\s*$`, "i");

// Verbs a player uses of himself in the present ("I play the four"); any other word after "I" ("I wore",
// "I never") stays as it is, so a past form is never given an "s".
const PRESENT = new Set(
  "play slide shoot think want need like love feel know try get make take go do have say see work guard pass run move hold come set hit put catch finish defend rebound block score create read attack drive post screen pop roll switch lift train eat sleep watch study trust weigh stand".split(" "),
);

function conjugate(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (!PRESENT.has(lower)) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The sentence with the speaker's first person turned into "he"; other words untouched. */
export function toThirdPerson(sentence: string): string {
  const out = sentence
    .replace(/\b(I'm|I've|I'd|I'll)\b/g, (m) => CONTRACTIONS[m.toLowerCase()])
    .replace(/\bI\s+([\p{L}']+)/gu, (_, verb: string) => `he ${conjugate(verb)}`)
    .replace(/\bI\b/g, "he")
    .replace(/\b(me|my|myself|mine)\b/gi, (m) => OBJECT[m.toLowerCase()]);
  return keepCapital(sentence, out);
}

/** "My rookie year …" → "His rookie year …": the retold sentence keeps the capital it opened with. */
function keepCapital(sentence: string, retold: string): string {
  return /^\W*\p{Lu}/u.test(sentence) ? retold.replace(/^(\W*)(\p{Ll})/u, (_, lead: string, c: string) => lead + c.toUpperCase()) : retold;
}

/**
 * A letter's "you" told in the third person, for a letter addressed to him (REQ-PPL-07): "You said you
 * weigh 79 kilos" → "He said he weighs 79 kilos", "My dad says you are the best passer" → "… he is …".
 */
export function fromSecondPerson(sentence: string): string {
  const out = sentence
    .replace(/\b([Dd])o you\b/g, "$1oes he")
    .replace(/\b(you're|you've|you'd|you'll)\b/gi, (m) => SECOND_CONTRACTIONS[m.toLowerCase()])
    .replace(/\b(your|yours|yourself)\b/gi, (m) => SECOND_OBJECT[m.toLowerCase()])
    .replace(/\byou\b(\s+([\p{L}']+))?/giu, (m, tail: string | undefined, verb: string | undefined, at: number, whole: string) => {
      const before = whole.slice(0, at);
      if (!CLAUSE_BEFORE.test(before)) return `him${tail ?? ""}`;
      // "can you pass", "does he get": the verb after an auxiliary stays as it is.
      if (!verb || AFTER_AUXILIARY.test(before)) return `he${tail ?? ""}`;
      const be = SECOND_BE[verb.toLowerCase()];
      return `he ${be ?? conjugate(verb)}`;
    });
  return keepCapital(sentence, out);
}
