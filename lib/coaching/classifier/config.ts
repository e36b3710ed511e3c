import { DEFAULT_FEATURES, type FeatureOptions } from "./features";
import type { TrainingOptions } from "./model";

// COACH-02: the settings the committed weights are trained with, chosen by the leave-one-set-out
// cross-validation (eval/coaching/cv.ts; figures in eval/coaching/README.md).
export const FEATURES: FeatureOptions = DEFAULT_FEATURES;
export const TRAINING: TrainingOptions = { l2: 0.001, iterations: 600, rate: 1, nb: 0.5, ruleUntunedOnly: true, decoder: { folds: 5, l2: 1, alpha: 1 } };
