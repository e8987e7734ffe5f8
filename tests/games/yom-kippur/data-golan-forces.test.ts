// Yom Kippur advanced game: the Golan front's reconstructed order of battle
// (advanced-forces.json) against the decoded advanced force sheet
// (yom-kippur-rules.md 2.T.5) and the rules that will read it (A-C set-up,
// A-H reserves, A-K air pools, A-L recovery, A-M forts).
import { describe, expect, it } from 'vitest';
import { load } from './hex.js';
import { forces, golanMap as map, region } from './data-golan-fixtures.js';

const basicUnits = load<{ units: { id: string; type: string }[] }>('units.json').units;
const airTables = load<{ airValues: Record<string, unknown> }>('advanced-tables.json');
const units = forces.units;
const of = (f: (u: (typeof units)[number]) => boolean) => units.filter(f);

describe('the Golan order of battle (advanced-forces.json)', () => {
  it('says RECONSTRUCTED; ids are unique, and none repeats a basic-game counter', () => {
    expect(forces.$comment).toMatch(/RECONSTRUCTED/);
    const ids = units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    const basic = new Set(basicUnits.map((u) => u.id));
    for (const id of ids) expect(basic.has(id), id).toBe(false);
  });

  it('the 40 Syrian counters of the sheet: five divisions, three independents, two commandos, two helicopters, 5 I + 5 B, 4 SAMs, 1 fort', () => {
    const syrian = of((u) => u.nation === 'Syria');
    const air = forces.air['syrian']! as { interceptor: number; bomber: number };
    expect(
      syrian.length + air.interceptor + air.bomber + forces.sam['syrian']!.count + forces.forts['syrian']!.count,
    ).toBe(40);
    const byDiv = (div: string) =>
      syrian
        .filter((u) => u.formation === div)
        .map((u) => u.type)
        .sort();
    for (const div of ['7th Infantry Div', '9th Infantry Div', '5th Infantry Div'])
      expect(byDiv(div), div).toEqual(['armoured', 'infantry', 'infantry', 'mechanised']); // 2/1/1
    for (const div of ['1st Armoured Div', '3rd Armoured Div'])
      expect(byDiv(div), div).toEqual(['armoured', 'armoured', 'mechanised']); // 0/1/2
  });

  it('Iraq arrives on Game-Turns 2 (the 3rd Armoured Division: 1 mechanised, 2 armoured) and 3; Jordan sends two armoured brigades; Morocco and Palestine one each', () => {
    const iraq = of((u) => u.nation === 'Iraq');
    expect(
      iraq
        .filter((u) => u.arrives?.turn === 2)
        .map((u) => u.type)
        .sort(),
    ).toEqual(['armoured', 'armoured', 'mechanised']);
    expect(iraq.every((u) => u.arrives && [2, 3].includes(u.arrives.turn))).toBe(true);
    expect(of((u) => u.nation === 'Jordan').map((u) => u.type)).toEqual(['armoured', 'armoured']);
    expect(of((u) => u.nation === 'Morocco')).toHaveLength(1);
    expect(of((u) => u.nation === 'Palestine')).toHaveLength(1);
    for (const u of of((u) => u.side === 'syrian' && !!u.arrives)) expect(u.arrives!.edge, u.id).toBe('east');
  });

  it('A-C Israel’s Northern Command on GT 1: 3 infantry (2 at Kiryat Shmona), 1 mechanised, 1 armoured; 2 reserve armoured brigades', () => {
    const gt1 = of((u) => u.side === 'israeli' && !!u.setup);
    expect(gt1.map((u) => u.type).sort()).toEqual(['armoured', 'infantry', 'infantry', 'infantry', 'mechanised']);
    expect(gt1.filter((u) => u.setup === 'kiryat-shmona').map((u) => u.type)).toEqual(['infantry', 'infantry']);
    const reserve = of((u) => u.side === 'israeli' && !!u.arrives?.reserve);
    expect(reserve.map((u) => [u.type, u.arrives!.turn])).toEqual([
      ['armoured', 1],
      ['armoured', 1],
    ]);
  });

  it('A-C every set-up names a region or symbol of golan-map.json: Syrian units on their division’s symbol, room for them all', () => {
    for (const u of units.filter((u) => u.setup)) {
      expect(map.features, `${u.id} ${u.setup}`).toHaveProperty(u.setup!);
      if (u.side === 'syrian') for (const h of map.features[u.setup!]!) expect(region('syria').has(h), u.id).toBe(true);
    }
    for (const [feature, n] of Object.entries(
      units.reduce<Record<string, number>>(
        (t, u) => (u.setup?.startsWith('setup-') ? { ...t, [u.setup]: (t[u.setup] ?? 0) + 1 } : t),
        {},
      ),
    )) {
      expect(map.features[feature]!.length * 2, feature).toBeGreaterThanOrEqual(n); // B-G.1: two brigades a hex
    }
    expect(map.features['fort-israeli']!.length).toBe(forces.forts['israeli']!.count); // A-C: all forts placed
  });

  it('every counter has the fields a rule will read, with values on the basic game’s scale', () => {
    const types = new Set([...basicUnits.map((u) => u.type), 'helicopter']);
    for (const u of units) {
      expect(types.has(u.type), `${u.id} ${u.type}`).toBe(true);
      expect(u.strength.length, u.id).toBe(u.steps);
      expect(u.movement, u.id).toBeGreaterThan(0);
      expect(['high', 'medium', 'low'], u.id).toContain(u.nameConfidence);
      expect(u.front, u.id).toBe('golan');
      expect(!!u.setup !== !!u.arrives, `${u.id}: set up or arrives, one of the two`).toBe(true);
    }
    for (const h of of((u) => u.type === 'helicopter')) expect([h.strength, h.movement]).toEqual([[0], 10]); // Fig. 14 "0·10"
  });

  it('A-K air pools name the air forces of T001[Air values]; A-L recovery: Israel 20, the Arabs 10 split 5/5', () => {
    for (const force of Object.keys(forces.air).filter((k) => !k.startsWith('$')))
      expect(airTables.airValues, force).toHaveProperty(force);
    expect(forces.air['israeli']).toMatchObject({ interceptor: 5, bomber: 5, fighterBomber: 4 });
    expect(forces.recovery).toMatchObject({ israeli: 20, arab: 10, arabSplit: { egyptian: 5, syrian: 5 } });
  });
});
