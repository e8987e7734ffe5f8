// Yom Kippur's chance of winning read from the points if the game ended now
// (ai/win-chance.ts), the chance the standing shows and evaluate() judges by:
// its constants are the fit of the finished games kept beside this test, and
// it says what those games say.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/yom-kippur/game.js';
import { standingOf } from '../../../../src/games/yom-kippur/ai/standing.js';
import { againstBestRival, pointsIfEndedNow } from '../../../../src/games/yom-kippur/ai/points.js';
import {
  chanceFromStanding,
  fitWinChance,
  POINTS_CHANCE,
  type WinChanceSample,
} from '../../../../src/games/yom-kippur/ai/win-chance.js';
import { readFileSync } from 'node:fs';

/** The games `npm run calibrate:yom-kippur -- --dump` kept, as a table: its title and samples. */
function gamesOf(file: string): [string, WinChanceSample[]] {
  const [title, , ...rows] = readFileSync(new URL(file, import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const samples = rows.map((row) => {
    const [, turn, side, margin, won] = row.split('\t');
    return { turn: Number(turn), side: side as WinChanceSample['side'], margin: Number(margin), won: Number(won) };
  });
  return [title!, samples];
}
const mean = (xs: WinChanceSample[], f: (s: WinChanceSample) => number) => xs.reduce((a, s) => a + f(s), 0) / xs.length;

describe('Yom Kippur chance of winning', () => {
  it('a larger Egyptian margin is a better Egyptian chance, and counts more late in the game', () => {
    const at = (turn: number, margin: number) => chanceFromStanding({ turn, side: 'egyptian', margin });
    expect(at(5, 10)).toBeGreaterThan(at(5, 0));
    expect(at(5, 0)).toBeGreaterThan(at(5, -10));
    expect(at(9, 20) - at(9, 0)).toBeGreaterThan(at(2, 20) - at(2, 0));
  });

  it('the standing carries both sides’ chances, adding up to one, read from the points if the game ended now', async () => {
    const game = await Game.create({ seed: 3 });
    const root = game.searchRoot();
    const standing = standingOf(root);
    expect(standing.chance.egyptian! + standing.chance.israeli!).toBeCloseTo(1, 9);
    const egyptian = root.ctx.sides.indexOf('egyptian');
    const margin = againstBestRival(root.ctx, root.state, egyptian, pointsIfEndedNow);
    expect(standing.chance.egyptian).toBe(chanceFromStanding({ turn: game.turn, side: game.phasingSide!, margin }));
    expect(standing.chance.egyptian).toBeGreaterThan(0);
    expect(standing.chance.egyptian).toBeLessThan(1);
  });

  it('read from the points if the game ended now, its constants are the fit of 48 games, and it beats the base rate from Game-Turn 6', () => {
    const [on, games] = gamesOf('./points-chance-games.tsv');
    fitWinChance(games, on).weights.forEach((w, i) => expect(w).toBeCloseTo(POINTS_CHANCE.weights[i]!, 2));
    const won = mean(games, (s) => s.won);
    for (const turn of [6, 7, 8, 9]) {
      const at = games.filter((s) => s.turn === turn);
      const brier = mean(at, (s) => (chanceFromStanding(s, POINTS_CHANCE) - s.won) ** 2);
      expect(brier).toBeLessThan(mean(at, (s) => (won - s.won) ** 2));
    }
  });
});
