// Every field of a Yom Kippur action is checked by type and by the kind of
// counter it names before the rules see it (src/games/yom-kippur/action-shape.ts),
// and the facade's questions refuse what is not a list (issue 35).
import { describe, expect, it } from 'vitest';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { RulesError } from '../../../src/engine/rules-error.js';

describe('action fields of Yom Kippur', () => {
  it('B-I.3 g an advance by a unit that does not exist is refused, and nothing goes into the record', async () => {
    const g = await Game.create({ seed: 1 });
    const before = g.toRecord();
    for (const unit of ['nobody', 'toString', '__proto__', 'il-air-1'])
      expect(() => g.apply({ type: 'advance', unit, hex: '1013' }), unit).toThrowError(RulesError);
    expect(g.toRecord()).toBe(before);
  });

  it('ids name counters of the right kind: an aircraft flies, a SAM moves its marker', async () => {
    const g = await Game.create({ seed: 1 });
    expect(() => g.apply({ type: 'aircraft', unit: 'il-14-armd', hex: '1013' })).toThrowError(/not a unit it may name/);
    expect(() => g.apply({ type: 'sam-mov', unit: 'il-14-armd' })).toThrowError(/not a unit it may name/);
  });

  it('combatOdds refuses what is not a list with RulesError', async () => {
    const g = await Game.create({ seed: 1 });
    for (const bad of [null, 'il-14-armd', 7, {}, Array(100).fill('il-14-armd')]) {
      expect(() => g.combatOdds(bad as never, ['1013'])).toThrowError(RulesError);
      expect(() => g.combatOdds(['il-14-armd'], bad as never)).toThrowError(RulesError);
      if (bad !== null)
        expect(() => g.combatOdds(['il-14-armd'], ['1013'], { artillery: bad as never })).toThrowError(RulesError);
    }
  });

  it('a BigInt or a symbol is refused with RulesError', async () => {
    const g = await Game.create({ seed: 1 });
    expect(() => g.move(12n as never, '1013')).toThrowError(RulesError);
    expect(() => g.apply({ type: 'move', unit: Symbol('x'), hex: '1013' } as never)).toThrowError(RulesError);
  });
});
