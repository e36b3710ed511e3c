import { COACH_ORDER } from "../coaches";
import type { Trigger } from "../trigger-rule";
import type { CoachId } from "../types";
import { decode, evidenceOf, fitDense, coachInputs, countInputs, type Decoder, type DecoderOptions, type Evidence } from "./decoder";
import { featuresOf, type FeatureOptions } from "./features";
import { probability, trainLogistic, type LogisticOptions } from "./logistic";

export type TrainingOptions = LogisticOptions & {
  /** Smoothing of the naive Bayes log-count ratios that scale each feature (Wang & Manning's NB-LR); none when absent. */
  nb?: number;
  /** Learn the hand rule's features only from questions it was not tuned on. */
  ruleUntunedOnly?: boolean;
  /** Also learn the coach models from labelled parts of questions: every part, or only those that ask something. */
  parts?: "all" | "asking";
  /** Choose the set of coaches with a decoder (./decoder.ts) trained on held-out scores; each coach by its threshold when absent. */
  decoder?: DecoderOptions;
};

// COACH-02: the triggering classifier, three binary decisions (one per coach) over the question's
// features, and a decoder that chooses the set from their scores (./decoder.ts). Trained offline (`npm run train:coaching`); at request time only the committed weights are
// read, so the same question always gets the same coaches.

/** The committed weights file (lib/coaching/trigger-weights.json): parallel arrays keep it compact. */
export type SerializedModel = {
  version: number;
  trainedOn: string;
  features: FeatureOptions;
  training: TrainingOptions;
  bias: Record<CoachId, number>;
  threshold: Record<CoachId, number>;
  names: string[];
  weights: Record<CoachId, number[]>;
  decoder?: Decoder;
};

export type TriggerModel = {
  features: FeatureOptions;
  bias: Record<CoachId, number>;
  threshold: Record<CoachId, number>;
  weights: Map<string, Record<CoachId, number>>;
  /** When present, it chooses the set of coaches (`decode`); when absent, each coach by its threshold. */
  decoder?: Decoder;
};

/** `ruleTuned`: the hand rule was tuned on this question, so its outputs here say nothing of how far to trust it. */
/** `fold`: the set it belongs to; the decoder's held-out scores hold out whole sets. */
/** `part`: a part of a question, labelled on its own; it teaches the coach models, never the decoder. */
export type LabelledQuestion = { question: string; sport?: string; expected: CoachId[]; ruleTuned?: boolean; fold?: string; part?: boolean };

export function loadTriggerModel(s: SerializedModel): TriggerModel {
  const weights = new Map<string, Record<CoachId, number>>();
  s.names.forEach((name, i) => weights.set(name, { skills: s.weights.skills[i], performance: s.weights.performance[i], tactics: s.weights.tactics[i] }));
  return { features: s.features, bias: s.bias, threshold: s.threshold, weights, ...(s.decoder ? { decoder: s.decoder } : {}) };
}

export function trainTriggerModel(all: LabelledQuestion[], features: FeatureOptions, training: TrainingOptions): TriggerModel {
  const data = all.filter((q) => !q.part || training.parts === "all" || (training.parts === "asking" && q.expected.length > 0));
  // The rule's features are learnt only where the rule was not tuned: where it was, it is right by
  // construction and would be trusted far beyond its 62–64 % on new sets.
  const rows = data.map((q) => {
    const f = [...featuresOf(q.question, q.sport, features).keys()];
    return { features: q.ruleTuned && training.ruleUntunedOnly ? f.filter((x) => !x.startsWith("rule:")) : f, expected: q.expected };
  });
  const model = trainCoachModels(rows, features, training);
  return training.decoder ? { ...model, decoder: trainDecoder(data, rows, features, training, training.decoder) } : model;
}

/**
 * The decoder learns from the scores coach models give questions of sets they were not trained on: the sets
 * are dealt into `folds` groups in the order they first appear, and each group is scored by coach models
 * trained on the others. (On its own training questions a coach model is sure of everything.)
 */
function trainDecoder(data: LabelledQuestion[], featureRows: CoachRow[], features: FeatureOptions, training: TrainingOptions, opts: DecoderOptions): Decoder {
  const sets = [...new Set(data.map((q, i) => q.fold ?? String(i)))];
  const group = (q: LabelledQuestion, i: number) => sets.indexOf(q.fold ?? String(i)) % opts.folds;
  const rows: { e: Evidence; expected: CoachId[] }[] = [];
  for (let g = 0; g < opts.folds; g++) {
    const held = data.filter((q, i) => group(q, i) === g);
    if (!held.length) continue;
    const m = trainCoachModels(featureRows.filter((_, i) => group(data[i], i) !== g), features, training);
    for (const q of held) if (!q.part) rows.push({ e: evidenceOf(q.question, q.sport, (t) => probabilities(m, t, q.sport).p, !q.ruleTuned), expected: q.expected });
  }
  const coach = fitDense(
    COACH_ORDER.flatMap((c) => rows.map((r) => coachInputs(r.e, c))),
    COACH_ORDER.flatMap((c) => rows.map((r) => r.expected.includes(c))),
    opts.l2,
  );
  const x = rows.map((r) => countInputs(r.e));
  const count = [1, 2, 3].map((k) => fitDense(x, rows.map((r) => r.expected.length >= k), opts.l2));
  return { alpha: opts.alpha, coach, count };
}

type CoachRow = { features: string[]; expected: CoachId[] };

/** One logistic model per coach over the questions' features. */
function trainCoachModels(rows: CoachRow[], features: FeatureOptions, training: TrainingOptions): TriggerModel {
  const weights = new Map<string, Record<CoachId, number>>();
  const bias = {} as Record<CoachId, number>;
  for (const coach of COACH_ORDER) {
    const labels = rows.map((r) => r.expected.includes(coach));
    const ratio = training.nb ? nbRatios(rows.map((r) => r.features), labels, training.nb) : undefined;
    // With NB scaling a feature's value is its ratio; the weight kept is the product, so prediction reads binary features.
    const scaled = (f: string, v: number) => (ratio ? v * (ratio.get(f) ?? 0) : v);
    const m = trainLogistic(rows.map((r, i) => ({ features: r.features, values: r.features.map((f) => scaled(f, 1)), label: labels[i] })), training);
    bias[coach] = m.bias;
    for (const [f, w] of m.weights) {
      const entry = weights.get(f) ?? { skills: 0, performance: 0, tactics: 0 };
      entry[coach] = scaled(f, w);
      weights.set(f, entry);
    }
  }
  return { features, bias, threshold: { skills: 0.5, performance: 0.5, tactics: 0.5 }, weights };
}

/** Naive Bayes log-count ratios per feature (Wang & Manning's NB features), smoothed by `alpha`. */
function nbRatios(rows: string[][], labels: boolean[], alpha: number): Map<string, number> {
  const pos = new Map<string, number>();
  const neg = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) for (const f of rows[i]) (labels[i] ? pos : neg).set(f, ((labels[i] ? pos : neg).get(f) ?? 0) + 1);
  const all = new Set([...pos.keys(), ...neg.keys()]);
  let p = 0, n = 0;
  for (const f of all) {
    p += (pos.get(f) ?? 0) + alpha;
    n += (neg.get(f) ?? 0) + alpha;
  }
  return new Map([...all].map((f) => [f, Math.log(((pos.get(f) ?? 0) + alpha) / p) - Math.log(((neg.get(f) ?? 0) + alpha) / n)]));
}

/** Rounded, with features that carry no weight for any coach left out. */
export function serializeModel(m: TriggerModel, training: TrainingOptions, trainedOn: string): SerializedModel {
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  const kept = [...m.weights].filter(([, w]) => COACH_ORDER.some((c) => Math.abs(round(w[c])) > 0)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const bias = {} as Record<CoachId, number>;
  const weights = {} as Record<CoachId, number[]>;
  for (const c of COACH_ORDER) {
    bias[c] = round(m.bias[c]);
    weights[c] = kept.map(([, w]) => round(w[c]));
  }
  const out: SerializedModel = { version: 1, trainedOn, features: m.features, training, bias, threshold: m.threshold, names: kept.map(([f]) => f), weights };
  if (m.decoder) {
    const fine = (x: number) => Math.round(x * 1e6) / 1e6;
    out.version = 2;
    out.decoder = { alpha: m.decoder.alpha, coach: m.decoder.coach.map(fine), count: m.decoder.count.map((w) => w.map(fine)) };
  }
  return out;
}

export function probabilities(m: TriggerModel, question: string, sport?: string) {
  const features = featuresOf(question, sport, m.features);
  const p = {} as Record<CoachId, number>;
  for (const c of COACH_ORDER) p[c] = probability({ bias: m.bias[c], weight: (f) => m.weights.get(f)?.[c] ?? 0 }, features.keys());
  return { p, features };
}

/**
 * The coaches the decoder chooses from the coach models' scores (without one, those whose probability reaches
 * their threshold). `matched` says why: the words behind the
 * feature that raised that coach's score most (the hand rule's phrase when that was its output).
 */
export function classify(m: TriggerModel, question: string, sport?: string): Trigger {
  const { p, features } = probabilities(m, question, sport);
  const coaches = m.decoder
    ? decode(m.decoder, evidenceOf(question, sport, (t) => (t === question ? p : probabilities(m, t, sport).p)))
    : COACH_ORDER.filter((c) => p[c] >= m.threshold[c]);
  const matched: Trigger["matched"] = {};
  for (const c of coaches) {
    let best = "";
    let top = -Infinity;
    for (const [f, source] of features) {
      const w = m.weights.get(f)?.[c] ?? 0;
      if (w > top && source) [best, top] = [source, w];
    }
    matched[c] = best || c;
  }
  return { coaches, matched };
}
