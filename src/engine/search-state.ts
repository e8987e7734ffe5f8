// The engine's search state for any game with a flat state (flat-state.ts):
// legal actions as integer codes into a reusable buffer, apply in place,
// undo by copy (snapshot-stack.ts), and playouts that allocate nothing
// once warm. The game gives its rules over codes (FlatRules): the same
// rule functions its facade runs, with no events to report.
import { ActionBuffer } from './action-buffer.js';
import { SnapshotStack } from './snapshot-stack.js';

/** A state the engine can copy: its whole content is `bytes` (dice forced by a test or a record aside). */
export interface FlatState {
  readonly bytes: Uint8Array;
}

/** What a game gives the search: its rules over action codes. */
export interface FlatRules<S extends FlatState, C> {
  /** Writes the code of every legal action into `out` (cleared first). */
  legalCodes(ctx: C, s: S, out: ActionBuffer): void;
  /** Applies a legal action's code in place; throws, changing nothing, when it is illegal. */
  applyCode(ctx: C, s: S, code: number): void;
  /** The side that must decide now, -1 when the game is over. */
  actor(ctx: C, s: S): number;
  /** The winning side, or -1. */
  winner(ctx: C, s: S): number;
}

/** A policy for playouts: the code of an action for the side to act (legal: the caller's buffer to use). */
export type CodePolicy<S extends FlatState, C> = (ctx: C, s: S, legal: ActionBuffer) => number;

export class SearchState<S extends FlatState, C> {
  readonly #undo: SnapshotStack;
  readonly #legal = new ActionBuffer();

  constructor(
    readonly rules: FlatRules<S, C>,
    readonly ctx: C,
    readonly state: S,
  ) {
    this.#undo = new SnapshotStack(state.bytes.length);
  }

  get actor(): number {
    return this.rules.actor(this.ctx, this.state);
  }

  get winner(): number {
    return this.rules.winner(this.ctx, this.state);
  }

  /** Actions applied that undo can take back. */
  get depth(): number {
    return this.#undo.depth;
  }

  /** Every legal action's code, in `out`. */
  legal(out: ActionBuffer): void {
    this.rules.legalCodes(this.ctx, this.state, out);
  }

  /** Plays an action in place, keeping the state before it for undo. */
  apply(code: number): void {
    this.#undo.push(this.state.bytes);
    try {
      this.rules.applyCode(this.ctx, this.state, code);
    } catch (e) {
      this.#undo.pop(this.state.bytes);
      throw e;
    }
  }

  /** Back to before the last action applied. */
  undo(): void {
    this.#undo.pop(this.state.bytes);
  }

  /** Makes `from`'s position this one's (same layout), forgetting what undo could take back. */
  load(from: FlatState): void {
    this.state.bytes.set(from.bytes);
    this.#undo.clear();
  }

  /**
   * Plays the game on from here with `policy` until it is over or
   * `maxActions` have been played, with no undo kept; returns the actions played.
   */
  playOut(policy: CodePolicy<S, C>, maxActions: number): number {
    const { rules, ctx, state } = this;
    let n = 0;
    while (n < maxActions && rules.actor(ctx, state) >= 0) {
      rules.applyCode(ctx, state, policy(ctx, state, this.#legal));
      n++;
    }
    return n;
  }
}
