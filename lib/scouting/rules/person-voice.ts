// A player's own words in a transcript turn, told in the third person so the trait and measurement readers
// (written for "he") read them and a report bullet reads as the others do (REQ-PPL-07): "I couldn't make
// a free throw to save my life" → "He couldn't make a free throw to save his life".

const CONTRACTIONS: Record<string, string> = { "i'm": "he's", "i've": "he's", "i'd": "he'd", "i'll": "he'll" };
const IRREGULAR: Record<string, string> = { am: "is", have: "has", do: "does", "don't": "doesn't", go: "goes" };
// After "I", words that stay as they are: modals, past forms and adverbs.
const KEEP = new Set(
  "was wasn't can can't cannot could couldn't will won't would wouldn't should shouldn't might must did didn't had hadn't used never always also just still really even only then already actually honestly probably definitely think".split(" "),
);
const OBJECT: Record<string, string> = { me: "him", my: "his", myself: "himself", mine: "his" };

function conjugate(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (KEEP.has(lower) || /ed$|ly$/.test(lower) || !/^[a-z]+$/.test(verb)) return lower === "think" ? "thinks" : verb;
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
  return out.replace(/^(\W*)he\b/, "$1He");
}
