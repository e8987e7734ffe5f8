// The combats that may be declared, kept while the state is the one last
// listed or differs from it only in an aircraft placed (combat/declare.ts
// legalAttacks, told by the state's version, changes.ts), are the combats
// made anew: before every action of the combat and air phases of random
// games, on both table sets and in the advanced game, for the listing's
// mode and for the phase's end (obligation). The plans the listing builds
// and refuses on the two conditions construction leaves open (B-I.1a, B-I.2)
// are those it lists when every plan built is checked by refusal in full.
// The games choose a combat when one is offered, most often one with
// artillery (B-L).
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../../src/engine/action-buffer.js';
import { Random } from '../../../../src/engine/rng.js';
import { SearchState } from '../../../../src/engine/search-state.js';
import { createAdvanced } from '../../../../src/games/yom-kippur/advanced/game.js';
import { AIRCRAFT, ATTACK, kindOf, planOf } from '../../../../src/games/yom-kippur/action-codes.js';
import {
  attacksCheckedInFull,
  attacksMadeAnew,
  legalAttacks,
} from '../../../../src/games/yom-kippur/combat/declare.js';
import type { Context } from '../../../../src/games/yom-kippur/context.js';
import { Game } from '../../../../src/games/yom-kippur/game.js';
import { hasPending } from '../../../../src/games/yom-kippur/pending.js';
import { cloneState, type State } from '../../../../src/games/yom-kippur/state.js';
import { phaseKindNow } from '../../../../src/games/yom-kippur/turns.js';
import { codes, type YomKippurRules } from '../beside-fresh.js';

/** Plays game's random game to the end on the search state, combats chosen first; the combats kept compared with those made anew before each action. */
async function compareCombats(game: Game, seed: number): Promise<{ compared: number; afterAircraft: number }> {
  const root = game.searchRoot();
  const ctx = root.ctx as Context;
  const search = new SearchState(root.rules as YomKippurRules, ctx, cloneState(root.state as State));
  const legal = new ActionBuffer();
  const random = new Random(seed);
  let compared = 0;
  let afterAircraft = 0;
  let last = -1;
  while (search.actor >= 0) {
    search.legal(legal);
    const s = search.state;
    const kind = phaseKindNow(s);
    if ((kind === 'combat' || kind === 'air') && !hasPending(s)) {
      const mode = kind === 'combat' ? 'combat' : 'immediate';
      const where = `${s.phase} of GT ${s.turn}`;
      expect(legalAttacks(ctx, s, mode), where).toEqual(attacksMadeAnew(ctx, s, mode));
      if (kind === 'combat') expect(legalAttacks(ctx, s, 'combat'), where).toEqual(attacksMadeAnew(ctx, s, 'combat'));
      expect(attacksMadeAnew(ctx, s, mode), where).toEqual(attacksCheckedInFull(ctx, s, mode));
      compared++;
      if (last >= 0 && kindOf(last) === AIRCRAFT) afterAircraft++;
    }
    const all = codes(legal);
    const attacks = all.filter((c) => kindOf(c) === ATTACK);
    const fired = attacks.filter((c) => planOf(ctx, c).artillery.length > 0);
    const pick = random.below(10);
    const from = pick < 6 && fired.length ? fired : pick < 9 && attacks.length ? attacks : all;
    last = from[random.below(from.length)]!;
    search.apply(last);
  }
  return { compared, afterAircraft };
}

describe('the combats kept between listings (B-I.1, B-L, B-O.1)', () => {
  it('are those made anew before every action of the combat and air phases (rulebook tables)', async () => {
    for (const seed of [41, 42, 43, 46, 47, 48]) {
      const { compared, afterAircraft } = await compareCombats(await Game.create({ seed }), seed);
      expect(compared).toBeGreaterThan(100);
      expect(afterAircraft).toBeGreaterThan(20);
    }
  }, 300_000);
  it('are those made anew on the revised sheet and in the advanced game', async () => {
    for (const game of [await Game.create({ seed: 44, tables: 'revised' }), await createAdvanced({ seed: 45 })])
      expect((await compareCombats(game, 44)).compared).toBeGreaterThan(100);
  }, 300_000);
});
