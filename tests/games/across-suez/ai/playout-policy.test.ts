// The fast playout policy (src/games/across-suez/ai/playout-policy.ts) and
// the estimates made with it (game.evaluate's fastPlayouts).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/across-suez/engine.js';
import type { Context } from '../../../../src/games/across-suez/context.js';
import { cloneState, type State } from '../../../../src/games/across-suez/state.js';
import { acrossSuezRules as rules } from '../../../../src/games/across-suez/rules.js';
import { playoutPolicy } from '../../../../src/games/across-suez/ai/playout-policy.js';
import { ActionBuffer } from '../../../../src/engine/action-buffer.js';
import { Random } from '../../../../src/engine/rng.js';
import { nearlyWon as late } from './positions.js';
import { playoutShares } from '../../../../src/games/across-suez/ai/evaluate.js';
import { CALIBRATIONS, calibrationFor } from '../../../../src/games/across-suez/ai/calibration.js';

describe('the fast playout policy', () => {
  it('chooses only among the legal action codes, for both sides and every decision, to the end of the game', async () => {
    const kinds = new Set<number>();
    for (const [position, seed] of [
      [undefined, 1],
      [undefined, 2],
      [undefined, 3],
      [late, 4],
    ] as const) {
      const { ctx, state } = (await Game.create({ position, seed })).searchRoot();
      const s = cloneState(state as State);
      const rng = new Random(seed);
      const policy = playoutPolicy(ctx as Context, rng);
      const scratch = new ActionBuffer();
      const legal = new ActionBuffer();
      let actions = 0;
      while (rules.actor(ctx as Context, s) >= 0) {
        rules.legalCodes(ctx as Context, s, legal);
        const code = policy.choose(ctx as Context, s, scratch);
        expect(Array.from(legal.codes.subarray(0, legal.length))).toContain(code);
        kinds.add(code & 15);
        rules.applyCode(ctx as Context, s, code, null);
        expect(++actions).toBeLessThan(2000);
      }
      expect(s.phase).toBe('over');
    }
    // moves, crossings, attacks, bombardments, retreats, advances and phase ends all came up
    expect(kinds.size).toBeGreaterThanOrEqual(7);
  }, 60_000);
});

describe('game.evaluate() with fast playouts', () => {
  it('is deterministic for a seed, calibrated inside 0…1, and higher with the bridge in and five across than at the start', async () => {
    const start = await Game.create({ seed: 1 });
    const near = await Game.create({ seed: 1, position: late });
    const options = { playouts: 0, fastPlayouts: 24, seed: 3 };
    const a = start.evaluate(options);
    expect(start.evaluate(options)).toEqual(a);
    expect(a.samples).toBe(24);
    const b = near.evaluate(options);
    for (const e of [a, b]) {
      expect(e.israeli).toBeGreaterThan(0);
      expect(e.israeli).toBeLessThan(1);
      expect(e.stderr).toBeGreaterThanOrEqual(0);
    }
    expect(b.israeli).toBeGreaterThan(a.israeli);
    expect(b.raw).toBeGreaterThan(a.raw);
    // the position itself is untouched, and planner and fast playouts together count both
    expect(near.turn).toBe(6);
    expect(near.evaluate({ playouts: 1, fastPlayouts: 8, seed: 3 }).samples).toBe(9);
  }, 60_000);

  it("the uncorrected standard error is the playouts' own: a share p of n gives √(p(1 − p)/(n − 1))", async () => {
    const near = await Game.create({ seed: 1, position: late });
    const e = near.evaluate({ playouts: 0, fastPlayouts: 24, seed: 3, calibrated: false });
    expect(e.israeli).toBe(e.raw);
    expect(e.stderr).toBeCloseTo(Math.sqrt((e.raw * (1 - e.raw)) / 23), 12);
  }, 60_000);

  it('playouts that all agree still leave an error: that of the share smoothed by half a win and half a loss', async () => {
    const start = await Game.create({ seed: 1 });
    const e = start.evaluate({ playouts: 0, fastPlayouts: 4, seed: 2, calibrated: false });
    expect(e.raw).toBe(0); // four fast playouts from the start, all lost
    const smoothed = 0.5 / 5;
    expect(e.stderr).toBeCloseTo(Math.sqrt((smoothed * (1 - smoothed)) / 4), 12);
    // corrected, the error is carried through the correction: not zero either
    expect(start.evaluate({ playouts: 0, fastPlayouts: 4, seed: 2 }).stderr).toBeGreaterThan(0.01);
  }, 60_000);

  it('finishes each planner playout cut at its horizon with fast playouts, and reads them with their own correction', async () => {
    const start = await Game.create({ seed: 1 });
    const options = { playouts: 2, horizon: 1, finishes: 8, seed: 4 };
    const shares = playoutShares(start, options);
    expect(shares.finishes).toBe(8);
    // each planner playout counts by its eight fast finishes' share
    expect(Number.isInteger(Math.round(shares.raw * 16 * 1e9) / 1e9)).toBe(true);
    expect(calibrationFor(shares)).toBe(CALIBRATIONS.finished);
    expect(start.evaluate(options)).toEqual(start.evaluate(options));
    // without finishes the evaluation judges the cut playouts instead (the old meaning of `horizon`)
    expect(calibrationFor(playoutShares(start, { ...options, finishes: 0 }))).toBe(CALIBRATIONS.planner);
    // a playout that ends before its horizon needs no finish: on the last Game-Turn both are the same
    const last = await Game.create({ seed: 1, position: { ...late, turn: 7 } });
    const toEnd = playoutShares(last, { ...options, horizon: Infinity });
    expect(toEnd.finishes).toBe(0);
    expect(playoutShares(last, options).raw).toBe(toEnd.raw);
  }, 60_000);

  it('evaluateAsync gives the same estimate as evaluate, and a cancelled one rejects with AbortError', async () => {
    const game = await Game.create({ seed: 1, position: late });
    const options = { playouts: 0, fastPlayouts: 16, seed: 5 };
    expect(await game.evaluateAsync(options)).toEqual(game.evaluate(options));
    const controller = new AbortController();
    const pending = game.evaluateAsync({ ...options, fastPlayouts: 100_000, signal: controller.signal, sliceMs: 1 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  }, 60_000);
});
