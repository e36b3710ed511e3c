// Citations you can check (issue 9): where in a cited passage the supporting text of a report line is
// (a character span of the stored chunk text), and whether the cited passages contain what the line says.

/** Characters that do not change what a passage says: markdown emphasis, code ticks, heading marks. */
const SKIP = new Set(["*", "_", "`", "#", ">", "|"]);
const PLAIN: Record<string, string> = { "\u2018": "'", "\u2019": "'", "\u2032": "'", "\u201C": '"', "\u201D": '"', "\u2033": '"', "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00A0": " " };

/** A comparable form of `text` and, for each of its characters, the index it came from. */
function comparable(text: string): { s: string; at: number[] } {
  let s = "";
  const at: number[] = [];
  let space = true;
  for (let i = 0; i < text.length; i++) {
    let c = text[i];
    if (SKIP.has(c)) continue;
    c = PLAIN[c] ?? c;
    if (/\s/.test(c)) {
      if (!space) {
        s += " ";
        at.push(i);
        space = true;
      }
      continue;
    }
    s += c.toLowerCase();
    at.push(i);
    space = false;
  }
  return { s, at };
}

export type Span = { start: number; end: number };

/** The span of `quote` in `passage` (markdown, spacing, quote styles and case ignored), or null. */
export function locateQuote(passage: string, quote: string): Span | null {
  const p = comparable(passage);
  const q = comparable(quote).s.trim();
  if (q.length < 3) return null;
  const found = p.s.indexOf(q);
  if (found >= 0) return { start: p.at[found], end: p.at[found + q.length - 1] + 1 };
  // A quote joined from a wrapped list item or a table row: anchor its opening and its close.
  const head = q.slice(0, Math.min(40, q.length));
  const tail = q.slice(Math.max(0, q.length - 30));
  const a = p.s.indexOf(head);
  const b = a >= 0 ? p.s.indexOf(tail, a) : -1;
  if (a >= 0 && b >= 0 && b + tail.length - a <= q.length * 1.5 + 20) return { start: p.at[a], end: p.at[b + tail.length - 1] + 1 };
  return null;
}

const STOP = new Set(["the", "and", "with", "for", "his", "her", "their", "has", "have", "had", "from", "that", "this", "very", "into", "than", "when", "which", "while", "who", "not", "but", "are", "was", "were", "been", "being", "will", "can", "also", "more", "most", "out"]);
// The composer's own framing words: they introduce a fact, they are not the fact.
const FRAMING = new Set(["listed", "plays", "played", "previously", "currently", "role", "recommendation", "profiles", "projection", "combine", "height", "weight", "year-old", "stats", "measurements", "contract", "injury", "health", "conduct", "risk", "sources", "disagree", "newer", "older", "source", "report", "follows", "says", "season", "improve", "focus"]);
const contentWords = (s: string) => (s.toLowerCase().match(/[\p{L}][\p{L}'-]{2,}/gu) ?? []).map((w) => w.replace(/'s$/, "")).filter((w) => !STOP.has(w) && !FRAMING.has(w));
// Position codes and other short capitalised tokens ("TE", "QB") a row may share with the line.
const codes = (s: string) => (s.match(/(?<![\p{L}\p{N}])\p{Lu}{2,4}(?![\p{L}\p{N}])/gu) ?? []).map((c) => `code:${c}`);
const numbers = (s: string) => s.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];

/** The claim part of a report line: markers and our own "≈" conversions removed. */
export function claimText(line: string): string {
  return line.replace(/\s*\[\d{1,3}\]/g, "").replace(/\s*\(≈[^)]*\)/g, "").replace(/,?\s*≈[^,;)]*/g, "");
}

export type SupportCheck = { supported: boolean; missingNumbers: string[]; missingNames: string[]; wordShare: number };

/**
 * Whether `passages` (the cited chunks' texts) contain what `line` states: every number, every name
 * (a capitalised word after the first), and at least 70 % of its content words (5-letter stems).
 */
export function checkSupport(line: string, passages: string[], options: { ignoreNames?: string[] } = {}): SupportCheck {
  const claim = claimText(line);
  const text = comparable(passages.join("\n")).s;
  const digits = text.replace(/,/g, "");
  const missingNumbers = numbers(claim).filter((n) => !digits.includes(n.replace(/,/g, "")));
  const ignore = new Set((options.ignoreNames ?? []).flatMap((n) => n.toLowerCase().split(/\s+/)));
  const names = [...claim.matchAll(/(?<=[\p{L}\d,;)] )(\p{Lu}[\p{L}'-]+)/gu)].map((m) => m[1].replace(/'s$/, ""));
  const missingNames = names.filter((n) => !ignore.has(n.toLowerCase()) && !FRAMING.has(n.toLowerCase()) && !text.includes(n.toLowerCase()));
  const words = contentWords(claim).filter((w) => !ignore.has(w));
  const have = new Set(contentWords(text));
  const stems = new Set([...have].map((w) => w.slice(0, 5)));
  const hit = words.filter((w) => have.has(w) || stems.has(w.slice(0, 5)));
  const wordShare = words.length ? hit.length / words.length : 1;
  return { supported: missingNumbers.length === 0 && missingNames.length === 0 && wordShare >= 0.7, missingNumbers, missingNames, wordShare };
}

/** The sentence or line of `passage` that shares most with `line`: the span shown when no quote is known. */
export function bestSpan(passage: string, line: string): Span | null {
  const want = new Set([...contentWords(claimText(line)), ...numbers(line), ...codes(claimText(line))]);
  if (!want.size) return null;
  let best: Span | null = null;
  let bestScore = 0;
  const re = /[^\n.!?]+[.!?]?/g;
  for (const m of passage.matchAll(re)) {
    const piece = m[0];
    const got = new Set([...contentWords(piece), ...numbers(piece), ...codes(piece)]);
    let score = 0;
    for (const w of want) if (got.has(w)) score++;
    if (score > bestScore) {
      bestScore = score;
      const lead = piece.length - piece.trimStart().length;
      best = { start: m.index + lead, end: m.index + piece.trimEnd().length };
    }
  }
  return bestScore >= Math.min(2, want.size) ? best : null;
}
