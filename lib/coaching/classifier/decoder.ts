import { COACH_ORDER } from "../coaches";
import { ruleCoachesFor } from "../trigger-rule";
import type { CoachId } from "../types";
import { partsOf } from "./features";

// COACH-02: the decoder, which set of coaches to answer from the coach models' scores. Each coach model
// alone misses an area of a two- or three-part ask whose second part it scores low, and told how many areas a
// question asks about, taking its top-ranked coaches would be right 98 % of the time: the count is what is
// missing. The decoder reads no words. It reads the coach models' scores, of the whole question and of each
// of its parts (`partsOf`), and the question's shape (parts, question marks, length, the hand rule's areas
// whole and part by part), and has two small stacked logistic models over those numbers:
// - a rescoring of each coach (its own scores, its rank, the others' scores, the shape);
// - a count model, P(at least 1 / 2 / 3 areas).
// The answer is the set maximising P(exactly that many areas)^alpha × Π q(in) × Π (1 − q(out)). Both are
// trained on scores the coach models give questions they were not trained on (sets held out in
// `folds` groups, `trainDecoder` in ./model.ts): on their own training questions the coach models are
// sure of everything, and a decoder learnt there would trust them blindly. Topic words never reach the
// count, so "drills" or "improve" cannot become a cue for "one area".

export type DecoderOptions = { folds: number; l2: number; alpha: number };
export type Decoder = { alpha: number; coach: number[]; count: number[][] };

/** What the decoder reads of a question: the coach models' scores and the question's shape. */
export type Evidence = {
  p: Record<CoachId, number>;
  /** Each coach's highest score over the question's parts (the whole question's when it has one part). */
  partMax: Record<CoachId, number>;
  /** The coaches that top a part with a score above 0.5. */
  partTops: number;
  parts: number;
  marks: number;
  words: number;
  /** The hand rule's areas, whole and the union part by part; absent where the rule was tuned on the question. */
  rule?: { whole: CoachId[]; parts: Set<CoachId> };
};

export function evidenceOf(question: string, sport: string | undefined, score: (text: string) => Record<CoachId, number>, ruleKnown = true): Evidence {
  const parts = partsOf(question);
  const p = score(question);
  const pp = parts.length > 1 ? parts.map(score) : [p];
  const partMax = {} as Record<CoachId, number>;
  for (const c of COACH_ORDER) partMax[c] = Math.max(...pp.map((x) => x[c]));
  const tops = new Set<CoachId>();
  for (const x of pp) {
    const top = COACH_ORDER.reduce((a, c) => (x[c] > x[a] ? c : a), COACH_ORDER[0]);
    if (x[top] > 0.5) tops.add(top);
  }
  const rule = ruleKnown ? { whole: ruleCoachesFor(question, sport).coaches, parts: new Set(parts.flatMap((t) => ruleCoachesFor(t, sport).coaches)) } : undefined;
  return { p, partMax, partTops: tops.size, parts: parts.length, marks: (question.match(/\?/g) ?? []).length, words: question.split(/\s+/).length, rule };
}

const logit = (x: number) => {
  const y = Math.min(Math.max(x, 1e-4), 1 - 1e-4);
  return Math.log(y / (1 - y));
};
const b = (x: boolean) => (x ? 1 : 0);

/** The rescoring model's inputs for one coach. */
export function coachInputs(e: Evidence, c: CoachId): number[] {
  const j = COACH_ORDER.indexOf(c);
  const rank = [...COACH_ORDER].sort((x, y) => e.p[y] - e.p[x]).indexOf(c);
  const others = COACH_ORDER.filter((x) => x !== c).map((x) => e.p[x]);
  const [lp, lm] = [logit(e.p[c]), logit(e.partMax[c])];
  const r = e.rule;
  return [
    lp, lm, b(rank === 1), b(rank === 2), logit(Math.max(...others)), logit(Math.min(...others)),
    b(e.parts >= 2), b(e.parts >= 3), b(e.marks >= 2), Math.log(e.words),
    lm * b(e.parts >= 2), lp * b(rank === 1), lp * b(rank === 2),
    b(!!r && r.whole.includes(c)), b(!!r && r.parts.has(c)), b(!!r && r.whole.length === 0),
    b(j === 1), b(j === 2),
    lm * b(e.marks >= 2), lp * b(e.parts >= 2),
  ];
}

/** The count model's inputs. */
export function countInputs(e: Evidence): number[] {
  const s = COACH_ORDER.map((c) => e.p[c]).sort((x, y) => y - x);
  const m = COACH_ORDER.map((c) => e.partMax[c]).sort((x, y) => y - x);
  const r = e.rule;
  const ruleParts = r ? r.parts.size : 0;
  const ruleWhole = r ? r.whole.length : 0;
  return [
    ...s.map(logit),
    b(e.parts >= 2), b(e.parts >= 3), b(e.parts >= 4), b(e.marks >= 2), b(e.marks >= 3), Math.log(e.words),
    logit(m[1]), logit(m[2]), b(e.partTops >= 2), b(e.partTops >= 3),
    b(ruleWhole >= 1), b(ruleWhole >= 2), b(ruleWhole >= 3), b(ruleParts >= 2), b(ruleParts >= 3),
  ];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const apply = (w: number[], x: number[]) => sigmoid(x.reduce((z, v, i) => z + v * w[i], w[x.length]));

/** The set of coaches the decoder chooses (in COACH_ORDER). */
export function decode(d: Decoder, e: Evidence): CoachId[] {
  const q = COACH_ORDER.map((c) => apply(d.coach, coachInputs(e, c)));
  const x = countInputs(e);
  const atLeast = d.count.map((w) => apply(w, x));
  const [a1, a2, a3] = atLeast.reduce<number[]>((out, v) => [...out, Math.min(v, out.at(-1) ?? 1)], []);
  const exactly = [1 - a1, a1 - a2, a2 - a3, a3];
  const log = (v: number) => Math.log(Math.max(v, 1e-6));
  let best: CoachId[] = [];
  let top = -Infinity;
  // Smaller sets first, so a tie keeps the smaller one.
  const sets = [0, 1, 2, 4, 3, 5, 6, 7].map((mask) => COACH_ORDER.filter((_, i) => mask & (1 << i)));
  for (const set of sets) {
    const score = d.alpha * log(exactly[set.length]) + COACH_ORDER.reduce((s, c, i) => s + log(set.includes(c) ? q[i] : 1 - q[i]), 0);
    if (score > top) [best, top] = [set, score];
  }
  return best;
}

/** L2-regularised logistic regression by Newton's method (a handful of dense inputs): weights, then the bias. */
export function fitDense(rows: number[][], labels: boolean[], l2: number): number[] {
  const d = rows[0].length + 1;
  const w = new Array<number>(d).fill(0);
  for (let it = 0; it < 30; it++) {
    const g = w.map((v, i) => (i < d - 1 ? l2 : 1e-6) * v);
    const h = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, k) => (i === k ? (i < d - 1 ? l2 : 1e-6) : 0)));
    rows.forEach((x, n) => {
      const xb = [...x, 1];
      const p = sigmoid(xb.reduce((z, v, i) => z + v * w[i], 0));
      const err = p - (labels[n] ? 1 : 0);
      const s = p * (1 - p);
      for (let i = 0; i < d; i++) {
        g[i] += err * xb[i];
        for (let k = 0; k < d; k++) h[i][k] += s * xb[i] * xb[k];
      }
    });
    const step = solve(h, g);
    for (let i = 0; i < d; i++) w[i] -= step[i];
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

/** Gaussian elimination with partial pivoting. */
function solve(a: number[][], y: number[]): number[] {
  const n = y.length;
  const m = a.map((row, i) => [...row, y[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r][n];
    for (let k = r + 1; k < n; k++) s -= m[r][k] * x[k];
    x[r] = s / m[r][r];
  }
  return x;
}
