// States a game alone held and no longer needs (undo dropped them): the next
// action's copy is made into one of them (GameRules.copyState) instead of a
// new state. Match keeps one per game.
import type { BaseState } from './contract.js';

/** Spare states kept at most (about the undo of a long Movement Phase). */
const MOST = 64;

/** What of a game's rules copies its states (contract.ts, GameRules). */
interface StateCopies<S> {
  cloneState(s: S): S;
  copyState(from: S, into: S): void;
}

export class SpareStates<S extends BaseState> {
  readonly #spare: S[] = [];
  readonly #rules: StateCopies<S>;

  constructor(rules: StateCopies<S>) {
    this.#rules = rules;
  }

  /** A copy of `s`: into a spare state when there is one, else a new one. */
  copyOf(s: S): S {
    const spare = this.#spare.pop();
    if (spare === undefined) return this.#rules.cloneState(s);
    this.#rules.copyState(s, spare);
    return spare;
  }

  /** `s` is no longer held by its game (nor by anything else: states never leave a Match). */
  release(s: S): void {
    if (this.#spare.length < MOST) this.#spare.push(s);
  }
}
