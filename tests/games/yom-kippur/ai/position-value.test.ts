// The Israeli chance read from the position itself (ai/position-value.ts):
// what its readings count, and that its weights are the fit of the readings
// of the games kept beside this test.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Game } from '../../../../src/games/yom-kippur/engine.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { fitStageValues } from '../../../../src/engine/ai/stage-values.js';
import { passesAhead } from '../../../../src/games/yom-kippur/ai/passes.js';
import { againstBestRival, pointsIfEndedNow } from '../../../../src/games/yom-kippur/ai/points.js';
import {
  chanceOfReadings,
  playerTurnOf,
  POSITION_VALUE,
  positionReadings,
  positionValue,
  READINGS,
} from '../../../../src/games/yom-kippur/ai/position-value.js';

/** The readings of a game's position by name. */
function read(game: Game): Record<(typeof READINGS)[number], number> {
  const { ctx, state } = game.searchRoot();
  const r = positionReadings(ctx, state);
  return Object.fromEntries(READINGS.map((name, i) => [name, r[i + 1]!])) as Record<(typeof READINGS)[number], number>;
}

/** The start of seed 1's game, changed. */
async function withPosition(change: Record<string, unknown>): Promise<Game> {
  const start = (await Game.create({ seed: 1 })).position() as Position;
  return Game.create({ seed: 1, position: { ...start, ...change } as Position });
}
const withUnits = async (units: Record<string, string>) =>
  withPosition({ units: { ...((await Game.create({ seed: 1 })).position() as Position).units, ...units } });

describe('Yom Kippur position readings', () => {
  it('read the points if the game ended now and what the passes promise, in tens (B-R, B-R.2)', async () => {
    const game = await Game.create({ seed: 1 });
    const { ctx, state } = game.searchRoot();
    const egypt = ctx.sides.indexOf('egyptian');
    expect(read(game).margin).toBeCloseTo(againstBestRival(ctx, state, egypt, pointsIfEndedNow) / 10, 12);
    expect(read(game).passes).toBeCloseTo(passesAhead(ctx, state) / 10, 12);
  });

  it('move a unit’s strength from bank to bank, and count Egypt’s units east of the canal against an army’s 16 (B-R.2)', async () => {
    const before = read(await withUnits({}));
    // the 1st Armoured Brigade (5 combat factors) crosses from its west-bank set-up hex to the east bank
    const after = read(await withUnits({ 'eg-1-armd': '0612' }));
    expect(after.egyptEast - before.egyptEast).toBeCloseTo(0.5, 12);
    expect(after.egyptWest - before.egyptWest).toBeCloseTo(-0.5, 12);
    expect(after.egyptUnitsEast - before.egyptUnitsEast).toBe(1);
  });

  it('count an eliminated unit at its full face among the lost', async () => {
    const before = read(await withUnits({}));
    const after = read(await withUnits({ 'il-14-armd': 'eliminated' }));
    expect(after.israelEast - before.israelEast).toBeCloseTo(-0.6, 12);
    expect(after.israelLost - before.israelLost).toBeCloseTo(0.6, 12);
  });

  it('count the Israeli units west of the canal (B-R.1: 5 VP each at the end)', async () => {
    const before = read(await withUnits({}));
    // the 14th Armoured Brigade (6 combat factors) on 0320, west of the canal
    const after = read(await withUnits({ 'il-14-armd': '0320' }));
    expect(after.israelUnitsWest - before.israelUnitsWest).toBe(1);
    expect(after.israelWest - before.israelWest).toBeCloseTo(0.6, 12);
  });

  it('order the player-turns as they are played: Egypt’s, then Israel’s, Game-Turn after Game-Turn', async () => {
    const stage = async (turn: number, side: string) => {
      const { ctx, state } = (await withPosition({ turn, side, phase: 'air' })).searchRoot();
      return playerTurnOf(ctx, state);
    };
    expect(await stage(5, 'egyptian')).toBe(10);
    expect(await stage(5, 'israeli')).toBe(11);
    expect(await stage(6, 'egyptian')).toBe(12);
  });
});

describe('Yom Kippur position value', () => {
  it('is a chance, and falls for Israel as Egypt’s points grow late in the game', async () => {
    const { ctx, state } = (await withPosition({ turn: 9, side: 'egyptian', phase: 'air' })).searchRoot();
    const value = positionValue(ctx, state);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(1);
    const readings = positionReadings(ctx, state);
    const tenMore = readings.map((r, i) => (i === 1 ? r + 1 : r));
    expect(chanceOfReadings(playerTurnOf(ctx, state), readings)).toBe(value);
    expect(chanceOfReadings(playerTurnOf(ctx, state), tenMore)).toBeLessThan(value);
  });

  it('its weights are the fit of the readings kept beside this test', () => {
    // `npm run position-value:yom-kippur -- --dump` of every position kept of the games POSITION_VALUE names
    const text = gunzipSync(readFileSync(new URL('./position-readings.tsv.gz', import.meta.url))).toString('utf8');
    const [, ...rows] = text.trim().split('\n');
    const samples = rows.map((row) => {
      const [seed, , , stage, won, ...readings] = row.split('\t');
      return { game: +seed!, stage: +stage!, y: +won!, features: [1, ...readings.map(Number)] };
    });
    const fitted = fitStageValues(samples, POSITION_VALUE.fit);
    expect([...fitted.keys()].sort((a, b) => a - b)).toEqual([...POSITION_VALUE.weights.keys()]);
    for (const [stage, w] of fitted)
      w.forEach((x, i) => expect(x).toBeCloseTo(POSITION_VALUE.weights.get(stage)![i]!, 2));
  });
});
