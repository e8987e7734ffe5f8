// B-M.1b, B-M.4: samCover, which reads each hex's distance to the SAMs
// from rows kept per SAM hex, counts as a plain count over samsCovering
// (the board's distance asked each time) does, on every hex of positions
// of random games, from both sides' SAMs and from all.
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../../src/engine/rng.js';
import { samCover, samReduced, samsCovering, type SamOwners } from '../../../../src/games/yom-kippur/air/sam-cover.js';
import type { Context } from '../../../../src/games/yom-kippur/context.js';
import { Game } from '../../../../src/games/yom-kippur/game.js';
import type { State } from '../../../../src/games/yom-kippur/state.js';

function plainCount(ctx: Context, s: State, owners: SamOwners, hex: number): number {
  const sams = samsCovering(ctx, s, owners, hex);
  const reduced = sams.filter((u) => samReduced(ctx, s, u)).length;
  return sams.length - reduced + Math.ceil(reduced / 2);
}

describe('SAM cover', () => {
  it('counts intact SAMs and half the reduced ones in range of every hex as a plain count does', async () => {
    let compared = 0;
    for (const seed of [1, 2]) {
      const game = await Game.create({ seed });
      const rng = makeRng(seed);
      for (let n = 0; !game.isOver; n++) {
        if (n % 60 === 0) {
          const { ctx, state } = game.searchRoot();
          for (const owners of ['all', { of: 0 }, { against: 0 }] as SamOwners[]) {
            const cover = samCover(ctx as Context, state as State, owners);
            for (let h = 0; h < (ctx as Context).board.hexCount; h++) {
              expect(cover(h), `seed ${seed}, action ${n}, hex ${h}`).toBe(
                plainCount(ctx as Context, state as State, owners, h),
              );
              compared++;
            }
          }
        }
        const legal = game.legalActions();
        game.apply(legal[Math.floor(rng() * legal.length)]!);
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});
