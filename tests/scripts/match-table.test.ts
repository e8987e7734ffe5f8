// A game of the match and simulate scripts (scripts/match-table.ts playMatch),
// with the game's evaluation asked at the start of each Game-Turn
// (`npm run simulate -- --game yom-kippur --evaluate`).
import { describe, expect, it } from 'vitest';
import '../../src/games/yom-kippur/engine.js';
import { playMatch } from '../../scripts/match-table.js';

describe('playMatch', () => {
  let evaluated = '';
  it('asked to evaluate, keeps the game’s evaluation at the start of every Game-Turn it played', async () => {
    const r = await playMatch({
      game: 'yom-kippur',
      levels: { egyptian: 'random', israeli: 'random' },
      seed: 2,
      evaluate: true,
    });
    expect(r.winner).not.toBe('unfinished');
    evaluated = r.hash!;
    expect(r.estimates!.map((e) => e.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const { estimate } of r.estimates!) {
      const { israeli, samples } = estimate as { israeli: number; samples: number };
      expect(israeli).toBeGreaterThan(0);
      expect(israeli).toBeLessThan(1);
      expect(samples).toBe(16);
    }
  }, 60_000);

  it('not asked, keeps none', async () => {
    const r = await playMatch({ game: 'yom-kippur', levels: { egyptian: 'random', israeli: 'random' }, seed: 2 });
    expect(r.estimates).toBeUndefined();
  });

  it('keeps the hash of the actions: the same seed, after other games and with the evaluation asked or not, the same', async () => {
    const job = { game: 'yom-kippur', levels: { egyptian: 'random', israeli: 'random' } };
    const other = await playMatch({ ...job, seed: 3 });
    const again = await playMatch({ ...job, seed: 2 });
    expect(again.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(again.hash).toBe(evaluated);
    expect(other.hash).not.toBe(again.hash);
  });
});
