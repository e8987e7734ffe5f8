// B-I.2 odds, B-J terrain, B-L artillery, B-P forts, the halvings of
// landings (B-G.4b, B-O) and the table each combat reads (B-I.3, T003), on
// both table sets: the combatOdds() result, every modifier with its case.
import { describe, expect, it } from 'vitest';
import { contextFor } from '../../../../src/games/yom-kippur/game-context.js';
import { loadRevisedTables, yomKippur } from '../../../../src/games/yom-kippur/data.js';
import { combatOdds, type Fighter } from '../../../../src/games/yom-kippur/combat/odds.js';
import type { TableSet } from '../../../../src/games/yom-kippur/types.js';
import { only } from '../setup.js';

// T003's sheet, which a game on the revised tables loads with its position, read here without one
await loadRevisedTables();
const ctx = await contextFor(yomKippur);
const hex = (id: string) => ctx.board.index(id);
const unit = (side: 'israeli' | 'egyptian', cf: number, at: string, more: Partial<Fighter> = {}): Fighter => ({
  id: `${side}-${cf}-${at}`,
  side,
  type: side === 'israeli' ? 'armoured' : 'infantry',
  cf,
  reduced: false,
  hex: hex(at),
  ...more,
});
const odds = (attackers: Fighter[], defenders: Fighter[], tables: TableSet = 'standard', extra = {}) =>
  combatOdds(ctx, { tables, attackers, defenders, support: [], defensiveSupport: [], ...extra });
const cases = (o: ReturnType<typeof odds>) => o.modifiers.map((m) => [m.case, m.value]);

describe('B-I.2 odds', () => {
  it('B-I.2 rounded in the defender’s favour: the book’s 10:5 2-1, 15:7 2-1, 19:10 1-1, 5:14 1-3', () => {
    for (const [a, d, column] of [
      [10, 5, '2-1'],
      [15, 7, '2-1'],
      [19, 10, '1-1'],
      [5, 14, '1-3'],
    ] as const) {
      const o = odds([unit('israeli', a, '2018')], [unit('egyptian', d, '2019')]);
      expect([o.attack, o.defence, o.column, o.allowed]).toEqual([a, d, column, true]);
    }
  });

  it('B-I.2 below 1-3 an attack is forbidden', () => {
    const o = odds([unit('israeli', 4, '2018')], [unit('egyptian', 13, '2019')]);
    expect([o.ratio, o.allowed]).toEqual(['1-4', false]);
  });

  it('B-I.2 above 6-1: 8-1 reads 6-1 with +2 to the die, a die past 6 reading row 6', () => {
    const o = odds([unit('israeli', 16, '2018')], [unit('egyptian', 2, '2019')]);
    expect([o.ratio, o.column, o.dieModifier]).toEqual(['8-1', '6-1', 2]);
    expect(o.results['DE']).toBeCloseTo(1); // T001[CRT-Israel] 6-1 rows 3-6 are all DE
    const eg = odds([unit('egyptian', 16, '2019')], [unit('israeli', 2, '2018')]);
    expect(eg.results['DR']).toBeCloseTo(1 / 6); // T001[CRT-Arab] 6-1: row 3 DR, rows 4-6 DE
    expect(eg.results['DE']).toBeCloseTo(5 / 6);
  });

  it('B-I.3 each side reads its own table: at 1-1 the Israeli attacker does better than the Egyptian', () => {
    const il = odds([unit('israeli', 4, '2018')], [unit('egyptian', 4, '2019')]);
    const eg = odds([unit('egyptian', 4, '2019')], [unit('israeli', 4, '2018')]);
    expect([il.table, eg.table]).toEqual(['israeli', 'egyptian']);
    expect(il.results).toMatchObject({ A1: 1 / 6, '-': 1 / 6, D1: 1 / 6, D2: 1 / 6, D3: 1 / 6, DR: 1 / 6 });
    expect(eg.results).toMatchObject({ AR: 1 / 6, A3: 1 / 6, A2: 1 / 6, '-': 1 / 6, D1: 2 / 6 });
  });

  it('the probabilities of each result add up to one, on both table sets', () => {
    for (const t of ['standard', 'revised'] as const) {
      const o = odds([unit('israeli', 9, '2018')], [unit('egyptian', 4, '2019')], t);
      expect(Object.values(o.results).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    }
  });
});

describe('B-J terrain in combat', () => {
  it('B-J.3 a hill adds 2 to the defence of its hex once, one unit or two', () => {
    const one = odds([unit('israeli', 12, '1624')], [unit('egyptian', 4, '1725')]);
    const two = odds([unit('israeli', 12, '1624')], [unit('egyptian', 4, '1725'), unit('egyptian', 3, '1725')]);
    expect([one.defence, two.defence]).toEqual([6, 9]);
    expect(cases(two)).toEqual([['B-J.3', 2]]);
  });

  it('B-J.4 a town adds 1 to the defence of its hex', () => {
    const o = odds([unit('israeli', 12, '1510')], [unit('egyptian', 4, '1509'), unit('egyptian', 4, '1509')]);
    expect(o.defence).toBe(9);
    expect(cases(o)).toEqual([['B-J.4', 1]]);
  });

  it('B-J.5 an entrenched camp adds 2 to each unit in it', () => {
    const o = odds([unit('egyptian', 12, '1016')], [unit('israeli', 6, '0916'), unit('israeli', 3, '0916')]);
    expect(o.defence).toBe(13);
    expect(cases(o)).toEqual([
      ['B-J.5', 2],
      ['B-J.5', 2],
    ]);
  });

  it('B-J.6 marsh doubles each defender, and halves (rounded up) each unit attacking out of it; both apply marsh to marsh', () => {
    const o = odds([unit('israeli', 5, '0808'), unit('israeli', 3, '0808')], [unit('egyptian', 4, '0807')]);
    expect([o.attack, o.defence]).toEqual([5, 8]); // 3 + 2 against 4 doubled
    expect(cases(o)).toEqual([
      ['B-J.6', -2],
      ['B-J.6', -1],
      ['B-J.6', 4],
    ]);
  });

  it('B-P a fort adds its CF to the units in its hex, and marsh doubles it too (B-J.6)', () => {
    const fort = unit('israeli', 3, '0611', { type: 'fort' });
    const o = odds([unit('egyptian', 12, '0612')], [fort, unit('israeli', 6, '0611')]);
    expect(o.defence).toBe(18); // (3 + 6) doubled in the marsh
    expect(o.modifiers.filter((m) => m.case === 'B-P')).toHaveLength(1);
  });
});

describe('B-L artillery and halvings', () => {
  it('B-L.1, B-L.2 artillery adds its fire value, 2 or reduced 1, to the attack or the defence', () => {
    const art = (side: 'israeli' | 'egyptian', at: string, reduced: boolean) =>
      unit(side, reduced ? 1 : 2, at, { type: 'artillery', reduced });
    const o = odds([unit('israeli', 6, '2018')], [unit('egyptian', 4, '2019')], 'standard', {
      support: [art('israeli', '2016', false)],
      defensiveSupport: [art('egyptian', '2021', true)],
    });
    expect([o.attack, o.defence]).toEqual([8, 5]);
    expect(cases(o)).toEqual([
      ['B-L.1', 2],
      ['B-L.2', 1],
    ]);
  });

  it('B-G.4b, B-O.1 a landed unit attacks at half its CF, rounded up', () => {
    const halved = unit('israeli', 5, '2018', { halved: [{ case: 'B-O.1', why: 'dropped' }] });
    const o = odds([halved], [unit('egyptian', 1, '2019')]);
    expect(o.attack).toBe(3);
    expect(cases(o)).toEqual([['B-O.1', -2]]);
  });

  it('B-I.3 retreat e) a unit that retreated into the hex adds nothing to its defence', () => {
    const o = odds(
      [unit('israeli', 8, '2018')],
      [unit('egyptian', 4, '2019'), unit('egyptian', 4, '2019', { addsNothing: true })],
    );
    expect(o.defence).toBe(4);
    expect(cases(o)).toEqual([['B-I.3 e', 0]]);
  });
});

describe('T003 revised tables', () => {
  it('T003 there is no 5-1 column: 5-1 reads 4-1', () => {
    const o = odds([unit('israeli', 10, '2018')], [unit('egyptian', 2, '2019')], 'revised');
    expect([o.ratio, o.column]).toEqual(['5-1', '4-1']);
  });

  it('T003[CRT-Arab] also serves Israeli armour attacking, alone, Egyptian non-motorised infantry', () => {
    const armour = odds([unit('israeli', 6, '2018')], [unit('egyptian', 4, '2019')], 'revised');
    expect(armour.table).toBe('egyptian');
    const mixed = odds(
      [unit('israeli', 6, '2018'), unit('israeli', 5, '2018', { type: 'mechanised' })],
      [unit('egyptian', 4, '2019')],
      'revised',
    );
    expect(mixed.table).toBe('israeli');
    const mech = odds([unit('israeli', 6, '2018')], [unit('egyptian', 4, '2019', { type: 'mechanised' })], 'revised');
    expect(mech.table).toBe('israeli');
    expect(odds([unit('israeli', 6, '2018')], [unit('egyptian', 4, '2019')]).table).toBe('israeli'); // not on T001
  });

  it('T003 results: the Israeli table at 2-1 gives EX1, Dr*, DR', () => {
    const o = odds([unit('israeli', 8, '2018', { type: 'mechanised' })], [unit('egyptian', 4, '2019')], 'revised');
    expect(o.results).toMatchObject({ EX1: 1 / 6, 'Dr*': 3 / 6, DR: 2 / 6 });
  });
});

describe('combatOdds() on the game', () => {
  it('names the units and hexes of each modifier, on the standard and the revised tables', async () => {
    for (const tables of ['standard', 'revised'] as const) {
      const g = await only(
        { 'il-14-armd': '1624', 'eg-90-inf': '1725', 'il-art-162': '1623' },
        { tables, turn: 2, side: 'israeli', phase: 'combat' },
      );
      const o = g.combatOdds(['il-14-armd'], ['1725'], { artillery: ['il-art-162'] });
      expect([o.attack, o.defence, o.column, o.tables]).toEqual([8, 6, '1-1', tables]);
      expect(o.modifiers).toEqual([
        { case: 'B-L.1', side: 'attack', what: 'artillery support', value: 2, unit: 'il-art-162', hex: '1623' },
        { case: 'B-J.3', side: 'defence', what: 'hill', value: 2, hex: '1725' },
      ]);
    }
  });

  it('B-L artillery out of range adds nothing to the odds, as apply refuses its fire: the preview uses the one rule', async () => {
    // il-art-162 four hexes from the target (range 3): the odds it would give are the odds without it
    const g = await only(
      { 'il-14-armd': '1624', 'eg-90-inf': '1725', 'il-art-162': '1621' },
      { turn: 2, side: 'israeli', phase: 'combat' },
    );
    const o = g.combatOdds(['il-14-armd'], ['1725'], { artillery: ['il-art-162'] });
    expect([o.attack, o.defence, o.column]).toEqual([6, 6, '1-1']);
    expect(o.modifiers).toContainEqual(expect.objectContaining({ case: 'B-L', value: 0, unit: 'il-art-162' }));
    expect(() =>
      g.apply({ type: 'attack', attackers: ['il-14-armd'], defenders: ['1725'], artillery: ['il-art-162'] }),
    ).toThrow(/more than 3 hexes/);
  });
});
