// A copy of a Match's state before one action of its history, from which the
// actions since can be played again: the rules are deterministic and the state
// carries the dice, so they do what they did. The undo keeps one to go back
// (match-undo.ts), the log one to write its lines when they are read (match-log.ts).
import type { BaseAction, BaseEvent, BaseState, GameRules } from './contract.js';
import type { RecordEntry } from './record.js';
import type { SpareStates } from './spare-states.js';

export class HistoryCheckpoint<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> {
  #copy: S | null = null;
  #step = 0;

  constructor(
    readonly rules: GameRules<S, A, E, C>,
    readonly ctx: C,
    readonly spare: SpareStates<S>,
  ) {}

  /** The copy kept, null when none is. */
  get copy(): S | null {
    return this.#copy;
  }

  /** The action of the history the copy was made before. */
  get step(): number {
    return this.#step;
  }

  /** Keeps a copy of `state`, before action `step` of the history, unless one is kept already. */
  keep(state: S, step: number): void {
    if (this.#copy !== null) return;
    this.#copy = this.spare.copyOf(state);
    this.#step = step;
  }

  /** Plays action `i` of `history` again on `state` (the state it was applied to), `emit` hearing its events. */
  replay(state: S, history: readonly RecordEntry<A>[], i: number, emit: ((e: E) => void) | null): void {
    const { rules, ctx } = this;
    rules.applyCode(ctx, state, rules.codec.codeOf(ctx, state, history[i]!.action), emit);
  }

  /** The copy is no longer needed: its state goes back to the spares. */
  drop(): void {
    if (this.#copy === null) return;
    this.spare.release(this.#copy);
    this.#copy = null;
  }

  /** The same checkpoint for a copy of the game, on states of its own. */
  copyFor(spare: SpareStates<S>): HistoryCheckpoint<S, A, E, C> {
    const other = new HistoryCheckpoint(this.rules, this.ctx, spare);
    if (this.#copy !== null) [other.#copy, other.#step] = [this.rules.cloneState(this.#copy), this.#step];
    return other;
  }
}
