// The six-sided die: forced rolls first (tests, tutorials), then a seeded
// generator (mulberry32) whose state lives in the game state, so clones and
// restored positions roll the same dice.
import type { State } from './state.js';

export function rollDie(s: State): number {
  // a forced roll still advances the generator, so a game replayed with its
  // recorded dice ends in the same state as the game that rolled them
  const forced = s.forced.shift();
  s.rng = (s.rng + 0x6d2b79f5) >>> 0;
  let t = s.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return forced ?? 1 + Math.floor(r * 6);
}
