import { describe, expect, it } from 'vitest';
import { Game } from '../src/game.js';
import { makeRng, playRandomGame } from '../src/ai/random-player.js';
import type { Action } from '../src/across-suez/record.js';

// Invariants checked after every action of random legal games on the real map.
function checkInvariants(game: Game, last: Action): void {
  const onMap = game.units().filter((u) => u.location === 'map');
  const hexes = onMap.map((u) => u.hex);
  if (!game.pending) expect(new Set(hexes).size, `stacked after ${JSON.stringify(last)}`).toBe(hexes.length); // 4.4
  for (const u of onMap) expect(['swamp', 'lake', null]).not.toContain(game.terrainAt(u.hex!)); // 4.2
  const p = game.position();
  if (p.phase === 'movement') {
    for (const [id, spent] of Object.entries(p.spent ?? {})) {
      const u = game.unit(id);
      const allowance = (u.movement - (game.isNight ? 2 : 0)) * 2;
      expect(spent, `${id} over its Movement Allowance`).toBeLessThanOrEqual(allowance); // 4.1
    }
  }
}

describe('random legal games on the real map', () => {
  it('every legal action is accepted and no invariant breaks, to the end of the game', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const game = await Game.create({ seed });
      const rng = makeRng(seed);
      const n = playRandomGame(game, rng, (a) => checkInvariants(game, a));
      expect(game.phase).toBe('over');
      expect(game.winner).not.toBeNull();
      expect(n).toBeGreaterThan(20);
    }
  });

  it('every random game replays from its record to the same position, bit for bit', async () => {
    for (let seed = 11; seed <= 14; seed++) {
      const game = await Game.create({ seed });
      playRandomGame(game, makeRng(seed));
      const replay = await Game.fromRecord(game.toRecord());
      expect(replay.position()).toEqual(game.position());
    }
  });
});
