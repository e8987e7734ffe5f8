// Records made by the engine before it became a multi-game kernel (commit
// 930e40e): each must replay to the same final position, and the computer
// players must still play the same games move for move from the same seeds.
// random-102 and random-104 were made again (same random player, same seed)
// when issue 15 fixed 6.3: each had an attacker of the bridge retreat next to
// it after Ar (23-4 to 1709, 16-4 to 1209); they agree line for line up to it.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/across-suez/game.js';
import { createPlayer, playGame } from '../../../src/games/across-suez/ai/players.js';

const dir = new URL('./golden/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as Record<
  string,
  { position: string; actions: number; winner: string; reason: string }
>;
const positionHash = (g: Game) => createHash('sha256').update(JSON.stringify(g.position())).digest('hex').slice(0, 16);
const record = (name: string) => readFileSync(new URL(`${name}.record`, dir), 'utf8');

describe('golden records', () => {
  for (const [name, want] of Object.entries(expected)) {
    it(`${name} replays to the same final position, winner and reason`, async () => {
      const text = record(name);
      const game = await Game.fromRecord(text);
      expect(game.actions.length).toBe(want.actions);
      expect([game.winner, game.reason]).toEqual([want.winner, want.reason]);
      expect(positionHash(game)).toBe(want.position);
      expect(game.toRecord()).toBe(text);
    });
  }

  const pairings = [
    ['normal-v-normal', 'normal', 'normal', 7],
    ['easy-v-greedy', 'easy', 'greedy', 8],
  ] as const;
  for (const [name, israeli, egyptian, seed] of pairings) {
    it(`${name}: the computer players make the same game from the same seeds`, async () => {
      const game = await Game.create({ seed });
      playGame(game, {
        israeli: createPlayer('israeli', israeli, { seed }),
        egyptian: createPlayer('egyptian', egyptian, { seed: seed + 1 }),
      });
      expect(game.toRecord()).toBe(record(name));
    }, 60_000); // a whole game between planners: seconds, more on a busy machine
  }
});
