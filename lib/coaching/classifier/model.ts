import { COACH_ORDER } from "../coaches";
import type { Trigger } from "../trigger-rule";
import type { CoachId } from "../types";
import { featuresOf, type FeatureOptions } from "./features";
import { probability, trainLogistic, type LogisticOptions } from "./logistic";

export type TrainingOptions = LogisticOptions & {
  /** Smoothing of the naive Bayes log-count ratios that scale each feature (Wang & Manning's NB-LR); none when absent. */
  nb?: number;
  /** Learn the hand rule's features only from questions it was not tuned on. */
  ruleUntunedOnly?: boolean;
};

// COACH-02: the triggering classifier, three binary decisions (one per coach) over the question's
// features. Trained offline (`npm run train:coaching`); at request time only the committed weights are
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
};

export type TriggerModel = {
  features: FeatureOptions;
  bias: Record<CoachId, number>;
  threshold: Record<CoachId, number>;
  weights: Map<string, Record<CoachId, number>>;
};

/** `ruleTuned`: the hand rule was tuned on this question, so its outputs here say nothing of how far to trust it. */
export type LabelledQuestion = { question: string; sport?: string; expected: CoachId[]; ruleTuned?: boolean };

export function loadTriggerModel(s: SerializedModel): TriggerModel {
  const weights = new Map<string, Record<CoachId, number>>();
  s.names.forEach((name, i) => weights.set(name, { skills: s.weights.skills[i], performance: s.weights.performance[i], tactics: s.weights.tactics[i] }));
  return { features: s.features, bias: s.bias, threshold: s.threshold, weights };
}

export function trainTriggerModel(data: LabelledQuestion[], features: FeatureOptions, training: TrainingOptions): TriggerModel {
  // The rule's features are learnt only where the rule was not tuned: where it was, it is right by
  // construction and would be trusted far beyond its 62–64 % on new sets.
  const rows = data.map((q) => {
    const f = [...featuresOf(q.question, q.sport, features).keys()];
    return { features: q.ruleTuned && training.ruleUntunedOnly ? f.filter((x) => !x.startsWith("rule:")) : f, expected: q.expected };
  });
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
  return { version: 1, trainedOn, features: m.features, training, bias, threshold: m.threshold, names: kept.map(([f]) => f), weights };
}

export function probabilities(m: TriggerModel, question: string, sport?: string) {
  const features = featuresOf(question, sport, m.features);
  const p = {} as Record<CoachId, number>;
  for (const c of COACH_ORDER) p[c] = probability({ bias: m.bias[c], weight: (f) => m.weights.get(f)?.[c] ?? 0 }, features.keys());
  return { p, features };
}

/**
 * The coaches whose probability reaches their threshold. `matched` says why: the words behind the
 * feature that raised that coach's score most (the hand rule's phrase when that was its output).
 */
export function classify(m: TriggerModel, question: string, sport?: string): Trigger {
  const { p, features } = probabilities(m, question, sport);
  const coaches = COACH_ORDER.filter((c) => p[c] >= m.threshold[c]);
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
