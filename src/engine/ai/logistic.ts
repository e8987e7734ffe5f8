// Logistic regression for turning a game's evaluation into a chance of
// winning (Platt scaling and its relatives): P(win) = σ(w · x), x's first
// feature being 1 for the intercept. Fitted by Newton's method on the
// log-loss, which converges in a few steps for the handful of features a
// calibration has and needs no learning rate. Outcomes may be fractions
// (a draw as half a win).

export interface LogisticSample {
  features: readonly number[];
  /** The outcome, from 0 (lost) to 1 (won). */
  y: number;
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The log-odds of a probability: the inverse of sigmoid. */
export const logit = (p: number): number => Math.log(p / (1 - p));

/** A share of wins over n playouts, pulled off 0 and 1 by half a playout (a share of 0 in 12 is not certainty): what logit can read. */
export const smoothedShare = (share: number, n: number): number => (share * n + 0.5) / (n + 1);

/** σ(w · x). */
export function logisticChance(weights: readonly number[], features: readonly number[]): number {
  let z = 0;
  for (let i = 0; i < weights.length; i++) z += weights[i]! * (features[i] ?? 0);
  return sigmoid(z);
}

/**
 * The weights minimising the log-loss of the samples. `ridge` is a small
 * penalty on every weight but the intercept: it keeps a feature the samples
 * hardly vary from running off to infinity (perfectly separated data).
 */
export function fitLogistic(samples: readonly LogisticSample[], ridge = 1e-3, steps = 50): number[] {
  const n = samples[0]?.features.length ?? 0;
  if (!n || samples.some((s) => s.features.length !== n)) throw new RangeError('samples need features of one length');
  const w = new Array<number>(n).fill(0);
  for (let step = 0; step < steps; step++) {
    // gradient g and Hessian H of the mean log-loss plus the ridge penalty
    const g = w.map((wi, i) => (i ? ridge * wi : 0));
    const h = w.map((_, i) => w.map((__, j) => (i === j && i ? ridge : 0)));
    for (const { features: x, y } of samples) {
      const p = logisticChance(w, x);
      for (let i = 0; i < n; i++) {
        g[i]! += ((p - y) * x[i]!) / samples.length;
        for (let j = 0; j < n; j++) h[i]![j]! += (p * (1 - p) * x[i]! * x[j]!) / samples.length;
      }
    }
    const delta = solve(h, g);
    let largest = 0;
    for (let i = 0; i < n; i++) {
      w[i]! -= delta[i]!;
      largest = Math.max(largest, Math.abs(delta[i]!));
    }
    if (largest < 1e-10) break;
  }
  return w;
}

/** a x = b by Gaussian elimination with partial pivoting (a is small and symmetric positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * x[k]!;
    x[r] = s / m[r]![r]!;
  }
  return x;
}
