// B-L artillery support in attack and defence, and B-K the capture of
// bridges, on the game.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { only } from '../setup.js';

const israeliCombat: Position = { turn: 2, side: 'israeli', phase: 'combat' };
const attack = (g: Game, attackers: string[], defenders: string[], artillery: string[] = []) =>
  g.apply({ type: 'attack', attackers, defenders, artillery });

describe('B-L artillery', () => {
  it('B-L.1 offensive fire at range 3 adds 2 (1 reduced), once a combat phase, over anything', async () => {
    const g = await only(
      { 'il-14-armd': '2018', 'il-460-armd': '2221', 'eg-90-inf': '2019', 'eg-134-inf': '2122', 'il-art-162': '2016' },
      israeliCombat,
    );
    expect(g.combatOdds(['il-14-armd'], ['2019'], { artillery: ['il-art-162'] }).attack).toBe(8);
    g.forceDice([2]); // 8 against 4, 2-1, die 2: D2
    attack(g, ['il-14-armd'], ['2019'], ['il-art-162']);
    g.apply({ type: 'reduce', unit: 'eg-90-inf' });
    expect(() => attack(g, ['il-460-armd'], ['2122'], ['il-art-162'])).toThrow(/already fired/);
  });

  it('B-L out of range (more than 3 hexes) artillery does not fire; artillery alone may not attack', async () => {
    const g = await only(
      { 'il-14-armd': '2018', 'eg-90-inf': '2019', 'il-art-162': '2015', 'il-art-143': '2020' },
      israeliCombat,
    );
    expect(() => attack(g, ['il-14-armd'], ['2019'], ['il-art-162'])).toThrow(/B-L/);
    expect(() => attack(g, ['il-art-143'], ['2019'])).toThrow(/B-L/);
  });

  it('B-L adverse results never touch supporting artillery; artillery in the attacking hex only supports', async () => {
    const g = await only(
      {
        'il-sinai-mech': '2018',
        'il-art-162': '2018',
        'eg-90-inf': '2019',
        'eg-134-inf': '2019',
        'eg-15-armd': '2120',
      },
      israeliCombat,
    );
    expect(g.legalActions().some((a) => a.type === 'attack' && a.attackers.includes('il-art-162'))).toBe(false);
    g.forceDice([1]); // 5 + 2 against 8, 1-2, die 1: A3
    attack(g, ['il-sinai-mech'], ['2019'], ['il-art-162']);
    expect(g.pending).toMatchObject({ kind: 'retreat', units: ['il-sinai-mech'] });
    expect(g.unit('il-art-162')).toMatchObject({ steps: 2, hex: '2018' });
  });

  it('B-L.2 the defender adds his artillery after the attacker’s total is known, then the die is rolled', async () => {
    const g = await only({ 'il-14-armd': '2018', 'eg-90-inf': '2019', 'eg-art-18': '2021' }, israeliCombat);
    attack(g, ['il-14-armd'], ['2019']);
    expect(g.pending).toMatchObject({ kind: 'support', side: 'egyptian' });
    expect(g.legalActions()).toEqual([
      { type: 'support', artillery: [] },
      { type: 'support', artillery: ['eg-art-18'] },
    ]);
    g.forceDice([3]); // 6 against 4 + 2, 1-1, die 3: D1
    g.apply({ type: 'support', artillery: ['eg-art-18'] });
    expect(g.history.at(-1)).toMatchObject({ action: 'support eg-art-18', die: 3, result: 'D1' });
    expect(g.log.some((l) => /6 against 6|1-1/.test(l.text))).toBe(true);
  });

  it('B-L an artillery unit attacked this phase may not support; in a defending hex it defends with its own CF', async () => {
    const g = await only(
      { 'il-14-armd': '2018', 'il-460-armd': '2022', 'eg-90-inf': '2019', 'eg-art-18': '2021' },
      israeliCombat,
    );
    expect(g.combatOdds(['il-460-armd'], ['2021']).defence).toBe(2);
    g.forceDice([1]); // 6 against 2, 3-1, die 1: D1
    attack(g, ['il-460-armd'], ['2021']);
    g.apply({
      type: 'retreat',
      unit: 'eg-art-18',
      hex: g.legalActions().find((a) => a.type === 'retreat')!.hex as string,
    });
    g.apply({ type: 'advance', unit: null });
    g.forceDice([6]);
    attack(g, ['il-14-armd'], ['2019']); // no support asked of the artillery attacked
    expect(g.history.at(-1)).toMatchObject({ die: 6, result: 'DR' });
  });
});

describe('B-K capturing bridges', () => {
  const bridge = (g: Game) => g.bridges().find((b) => b.id === 'bridge-0610')!.state;

  it('B-K a unit next to an undefended bridge in the combat phase takes it; it is removed at the end of the phase for 2 VP', async () => {
    const g = await only({ 'il-14-armd': '0710' }, israeliCombat);
    const before = g.victoryPoints().total['israeli']!;
    g.endPhase();
    expect(bridge(g)).toBe('removed');
    expect(g.victoryPoints().total['israeli']! - before).toBe(2);
  });

  it('B-K from the far end of the bridge too, but not from across another canal hexside', async () => {
    const far = await only({ 'il-14-armd': '0510' }, israeliCombat);
    far.endPhase();
    expect(bridge(far)).toBe('removed');
    const across = await only({ 'il-14-armd': '0511' }, israeliCombat);
    across.endPhase();
    expect(bridge(across)).toBe('intact');
  });

  it('B-K a bridge held by its own side is not taken until combat clears it', async () => {
    const g = await only(
      { 'il-14-armd': '0710', 'eg-134-inf': '0610' },
      { ...israeliCombat, steps: { 'eg-134-inf': 1 } },
    );
    expect(bridge(g)).toBe('intact');
    g.forceDice([5]); // out of marsh 3 against 2 doubled, 1-2, die 5: D1
    attack(g, ['il-14-armd'], ['0610']);
    expect(bridge(g)).toBe('intact');
    g.apply({ type: 'reduce', unit: 'eg-134-inf' }); // B-I.3 f: reduced instead, so eliminated
    expect(g.unit('eg-134-inf').location).toBe('eliminated');
    expect(bridge(g)).toBe('captured'); // taken during the phase
    g.apply({ type: 'advance', unit: null });
    g.endPhase();
    expect(bridge(g)).toBe('removed');
  });

  it('B-K the bridge’s own side never takes it', async () => {
    const g = await only({ 'eg-134-inf': '0710' }, { turn: 2, side: 'egyptian', phase: 'combat' });
    g.endPhase();
    expect(bridge(g)).toBe('intact');
  });
});
