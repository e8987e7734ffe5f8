// One conformance suite for every game on the engine (OpenSpiel's
// RandomSimTest, Rally the Troops' fuzzer): seeded random games played to
// the end through the engine's Match, checking after every action that the
// rules' invariants hold, that every listed action is accepted, that a clone
// equals its original, that undo restores the position, and at the end that
// the record replays to the same position.
import { expect } from 'vitest';
import { playRandom, type Sampler } from '../../src/engine/ai/random-player.js';
import { makeRng } from '../../src/engine/rng.js';
import type { AnyMatch } from '../../src/engine/registry.js';

export interface ConformanceReport {
  games: number;
  actions: number;
  winners: Record<string, number>;
}

export async function checkConformance<G extends AnyMatch>(
  create: (seed: number) => Promise<G>,
  replay: (record: string) => Promise<G>,
  seeds: number[],
  sample?: Sampler<G, unknown>,
): Promise<ConformanceReport> {
  const report: ConformanceReport = { games: 0, actions: 0, winners: {} };
  for (const seed of seeds) {
    const game = await create(seed);
    const rng = makeRng(seed);
    let step = 0;
    const n = playRandom(game, rng, {
      ...(sample && { sample }),
      onAction: (a) => {
        expect(game.invariants(), `${JSON.stringify(a)} (seed ${seed})`).toEqual([]);
        if (step++ % 11 === 0) {
          expect(game.clone().position()).toEqual(game.position());
          for (const listed of game.legalActions().slice(0, 12)) game.clone({ forSearch: true }).apply(listed);
          if (game.canUndo) {
            const before = game.position();
            const copy = game.clone();
            const again = copy.legalActions().find((x) => (x as { type: string }).type !== 'end');
            if (again) {
              copy.apply(again);
              if (copy.canUndo) {
                copy.undo();
                expect(copy.position()).toEqual(before);
              }
            }
          }
        }
      },
    });
    expect(game.isOver, `seed ${seed} ended after ${n} actions`).toBe(true);
    const replayed = await replay(game.toRecord());
    expect(replayed.position()).toEqual(game.position());
    report.games++;
    report.actions += n;
    const w = game.winningSide ?? 'none';
    report.winners[w] = (report.winners[w] ?? 0) + 1;
  }
  return report;
}
