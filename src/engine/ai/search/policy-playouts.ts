// Playouts by a game's fast policy: the position copied into one state made
// once, played to the end with its own dice and its own policy noise per
// playout, in place, with no event and no undo; the state, the policy's
// generator and the policy are made once and reused, so a batch of playouts
// allocates nothing once warm (the game's rules and policy allowing).
import type { BaseState } from '../../contract.js';
import { ActionBuffer } from '../../action-buffer.js';
import { Random } from '../../rng.js';
import type { CodePolicy, SearchRules } from '../../search-state.js';

/** A playout policy: the code to play for the side to act, and a reset before each playout (its generator reseeded by the caller). */
export interface PlayoutPolicy<S, C> {
  readonly choose: CodePolicy<S, C>;
  reset(): void;
}

export class PolicyPlayouts<S extends BaseState, C> {
  /** The policy's own generator, reseeded for each playout. */
  readonly rng = new Random();
  readonly policy: PlayoutPolicy<S, C>;
  readonly #start: S;
  readonly #state: S;
  readonly #legal = new ActionBuffer();

  constructor(
    readonly rules: SearchRules<S, C>,
    readonly ctx: C,
    /** A state of the layout the playouts start from (copied: it is left alone). */
    like: S,
    makePolicy: (ctx: C, rng: Random) => PlayoutPolicy<S, C>,
    /** Actions after which a playout stops, over or not. */
    readonly maxActions = rules.descriptor.maxActions,
  ) {
    this.#start = rules.cloneState(like);
    this.#state = rules.cloneState(like);
    this.policy = makePolicy(ctx, this.rng);
  }

  /**
   * Plays `count` playouts from `from` (a test's forced dice left out: they
   * belong to the game), yielding after each; returns how many `side` won.
   * Playout i rolls its own dice and policy noise, drawn from `seed` and i.
   */
  *play(from: S, count: number, seed: number, side: number): Generator<void, number> {
    const { rules, ctx } = this;
    const start = this.#start;
    const s = this.#state;
    rules.copyState(from, start);
    start.forced.length = 0;
    let wins = 0;
    for (let i = 0; i < count; i++) {
      rules.copyState(start, s);
      s.rng = (Math.imul(seed, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca6b)) >>> 0;
      this.rng.state = Math.imul(seed + 1, 0xc2b2ae35) ^ i;
      this.policy.reset();
      for (let n = 0; n < this.maxActions && rules.actor(ctx, s) >= 0; n++)
        rules.applyCode(ctx, s, this.policy.choose(ctx, s, this.#legal), null);
      if (rules.winner(ctx, s) === side) wins++;
      yield;
    }
    return wins;
  }
}
