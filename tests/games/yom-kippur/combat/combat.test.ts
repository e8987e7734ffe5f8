// B-I combat on the game (standard tables, T001): who may attack whom, the
// obligations of B-I.1, the results of B-I.3, retreats a)–f) and the
// advance g), B-J.1 the canal, B-P forts, B-M.3 SAMs, B-G.4b landings.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { only } from '../setup.js';

const israeliCombat: Position = { turn: 2, side: 'israeli', phase: 'combat' };
const egyptianCombat: Position = { turn: 2, side: 'egyptian', phase: 'combat' };

const attack = (g: Game, attackers: string[], defenders: string[], artillery: string[] = []) =>
  g.apply({ type: 'attack', attackers, defenders, artillery });
const steps = (g: Game, id: string) => g.unit(id).steps;
const attacks = (g: Game) => g.legalActions().filter((a) => a.type === 'attack');

describe('B-I.1 who fights', () => {
  it('B-I.1 combat is between adjacent units; B-J.1 never across the canal', async () => {
    const g = await only({ 'il-14-armd': '0615', 'eg-90-inf': '0515' }, israeliCombat);
    expect(() => attack(g, ['il-14-armd'], ['0515'])).toThrow(/B-J\.1/);
    expect(attacks(g)).toEqual([]);
    const far = await only({ 'il-14-armd': '2018', 'eg-90-inf': '2020' }, israeliCombat);
    expect(() => attack(far, ['il-14-armd'], ['2020'])).toThrow(/B-J\.1/);
  });

  it('B-I.1 a) all units of an attacking hex attack, unless a stack-mate attacks another hex (Fig. 11)', async () => {
    const g = await only({ 'il-14-armd': '2018', 'il-460-armd': '2018', 'eg-90-inf': '2019' }, israeliCombat);
    expect(() => attack(g, ['il-14-armd'], ['2019'])).toThrow(/B-I\.1a/);
    const split = await only(
      { 'il-14-armd': '2018', 'il-460-armd': '2018', 'eg-90-inf': '2019', 'eg-134-inf': '2118' },
      israeliCombat,
    );
    split.forceDice([2]);
    attack(split, ['il-14-armd'], ['2019']);
    expect(() => split.endPhase()).toThrow(/B-I\.1/); // il-460 owes its attack, eg-134 is owed one
    split.forceDice([2]);
    attack(split, ['il-460-armd'], ['2118']);
    split.endPhase();
    expect(split.phase).toBe('movement-2');
  });

  it('B-I.1 b) every enemy next to an attacker is attacked: in the same combat if no other unit can', async () => {
    const g = await only({ 'il-14-armd': '2018', 'eg-90-inf': '2019', 'eg-134-inf': '2118' }, israeliCombat);
    expect(() => attack(g, ['il-14-armd'], ['2019'])).toThrow(/B-I\.1b/);
    expect(attacks(g).map((a) => a.type === 'attack' && a.defenders)).toEqual([
      ['2019', '2118'],
      ['2118', '2019'],
    ]);
    expect(g.combatOdds(['il-14-armd'], ['2019', '2118'])).toMatchObject({ attack: 6, defence: 8, column: '1-2' });
    g.forceDice([1]); // one unit against several, 1-2, die 1: A3
    attack(g, ['il-14-armd'], ['2019', '2118']);
    expect(g.pending).toMatchObject({ kind: 'retreat', side: 'israeli', units: ['il-14-armd'], hexes: 3 });
  });

  it('B-I.1 two stacked units defend together; B-I.3 a unit attacks and is attacked once a turn', async () => {
    const g = await only(
      { 'il-14-armd': '2018', 'il-460-armd': '2118', 'eg-90-inf': '2019', 'eg-134-inf': '2019' },
      israeliCombat,
    );
    expect(g.combatOdds(['il-14-armd'], ['2019']).defence).toBe(8);
    g.forceDice([2]); // 6 against 8 at 1-2: A2
    attack(g, ['il-14-armd'], ['2019']);
    const p = g.pending;
    expect(p?.kind).toBe('retreat');
    expect(() => attack(g, ['il-460-armd'], ['2019'])).toThrow(); // a decision is due first
  });

  it('B-I.3 once a turn: a hex whose units were attacked may not be attacked again', async () => {
    const g = await only({ 'il-14-armd': '2018', 'il-460-armd': '2120', 'eg-90-inf': '2019' }, israeliCombat);
    g.forceDice([4]); // 6 against 4 at 1-1: D2... row 4 of T001[CRT-Israel] 1-1 is D2
    attack(g, ['il-14-armd', 'il-460-armd'], ['2019']);
    expect(() => attack(g, ['il-14-armd'], ['2019'])).toThrow(/B-I\.3|decision/);
  });
});

describe('B-I.3 results', () => {
  it('B-I.3 DR reduces; a reduced unit reduced again is eliminated, and the attacker may advance (g)', async () => {
    const g = await only({ 'il-14-armd': '2018', 'eg-90-inf': '2019' }, israeliCombat);
    g.forceDice([6]); // 1-1, die 6: DR
    attack(g, ['il-14-armd'], ['2019']);
    expect(steps(g, 'eg-90-inf')).toBe(1);
    expect(g.pending).toBeNull();
    const again = await only(
      { 'il-14-armd': '2018', 'eg-90-inf': '2019' },
      { ...israeliCombat, steps: { 'eg-90-inf': 1 } },
    );
    again.forceDice([6]); // 6 against 2, 3-1, die 6: DE
    attack(again, ['il-14-armd'], ['2019']);
    expect(again.unit('eg-90-inf').location).toBe('eliminated');
    expect(again.pending).toMatchObject({ kind: 'advance', units: ['il-14-armd'], hexes: ['2019'] });
    again.apply({ type: 'advance', unit: 'il-14-armd', hex: '2019' });
    expect(again.unit('il-14-armd').hex).toBe('2019');
    expect(again.pending).toBeNull();
  });

  it('B-I.3 AE eliminates the attackers; AR reduces them', async () => {
    const g = await only({ 'eg-90-inf': '2019', 'il-14-armd': '2018' }, egyptianCombat);
    g.forceDice([1]); // 4 against 6 at 1-2 on T001[CRT-Arab], die 1: AE
    attack(g, ['eg-90-inf'], ['2018']);
    expect(g.unit('eg-90-inf').location).toBe('eliminated');
    const ar = await only({ 'eg-90-inf': '2019', 'il-14-armd': '2018' }, egyptianCombat);
    ar.forceDice([2]); // die 2: AR
    attack(ar, ['eg-90-inf'], ['2018']);
    expect(steps(ar, 'eg-90-inf')).toBe(1);
  });

  it('B-I.3 retreat a)–d): exactly n hexes away, never into an enemy ZOC unless a friend holds it, stacking kept', async () => {
    const g = await only({ 'il-14-armd': '2018', 'eg-90-inf': '2019' }, israeliCombat);
    g.forceDice([4]); // 1-1, die 4: D2
    attack(g, ['il-14-armd'], ['2019']);
    const p = g.pending!;
    expect(p).toMatchObject({ kind: 'retreat', side: 'egyptian', units: ['eg-90-inf'], hexes: 2 });
    const options = g.legalActions().flatMap((a) => (a.type === 'retreat' ? [a.hex] : []));
    expect(options.length).toBeGreaterThan(0);
    for (const h of options) {
      expect(g.distance('2019', h)).toBe(2); // b)
      expect(g.zocOf(h)).not.toContain('israeli'); // c)
    }
    expect(g.legalActions()).toContainEqual({ type: 'reduce', unit: 'eg-90-inf' }); // f) always allowed
    g.apply({ type: 'retreat', unit: 'eg-90-inf', hex: options[0]! });
    expect(g.unit('eg-90-inf').hex).toBe(options[0]);
    expect(g.pending).toMatchObject({ kind: 'advance', hexes: ['2019'] }); // g)
    g.apply({ type: 'advance', unit: null });
    expect(g.pending).toBeNull();
  });

  it('B-I.3 retreat c) a hex in enemy ZOC is open when a friendly unit holds it; d) a full hex is not', async () => {
    const placed = { 'il-14-armd': '2018', 'il-460-armd': '2121', 'eg-90-inf': '2019' };
    const g = await only(placed, israeliCombat);
    g.forceDice([3]); // 1-1, die 3: D1
    attack(g, ['il-14-armd'], ['2019']);
    const hexes = (x: Game) => x.legalActions().flatMap((a) => (a.type === 'retreat' ? [a.hex] : []));
    expect(hexes(g)).toEqual(['1920']); // 2020, 2120 in il-460's ZOC; 2119, 1919 in il-14's
    const friend = await only(
      { ...placed, 'eg-134-inf': '2120', 'eg-15-armd': '1920', 'eg-136-mech': '1920' },
      israeliCombat,
    );
    friend.forceDice([3]);
    attack(friend, ['il-14-armd'], ['2019']);
    expect(hexes(friend)).toEqual(['2120']);
  });

  it('B-I.3 retreat f) a unit that cannot retreat is reduced instead; the owner may also choose to reduce', async () => {
    const boxed = { 'il-14-armd': '2018', 'il-460-armd': '2121', 'il-217-armd': '1921', 'eg-90-inf': '2019' };
    const g = await only(boxed, israeliCombat);
    g.forceDice([3]); // D1 with every hex closed
    attack(g, ['il-14-armd'], ['2019']);
    expect([steps(g, 'eg-90-inf'), g.unit('eg-90-inf').hex, g.pending]).toEqual([1, '2019', null]);
    const choose = await only({ 'il-14-armd': '2018', 'eg-90-inf': '2019' }, israeliCombat);
    choose.forceDice([3]);
    attack(choose, ['il-14-armd'], ['2019']);
    choose.apply({ type: 'reduce', unit: 'eg-90-inf' });
    expect([steps(choose, 'eg-90-inf'), choose.unit('eg-90-inf').hex, choose.pending]).toEqual([1, '2019', null]);
  });

  it('B-I.3 retreat e) a unit that retreated into a hex attacked later adds nothing but shares the result', async () => {
    const g = await only(
      { 'il-14-armd': '2018', 'il-217-armd': '1921', 'eg-90-inf': '2019', 'eg-134-inf': '1920' },
      israeliCombat,
    );
    g.forceDice([3]); // D1
    attack(g, ['il-14-armd'], ['2019']);
    g.apply({ type: 'retreat', unit: 'eg-90-inf', hex: '1920' });
    g.apply({ type: 'advance', unit: null });
    const o = g.combatOdds(['il-217-armd'], ['1920']);
    expect([o.defence, o.modifiers.map((m) => m.case)]).toEqual([4, ['B-I.3 e']]);
    g.forceDice([6]); // 1-1, die 6: DR on both
    attack(g, ['il-217-armd'], ['1920']);
    expect([steps(g, 'eg-90-inf'), steps(g, 'eg-134-inf')]).toEqual([1, 1]);
  });

  it('B-I.3 g) only units that attacked advance, one hex, into the vacated hex, whatever the ZOC', async () => {
    const g = await only(
      { 'il-14-armd': '2018', 'il-460-armd': '2017', 'eg-90-inf': '2019', 'eg-134-inf': '2120' },
      { ...israeliCombat, steps: { 'eg-90-inf': 1 } },
    );
    g.forceDice([6]); // DE
    attack(g, ['il-14-armd'], ['2019']);
    expect(g.pending).toMatchObject({ kind: 'advance', units: ['il-14-armd'], hexes: ['2019'] });
    expect(() => g.apply({ type: 'advance', unit: 'il-460-armd', hex: '2019' })).toThrow(/B-I\.3 g/);
    g.apply({ type: 'advance', unit: 'il-14-armd', hex: '2019' }); // into eg-134's ZOC
    expect(g.pending).toBeNull();
  });
});

describe('B-P forts, B-M.3 SAMs, B-G.4b landings', () => {
  it('B-P a retreat reduces a fort, a reduction eliminates it', async () => {
    // B-P: a fort stands on its own hex (Milano, 0611), so five armoured brigades around it
    const attackers = ['eg-15-armd', 'eg-25-armd', 'eg-1-armd', 'eg-14-armd', 'eg-2-armd'];
    const hexes = ['0610', '0610', '0612', '0612', '0711'];
    const placed = Object.fromEntries([['fort-milano', '0611'], ...attackers.map((u, i) => [u, hexes[i]!])]);
    const g = await only(placed, egyptianCombat);
    g.forceDice([3]); // die 3: D2, a retreat
    attack(g, attackers, ['0611']);
    expect([steps(g, 'fort-milano'), g.unit('fort-milano').hex, g.pending]).toEqual([1, '0611', null]);
    const dr = await only(placed, egyptianCombat);
    dr.forceDice([6]); // die 6: DR, a reduction
    attack(dr, attackers, ['0611']);
    expect(dr.unit('fort-milano').location).toBe('eliminated');
  });

  it('B-M.3 a SAM attacked on the ground defends with its CF; a retreat reduces it', async () => {
    const g = await only({ 'il-14-armd': '2018', 'eg-sam-1': '2019' }, israeliCombat);
    expect(g.combatOdds(['il-14-armd'], ['2019']).defence).toBe(2);
    g.forceDice([1]); // 3-1, die 1: D1
    attack(g, ['il-14-armd'], ['2019']);
    expect([steps(g, 'eg-sam-1'), g.unit('eg-sam-1').hex]).toEqual([1, '2019']);
  });

  it('B-G.4b, B-G.5b a unit across the canal or off rafts must attack at half strength; any retreat or reduction eliminates it', async () => {
    for (const [landing, rule] of [
      ['canal', /B-G\.4b/],
      ['raft', /B-G\.5b/],
    ] as const) {
      const g = await only(
        { 'il-14-armd': '0414', 'eg-90-inf': '0413' },
        { ...israeliCombat, landing: { 'il-14-armd': landing } },
      );
      expect(() => g.endPhase()).toThrow(rule);
      const o = g.combatOdds(['il-14-armd'], ['0413']);
      expect([o.attack, o.column]).toEqual([3, '1-2']);
      g.forceDice([1]); // 1-2, die 1: A3
      attack(g, ['il-14-armd'], ['0413']);
      expect(g.unit('il-14-armd').location).toBe('eliminated');
      g.endPhase();
    }
  });
});
