// Anything a page script might pass to a Yom Kippur game, in every phase
// and pending decision of a random game: wrong types, bad ids, off-map
// hexes, NaN, huge numbers, actions of the wrong phase. Each is refused
// with RulesError and the position is unchanged; a legal action goes on.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { RulesError } from '../../../src/engine/rules-error.js';
import { makeRng } from '../../../src/engine/rng.js';
import { randomLegalAction } from '../../../src/engine/ai/random-player.js';

const junk = fc.oneof(
  fc.constantFrom(
    'il-14-armd',
    'eg-16-inf',
    'eg-sam-1',
    'fort-orkal',
    'il-air-1',
    'eg-art-18',
    'il-35-para',
    'nobody',
    '',
    '0916',
    '0720',
    '0619',
    '9999',
    '0000',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constant(NaN),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.constantFrom('il-14-armd', 'eg-16-inf', '0720', 'nobody', ''), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const VERBS = [
  'move',
  'exit',
  'sam-mov',
  'sam-ready',
  'recover',
  'aircraft',
  'drop',
  'heli',
  'bomb',
  'attack',
  'support',
  'retreat',
  'reduce',
  'advance',
  'fire',
  'teleport',
] as const;
const action = fc.record({
  type: fc.constantFrom(...VERBS),
  unit: junk,
  hex: junk,
  aircraft: junk,
  target: junk,
  attackers: junk,
  defenders: junk,
  artillery: junk,
});

describe('hostile input', () => {
  it('random malformed or out-of-phase actions throw RulesError and change nothing, in every phase', async () => {
    const base = await Game.create({ seed: 11 });
    const rng = makeRng(11);
    const games: Game[] = [];
    for (let i = 0; i < 400 && !base.isOver; i++) {
      if (i % 8 === 0) games.push(base.clone());
      base.apply(randomLegalAction(base, rng) as never);
    }
    const legal = (g: Game) => new Set(g.legalActions().map((a) => JSON.stringify(a)));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: games.length - 1 }),
        fc.array(action, { minLength: 1, maxLength: 6 }),
        (gi, acts) => {
          const g = games[gi]!.clone();
          const listed = legal(g);
          for (const a of acts) {
            if (listed.has(JSON.stringify(a))) continue; // a legal action by chance: not hostile
            const before = JSON.stringify(g.position());
            expect(() => g.apply(a as never)).toThrow(RulesError);
            expect(JSON.stringify(g.position())).toBe(before);
          }
        },
      ),
      { numRuns: 300, seed: 16 },
    );
  }, 120_000);
});
