// T003[Results] on the game (tables: 'revised'): retreats of one hex,
// shock markers, EX1/EX2 exchanges, the Arab table for Israeli armour alone
// against Egyptian infantry.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../../src/games/yom-kippur/game.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { only } from '../setup.js';

const israeliCombat: Position = { tables: 'revised', turn: 2, side: 'israeli', phase: 'combat' };
const egyptianCombat: Position = { tables: 'revised', turn: 3, side: 'egyptian', phase: 'combat' };
const attack = (g: Game, attackers: string[], defenders: string[]) =>
  g.apply({ type: 'attack', attackers, defenders, artillery: [] });

describe('T003[Results]', () => {
  it('T003 DR: the defender is reduced, retreats one hex and takes a shock marker until its next player-turn', async () => {
    const g = await only({ 'il-sinai-mech': '2018', 'eg-90-inf': '2019' }, israeliCombat);
    g.forceDice([6]); // 5 against 4, 1-1 on the Israeli table, die 6: DR
    attack(g, ['il-sinai-mech'], ['2019']);
    expect(g.unit('eg-90-inf').steps).toBe(1);
    expect(g.unit('eg-90-inf').markers).toEqual([{ kind: 'shock', until: { turn: 3, side: 'egyptian' } }]);
    expect(g.pending).toMatchObject({ kind: 'retreat', units: ['eg-90-inf'], hexes: 1 });
  });

  it('T003 Dr*: a one-hex retreat with shock; Dr: a one-hex retreat alone', async () => {
    const g = await only({ 'il-sinai-mech': '2018', 'eg-90-inf': '2019' }, israeliCombat);
    g.forceDice([4]); // 1-1, die 4: Dr*
    attack(g, ['il-sinai-mech'], ['2019']);
    expect([g.unit('eg-90-inf').steps, g.unit('eg-90-inf').markers.length]).toEqual([2, 1]);
    expect(g.pending).toMatchObject({ kind: 'retreat', hexes: 1 });
    const dr = await only({ 'il-sinai-mech': '2018', 'eg-90-inf': '2019' }, israeliCombat);
    dr.forceDice([3]); // die 3: Dr
    attack(dr, ['il-sinai-mech'], ['2019']);
    expect(dr.unit('eg-90-inf').markers).toEqual([]);
    expect(dr.pending).toMatchObject({ kind: 'retreat', hexes: 1 });
  });

  it('T003 EX1: the defender as DR, and the attacker reduces as many of its units as the defender has', async () => {
    const g = await only({ 'il-sinai-mech': '2018', 'il-mech-162': '2120', 'eg-90-inf': '2019' }, israeliCombat);
    g.forceDice([1]); // 10 against 4, 2-1, die 1: EX1
    attack(g, ['il-sinai-mech', 'il-mech-162'], ['2019']);
    expect(g.unit('eg-90-inf').steps).toBe(1);
    const hex = g.legalActions().find((a) => a.type === 'retreat')!;
    g.apply(hex);
    expect(g.pending).toMatchObject({
      kind: 'losses',
      side: 'israeli',
      count: 1,
      units: ['il-sinai-mech', 'il-mech-162'],
    });
    g.apply({ type: 'reduce', unit: 'il-mech-162' });
    expect([g.unit('il-mech-162').steps, g.unit('il-sinai-mech').steps]).toEqual([1, 2]);
    expect(g.pending).toMatchObject({ kind: 'advance', hexes: ['2019'] }); // the attacker may still advance
  });

  it('T003 EX2: the defender eliminated, the attacker reduces as many units as the defender had', async () => {
    const g = await only(
      { 'il-14-armd': '2018', 'il-460-armd': '2119', 'eg-cdo-2a-1': '2019', 'eg-cdo-2a-2': '2019' },
      { ...israeliCombat, steps: { 'eg-cdo-2a-1': 1, 'eg-cdo-2a-2': 1 } },
    );
    // armour alone against commandos reads the Arab table: 12 against 2, 6-1
    expect(g.combatOdds(['il-14-armd', 'il-460-armd'], ['2019'])).toMatchObject({ table: 'egyptian', column: '6-1' });
    g.forceDice([4]); // die 4: EX2
    attack(g, ['il-14-armd', 'il-460-armd'], ['2019']);
    expect([g.unit('eg-cdo-2a-1').location, g.unit('eg-cdo-2a-2').location]).toEqual(['eliminated', 'eliminated']);
    expect([g.unit('il-14-armd').steps, g.unit('il-460-armd').steps]).toEqual([1, 1]); // two units, two reductions
    expect(g.pending).toMatchObject({ kind: 'advance', hexes: ['2019'] });
  });

  it('T003 EX1 owing more reductions than attackers: the position, losses and all, reads back', async () => {
    // found by `npm run fuzz -- --game yom-kippur --tables revised` (easy:easy, seed 4): the position check
    // bounded a losses decision's count by the attackers it names, where T003 counts the defender's units
    const g = await only({ 'il-sinai-mech': '2018', 'eg-90-inf': '2019', 'eg-134-inf': '2019' }, israeliCombat);
    g.forceDice([4]); // 5 against 8, 1-2, die 4: EX1
    attack(g, ['il-sinai-mech'], ['2019']);
    // the defenders retreat first; the attacker's losses wait in the combat's queue: two owed by one unit
    expect(g.pending).toMatchObject({ kind: 'retreat', side: 'egyptian', units: ['eg-90-inf', 'eg-134-inf'] });
    expect((g.position().combat as { queue: unknown[] }[])[0]!.queue[1]).toMatchObject({ kind: 'losses', count: 2 });
    const back = await Game.create({ position: g.position() });
    expect(back.position()).toEqual(g.position());
    // and play on alike: each defender retreats, then the one attacker takes its reduction
    for (const game of [g, back])
      while (game.pending?.kind === 'retreat') game.apply(game.legalActions().find((a) => a.type === 'retreat')!);
    expect(back.position()).toEqual(g.position());
    expect(back.unit('il-sinai-mech').steps).toBe(1);
  });

  it('T003 EX1 after a canal crossing: the landed attacker’s loss eliminates it (B-G.4b)', async () => {
    const g = await only(
      { 'il-sinai-mech': '0414', 'eg-90-inf': '0413' },
      { ...israeliCombat, landing: { 'il-sinai-mech': 'canal' } },
    );
    g.forceDice([4]); // 3 (halved) against 4, 1-2, die 4: EX1
    attack(g, ['il-sinai-mech'], ['0413']);
    g.apply(g.legalActions().find((a) => a.type === 'retreat')!);
    expect(g.unit('il-sinai-mech').location).toBe('eliminated');
  });

  it('T003 AR: the attacker reduced, retreats a hex and is shocked; its marker comes off after its own combat phase', async () => {
    const g = await only({ 'eg-90-inf': '2019', 'il-14-armd': '2018' }, egyptianCombat);
    g.forceDice([2]); // 4 against 6, 1-2 on the Arab table, die 2: AR
    attack(g, ['eg-90-inf'], ['2018']);
    expect(g.unit('eg-90-inf').steps).toBe(1);
    expect(g.unit('eg-90-inf').markers).toHaveLength(1);
    g.apply(g.legalActions().find((a) => a.type === 'retreat')!);
    g.endPhase(); // T003[Sequence]: shock markers on Arab units come off after the Arab combat phase
    expect(g.unit('eg-90-inf').markers).toEqual([]);
  });

  it('T003 a unit that cannot retreat after DR takes a second reduction (B-I.3 f)', async () => {
    const g = await only(
      { 'il-sinai-mech': '2018', 'il-460-armd': '2121', 'il-217-armd': '1921', 'eg-90-inf': '2019' },
      israeliCombat,
    );
    g.forceDice([6]); // 1-1, die 6: DR, and every retreat hex is in Israeli ZOC
    attack(g, ['il-sinai-mech'], ['2019']);
    expect(g.unit('eg-90-inf').location).toBe('eliminated');
  });
});
