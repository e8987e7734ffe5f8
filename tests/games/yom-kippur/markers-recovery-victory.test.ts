// Yom Kippur basic game: SAM MOV (B-M.2), shock (B-N.2b), recovery points
// (B-Q), exits and victory points (B-R).
import { describe, expect, it } from 'vitest';
import { PositionError } from '../../../src/games/yom-kippur/engine.js';
import { egyptianMove, israeliMove, only } from './setup.js';

describe('B-M.2 moving a SAM', () => {
  it('marked in one Game-Turn, it moves at MF 3 from the next, and acts again the Game-Turn after its marker comes off', async () => {
    const g = await only({ 'eg-sam-1': '0411' }, egyptianMove(2));
    expect(g.whyCannotMove('eg-sam-1')?.code).toBe('sam-not-moving');
    expect(g.sams()[0]!.active).toBe(true);
    g.apply({ type: 'sam-mov', unit: 'eg-sam-1' });
    expect(g.sams()[0]).toMatchObject({ active: false, samMov: 2 });
    expect(g.unit('eg-sam-1').markers).toEqual([{ kind: 'sam-mov', since: 2 }]);
    expect(g.whyCannotMove('eg-sam-1')?.code).toBe('moved'); // not this Game-Turn
    const next = await only({ 'eg-sam-1': '0411' }, { ...egyptianMove(3), samMov: { 'eg-sam-1': 2 } });
    const r = next.reachable('eg-sam-1');
    expect(r.size).toBeGreaterThan(0);
    expect(Math.max(...r.values())).toBeLessThanOrEqual(3); // MF 3
    next.move('eg-sam-1', '0412');
    expect(() => next.apply({ type: 'sam-ready', unit: 'eg-sam-1' })).toThrow(/B-M\.2/); // moved this phase
    const later = await only({ 'eg-sam-1': '0412' }, { ...egyptianMove(4), samMov: { 'eg-sam-1': 2 } });
    later.apply({ type: 'sam-ready', unit: 'eg-sam-1' });
    expect(later.sams()[0]).toMatchObject({ active: false, samMov: null }); // not in the Game-Turn it comes off
    const after = await only({ 'eg-sam-1': '0412' }, egyptianMove(5));
    expect(after.sams()[0]!.active).toBe(true);
  });

  it('B-M.5 from GT 6 every SAM counts as reduced', async () => {
    const g = await only({ 'eg-sam-1': '0411' }, egyptianMove(6));
    expect(g.sams()[0]!.reduced).toBe(true);
    const before = await only({ 'eg-sam-1': '0411' }, egyptianMove(5));
    expect(before.sams()[0]!.reduced).toBe(false);
  });
});

describe('B-N.2b shock', () => {
  it('a shocked unit may not move voluntarily; the marker comes off at the end of that player-turn', async () => {
    const g = await only(
      { 'il-14-armd': '0916' },
      { ...israeliMove(2), shock: { 'il-14-armd': { turn: 2, side: 'israeli' } } },
    );
    expect(g.whyCannotMove('il-14-armd')?.rule).toBe('B-N.2b');
    while (g.phasingSide === 'israeli') g.endPhase();
    expect(g.unit('il-14-armd').markers).toEqual([]);
  });

  it('B-N.2b a position with an expired shock marker is impossible: PositionError', async () => {
    const shocked = (turn: number) => ({ shock: { 'il-14-armd': { turn, side: 'israeli' } } });
    await expect(only({ 'il-14-armd': '0916' }, { ...israeliMove(3), ...shocked(2) })).rejects.toThrow(PositionError);
    await expect(only({ 'il-14-armd': '0916' }, { ...egyptianMove(3), ...shocked(2) })).rejects.toThrow(/shock/);
    await expect(only({ 'il-14-armd': '0916' }, { ...israeliMove(3), ...shocked(3) })).resolves.toBeDefined();
    // T003[Sequence]: on the revised tables the phasing side's markers come off after its combat phase
    const late = { ...israeliMove(3, 'movement-2'), tables: 'revised' as const, ...shocked(3) };
    await expect(only({ 'il-14-armd': '0916' }, late)).rejects.toThrow(PositionError);
    await expect(only({ 'il-14-armd': '0916' }, { ...late, tables: 'standard' })).resolves.toBeDefined();
  });
});

describe('B-Q recovery points', () => {
  const gt6 = { ...israeliMove(6), steps: { 'il-14-armd': 1, 'il-air-1': 1 } };

  it('B-Q a reduced tank brigade costs 3, an eliminated para 4 (it returns as para infantry), a reduced aircraft 2', async () => {
    const g = await only({ 'il-14-armd': '0916' }, gt6);
    g.apply({ type: 'recover', unit: 'il-14-armd' });
    expect(g.unit('il-14-armd').steps).toBe(2);
    expect(g.recoveryPoints()['israeli']).toBe(7);
    g.apply({ type: 'recover', unit: 'il-35-para' });
    expect(g.unit('il-35-para')).toMatchObject({
      location: 'waiting',
      type: 'paratroops',
      strength: 4,
      airborne: true,
    });
    expect(g.reachable('il-35-para').size).toBeGreaterThan(0); // enters by the entry roads this phase
    g.apply({ type: 'recover', unit: 'il-air-1' });
    expect(g.recoveryPoints()['israeli']).toBe(1);
    // the remaining point cannot be used: a purchase is paid whole
    expect(() => g.apply({ type: 'recover', unit: 'il-460-armd' })).toThrow(/B-Q/);
    expect(g.legalActions().some((a) => a.type === 'recover')).toBe(false);
  });

  it('B-Q not before GT 6, never for SAMs or forts, only in the owner’s movement phase', async () => {
    const early = await only({ 'il-14-armd': '0916' }, { ...gt6, turn: 5 });
    expect(() => early.apply({ type: 'recover', unit: 'il-14-armd' })).toThrow(/Game-Turn 6/);
    const g = await only({ 'eg-sam-1': '0411' }, { ...egyptianMove(7), steps: { 'eg-sam-1': 1 } });
    expect(() => g.apply({ type: 'recover', unit: 'eg-sam-1' })).toThrow(/B-Q/);
    expect(() => g.apply({ type: 'recover', unit: 'fort-orkal' })).toThrow(/B-Q/);
    expect(g.legalActions().filter((a) => a.type === 'recover').length).toBeGreaterThan(0); // eliminated units
    const air = await only({ 'il-14-armd': '0916' }, { ...gt6, phase: 'air' });
    expect(() => air.apply({ type: 'recover', unit: 'il-14-armd' })).toThrow(/B-Q/);
  });
});

describe('B-R victory', () => {
  it('B-R.2 an Egyptian unit leaves by the coastal road for 1 VP, never to return', async () => {
    const g = await only({ 'eg-3-mech': '2809' }, egyptianMove(4));
    expect(g.legalActions()).toContainEqual({ type: 'exit', unit: 'eg-3-mech' });
    g.apply({ type: 'exit', unit: 'eg-3-mech' });
    expect(g.unit('eg-3-mech').location).toBe('exited');
    expect(g.victoryPoints().total['egyptian']).toBe(1);
    expect(g.whyCannotMove('eg-3-mech')).not.toBeNull();
    const israeli = await only({ 'il-14-armd': '2809' }, israeliMove(4));
    expect(israeli.legalActions().some((a) => a.type === 'exit')).toBe(false);
  });

  it('B-R at the end of GT 9: forts 2/1, units west 5, passes 10, -1 a unit short of 16 east of the canal', async () => {
    const g = await only(
      {
        'fort-orkal': '0605',
        'fort-milano': '0611',
        'il-14-armd': '0414', // west of the canal
        'il-35-para': '0415', // dropped: counts because a ground unit is west too
        'eg-16-inf': '1926', // Gidi pass
        'eg-cdo-2a-1': '2031', // commandos on Mitla: no points
      },
      {
        turn: 9,
        side: 'israeli',
        phase: 'movement-2',
        steps: { 'fort-milano': 1 },
        airborne: ['il-35-para'],
        vp: { egyptian: 4, israeli: 2 },
        tally: { egyptian: { kills: 3, exits: 1 }, israeli: { bridges: 1 } },
      },
    );
    expect(g.invariants()).toEqual([]);
    const now = g.victoryPoints().ifEndedNow;
    expect(now['israeli']!.points).toBe(2 + 2 + 1 + 10);
    expect(now['egyptian']!.points).toBe(4 + 10 - 14);
    g.endPhase();
    expect(g.isOver).toBe(true);
    expect(g.victoryPoints().total).toEqual({ egyptian: 0, israeli: 15 });
    expect(g.winningSide).toBe('israeli');
    expect(g.invariants()).toEqual([]);
  });

  it('B-R.1 dropped paratroops west of the canal count only with ground units there too; a tie is a draw', async () => {
    const g = await only(
      { 'il-35-para': '0415' },
      { turn: 9, side: 'israeli', phase: 'movement-2', airborne: ['il-35-para'] },
    );
    expect(g.victoryPoints().ifEndedNow['israeli']!.points).toBe(0);
    g.endPhase();
    // Egypt: no unit east of the canal, 16 short; Israel 0
    expect(g.victoryPoints().total).toEqual({ egyptian: -16, israeli: 0 });
    const tie = await only(
      {},
      { turn: 9, side: 'israeli', phase: 'movement-2', vp: { egyptian: 16 }, tally: { egyptian: { kills: 16 } } },
    );
    tie.endPhase();
    expect(tie.victoryPoints().total).toEqual({ egyptian: 0, israeli: 0 });
    expect(tie.isOver).toBe(true);
    expect(tie.winningSide).toBeNull();
  });
});
