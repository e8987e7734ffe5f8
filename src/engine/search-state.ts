// The engine's search state for any game with a flat state (flat-state.ts):
// legal actions as integer codes into a reusable buffer, apply in place,
// undo by copy (snapshot-stack.ts), and playouts that allocate nothing
// once warm. It runs the game's rules over codes (contract.ts), the same
// rule functions its facade runs, with no events to report.
import { ActionBuffer } from './action-buffer.js';
import type { BaseAction, BaseEvent, BaseState, GameRules } from './contract.js';
import { SnapshotStack } from './snapshot-stack.js';

/**
 * A state the engine can copy: its whole content is `bytes` (dice forced by
 * a test or a record aside). A game may name the content by a `version`
 * its caches trust (0: unknown): what copies the bytes copies it too.
 */
export interface FlatState {
  readonly bytes: Uint8Array;
  version?: number;
}

/** What of a game's rules a search plays by: codes listed and applied, who decides, who won. */
export type CodeRules<S extends BaseState, C> = Pick<
  GameRules<S, BaseAction, BaseEvent, C>,
  'legalCodes' | 'applyCode' | 'actor' | 'winner'
>;

/** What of a game's rules the engine's search (ai/search/) reads: the rules over codes, the phase, the state's copies. */
export type SearchRules<S extends BaseState, C, E extends BaseEvent = BaseEvent> = Pick<
  GameRules<S, BaseAction, E, C>,
  | 'descriptor'
  | 'legalCodes'
  | 'applyCode'
  | 'actor'
  | 'phasing'
  | 'phase'
  | 'winner'
  | 'cloneState'
  | 'copyState'
  | 'position'
>;

/** A policy for playouts: the code of an action for the side to act (legal: the caller's buffer to use). */
export type CodePolicy<S, C> = (ctx: C, s: S, legal: ActionBuffer) => number;

export class SearchState<S extends BaseState & FlatState, C> {
  readonly #undo: SnapshotStack;
  /** The version of each state kept for undo (FlatState). */
  readonly #versions: (number | undefined)[] = [];
  readonly #legal = new ActionBuffer();

  constructor(
    readonly rules: CodeRules<S, C>,
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
    this.#versions.push(this.state.version);
    try {
      this.rules.applyCode(this.ctx, this.state, code, null);
    } catch (e) {
      this.undo();
      throw e;
    }
  }

  /** Back to before the last action applied. */
  undo(): void {
    this.#undo.pop(this.state.bytes);
    const version = this.#versions.pop();
    if (version !== undefined) this.state.version = version;
  }

  /** Makes `from`'s position this one's (same layout), forgetting what undo could take back. */
  load(from: FlatState): void {
    this.state.bytes.set(from.bytes);
    if (from.version !== undefined) this.state.version = from.version;
    this.#undo.clear();
    this.#versions.length = 0;
  }

  /**
   * Plays the game on from here with `policy` until it is over or
   * `maxActions` have been played, with no undo kept; returns the actions played.
   */
  playOut(policy: CodePolicy<S, C>, maxActions: number): number {
    const { rules, ctx, state } = this;
    let n = 0;
    while (n < maxActions && rules.actor(ctx, state) >= 0) {
      rules.applyCode(ctx, state, policy(ctx, state, this.#legal), null);
      n++;
    }
    return n;
  }
}
