// The search state and the facade are one game: random games played through
// both — action codes applied in place with no events (search-state.ts) and
// the public API's actions through Game.apply() with its events, log and
// undo — give the same state after every action, the same legal actions,
// and the same end.
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { Random } from '../../../src/engine/rng.js';
import { actionOf } from '../../../src/games/yom-kippur/action-codes.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { positionFromState } from '../../../src/games/yom-kippur/position.js';
import { searchStateOf } from '../../../src/games/yom-kippur/search-state.js';
import type { State } from '../../../src/games/yom-kippur/state.js';

async function playBoth(seed: number, options: { tables?: 'revised'; setup?: boolean } = {}): Promise<number> {
  const game = await Game.create({ seed, ...options });
  const root = game.searchRoot();
  const ctx = root.ctx as Context;
  const search = searchStateOf(ctx, root.state as State);
  const state = search.state;
  const legal = new ActionBuffer();
  const random = new Random(seed);
  let n = 0;
  for (; search.actor >= 0; n++) {
    search.legal(legal);
    const listed = Array.from(legal.codes.subarray(0, legal.length), (c) => actionOf(ctx, c));
    if (n % 7 === 0) expect(listed, `legal actions at action ${n}`).toEqual(game.legalActions());
    const i = random.below(legal.length);
    search.apply(legal.at(i));
    game.apply(listed[i]!);
    const facade = game.searchRoot().state as State;
    if (facade.bytes.some((b, k) => b !== state.bytes[k]))
      expect(positionFromState(ctx, state), `after ${JSON.stringify(listed[i])}`).toEqual(
        positionFromState(ctx, facade),
      );
    expect(search.actor).toBe(game.actingSide === null ? -1 : ctx.sides.indexOf(game.actingSide));
  }
  expect(game.isOver).toBe(true);
  expect(search.winner).toBe(game.winningSide === null ? -1 : ctx.sides.indexOf(game.winningSide));
  expect(positionFromState(ctx, state)).toEqual(game.position());
  return n;
}

describe('the search state plays the games the facade plays', () => {
  it('on the rulebook tables, byte for byte after every action', async () => {
    for (const seed of [1, 2, 3]) expect(await playBoth(seed)).toBeGreaterThan(300);
  }, 300_000);
  it('on the revised sheet (T003: SAM fire, EX losses, shock)', async () => {
    for (const seed of [4, 5]) expect(await playBoth(seed, { tables: 'revised' })).toBeGreaterThan(300);
  }, 300_000);
  it('from a set-up phase (B-D)', async () => {
    expect(await playBoth(6, { setup: true })).toBeGreaterThan(300);
  }, 300_000);
});
