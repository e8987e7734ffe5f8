// A Match's undo: back to before any action since the last die roll or
// change of side. It keeps one copy of the state, made before the first
// action of that stretch, and plays the stretch's actions again on it when
// asked to go back: the rules are deterministic and the state carries the
// dice (an action that rolled ends the stretch), so they do what they did.
// An action then costs no copy of the state but the stretch's first (one
// action in several of a random game: most move no die), and an undo costs
// the stretch's actions once, when a player asks for it.
import type { BaseAction, BaseEvent, BaseState } from './contract.js';
import type { HistoryCheckpoint } from './history-checkpoint.js';
import type { RecordEntry } from './record.js';
import type { SpareStates } from './spare-states.js';

export class MatchUndo<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> {
  /** A copy of the state before the stretch's first action; none: no stretch. */
  readonly #from: HistoryCheckpoint<S, A, E, C>;

  constructor(from: HistoryCheckpoint<S, A, E, C>) {
    this.#from = from;
  }

  /** Whether a history of `steps` actions has one to take back. */
  canUndo(steps: number): boolean {
    return this.#from.copy !== null && steps > this.#from.step;
  }

  /** Action `step` is about to be applied to `state` in place: the stretch's first keeps a copy of the state before it. */
  open(state: S, step: number): void {
    this.#from.keep(state, step);
  }

  /** Dice forced now are forced in the copy too: the actions played again on it roll none, so they stay forced. */
  force(dice: number[]): void {
    const copy = this.#from.copy;
    if (copy !== null) copy.forced = copy.forced.concat(dice);
  }

  /**
   * Makes `state` what it was before action `to` of `history` (at or after
   * the stretch's first, and not after its end): the copy, with the
   * stretch's actions before `to` played again. Back at the stretch's
   * first, the stretch is over.
   */
  rewind(state: S, history: readonly RecordEntry<A>[], to: number): void {
    const from = this.#from;
    from.rules.copyState(from.copy!, state);
    for (let i = from.step; i < to; i++) from.replay(state, history, i, null);
    if (to === from.step) this.close();
  }

  /** The stretch is over (a die was rolled, the side changed): nothing to take back. */
  close(): void {
    this.#from.drop();
  }

  /** The same undo for a copy of the game, on states of its own. */
  copyFor(spare: SpareStates<S>): MatchUndo<S, A, E, C> {
    return new MatchUndo(this.#from.copyFor(spare));
  }
}
