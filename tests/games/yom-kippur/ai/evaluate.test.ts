// Yom Kippur's evaluate() (ai/evaluate.ts): Monte Carlo playouts of the fast
// policy on search copies (the engine's cut playouts), judged by the
// points where they stop, their share corrected.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Game } from '../../../../src/games/yom-kippur/engine.js';
import { createGame, registeredGame } from '../../../../src/engine/registry.js';
import type { GameAi } from '../../../../src/engine/ai/player.js';
import {
  calibratedShare,
  EVALUATE_CALIBRATION,
  fitEvaluateCalibration,
} from '../../../../src/games/yom-kippur/ai/evaluate-calibration.js';
import { DEFAULT_ESTIMATE, NORMAL_ESTIMATE } from '../../../../src/games/yom-kippur/ai/evaluate.js';
import { positionValue } from '../../../../src/games/yom-kippur/ai/position-value.js';
import { passesAhead } from '../../../../src/games/yom-kippur/ai/passes.js';
import { againstBestRival, pointsIfEndedNow } from '../../../../src/games/yom-kippur/ai/points.js';

describe('Yom Kippur evaluate()', () => {
  it('gives the Israeli chance, the playouts it averaged and its standard error, and leaves the game as it was', async () => {
    const game = await Game.create({ seed: 5 });
    const before = JSON.stringify(game.position());
    const e = game.evaluate();
    expect(e.israeli).toBeGreaterThan(0);
    expect(e.israeli).toBeLessThan(1);
    expect(e.samples).toBe(DEFAULT_ESTIMATE.playouts);
    expect(e.stderr).toBeGreaterThan(0);
    expect(e.stderr).toBeLessThan(0.5);
    const root = game.searchRoot();
    const margin = againstBestRival(root.ctx, root.state, root.ctx.sides.indexOf('egyptian'), pointsIfEndedNow);
    const passes = passesAhead(root.ctx, root.state);
    const at = { raw: e.raw, playouts: e.samples, turn: 1, margin, passes, side: game.phasingSide };
    expect(e.israeli).toBeCloseTo(calibratedShare(at), 12);
    expect(JSON.stringify(game.position())).toBe(before);
    expect(game.history).toHaveLength(0);
  });

  it('is the same for the same seed, played in slices or at once, and differs with the seed', async () => {
    const game = await Game.create({ seed: 5 });
    const a = game.evaluate({ playouts: 4, seed: 9 });
    expect(await game.evaluateAsync({ playouts: 4, seed: 9 })).toEqual(a);
    expect(game.evaluate({ playouts: 4, seed: 9 })).toEqual(a);
    // over two Game-Turns: the first seldom changes the points it is judged by
    const b = game.evaluate({ playouts: 4, seed: 9, horizon: 2 });
    expect(game.evaluate({ playouts: 4, seed: 9, horizon: 2 })).toEqual(b);
    expect(game.evaluate({ playouts: 4, seed: 10, horizon: 2 }).raw).not.toBe(b.raw);
  });

  it('uncorrected, answers the playouts’ own share', async () => {
    const game = await Game.create({ seed: 5 });
    const e = game.evaluate({ playouts: 3, calibrated: false });
    expect(e.israeli).toBe(e.raw);
    expect(e.samples).toBe(3);
  });

  it('finished by fast playouts to the end, counts each playout’s share of their wins', async () => {
    const game = await Game.create({ seed: 5 });
    const e = game.evaluate({ playouts: 1, finishes: 2, calibrated: false });
    expect([0, 0.5, 1]).toContain(e.raw);
  });

  it('is the game’s evaluation in the registry, which the worker protocol and the element ask', async () => {
    const game = await createGame('yom-kippur', { seed: 5 });
    const ai = registeredGame('yom-kippur')!.ai as GameAi;
    const e = (await ai.evaluateAsync(game, { playouts: 2 })) as { israeli: number; samples: number };
    expect(e.samples).toBe(2);
    expect(e.israeli).toBeGreaterThan(0);
  });

  it('the correction raises the chance with the playouts’ share', () => {
    const at = (raw: number) =>
      calibratedShare({ raw, playouts: 16, turn: 5, margin: 0, passes: 0, side: 'egyptian' }, EVALUATE_CALIBRATION);
    expect(at(0.7)).toBeGreaterThan(at(0.3));
  });

  it('the correction lowers the Israeli chance as Egypt’s passes promise more by the end (B-R.2)', () => {
    const at = (passes: number) =>
      calibratedShare({ raw: 0.5, playouts: 16, turn: 5, margin: 0, passes, side: 'egyptian' }, EVALUATE_CALIBRATION);
    expect(at(10)).toBeLessThan(at(0));
    expect(at(0)).toBeLessThan(at(-10));
  });
});

describe("Yom Kippur evaluate({ players: 'normal' })", () => {
  it('judges each playout where it stops by the position’s own reading: unplayed, the position’s own chance', async () => {
    const game = await Game.create({ seed: 5 });
    const root = game.searchRoot();
    const e = game.evaluate({ players: 'normal', horizon: 0, playouts: 2 });
    expect(e).toEqual({ israeli: positionValue(root.ctx, root.state), samples: 2, stderr: 0, raw: e.israeli });
  });

  it('plays the normal player on from the position: the same for the same seed, in slices or at once, and leaves the game as it was', async () => {
    const game = await Game.create({ seed: 5 });
    const before = JSON.stringify(game.position());
    const root = game.searchRoot();
    const e = game.evaluate({ players: 'normal', horizon: 1, playouts: 2, seed: 3 });
    expect(e.samples).toBe(2);
    expect(e.israeli).toBeGreaterThan(0);
    expect(e.israeli).toBeLessThan(1);
    // the playouts moved on: their positions read otherwise than the one they started from
    expect(e.israeli).not.toBe(positionValue(root.ctx, root.state));
    expect(await game.evaluateAsync({ players: 'normal', horizon: 1, playouts: 2, seed: 3 })).toEqual(e);
    expect(JSON.stringify(game.position())).toBe(before);
    expect(game.history).toHaveLength(0);
  });

  it('defaults to NORMAL_ESTIMATE’s playouts', async () => {
    const game = await Game.create({ seed: 5 });
    expect(game.evaluate({ players: 'normal', horizon: 0 }).samples).toBe(NORMAL_ESTIMATE.playouts);
  });
});

describe('Yom Kippur evaluate()’s correction', () => {
  it('its constants are the fit of the playouts’ shares kept beside this test', () => {
    // the shares `npm run evaluate:yom-kippur -- --dump` wrote, one line a position
    const [, ...rows] = readFileSync(new URL('./evaluate-shares.tsv', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    const samples = rows.map((row) => {
      const [, turn, side, raw, playouts, , won, , margin, passes] = row.split('\t');
      return {
        turn: +turn!,
        side: side!,
        raw: +raw!,
        playouts: +playouts!,
        won: +won!,
        margin: +margin!,
        passes: +passes!,
      };
    });
    const fitted = fitEvaluateCalibration(samples, '');
    fitted.weights.forEach((w, i) => expect(w).toBeCloseTo(EVALUATE_CALIBRATION.weights[i]!, 2));
  });
});
