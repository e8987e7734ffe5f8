// The engine's one random number generator (mulberry32): a 32-bit state that
// lives in a game's state (so clones and restored positions roll the same
// dice) or in a computer player (its own choices, apart from the game's dice).

/** The state after `state`. */
function advanceRandom(state: number): number {
  return (state + 0x6d2b79f5) >>> 0;
}

/** The 32 random bits a state (just advanced) draws, as a signed integer (unboxed wherever it goes). */
function mixRandom(next: number): number {
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return t ^ (t >>> 14);
}

/** The number in [0, 1) a state (just advanced) draws. */
function drawRandom(next: number): number {
  return (mixRandom(next) >>> 0) / 4294967296;
}

/** Advances a state; returns the new state and a number in [0, 1). */
export function nextRandom(state: number): { state: number; value: number } {
  const next = advanceRandom(state);
  return { state: next, value: drawRandom(next) };
}

/**
 * A generator of numbers in [0, 1) reseeded in place (search loops make
 * none per game). Its state is kept as a signed 32-bit integer, the same
 * bits as advanceRandom's, so that V8 stores it unboxed.
 */
export class Random {
  #state: number;
  constructor(seed = 0) {
    this.#state = seed | 0;
  }
  get state(): number {
    return this.#state >>> 0;
  }
  set state(seed: number) {
    this.#state = seed | 0;
  }
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    return drawRandom(this.#state);
  }
  /** Moves on as if `n` numbers had been drawn (the state advances by a constant a draw). */
  skip(n: number): void {
    this.#state = (this.#state + Math.imul(n, 0x6d2b79f5)) | 0;
  }
  /** A whole number in 0…n-1: what Math.floor(next() * n) gives, with no number in between to box. */
  below(n: number): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    return Math.floor(((mixRandom(this.#state) >>> 0) / 4294967296) * n);
  }
  /** True with probability p: what next() < p gives. */
  chance(p: number): boolean {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    return (mixRandom(this.#state) >>> 0) / 4294967296 < p;
  }
}

/** A seeded generator of numbers in [0, 1) holding its own state. */
export function makeRng(seed: number): () => number {
  const r = new Random(seed);
  return () => r.next();
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
  const forced = dice.forced.length > 0 ? dice.forced.shift() : undefined;
  dice.rng = advanceRandom(dice.rng);
  return forced ?? 1 + Math.floor(drawRandom(dice.rng) * faces);
}

/**
 * Forces the next roll to `face`, before any roll already forced: a search's
 * chance node tries each face of the die an action rolls this way, the
 * game's own rules rolling it.
 */
export function forceDie(dice: DiceState, face: number): void {
  dice.forced.unshift(face);
}

/** Checks rolls to force: whole numbers from 1 to `faces`. */
export function checkedDice(dice: unknown, faces = 6): number[] {
  if (!Array.isArray(dice) || dice.some((d) => !Number.isInteger(d) || d < 1 || d > faces)) {
    throw new RangeError(`dice must be whole numbers from 1 to ${faces}`);
  }
  return dice.slice();
}
