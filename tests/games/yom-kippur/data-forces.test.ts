// Yom Kippur (International Team 1983), basic game: the reconstructed order
// of battle (the decoded force sheet, yom-kippur-sources.md section 2), the
// set-up, the tables and the scenario, checked from the JSON alone against
// the rules. Whoever corrects units.json, the tables or scenario.json from
// the printed game runs these to see which rule a change breaks.
import { describe, expect, it } from 'vitest';
import { neighbours } from './hex.js';
import type { Results, Unit } from './data-fixtures.js';
import {
  map,
  units,
  markers,
  tables,
  airTables,
  revised,
  scenario,
  isLand,
  allHexes,
  eastBank,
  westBank,
  canalSide,
  canalOrRedSide,
  unitsAt,
} from './data-fixtures.js';

describe('order of battle (force sheet, decoded)', () => {
  // yom-kippur-sources.md 2.3 and 2.4: [side, type, Game-Turn, count]. Israeli cells read one column
  // right; the two untimed Egyptian rows are the 21st and 4th Armoured Divisions, set up at GT 1.
  const decoded: [string, string, number, number][] = [
    ['israeli', 'mechanised', 1, 1],
    ['israeli', 'armoured', 1, 4],
    ['israeli', 'mechanised', 2, 3],
    ['israeli', 'armoured', 2, 2],
    ['israeli', 'paratroops-mechanised', 2, 1],
    ['israeli', 'artillery', 2, 1],
    ['israeli', 'mechanised', 3, 1],
    ['israeli', 'paratroops-mechanised', 3, 1],
    ['israeli', 'artillery', 3, 1],
    ['israeli', 'mechanised', 4, 2],
    ['israeli', 'artillery', 4, 1],
    ['egyptian', 'infantry', 1, 10],
    ['egyptian', 'mechanised', 1, 5 + 2],
    ['egyptian', 'armoured', 1, 2 + 4],
    ['egyptian', 'artillery', 1, 5],
    ['egyptian', 'commandos', 1, 4],
    ['egyptian', 'marines', 1, 1],
    ['egyptian', 'infantry', 4, 2],
    ['egyptian', 'mechanised', 4, 7],
    ['egyptian', 'armoured', 4, 4],
    ['egyptian', 'paratroops', 4, 2],
    ['egyptian', 'commandos', 4, 2],
  ];
  const turnOf = (u: Unit) => u.arrives?.turn ?? 1;

  it('counts per side, type and Game-Turn match the decoded basic force sheet', () => {
    const counted = new Map<string, number>();
    for (const u of units.filter((u) => u.nation === 'Israel' || u.nation === 'Egypt')) {
      const k = `${u.side} ${u.type} ${turnOf(u)}`;
      counted.set(k, (counted.get(k) ?? 0) + 1);
    }
    expect(counted).toEqual(new Map(decoded.map(([s, t, turn, n]) => [`${s} ${t} ${turn}`, n])));
  });

  it('the allies of the basic force sheet: one unit each for Morocco, Sudan and Palestine; Iraq one aircraft', () => {
    const allies = units.filter((u) => u.nation !== 'Israel' && u.nation !== 'Egypt');
    expect(allies.map((u) => u.nation).sort()).toEqual(['Morocco', 'Palestine', 'Sudan']);
    for (const u of allies) expect(u.side).toBe('egyptian');
    expect(markers.aircraft['iraqi']!.count).toBe(1);
  });

  it('markers: 7 Israeli and 5 Egyptian aircraft, 8 SAMs, 10 bridges, 7 forts', () => {
    expect([markers.aircraft['israeli']!.count, markers.aircraft['egyptian']!.count]).toEqual([7, 5]);
    expect([markers.sam.count, markers.sam.units.length]).toEqual([8, 8]);
    expect([markers.bridges.count, markers.forts.count]).toEqual([10, 7]);
  });

  it('B-C every counter is a two-step brigade of a legend type, full face stronger, with a stable unique id', () => {
    const legend = [
      'marines',
      'artillery',
      'commandos',
      'paratroops',
      'mechanised',
      'infantry',
      'armoured',
      'paratroops-mechanised',
    ];
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    for (const u of units) {
      expect(u.id, u.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(legend, u.id).toContain(u.type);
      expect(['israeli', 'egyptian'], u.id).toContain(u.side);
      expect([u.level, u.steps], u.id).toEqual(['brigade', 2]);
      expect(u.strength[0], u.id).toBeGreaterThan(u.strength[1]);
      expect(u.strength[1], u.id).toBeGreaterThan(0);
      expect(u.movement, u.id).toBeGreaterThan(0);
      expect(u.name.length * u.formation.length, u.id).toBeGreaterThan(0);
      expect(Boolean(u.start) !== Boolean(u.arrives), `${u.id}: start or arrives`).toBe(true);
    }
  });

  it('the surviving values: para infantry 4-3 (Fig. 13), rebuilt for 4 points (B-Q); a reduced Israeli tank brigade restores for 3', () => {
    for (const u of units.filter((u) => u.type === 'paratroops')) expect([u.strength[0], u.movement]).toEqual([4, 3]);
    for (const u of units.filter((u) => u.type === 'paratroops-mechanised')) {
      expect(u.side).toBe('israeli');
      expect([u.airborne!.type, u.airborne!.strength[0], u.airborne!.movement]).toEqual(['paratroops', 4, 3]);
    }
    for (const u of units.filter((u) => u.side === 'israeli' && u.type === 'armoured'))
      expect(u.strength[0] - u.strength[1]).toBe(3);
  });

  it('B-B reinforcements enter on their own side’s edge, in a Game-Turn of the game (units.json arrives)', () => {
    const arriving = units.filter((u) => u.arrives);
    expect(arriving.length).toBeGreaterThan(20);
    for (const u of arriving) {
      expect(u.arrives!.edge, u.id).toBe(scenario.reinforcements[u.side].edge);
      expect(u.arrives!.edge, u.id).toBe(u.side === 'israeli' ? 'east' : 'west');
      expect(u.arrives!.turn, u.id).toBeGreaterThanOrEqual(2);
      expect(u.arrives!.turn, u.id).toBeLessThanOrEqual(scenario.turns);
    }
  });
});

describe('set-up (B-D)', () => {
  const starting = units.filter((u) => u.start);
  const armouredDivs: Record<string, string> = {
    '21st Armoured Div': 'setup-21st-armoured',
    '4th Armoured Div': 'setup-4th-armoured',
  };

  it('every start hex is a land hex of the map, and no Egyptian unit starts on a basic-game fort', () => {
    for (const u of starting) expect(isLand(u.start!), u.id).toBe(true);
    for (const s of markers.sam.units) expect(isLand(s.start), s.id).toBe(true);
    const forts = [...map.features['fort-white']!, ...Object.keys(markers.forts.setup.plus)];
    for (const u of starting.filter((u) => u.side === 'egyptian')) expect(forts, u.id).not.toContain(u.start);
  });

  it('B-D[Israel] Israeli units start on the hex bearing their own symbol, on the east bank', () => {
    const israeli = starting.filter((u) => u.side === 'israeli');
    expect(israeli).toHaveLength(5);
    for (const u of israeli) {
      expect(map.features[`setup-${u.id}`], u.id).toEqual([u.start]);
      expect(eastBank.has(u.start!), u.id).toBe(true);
    }
  });

  it('B-D the 21st and 4th Armoured Divisions start on their symbols, west of the canal', () => {
    for (const [formation, feature] of Object.entries(armouredDivs)) {
      const div = starting.filter((u) => u.formation === formation);
      expect(div, formation).toHaveLength(3);
      expect(new Set(div.map((u) => u.start))).toEqual(new Set(map.features[feature]));
      for (const u of div) expect(westBank.has(u.start!), u.id).toBe(true);
    }
  });

  it('B-D Egyptian artillery sets up west of the canal in hexes with a canal hexside', () => {
    const artillery = starting.filter((u) => u.side === 'egyptian' && u.type === 'artillery');
    expect(artillery).toHaveLength(5);
    for (const u of artillery) expect(westBank.has(u.start!) && canalSide(u.start!), u.id).toBe(true);
  });

  it('B-D, B-M.1 SAMs set up west of the canal, not in a hex with a canal hexside, never two in a hex', () => {
    for (const s of markers.sam.units) expect(westBank.has(s.start) && !canalOrRedSide(s.start), s.id).toBe(true);
    expect(new Set(markers.sam.units.map((s) => s.start)).size).toBe(markers.sam.units.length);
  });

  it('B-D Egyptian units set up within two hexes of the canal, on the east bank', () => {
    // The hexes with a canal (or red-line) hexside count as 1, their neighbours as 2 (digest B-D Unclear).
    const first = allHexes.filter((h) => eastBank.has(h) && canalOrRedSide(h));
    const withinTwo = new Set([...first, ...first.flatMap(neighbours).filter((h) => eastBank.has(h))]);
    const others = starting.filter(
      (u) => u.side === 'egyptian' && u.type !== 'artillery' && !(u.formation in armouredDivs),
    );
    expect(others).toHaveLength(22);
    for (const u of others) expect(withinTwo.has(u.start!), `${u.id} at ${u.start}`).toBe(true);
  });

  it('B-G.1 stacking at set-up: no hex holds more than two brigades', () => {
    for (const h of new Set(starting.map((u) => u.start!))) expect(unitsAt(h).length, h).toBeLessThanOrEqual(2);
    expect(scenario.stacking.brigadesPerHex).toBe(2);
  });
});

describe('tables', () => {
  const complete = (results: Results, columns: string[], faces: number, codes: object, label: string) => {
    expect(Object.keys(results), label).toEqual(columns);
    for (const col of columns) {
      expect(results[col], `${label} ${col}`).toHaveLength(faces);
      for (const r of results[col]!) expect(codes, `${label} ${col} ${r}`).toHaveProperty([r]);
    }
  };

  it('T001 ground CRTs: every odds column has a defined result for every die face, for each attacking side (B-I.3)', () => {
    for (const side of ['egyptian', 'israeli'])
      complete(tables.crt[side].results, tables.odds.columns, 6, tables.resultCodes, side);
  });

  it('T001 the result codes say what they do: retreats of 1-3 hexes, reductions, eliminations', () => {
    expect(tables.resultCodes.D2).toEqual({ defender: { retreat: 2 }, $comment: expect.any(String) });
    expect(tables.resultCodes.AR.attacker).toEqual({ reduce: 1 });
    expect(tables.resultCodes.DE.defender).toEqual({ eliminated: true });
  });

  it('B-I.2 the odds rule of the data reproduces the book’s four examples', () => {
    const odds = (a: number, d: number) => (a >= d ? `${Math.floor(a / d)}-1` : `1-${Math.ceil(d / a)}`);
    for (const [a, d, expected] of tables.odds.examples as [number, number, string][])
      expect(odds(a, d)).toBe(expected);
  });

  it('B-N.2b Israeli bombing reads a column of the Israeli CRT and gives every code of it a meaning', () => {
    const b = tables.bombing.israeli;
    expect(tables.odds.columns).toContain(b.column);
    expect(tables.odds.columns).toContain(b.reducedAircraftColumn);
    for (const col of Object.values(tables.crt.israeli.results as Results))
      for (const code of col) expect(b.results, code).toHaveProperty([code]);
  });

  it('B-M.3 the SAM self-defence roll has a result for every die face', () => {
    expect(Object.keys(tables.sam.selfDefence.die)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('T001 advanced air tables are complete: SAM by targets, air combat by odds, bombing by target group', () => {
    const letters = { '-': 1, A: 1, R: 1, D: 1, S: 1, AR: 1 };
    complete(airTables.samFire.results, ['3-targets', '2-targets', '1-target'], 6, letters, 'SAM');
    for (const side of ['egyptian', 'israeli'])
      complete(airTables.airCombat[side], airTables.airCombat.columns, 6, letters, `air ${side}`);
    for (const g of ['hard', 'soft'])
      complete(airTables.bombing[g], ['egyptianAircraft', 'israeliAircraft'], 6, letters, `bombing ${g}`);
  });

  it('T003 ground CRTs: every column (no 5-1) has a defined result for every die face, EX1/EX2 spelled out', () => {
    for (const side of ['egyptian', 'israeli'])
      complete(revised.crt[side].results, revised.odds.columns, 6, revised.resultCodes, `T003 ${side}`);
    expect(revised.odds.columns).not.toContain('5-1');
    expect(revised.resultCodes.EX1.attacker).toEqual({ reduceUnits: 'defenderUnitCount' });
    expect(revised.resultCodes.EX2.defender).toEqual({ eliminated: true });
  });

  it('T003 air combat and SAM fire: seven die rows (Israel +1) in every column, each letter an aircraft hit', () => {
    const { results, columns } = revised.airCombat;
    expect(Object.keys(results)).toEqual(columns);
    for (const col of columns) {
      expect(results[col], col).toHaveLength(7);
      for (const r of results[col] as string[]) expect(r, col).toMatch(/^(-|[rRD]{1,3})$/);
    }
  });

  it('T003 bombing: one result per modified die 0-8 for both target groups', () => {
    for (const g of ['hard', 'soft']) {
      expect(revised.bombing.results[g], g).toHaveLength(revised.bombing.dieColumns.length);
      for (const r of revised.bombing.results[g] as string[]) expect(revised.bombing.codes, r).toHaveProperty([r]);
    }
  });
});

describe('scenario (B-E, B-M.5, B-Q, B-R)', () => {
  it('B-E Egypt moves first, 9 Game-Turns each dated, no Egyptian player-turn in GT 1', () => {
    expect(scenario.sides).toEqual(['egyptian', 'israeli']);
    expect(scenario.turns).toBe(9);
    // the inferred calendar: GT n covers 6+2(n-1) to 7+2(n-1) October 1973
    for (let t = 1; t <= 9; t++) {
      const first = 6 + 2 * (t - 1);
      expect(scenario.calendar[String(t)], `GT ${t}`).toMatch(new RegExp(`^${first}-${first + 1} Oct`));
    }
    expect(scenario.skip).toEqual([{ turn: 1, side: 'egyptian', $comment: expect.any(String) }]);
  });

  it('B-E the Israeli player-turn has a second movement phase, with no combat, columns, rafts or canal crossing', () => {
    const ids = (side: string) => scenario.phases[side].map((p: { id: string }) => p.id);
    expect(ids('egyptian')).toEqual(['air', 'movement', 'bombing', 'combat']);
    expect(ids('israeli')).toEqual(['air', 'movement-1', 'bombing', 'combat', 'movement-2']);
    expect(scenario.phases.israeli.at(-1)).toMatchObject({
      column: false,
      rafts: false,
      directCanalCrossing: false,
      combatAfter: false,
    });
  });

  it('B-H the ZOC policy: Egyptian units stop, Israeli units ignore Egyptian ZOC but lose the road there', () => {
    expect(scenario.zoc.policy.egyptian).toMatchObject({ entering: 'stop', roadInZoc: false });
    expect(scenario.zoc.policy.israeli).toMatchObject({ entering: 'ignore', roadInZoc: false });
    expect(scenario.zoc.withoutZoc).toEqual(['fort', 'sam', 'bridge', 'aircraft', 'artillery']);
  });

  it('B-M.5, B-Q countermeasures and recovery points from GT 6: Israel 10, Egypt 5', () => {
    expect(scenario.ecm.fromTurn).toBe(6);
    expect(scenario.recovery).toMatchObject({ fromTurn: 6, points: { israeli: 10, egyptian: 5 } });
    expect(tables.recovery.points).toEqual(scenario.recovery.points);
  });

  it('B-R victory points: forts 2/1, units west 5, bridges 2; passes 10, exits 1, kills 1, -1 per unit under 16', () => {
    expect(scenario.victory.israeli.map((v: { vp: number }) => v.vp)).toEqual([2, 1, 5, 2]);
    expect(scenario.victory.egyptian.map((v: { vp: number }) => v.vp)).toEqual([10, 1, 1, -1]);
    expect(scenario.victory.egyptian[3].threshold).toBe(16);
  });
});
