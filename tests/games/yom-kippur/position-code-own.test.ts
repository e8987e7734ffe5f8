// The compact string of a position the rules wrote from their own state
// (`encodeOwn`, which the fast fuzz uses, scripts/fuzz-codes.ts) is the
// string `encode` writes after checking the same position as one given from
// outside: the check is skipped, never the meaning.
import { describe, expect, it } from 'vitest';
import { Game, type GameOptions } from '../../../src/games/yom-kippur/engine.js';
import { makeRng } from '../../../src/engine/rng.js';

describe('the compact string of a position the rules wrote', () => {
  for (const [seed, options] of [
    [8, {}],
    [6, { tables: 'revised' }],
  ] as [number, GameOptions][]) {
    it(`is the string encode writes, at every position of a random game${options.tables ? ' (revised tables)' : ''}`, async () => {
      const game = await Game.create({ seed, ...options });
      const { rules, ctx } = game.searchRoot();
      const codec = (await rules.loadPositionCodec!())!;
      const rng = makeRng(seed);
      let compared = 0;
      for (let i = 0; i < 700 && !game.isOver; i++) {
        const position = game.position();
        expect(codec.encodeOwn!(ctx, position), `action ${i}`).toBe(codec.encode(ctx, position));
        compared++;
        const legal = game.legalActions();
        game.apply(legal[Math.floor(rng() * legal.length)]!);
      }
      expect(compared).toBeGreaterThan(300);
    }, 120_000);
  }
});
