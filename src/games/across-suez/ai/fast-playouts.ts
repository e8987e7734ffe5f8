// The fast policy's playouts (playout-policy.ts) for the win probability:
// the position loaded into a search state, played to the end with its own
// dice and policy noise per playout, in place; the search state, its
// generator and policy are made once per game definition and reused, so
// a batch of playouts allocates nothing once warm.
import type { Context } from '../context.js';
import { cloneState, type State } from '../state.js';
import { Random } from '../../../engine/rng.js';
import { SearchState } from '../../../engine/search-state.js';
import { acrossSuezRules } from '../rules.js';
import { playoutPolicy, type PlayoutPolicy } from './playout-policy.js';

/** A game has at most a few hundred actions; a playout stops there whatever happens. */
const MAX_ACTIONS = 5000;

interface Kit {
  search: SearchState<State, Context>;
  start: Uint8Array;
  rng: Random;
  policy: PlayoutPolicy;
}

const kits = new WeakMap<Context, Kit>();

function kitFor(ctx: Context, s: State): Kit {
  let kit = kits.get(ctx);
  if (!kit || kit.start.length !== s.bytes.length) {
    const state = cloneState(s);
    state.forced = []; // a test's forced rolls belong to the game, not to its playouts
    const rng = new Random();
    kit = {
      search: new SearchState(acrossSuezRules, ctx, state),
      start: s.bytes.slice(),
      rng,
      policy: playoutPolicy(ctx, rng),
    };
    kits.set(ctx, kit);
  }
  return kit;
}

/** Plays `count` fast playouts from a position (a game's search state, plan/search-copy.ts); yields after each; returns how many the Israeli side won. */
export function* fastPlayouts(
  { ctx, state }: { ctx: Context; state: State },
  count: number,
  seed: number,
): Generator<void, number> {
  const kit = kitFor(ctx, state);
  kit.start.set(state.bytes);
  const israeli = ctx.unitSide[ctx.bridgeUnit]!;
  let wins = 0;
  for (let i = 0; i < count; i++) {
    kit.search.state.bytes.set(kit.start);
    // each playout its own dice (the state's die, rng.ts) and its own policy noise
    kit.search.state.rng = (Math.imul(seed, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca6b)) >>> 0;
    kit.rng.state = Math.imul(seed + 1, 0xc2b2ae35) ^ i;
    kit.policy.reset();
    kit.search.playOut(kit.policy.choose, MAX_ACTIONS);
    if (kit.search.winner === israeli) wins++;
    yield;
  }
  return wins;
}
