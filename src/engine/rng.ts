// The engine's one random number generator (mulberry32): a 32-bit state that
// lives in a game's state (so clones and restored positions roll the same
// dice) or in a computer player (its own choices, apart from the game's dice).

/** Advances a state; returns the new state and a number in [0, 1). */
export function nextRandom(state: number): { state: number; value: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, value: ((t ^ (t >>> 14)) >>> 0) / 4294967296 };
}

/** A seeded generator of numbers in [0, 1) holding its own state. */
export function makeRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    const r = nextRandom(state);
    state = r.state;
    return r.value;
  };
}

/** The state a game's dice keep: the generator, and rolls forced by a test, a tutorial or a record. */
export interface DiceState {
  rng: number;
  forced: number[];
}

/**
 * Rolls one die of `faces` faces (1…faces). A forced roll still advances the
 * generator, so a game replayed with its recorded dice ends in the same
 * state as the game that rolled them.
 */
export function rollDie(dice: DiceState, faces = 6): number {
  const forced = dice.forced.shift();
  const r = nextRandom(dice.rng);
  dice.rng = r.state;
  return forced ?? 1 + Math.floor(r.value * faces);
}

/** Checks rolls to force: whole numbers from 1 to `faces`. */
export function checkedDice(dice: unknown, faces = 6): number[] {
  if (!Array.isArray(dice) || dice.some((d) => !Number.isInteger(d) || d < 1 || d > faces)) {
    throw new RangeError(`dice must be whole numbers from 1 to ${faces}`);
  }
  return dice.slice();
}
