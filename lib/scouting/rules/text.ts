// Text helpers shared by the parsers. Everything here is linear in the input size.

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const MARKS = /\p{M}/gu;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * One spelling for quotes, primes, dashes and spaces, so each pattern only needs the ASCII form.
 * Zero-width characters go too: they can hide words from the injection filter.
 */
const NEEDS_NORMALIZING = /[^\x09\x0A\x20-\x7E]/;

export function normalizeText(input: string): string {
  // Most text is plain ASCII already: skip the seven passes below.
  if (!NEEDS_NORMALIZING.test(input)) return input;
  return input
    .normalize("NFC")
    .replace(ZERO_WIDTH, "")
    .replace(/[\u00A0\u2007\u2009\u202F]/g, " ")
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC\u00B4`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2012\u2013\u2212]/g, "-")
    .replace(/\r\n?/g, "\n");
}

/** Case- and diacritic-insensitive form for comparisons ("Dončić" → "doncic"). */
const foldCache = new Map<string, string>();

export function fold(s: string): string {
  // Names are folded over and over while matching; short strings are memoised (bounded).
  if (s.length <= 64) {
    const hit = foldCache.get(s);
    if (hit !== undefined) return hit;
  }
  const out = /^[\x20-\x7E]*$/.test(s) ? s.toLowerCase() : normalizeText(s).normalize("NFD").replace(MARKS, "").toLowerCase();
  if (s.length <= 64) {
    if (foldCache.size > 5000) foldCache.clear();
    foldCache.set(s, out);
  }
  return out;
}

/**
 * Like fold() but keeps every index aligned with the (already normalised) input, so a match found in
 * the folded copy can be read back from the original.
 */
export function foldAligned(s: string): string {
  if (/^[\x09\x0A\x20-\x7E]*$/.test(s)) return s.toLowerCase();
  let out = "";
  for (const ch of s) {
    const f = ch.normalize("NFD").replace(MARKS, "").toLowerCase();
    out += f.length === ch.length ? f : ch.length === 1 ? ch.toLowerCase().charAt(0) || ch : ch;
  }
  return out;
}

export function isWordChar(c: string | undefined): boolean {
  return c !== undefined && c !== "" && WORD_CHAR.test(c);
}

/** Indexes of whole-word occurrences of `needle` in `haystack` (both already folded). */
export function findWordAll(haystack: string, needle: string): number[] {
  const hits: number[] = [];
  if (!needle) return hits;
  let i = haystack.indexOf(needle);
  while (i !== -1) {
    if (!isWordChar(haystack[i - 1]) && !isWordChar(haystack[i + needle.length])) hits.push(i);
    i = haystack.indexOf(needle, i + 1);
  }
  return hits;
}

/** Whether `key` (folded) is in the text and every occurrence passes `test`, given the text from it on. */
export function everyOccurrence(text: string, key: string, test: (from: string) => boolean): boolean {
  const normalized = normalizeText(text);
  const hits = findWordAll(foldAligned(normalized), key);
  return hits.length > 0 && hits.every((at) => test(normalized.slice(at)));
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Upper-cases the first character when it is a letter ("52% free-throw shooter" stays as it is). */
export function capitalizeFirst(s: string): string {
  return /^\p{Ll}/u.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** Removes markdown emphasis and inline code markers; keeps the words. */
export function stripMarkdown(s: string): string {
  return s.replace(/\*\*|__|(?<![\w*])\*(?!\s)|(?<!\s)\*(?![\w*])|`/g, "").replace(/\s+/g, " ").trim();
}

export function collapseSpaces(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

// Abbreviations whose period never ends a sentence.
const HARD_ABBREVIATIONS = new Set([
  "mr", "mrs", "ms", "dr", "st", "vs", "no", "mt", "gen", "approx", "e.g", "i.e", "a.k.a", "u.s", "cf", "fig", "p.m", "a.m",
]);
// "Jr." ends a sentence only when a typical sentence opener follows.
const SUFFIX_ABBREVIATIONS = new Set(["jr", "sr"]);
// Unit abbreviations: "6 ft. 9 in." continues, "250 lbs. He ..." ends.
const UNIT_ABBREVIATIONS = new Set(["ft", "in", "lb", "lbs", "ht", "wt", "kg", "cm", "yds", "pts", "min"]);
const SENTENCE_OPENERS = new Set([
  "he", "she", "they", "his", "her", "their", "it", "its", "the", "this", "that", "in", "on", "at", "after", "before",
  "but", "and", "a", "an", "as", "when", "while", "with", "we", "i", "our", "scouts", "coaches",
]);

/**
 * Splits prose into sentences without breaking on "Jr.", initials ("J. Brooks"), decimals ("2.06 m")
 * or unit abbreviations followed by a number.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const n = text.length;
  let start = 0;
  const re = /[.!?]+["')\]]*/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].length;
    let j = end;
    while (j < n && (text[j] === " " || text[j] === "\t" || text[j] === "\n")) j++;
    if (j === end && j < n) continue; // "2.06", "a.k.a" – no whitespace after the mark
    if (j >= n) break;
    const next = text[j];
    if (/\p{Ll}/u.test(next)) continue;
    if (m[0][0] === ".") {
      let k = m.index;
      while (k > 0 && /[\p{L}.]/u.test(text[k - 1])) k--;
      const word = text.slice(k, m.index);
      const lower = word.toLowerCase();
      if (HARD_ABBREVIATIONS.has(lower)) continue;
      if (/^(?:\p{Lu}\.)*\p{Lu}$/u.test(word)) continue; // initials
      if (SUFFIX_ABBREVIATIONS.has(lower)) {
        const nextWord = /^[\p{L}']+/u.exec(text.slice(j, j + 20))?.[0].toLowerCase() ?? "";
        if (!SENTENCE_OPENERS.has(nextWord)) continue;
      }
      if (UNIT_ABBREVIATIONS.has(lower) && /\d/.test(next)) continue;
    }
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = j;
  }
  const tail = text.slice(start).trim();
  if (tail) out.push(tail);
  return out;
}

/** The lowercase words of a short string, for cue look-ups. */
export function lowerWords(s: string): string[] {
  return s.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'&-]*/gu) ?? [];
}

/** Up to `n` words just before `index` (nearest last). */
export function wordsBefore(text: string, index: number, n: number): string[] {
  const window = text.slice(Math.max(0, index - 12 * n - 8), index);
  const words = lowerWords(window);
  return words.slice(Math.max(0, words.length - n));
}

/** Up to `n` words right after `index`. */
export function wordsAfter(text: string, index: number, n: number): string[] {
  return lowerWords(text.slice(index, index + 14 * n + 8)).slice(0, n);
}

export function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

/** Items of a list split at commas, semicolons and middle dots that are not inside brackets, trimmed, without a closing full stop. */
export function splitOutsideBrackets(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if ((c === "," || c === ";" || c === "·" || c === "•") && depth === 0) {
      items.push(list.slice(start, i));
      start = i + 1;
    }
  }
  items.push(list.slice(start));
  return items.map((x) => x.trim().replace(/[.\s]+$/, "")).filter(Boolean);
}

/** `fn` computed once per key. */
export function memo<K, T>(fn: (key: K) => T): (key: K) => T {
  const cache = new Map<K, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, fn(key));
    return cache.get(key) as T;
  };
}
