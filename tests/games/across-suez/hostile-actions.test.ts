import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Game } from '../../../src/games/across-suez/game.js';
import { RulesError } from '../../../src/engine/rules-error.js';
import { makeRng, randomAction } from '../../../src/games/across-suez/ai/random-player.js';

// Anything a page script might pass: wrong types, bad ids, off-map hexes, NaN, huge numbers.
const junk = fc.oneof(
  fc.constantFrom(
    'reshev-1',
    '16-1',
    'bridge',
    'amir-1',
    'nobody',
    '',
    '0112',
    '9999',
    '0000',
    '1708',
    '-1',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constant(NaN),
  fc.constant(Infinity),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const call = fc.tuple(
  fc.constantFrom('move', 'cross', 'attack', 'bombard', 'retreat', 'advance', 'exchange', 'endPhase', 'undo', 'apply'),
  junk,
  junk,
  junk,
);

describe('hostile input', () => {
  it('random calls with bad ids, wrong types, off-map hexes, NaN and huge numbers throw RulesError and change nothing', async () => {
    const base = await Game.create({ seed: 5 });
    // advance the game a little so every phase and side gets hostile calls
    const rng = makeRng(5);
    const games: Game[] = [];
    for (let i = 0; i < 40 && base.phase !== 'over'; i++) {
      games.push(base.clone());
      base.apply(randomAction(base, rng, i)!);
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: games.length - 1 }),
        fc.array(call, { minLength: 1, maxLength: 8 }),
        (gi, calls) => {
          const g = games[gi]!.clone();
          for (const [method, a, b, c] of calls) {
            const before = JSON.stringify(g.position());
            try {
              (g as unknown as Record<string, (...x: unknown[]) => unknown>)[method]!(a, b, c);
            } catch (e) {
              if (!(e instanceof RulesError))
                throw new Error(
                  `${method}(${String(a)}, ${String(b)}) threw ${(e as Error)?.name}: ${(e as Error)?.message}`,
                  { cause: e },
                );
              expect(JSON.stringify(g.position())).toBe(before);
            }
          }
        },
      ),
      { numRuns: 400, seed: 42 },
    );
  });
});
