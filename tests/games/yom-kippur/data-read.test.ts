// The data a person correcting Yom Kippur's files may change is the data the
// rules read: changing a field changes the game (issue 32). Fields nothing
// read (a second SAM range, the reinforcements by turn beside units.json's
// arrivals, table notes the kernel already implies) were removed.
import { describe, expect, it } from 'vitest';
import { loadRevisedTables, yomKippur, type GameData } from '../../../src/games/yom-kippur/data.js';
import type { Position } from '../../../src/games/yom-kippur/types.js';
import { only } from './setup.js';

const israeliAir: Position = { turn: 2, side: 'israeli', phase: 'air' };

describe('data the rules read', () => {
  it('B-N.1 scenario.json air.aircraftPerHexPerSide: how many aircraft of a side one hex takes', async () => {
    const two = {
      ...yomKippur,
      scenario: { ...yomKippur.scenario, air: { ...yomKippur.scenario.air, aircraftPerHexPerSide: 2 } },
    };
    for (const [data, second] of [
      [yomKippur, false],
      [two, true],
    ] as const) {
      const g = await only({ 'eg-90-inf': '2019' }, israeliAir, 1, data);
      g.apply({ type: 'aircraft', unit: 'il-air-1', hex: '2019' });
      const place = () => g.apply({ type: 'aircraft', unit: 'il-air-2', hex: '2019' });
      if (second) expect(place).not.toThrow();
      else expect(place).toThrow(/B-N\.1/);
    }
  });

  it('B-M.1b tables.json sam.range: the hexes a SAM covers, for the rules and for the map’s overlay alike', async () => {
    const standard = yomKippur.tables.standard as { sam: { range: number } };
    const short = {
      ...yomKippur,
      tables: { ...yomKippur.tables, standard: { ...yomKippur.tables.standard, sam: { ...standard.sam, range: 3 } } },
    } as GameData;
    const placed = { 'eg-90-inf': '2019', 'eg-sam-1': '2023', 'eg-sam-2': '2022' }; // 4 and 3 hexes from 2019
    const five = await only(placed, israeliAir);
    const three = await only(placed, israeliAir, 1, short);
    expect(five.samThreat('il-air-1', '2019').sams.map((s) => s.sam)).toEqual(['eg-sam-2', 'eg-sam-1']);
    expect(three.samThreat('il-air-1', '2019').sams.map((s) => s.sam)).toEqual(['eg-sam-2']);
    expect([five.sams()[0]!.range, three.sams()[0]!.range]).toEqual([5, 3]);
  });

  it('the fields issue 32 found unread are gone: one place for each value', async () => {
    await loadRevisedTables(); // T003's sheet, which a game on the revised tables loads
    const scenario = yomKippur.scenario as unknown as Record<string, Record<string, unknown>>;
    const tables = yomKippur.tables as unknown as Record<string, Record<string, Record<string, unknown>>>;
    expect(scenario['air']).not.toHaveProperty('samRange'); // tables.json sam.range
    expect(scenario['reinforcements']!['israeli']).not.toHaveProperty('byTurn'); // units.json arrives.turn
    expect(tables['standard']).not.toHaveProperty('specialTargets'); // B-P, B-M.3, B-G.4b in combat/resolve.ts
    expect(tables['standard']!['odds']).not.toHaveProperty('modifiedDieCap'); // the die's faces
    expect(tables['standard']!['sam']).not.toHaveProperty('ecmFromTurn'); // scenario.json ecm.fromTurn
    expect(tables['revised']!['odds']).not.toHaveProperty('fiveToOneUses'); // the columns and B-I.2's rounding
    expect(yomKippur.markers.sam).not.toHaveProperty('range');
  });
});
