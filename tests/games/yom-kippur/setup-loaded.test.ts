// B-D: the set-up step's rules (setup.ts) load with a set-up game's position, not with every game
// (setup-rules.ts): a game without a set-up step, or given a position past it, refuses a placement as
// before, without them.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { RulesError } from '../../../src/engine/rules-error.js';
import { setupRules } from '../../../src/games/yom-kippur/setup-rules.js';

describe('B-D the set-up rules load with a set-up game', () => {
  it('a game without a set-up step refuses `place` (B-D) without loading them, and answers setupHexes', async () => {
    const g = await Game.create({ seed: 1 });
    expect(() => setupRules()).toThrow(/set-up step/);
    expect(() => g.apply({ type: 'place', unit: 'eg-sam-1', hex: '0310' })).toThrow(RulesError);
    expect(() => g.apply({ type: 'place', unit: 'eg-sam-1', hex: '0310' })).toThrow(/set-up only/);
    expect(g.setupHexes('eg-sam-1')).toContain('0310');
    expect(() => setupRules()).toThrow(/set-up step/);
  });

  it('a game given a position past the set-up does not load them either', async () => {
    const g = await Game.create({ seed: 1, position: { turn: 2, side: 'israeli', phase: 'movement-1' } });
    expect(g.turn).toBe(2);
    expect(() => setupRules()).toThrow(/set-up step/);
  });

  it('a game opening with the set-up step has them loaded before its first listing', async () => {
    const g = await Game.create({ seed: 1, setup: true });
    expect(setupRules().placements).toBeTypeOf('function');
    expect(g.legalActions().some((a) => a.type === 'place')).toBe(true);
  });
});
