// The six-sided die: forced rolls first (tests, tutorials), then a seeded
// generator (mulberry32) whose state lives in the game state, so clones and
// restored positions roll the same dice.
import type { State } from './state.js';

export function rollDie(s: State): number {
  const forced = s.forced.shift();
  if (forced !== undefined) return forced;
  s.rng = (s.rng + 0x6d2b79f5) >>> 0;
  let t = s.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return 1 + Math.floor(r * 6);
}
