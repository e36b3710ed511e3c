// A player's documented age: "Age: 24", "the 24-year-old playmaker", "aged 20". Kept as written.

import { normalizeText } from "./text";

export type FoundAge = { years: number; text: string };

const PATTERNS = [
  /\bage\b\s*[:=]?\s*(\d{2})\b(?!\s*(?:%|-\d))/gi,
  /\b(\d{2})-year-old\b/gi,
  /\baged\s+(\d{2})\b/gi,
  /\b(\d{2})\s+years\s+old\b/gi,
];

export function findAges(sentence: string): FoundAge[] {
  const text = normalizeText(sentence);
  const out: FoundAge[] = [];
  for (const re of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const years = Number(m[1]);
      // "under-21 side", "age 17 debut" in a history: only plausible playing ages.
      if (years < 15 || years > 45) continue;
      if (/\b(?:at|since|from|when)\s+$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
      out.push({ years, text: m[0] });
    }
  }
  return out;
}
