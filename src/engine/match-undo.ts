// A Match's undo: back to before any action since the last die roll or
// change of side. It keeps one copy of the state, made before the first
// action of that stretch, and plays the stretch's actions again on it when
// asked to go back: the rules are deterministic and the state carries the
// dice (an action that rolled ends the stretch), so they do what they did.
// An action then costs no copy of the state but the stretch's first (one
// action in several of a random game: most move no die), and an undo costs
// the stretch's actions once, when a player asks for it.
import type { BaseAction, BaseEvent, BaseState, GameRules } from './contract.js';
import type { RecordEntry } from './record.js';
import type { SpareStates } from './spare-states.js';

export class MatchUndo<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> {
  /** A copy of the state before action `#step` of the history, the stretch's first; null: no stretch. */
  #from: S | null = null;
  #step = 0;

  constructor(
    readonly rules: GameRules<S, A, E, C>,
    readonly ctx: C,
    readonly spare: SpareStates<S>,
  ) {}

  /** Whether a history of `steps` actions has one to take back. */
  canUndo(steps: number): boolean {
    return this.#from !== null && steps > this.#step;
  }

  /** Action `step` is about to be applied to `state` in place: the stretch's first keeps a copy of the state before it. */
  open(state: S, step: number): void {
    if (this.#from !== null) return;
    this.#from = this.spare.copyOf(state);
    this.#step = step;
  }

  /** Dice forced now are forced in the copy too: the actions played again on it roll none, so they stay forced. */
  force(dice: number[]): void {
    if (this.#from !== null) this.#from.forced = this.#from.forced.concat(dice);
  }

  /**
   * Makes `state` what it was before action `to` of `history` (at or after
   * the stretch's first, and not after its end): the copy, with the
   * stretch's actions before `to` played again. Back at the stretch's
   * first, the stretch is over.
   */
  rewind(state: S, history: readonly RecordEntry<A>[], to: number): void {
    const from = this.#from!;
    const { rules, ctx } = this;
    rules.copyState(from, state);
    for (let i = this.#step; i < to; i++)
      rules.applyCode(ctx, state, rules.codec.codeOf(ctx, state, history[i]!.action), null);
    if (to === this.#step) this.close();
  }

  /** The stretch is over (a die was rolled, the side changed): nothing to take back. */
  close(): void {
    if (this.#from === null) return;
    this.spare.release(this.#from);
    this.#from = null;
  }

  /** The same undo for a copy of the game, on states of its own. */
  copyFor(spare: SpareStates<S>): MatchUndo<S, A, E, C> {
    const copy = new MatchUndo(this.rules, this.ctx, spare);
    if (this.#from !== null) [copy.#from, copy.#step] = [this.rules.cloneState(this.#from), this.#step];
    return copy;
  }
}
