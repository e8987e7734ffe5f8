// The log written when it is read equals the log written as the game goes:
// the same seeded random game played on two Matches, one with a listener of
// a game event (each action makes its events as it applies) and one with
// none (its actions make none, and the log plays them again when read:
// match-log.ts), with undo, forced dice, clones and reads of the log at
// random moments on both. Every game on the engine runs it.
import { expect } from 'vitest';
import { makeRng } from '../../src/engine/rng.js';
import type { AnyMatch } from '../../src/engine/registry.js';

const lines = (game: AnyMatch) =>
  game.log.map((e) => ({ turn: e.turn, side: e.side, phase: e.phase, step: e.step, text: e.text, event: e.event }));

/** Plays each seed's random game (at most `most` actions) both ways; returns the log lines compared at the end. */
export async function checkLogWhenRead<G extends AnyMatch>(
  create: (seed: number) => Promise<G>,
  seeds: number[],
  most = Infinity,
): Promise<number> {
  let compared = 0;
  for (const seed of seeds) {
    const [unheard, heard] = [await create(seed), await create(seed)];
    heard.addEventListener('a game event', () => {}); // any type but 'change' makes every action's events at once
    const rng = makeRng(seed);
    for (let n = 0; n < most && !heard.isOver; n++) {
      const legal = heard.legalActions();
      const pick = Math.floor(rng() * legal.length);
      expect(unheard.legalActions()[pick], `seed ${seed}, action ${n}`).toEqual(legal[pick]);
      heard.apply(legal[pick]!);
      unheard.apply(unheard.legalActions()[pick]!);
      const r = rng();
      if (r < 0.05 && heard.canUndo) {
        heard.undo();
        unheard.undo();
      } else if (r < 0.08) {
        const die = 1 + Math.floor(rng() * heard.rules.descriptor.die.faces);
        heard.forceDice([die]);
        unheard.forceDice([die]);
      } else if (r < 0.1) {
        expect(lines(unheard.clone()), `a clone's log, seed ${seed}, action ${n}`).toEqual(lines(heard));
      } else if (r < 0.15) {
        expect(lines(unheard), `seed ${seed}, action ${n}`).toEqual(lines(heard));
      }
    }
    expect(unheard.position()).toEqual(heard.position());
    expect(lines(unheard), `seed ${seed}, at the end`).toEqual(lines(heard));
    compared += heard.log.length;
  }
  return compared;
}
