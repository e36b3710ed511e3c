// COACH-02: L2-regularised logistic regression, one model per coach. Full-batch gradient descent from
// zero weights in a fixed order: the same data always gives the same weights.

/** The features present, with `values` parallel to them (1 when absent). */
export type Example = { features: string[]; values?: number[]; label: boolean };
export type LogisticModel = { bias: number; weights: Map<string, number> };
export type LogisticOptions = {
  l2: number;
  iterations: number;
  rate: number;
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function trainLogistic(examples: Example[], opts: LogisticOptions): LogisticModel {
  const index = new Map<string, number>();
  for (const e of examples) for (const f of e.features) if (!index.has(f)) index.set(f, index.size);
  const rows = examples.map((e) => Int32Array.from(e.features.map((f) => index.get(f) as number)));
  const vals = examples.map((e) => Float64Array.from(e.values ?? e.features.map(() => 1)));
  const w = new Float64Array(index.size);
  const grad = new Float64Array(index.size);
  let bias = 0;
  const n = examples.length;
  for (let it = 0; it < opts.iterations; it++) {
    grad.fill(0);
    let gBias = 0;
    for (let i = 0; i < n; i++) {
      const r = rows[i], v = vals[i];
      let z = bias;
      for (let k = 0; k < r.length; k++) z += w[r[k]] * v[k];
      const err = sigmoid(z) - (examples[i].label ? 1 : 0);
      gBias += err;
      for (let k = 0; k < r.length; k++) grad[r[k]] += err * v[k];
    }
    for (let j = 0; j < w.length; j++) w[j] -= opts.rate * (grad[j] / n + opts.l2 * w[j]);
    bias -= (opts.rate * gBias) / n;
  }
  const weights = new Map<string, number>();
  for (const [f, j] of index) weights.set(f, w[j]);
  return { bias, weights };
}

/** Probability that the features belong to the positive class. */
export function probability(model: { bias: number; weight: (f: string) => number }, features: Iterable<string>): number {
  let z = model.bias;
  for (const f of features) z += model.weight(f);
  return sigmoid(z);
}
