// B-N basic aviation and B-M SAMs against aircraft, on both table sets:
// placing aircraft (B-N.1), bombing (B-N.2a/b, T003[Bombing]), SAM cover
// and effective SAMs (B-M.1b, B-M.4, B-M.5), the bombed SAM's self-defence
// (B-M.3), SAM fire by distance (T003[Air]).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { only } from '../setup.js';

const israeliAir = (turn = 2, more: Position = {}): Position => ({ turn, side: 'israeli', phase: 'air', ...more });
const egyptianAir = (turn = 2, more: Position = {}): Position => ({ turn, side: 'egyptian', phase: 'air', ...more });

/** Places aircraft in the air phase, then goes on to the bombing step. */
function sortie(g: Game, over: Record<string, string>): void {
  for (const [unit, hex] of Object.entries(over)) g.apply({ type: 'aircraft', unit, hex });
  while (g.phase !== 'bombing') g.endPhase();
}
const bomb = (g: Game, aircraft: string, target: string) => g.apply({ type: 'bomb', aircraft, target });
const shocked = (g: Game, id: string) => g.unit(id).markers.some((m) => m.kind === 'shock');

describe('B-N.1 placing aircraft', () => {
  it('B-N.1 one aircraft a hex a side, over a hex holding an enemy counter; bridges are never targets', async () => {
    const g = await only({ 'il-14-armd': '2018', 'eg-90-inf': '2019' }, israeliAir());
    g.apply({ type: 'aircraft', unit: 'il-air-1', hex: '2019' });
    expect(() => g.apply({ type: 'aircraft', unit: 'il-air-2', hex: '2019' })).toThrow(/B-N\.1/);
    expect(() => g.apply({ type: 'aircraft', unit: 'il-air-2', hex: '2020' })).toThrow(/B-N\.1/);
    expect(() => g.apply({ type: 'aircraft', unit: 'il-air-2', hex: '0610' })).toThrow(/B-N\.1/); // a bridge alone
    expect(g.air()['israeli']!.placed).toEqual({ 'il-air-1': '2019' });
  });

  it('B-N.2 every aircraft placed bombs before the step ends', async () => {
    const g = await only({ 'eg-90-inf': '2019' }, israeliAir());
    sortie(g, { 'il-air-1': '2019' });
    expect(() => g.endPhase()).toThrow(/B-N\.2/);
    expect(g.legalActions()).toEqual([{ type: 'bomb', aircraft: 'il-air-1', target: 'eg-90-inf' }]);
  });
});

describe('B-N.2b Israeli bombing (T001)', () => {
  it('B-N.2b the Israeli CRT at 3-1: D2 or D3 shock, DR reduces, D1 nothing, no attacker result', async () => {
    for (const [die, result, steps, shock] of [
      [2, 'D2', 2, true],
      [4, 'DR', 1, false],
      [1, 'D1', 2, false],
    ] as const) {
      const g = await only({ 'eg-90-inf': '2019' }, israeliAir());
      sortie(g, { 'il-air-1': '2019' });
      g.forceDice([die]);
      bomb(g, 'il-air-1', 'eg-90-inf');
      expect(g.history.at(-1)).toMatchObject({ die, result });
      expect([g.unit('eg-90-inf').steps, shocked(g, 'eg-90-inf')]).toEqual([steps, shock]);
    }
  });

  it('B-N.2b one column left per SAM covering the hex; B-M.4 two reduced SAMs act as one (B-M.5 from GT 6)', async () => {
    const one = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2022' }, israeliAir());
    sortie(one, { 'il-air-1': '2019' });
    one.forceDice([4]); // 2-1, die 4: D3 (3-1 would reduce)
    bomb(one, 'il-air-1', 'eg-90-inf');
    expect(one.history.at(-1)).toMatchObject({ result: 'D3' });
    const three = await only(
      { 'eg-90-inf': '2019', 'eg-sam-1': '2022', 'eg-sam-2': '2023', 'eg-sam-3': '1922' },
      israeliAir(),
    );
    sortie(three, { 'il-air-1': '2019' });
    three.forceDice([4]); // 1-2, die 4: '-'
    bomb(three, 'il-air-1', 'eg-90-inf');
    expect(three.history.at(-1)).toMatchObject({ result: '-' });
    const ecm = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2022', 'eg-sam-2': '2023' }, israeliAir(6));
    sortie(ecm, { 'il-air-1': '2019' });
    ecm.forceDice([4]); // two SAMs, both reduced from GT 6: one column, 2-1
    bomb(ecm, 'il-air-1', 'eg-90-inf');
    expect(ecm.history.at(-1)).toMatchObject({ result: 'D3' });
  });

  it('B-N.2b a reduced Israeli aircraft reads from 2-1; B-M.2 a SAM under its SAM MOV marker gives no cover', async () => {
    const g = await only({ 'eg-90-inf': '2019' }, israeliAir(2, { steps: { 'il-air-1': 1 } }));
    sortie(g, { 'il-air-1': '2019' });
    g.forceDice([4]);
    bomb(g, 'il-air-1', 'eg-90-inf');
    expect(g.history.at(-1)).toMatchObject({ result: 'D3' });
    const moving = await only(
      { 'eg-90-inf': '2019', 'eg-sam-1': '2022' },
      israeliAir(2, { samMov: { 'eg-sam-1': 2 } }),
    );
    sortie(moving, { 'il-air-1': '2019' });
    moving.forceDice([4]); // 3-1: DR
    bomb(moving, 'il-air-1', 'eg-90-inf');
    expect(moving.history.at(-1)).toMatchObject({ result: 'DR' });
  });

  it('B-M.3 a bombed SAM rolls: 2-5 the aircraft turns back, 6 it is reduced but bombs, 1 it bombs unharmed', async () => {
    const back = await only({ 'eg-sam-1': '2019' }, israeliAir());
    sortie(back, { 'il-air-1': '2019' });
    back.forceDice([3]);
    bomb(back, 'il-air-1', 'eg-sam-1');
    expect(back.history.at(-1)).toMatchObject({ die: 3, result: 'turns-back' });
    expect([back.unit('il-air-1').location, back.unit('eg-sam-1').steps, back.pending]).toEqual(['pool', 2, null]);
    const hit = await only({ 'eg-sam-1': '2019' }, israeliAir());
    sortie(hit, { 'il-air-1': '2019' });
    hit.forceDice([6, 6]);
    bomb(hit, 'il-air-1', 'eg-sam-1');
    expect(hit.unit('il-air-1').steps).toBe(1);
    expect(hit.legalActions()).toEqual([{ type: 'bomb', aircraft: 'il-air-1', target: 'eg-sam-1' }]);
    bomb(hit, 'il-air-1', 'eg-sam-1'); // reduced aircraft 2-1, one SAM: 1-1, die 6: DR
    expect(hit.history.at(-1)).toMatchObject({ die: 6, result: 'DR' });
    expect(hit.unit('eg-sam-1').steps).toBe(1);
  });

  it('B-M.3 note: a reduced SAM subtracts 1 (a 2 lets the aircraft through); a reduced aircraft reduced again is lost', async () => {
    const g = await only({ 'eg-sam-1': '2019' }, israeliAir(2, { steps: { 'eg-sam-1': 1 } }));
    sortie(g, { 'il-air-1': '2019' });
    g.forceDice([2]);
    bomb(g, 'il-air-1', 'eg-sam-1');
    expect(g.history.at(-1)).toMatchObject({ result: 'unharmed' });
    const lost = await only({ 'eg-sam-1': '2019' }, israeliAir(2, { steps: { 'il-air-1': 1 } }));
    sortie(lost, { 'il-air-1': '2019' });
    lost.forceDice([6]);
    bomb(lost, 'il-air-1', 'eg-sam-1');
    expect([lost.unit('il-air-1').location, lost.pending]).toEqual(['eliminated', null]);
  });
});

describe('B-N.2a Egyptian bombing (T001)', () => {
  it('B-N.2a a 6 reduces armoured or mechanised units, a 5 or 6 any other (B-P: a fort takes a true reduction)', async () => {
    for (const [target, hex, sam, die, steps] of [
      ['il-14-armd', '2018', '2022', 5, 2],
      ['il-14-armd', '2018', '2022', 6, 1],
      ['fort-milano', '0611', '0411', 5, 1], // B-P: a fort stands on its own hex
    ] as const) {
      const g = await only({ [target]: hex, 'eg-sam-1': sam }, egyptianAir());
      sortie(g, { 'eg-air-1': hex });
      g.forceDice([die]);
      bomb(g, 'eg-air-1', target);
      expect([g.unit(target).steps, g.unit(target).location]).toEqual([steps, 'map']);
    }
  });

  it('B-N.2a bombing outside SAM cover costs Egypt one aircraft at the end of its player-turn, however many bombed', async () => {
    const g = await only({ 'il-14-armd': '2018', 'il-460-armd': '2020' }, egyptianAir());
    sortie(g, { 'eg-air-1': '2018', 'eg-air-2': '2020' });
    g.forceDice([1, 1]);
    bomb(g, 'eg-air-1', 'il-14-armd');
    bomb(g, 'eg-air-2', 'il-460-armd');
    while (g.phasingSide === 'egyptian') g.endPhase();
    expect(g.air()['egyptian']!.lost).toHaveLength(1);
    const covered = await only({ 'il-14-armd': '2018', 'eg-sam-1': '2022' }, egyptianAir());
    sortie(covered, { 'eg-air-1': '2018' });
    covered.forceDice([1]);
    bomb(covered, 'eg-air-1', 'il-14-armd');
    while (covered.phasingSide === 'egyptian') covered.endPhase();
    expect(covered.air()['egyptian']!.lost).toEqual([]);
  });
});

describe('T003 bombing and SAM fire (revised tables)', () => {
  const revised = (p: Position): Position => ({ ...p, tables: 'revised' });

  it('T003[Bombing] Israel adds 2, a reduced aircraft subtracts 1; soft targets suffer more than hard ones', async () => {
    for (const [target, die, result, more] of [
      ['eg-90-inf', 3, 'R', {}],
      ['eg-90-inf', 4, 'D', {}],
      ['eg-15-armd', 4, '*', {}],
      ['eg-15-armd', 5, 'R', {}],
      ['eg-15-armd', 5, '*', { steps: { 'il-air-1': 1 } }],
    ] as const) {
      const g = await only({ [target]: '2019' }, revised(israeliAir(2, more)));
      sortie(g, { 'il-air-1': '2019' });
      g.forceDice([die]);
      bomb(g, 'il-air-1', target);
      expect(g.history.at(-1)).toMatchObject({ die, result });
    }
  });

  it('T003[Bombing] an Egyptian aircraft reads the die as it falls: a 6 only shocks armour', async () => {
    const g = await only({ 'il-14-armd': '2018', 'eg-sam-1': '2022' }, revised(egyptianAir()));
    sortie(g, { 'eg-air-1': '2018' });
    g.forceDice([6]);
    bomb(g, 'eg-air-1', 'il-14-armd');
    expect([g.history.at(-1)?.result, g.unit('il-14-armd').steps, shocked(g, 'il-14-armd')]).toEqual(['*', 2, true]);
  });

  it('T003[Air] SAM fire before the bombs: the die less the distance; r repulses, R reduces, D destroys; below 1 nothing', async () => {
    const g = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2021' }, revised(israeliAir()));
    sortie(g, { 'il-air-1': '2019' });
    expect(g.pending).toMatchObject({ kind: 'sam-fire', side: 'egyptian' });
    expect(g.legalActions()).toEqual([
      { type: 'fire', sam: 'eg-sam-1', aircraft: 'il-air-1' },
      { type: 'fire', sam: null },
    ]);
    g.forceDice([6]); // 6 - 2 hexes = 4: RRr, the aircraft is reduced
    g.apply({ type: 'fire', sam: 'eg-sam-1', aircraft: 'il-air-1' });
    expect(g.unit('il-air-1').steps).toBe(1);
    expect(() => g.apply({ type: 'fire', sam: 'eg-sam-1', aircraft: 'il-air-1' })).toThrow(/T003/); // once
    g.apply({ type: 'fire', sam: null });
    expect(g.pending).toBeNull();
    const miss = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2021' }, revised(israeliAir()));
    sortie(miss, { 'il-air-1': '2019' });
    miss.forceDice([2]); // 2 - 2 = 0: no effect
    miss.apply({ type: 'fire', sam: 'eg-sam-1', aircraft: 'il-air-1' });
    expect([miss.history.at(-1)?.result, miss.unit('il-air-1').steps]).toEqual(['-', 2]);
    const ecm = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2020' }, revised(israeliAir(6)));
    sortie(ecm, { 'il-air-1': '2019' });
    ecm.forceDice([2]); // 2 - 1 hex - 1 from GT 6 = 0: no effect
    ecm.apply({ type: 'fire', sam: 'eg-sam-1', aircraft: 'il-air-1' });
    expect(ecm.history.at(-1)?.result).toBe('-');
  });

  it('T003[Air] D destroys the aircraft (an Israeli air unit lost scores for Egypt, B-R.2); r sends it home', async () => {
    const g = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2020' }, revised(israeliAir()));
    const before = g.victoryPoints().total['egyptian']!;
    sortie(g, { 'il-air-1': '2019' });
    g.forceDice([6]); // 6 - 1 = 5: DRR
    g.apply({ type: 'fire', sam: 'eg-sam-1', aircraft: 'il-air-1' });
    expect(g.unit('il-air-1').location).toBe('eliminated');
    expect(g.victoryPoints().total['egyptian']! - before).toBe(1);
    const r = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2020' }, revised(israeliAir()));
    sortie(r, { 'il-air-1': '2019' });
    r.forceDice([2]); // 2 - 1 = 1: r
    r.apply({ type: 'fire', sam: 'eg-sam-1', aircraft: 'il-air-1' });
    r.apply({ type: 'fire', sam: null });
    expect([r.unit('il-air-1').location, r.legalActions()]).toEqual(['pool', [{ type: 'end' }]]);
  });

  it('A-K[SAM] a SAM bombed must fire at its bomber', async () => {
    const g = await only({ 'eg-sam-1': '2019' }, revised(israeliAir()));
    sortie(g, { 'il-air-1': '2019' });
    expect(() => g.apply({ type: 'fire', sam: null })).toThrow(/A-K\[SAM\]/);
    expect(g.legalActions()).toEqual([{ type: 'fire', sam: 'eg-sam-1', aircraft: 'il-air-1' }]);
  });
});
