// Brier scores of predictions of finished games, for the scripts that judge
// an estimate (scripts/evaluate-yom-kippur.ts, scripts/evaluate-ceiling-yom-kippur.ts):
// the skill against always answering the base rate, and its 95 % interval
// from resampling whole games (positions of one game are not independent).
import { Random } from '../src/engine/rng.js';

/** One prediction: the game it comes from and how that game ended for the side predicted (1, ½, 0). */
export interface Outcome {
  seed: number;
  won: number;
}

export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

export const brier = <T extends Outcome>(xs: readonly T[], p: (s: T) => number): number =>
  mean(xs.map((s) => (p(s) - s.won) ** 2));

/** 1 − Brier ÷ the Brier of always answering the base rate of the same positions (0: no better than it). */
export function skill<T extends Outcome>(xs: readonly T[], p: (s: T) => number): number {
  const base = mean(xs.map((s) => s.won));
  const ref = brier(xs, () => base);
  return ref === 0 ? 0 : 1 - brier(xs, p) / ref;
}

/** A statistic of a sample of positions recomputed on 2,000 resamplings of its games: the 2.5 % and 97.5 % points. */
export function gameBootstrap<T extends Outcome>(xs: readonly T[], statistic: (xs: T[]) => number): [number, number] {
  const groups = new Map<number, T[]>();
  for (const s of xs) groups.set(s.seed, [...(groups.get(s.seed) ?? []), s]);
  const bySeed = [...groups.values()];
  const rng = new Random(12345);
  const draws: number[] = [];
  for (let b = 0; b < 2000; b++) {
    const pick: T[] = [];
    for (let i = 0; i < bySeed.length; i++) pick.push(...bySeed[rng.below(bySeed.length)]!);
    draws.push(statistic(pick));
  }
  draws.sort((a, b) => a - b);
  return [draws[Math.floor(0.025 * draws.length)]!, draws[Math.floor(0.975 * draws.length)]!];
}

/** The skill and its interval as a table cell: `0.123 (0.045 to 0.201)`. */
export function skillWithInterval<T extends Outcome>(xs: readonly T[], p: (s: T) => number): string {
  const [lo, hi] = gameBootstrap(xs, (pick) => skill(pick, p));
  return `${skill(xs, p).toFixed(3)} (${lo.toFixed(3)} to ${hi.toFixed(3)})`;
}
