// The fast policy's playouts (playout-policy.ts) for the win probability:
// the engine's policy playouts (src/engine/ai/search/policy-playouts.ts),
// made once per game definition and reused, counting the Israeli side's wins.
import type { Context } from '../context.js';
import type { State } from '../state.js';
import { PolicyPlayouts } from '../../../engine/ai/search/policy-playouts.js';
import { acrossSuezRules } from '../rules.js';
import { playoutPolicy } from './playout-policy.js';

/** A game has at most a few hundred actions; a playout stops there whatever happens. */
const MAX_ACTIONS = 5000;

const kits = new WeakMap<Context, PolicyPlayouts<State, Context>>();

/** Plays `count` fast playouts from a position (a game's search state, plan/search-copy.ts); yields after each; returns how many the Israeli side won. */
export function fastPlayouts(
  { ctx, state }: { ctx: Context; state: State },
  count: number,
  seed: number,
): Generator<void, number> {
  let kit = kits.get(ctx);
  if (!kit) kits.set(ctx, (kit = new PolicyPlayouts(acrossSuezRules, ctx, state, playoutPolicy, MAX_ACTIONS)));
  return kit.play(state, count, seed, ctx.unitSide[ctx.bridgeUnit]!);
}
