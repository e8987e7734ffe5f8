// Game.samThreat(aircraft, hex?): the SAMs an aircraft meets over a hex and
// their odds (B-M.1b, B-M.2, B-M.3, B-M.4, B-N.2a, B-N.2b, T003[Air]), and
// that its figures are those the bombing step plays.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../src/games/yom-kippur/game.js';
import type { Position } from '../../../../src/games/yom-kippur/types.js';
import { only } from '../setup.js';

const israeliAir = (turn = 2, more: Position = {}): Position => ({ turn, side: 'israeli', phase: 'air', ...more });
const egyptianAir: Position = { turn: 2, side: 'egyptian', phase: 'air' };

function sortie(g: Game, over: Record<string, string>): void {
  for (const [unit, hex] of Object.entries(over)) g.apply({ type: 'aircraft', unit, hex });
  while (g.phase !== 'bombing') g.endPhase();
}

describe('Game.samThreat', () => {
  it('B-M.1b, B-N.2b the SAMs within 5 hexes, nearest first, and the Israeli bombing read one column left per SAM', async () => {
    const g = await only(
      { 'eg-90-inf': '2019', 'eg-sam-1': '2023', 'eg-sam-2': '2022', 'eg-sam-3': '0410' },
      israeliAir(),
    );
    const t = g.samThreat('il-air-1', '2019');
    expect(t.sams.map((s) => [s.sam, s.distance])).toEqual([
      ['eg-sam-2', 3],
      ['eg-sam-1', 4],
    ]);
    expect(t.effective).toBe(2);
    // 3-1 two columns left: 1-1 reads A1 - D1 D2 D3 DR
    expect(t.bombing).toEqual({
      column: '1-1',
      effects: { none: 3 / 6, shock: 2 / 6, reduce: 1 / 6, eliminate: 0 },
    });
    expect(t.sams.every((s) => s.selfDefence === null && s.fire === null)).toBe(true);
    expect(t.cover).toBeNull();
  });

  it('B-N.2b the figures are the bombing step’s: over one SAM, each die falls as the query said (2-1)', async () => {
    const threat = (await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2022' }, israeliAir())).samThreat(
      'il-air-1',
      '2019',
    );
    const seen = { none: 0, shock: 0, reduce: 0, eliminate: 0 };
    for (const die of [1, 2, 3, 4, 5, 6]) {
      const g = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2022' }, israeliAir());
      sortie(g, { 'il-air-1': '2019' });
      expect(g.samThreat('il-air-1')).toEqual(threat); // over its own hex once placed
      g.forceDice([die]);
      g.apply({ type: 'bomb', aircraft: 'il-air-1', target: 'eg-90-inf' });
      const u = g.unit('eg-90-inf');
      if (u.location === 'eliminated') seen.eliminate++;
      else if (u.steps < u.maxSteps) seen.reduce++;
      else if (u.markers.some((m) => m.kind === 'shock')) seen.shock++;
      else seen.none++;
    }
    expect(threat.bombing!.column).toBe('2-1');
    expect(Object.fromEntries(Object.entries(seen).map(([k, n]) => [k, n / 6]))).toEqual(threat.bombing!.effects);
  });

  it('B-M.3 over the SAM’s own hex: its self-defence die (2-5 turns back, 6 reduces, 1 unharmed; a reduced SAM −1)', async () => {
    const intact = await only({ 'eg-sam-1': '2019' }, israeliAir());
    expect(intact.samThreat('il-air-1', '2019').sams[0]!.selfDefence).toEqual({
      'bombs unharmed': 1 / 6,
      'turns back': 4 / 6,
      'reduced, still bombs': 1 / 6,
    });
    const reduced = await only({ 'eg-sam-1': '2019' }, israeliAir(2, { steps: { 'eg-sam-1': 1 } }));
    expect(reduced.samThreat('il-air-1', '2019').sams[0]).toMatchObject({
      reduced: true,
      selfDefence: { 'bombs unharmed': 2 / 6, 'turns back': 4 / 6, 'reduced, still bombs': 0 },
    });
  });

  it('B-M.2 a SAM under its SAM MOV marker covers nothing; B-M.4, B-M.5 from GT 6 two SAMs act as one', async () => {
    const moving = await only(
      { 'eg-90-inf': '2019', 'eg-sam-1': '2022' },
      israeliAir(2, { samMov: { 'eg-sam-1': 2 } }),
    );
    expect(moving.samThreat('il-air-1', '2019')).toMatchObject({ sams: [], effective: 0, bombing: { column: '3-1' } });
    const ecm = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2022', 'eg-sam-2': '2023' }, israeliAir(6));
    const t = ecm.samThreat('il-air-1', '2019');
    expect([t.sams.length, t.sams.every((s) => s.reduced), t.effective, t.bombing!.column]).toEqual([
      2,
      true,
      1,
      '2-1',
    ]);
  });

  it('T003[Air] on the revised sheet each SAM fires: the die less the distance, the most severe letter hits the aircraft', async () => {
    const g = await only({ 'eg-90-inf': '2019', 'eg-sam-1': '2021' }, { ...israeliAir(), tables: 'revised' });
    // distance 2: dice 1-2 nothing, 3 → r, 4 → rr, 5 → Rrr, 6 → RRr
    expect(g.samThreat('il-air-1', '2019')).toMatchObject({
      bombing: null,
      sams: [
        {
          sam: 'eg-sam-1',
          distance: 2,
          selfDefence: null,
          fire: { none: 2 / 6, 'turned back': 2 / 6, reduced: 2 / 6, destroyed: 0 },
        },
      ],
    });
  });

  it('B-N.2a an Egyptian aircraft: the friendly SAMs that cover it, or none (bombing there costs an aircraft)', async () => {
    const covered = await only({ 'il-14-armd': '2018', 'eg-sam-1': '2022' }, egyptianAir);
    expect(covered.samThreat('eg-air-1', '2018')).toMatchObject({ sams: [], cover: ['eg-sam-1'], bombing: null });
    const bare = await only({ 'il-14-armd': '2018' }, egyptianAir);
    expect(bare.samThreat('eg-air-1', '2018').cover).toEqual([]);
  });

  it('B-N.1 an aircraft in its pool needs a hex to be asked about; a ground unit is no aircraft', async () => {
    const g = await only({ 'eg-90-inf': '2019' }, israeliAir());
    expect(() => g.samThreat('il-air-1')).toThrow(/B-N\.1/);
    expect(() => g.samThreat('eg-90-inf', '2019')).toThrow(/aircraft/);
  });
});
