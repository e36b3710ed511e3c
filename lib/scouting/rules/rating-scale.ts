// Tick-box rating rows of evaluation forms (REQ-TRT-01): "Finishing: [ ] Developing [x] Secure [ ] Strong
// [ ] Outstanding". The ticked option's place on the scale is the verdict, not the words the row prints
// (every row prints "Strong" and "Outstanding").

import { fold } from "./text";

export type RatingRow = { label: string; choice: string; rank: number; size: number; verdict: "strength" | "weakness" | null };

// A box, empty or ticked: "[ ]", "[x]", "☐", "☒".
const BOX_SOURCE = String.raw`\[\s*[xX✓✔✗]?\s*\]|[☐☑☒]`;
const BOX = new RegExp(BOX_SOURCE, "gu");
const TICKED = /^(?:\[\s*[xX✓✔✗]\s*\]|[☑☒])$/u;
// The label, then three to eight boxes each followed by its option.
const ROW = new RegExp(String.raw`^\s*(?:[-*•]\s+)?([\p{L}][^:\[\]☐☑☒]{1,60}?)\s*[:–—-]?\s*((?:(?:${BOX_SOURCE})\s*[^\[\]☐☑☒\n]{1,30}?\s*){3,8})$`, "u");
// Words of a rating scale, low and high ends: a row of other options ("Left / Right / Both") is no rating.
const LOW = /^(?:poor|weak|very weak|developing|emerging|basic|limited|below average|below expectations|needs work|needs improvement|concern|beginner|unsatisfactory|inadequate|fair)$/;
const HIGH = /^(?:outstanding|excellent|elite|exceptional|very good|strong|advanced|above average|above expectations|superior|exceeds|exceeds expectations|mastered|good)$/;
const MIDDLE = /^(?:average|adequate|secure|solid|satisfactory|competent|proficient|meets|meets expectations|ok|okay|consistent|established)$/;

/** The rating a tick-box row gives, or null when the line is not one (or nothing or several are ticked). */
export function readRatingRow(line: string): RatingRow | null {
  if (!/[[☐☑☒]/u.test(line)) return null;
  const m = ROW.exec(line);
  if (!m) return null;
  const boxes = [...m[2].matchAll(BOX)];
  const options = boxes.map((b, i) => ({
    ticked: TICKED.test(b[0]),
    text: m[2].slice(b.index + b[0].length, boxes[i + 1]?.index ?? m[2].length).trim().replace(/[,;|]$/, ""),
  }));
  const ticked = options.filter((o) => o.ticked);
  if (ticked.length !== 1) return null;
  const words = options.map((o) => fold(o.text).replace(/[^a-z0-9 ]+/g, " ").trim());
  const numeric = words.every((w) => /^\d{1,2}$/.test(w));
  const scaled = words.filter((w) => LOW.test(w) || HIGH.test(w) || MIDDLE.test(w)).length;
  if (!numeric && scaled * 2 < words.length) return null;
  // "[ ] Excellent [ ] Good [ ] Poor": a scale written from the top.
  const descending = !numeric ? HIGH.test(words[0]) && LOW.test(words.at(-1)!) : Number(words[0]) > Number(words.at(-1));
  const at = options.indexOf(ticked[0]);
  const rank = descending ? options.length - at : at + 1;
  const place = (rank - 1) / (options.length - 1);
  const verdict = place >= 0.6 ? "strength" : place < 0.3 ? "weakness" : null;
  return { label: m[1].trim(), choice: ticked[0].text, rank, size: options.length, verdict };
}
