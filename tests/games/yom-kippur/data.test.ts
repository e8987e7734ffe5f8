// Yom Kippur (International Team 1983), basic game: the reconstructed data
// checked from the JSON alone against the rules (case IDs of
// ../shared/research/yom-kippur-rules.md) and the decoded force sheet
// (yom-kippur-sources.md section 2). Whoever corrects map.json or units.json
// from the printed game runs these to see which rule a change breaks.
import { describe, expect, it } from 'vitest';
import { adjacent, distance, flood, id, load, neighbours, parse, sideKey, sideSet } from './hex.js';

type Pair = [string, string];
interface YkMap {
  columns: number;
  rows: number;
  layout: { orientation: string; shiftedColumns: string };
  hexes: Record<string, string>;
  hexsides: Record<string, Pair[]>;
  routes: Record<string, string[]>;
  features: Record<string, string[]>;
  places: Record<string, string>;
}
interface Chart {
  costUnits: number;
  terrain: Record<string, { move: number | null | Record<string, number | null>; flags?: string[]; zoc?: boolean }>;
  hexsides: Record<
    string,
    {
      effect: string;
      move?: number;
      blocksZoc?: boolean;
      bridgeable?: boolean;
      bridgeMove?: number;
      columnMove?: string;
    }
  >;
}
interface Unit {
  id: string;
  name: string;
  side: 'israeli' | 'egyptian';
  type: string;
  level: string;
  steps: number;
  strength: [number, number];
  movement: number;
  nation: string;
  formation: string;
  start?: string;
  arrives?: { turn: number; edge: 'east' | 'west' };
  airborne?: { type: string; strength: [number, number]; movement: number };
}
interface Markers {
  forts: { count: number; setup: { features: string[]; plus: Record<string, string> }; names: Record<string, string> };
  sam: { count: number; units: { id: string; start: string }[] };
  bridges: { count: number; sites: Pair[] };
  aircraft: Record<string, { count: number; from: number }>;
}
type Results = Record<string, string[]>;

const map = load<YkMap>('map.json');
const chart = load<Chart>('terrain.json');
const units = load<{ units: Unit[] }>('units.json').units;
const markers = load<Markers>('markers.json');
const tables = load<any>('tables.json'); // eslint-disable-line @typescript-eslint/no-explicit-any
const revised = load<any>('tables-revised.json'); // eslint-disable-line @typescript-eslint/no-explicit-any
const scenario = load<any>('scenario.json'); // eslint-disable-line @typescript-eslint/no-explicit-any

const WATER = new Set(['lake', 'sea']);
const isLand = (h: string) => h in map.hexes && !WATER.has(map.hexes[h]!);
const isWater = (h: string) => WATER.has(map.hexes[h] ?? '');
const canal = map.hexsides['canal']!;
const redLine = map.hexsides['red-line']!;
const barrier = sideSet([...canal, ...redLine]);
const allHexes = Object.keys(map.hexes);
const onEdge = (edge: 'east' | 'west') => allHexes.filter((h) => parse(h).col === (edge === 'east' ? map.columns : 1));
// The two banks: land reached from each map edge without crossing the canal or a red line.
const eastBank = flood(onEdge('east'), isLand, barrier);
const westBank = flood(onEdge('west'), isLand, barrier);
const canalSide = (h: string) => canal.some(([a, b]) => a === h || b === h);
const canalOrRedSide = (h: string) => [...canal, ...redLine].some(([a, b]) => a === h || b === h);
const roadHexes = new Set(map.hexsides['road']!.flat());
const unitsAt = (h: string) => units.filter((u) => u.start === h);

describe('the grid (B-A)', () => {
  it('lists every hex of its 28 × 34 grid, flat-topped columns with the even columns lower, and only those', () => {
    expect([map.columns, map.rows]).toEqual([28, 34]);
    expect(map.layout).toEqual({ orientation: 'flat-top columns', shiftedColumns: 'even' });
    const expected = new Set<string>();
    for (let c = 1; c <= map.columns; c++) for (let r = 1; r <= map.rows; r++) expected.add(id(c, r));
    expect(new Set(allHexes)).toEqual(expected);
  });

  it('B-A, B-G.2: every hex has a terrain class of the chart, and the whole key is used', () => {
    for (const [h, t] of Object.entries(map.hexes)) expect(chart.terrain, h).toHaveProperty(t);
    expect(new Set(Object.values(map.hexes))).toEqual(new Set(['clear', 'desert', 'hill', 'marsh', 'lake', 'sea']));
  });

  it('every hexside pair joins two adjacent hexes of the map, and every class is in the chart', () => {
    for (const [cls, pairs] of Object.entries(map.hexsides)) {
      expect(chart.hexsides, cls).toHaveProperty(cls);
      for (const [a, b] of pairs) {
        expect(a in map.hexes && b in map.hexes, `${cls} ${a}-${b}`).toBe(true);
        expect(adjacent(a, b), `${cls} ${a}-${b}`).toBe(true);
      }
      expect(sideSet(pairs).size, `${cls} has no duplicate`).toBe(pairs.length);
    }
  });

  it('every feature and place names a hex of the map', () => {
    for (const [f, hexes] of Object.entries(map.features))
      for (const h of hexes) expect(map.hexes, `${f} ${h}`).toHaveProperty(h);
    for (const h of Object.keys(map.places)) expect(map.hexes).toHaveProperty(h);
  });

  it('B-G.3 the named routes are exactly the road hexsides, and roads run on land', () => {
    const steps = new Set<string>();
    for (const [name, path] of Object.entries(map.routes)) {
      path.slice(1).forEach((h, i) => steps.add(sideKey(path[i]!, h)));
      for (const h of path) expect(isLand(h), `${name} ${h}`).toBe(true);
    }
    expect(steps).toEqual(sideSet(map.hexsides['road']!));
  });
});

describe('the canal, the lakes and the sea (B-G.2, B-G.4, B-G.5, B-H, B-J.1)', () => {
  it('the canal separates the west bank from the east bank: every land hex lies on exactly one bank, reached from its own map edge by land', () => {
    const land = allHexes.filter(isLand);
    for (const h of land) expect(eastBank.has(h) !== westBank.has(h), h).toBe(true);
    expect(eastBank.size + westBank.size).toBe(land.length);
  });

  it('every canal and red-line hexside joins a west-bank hex to an east-bank hex', () => {
    for (const [a, b] of [...canal, ...redLine]) {
      expect(westBank.has(a) && eastBank.has(b), `${a}-${b}`).toBe(true);
    }
    expect(canal.length).toBeGreaterThan(30); // Port Said to Suez, about 160 km
  });

  it('B-G.5b the red lines are the canal hexsides at the mouths where the canal meets a lake or the sea', () => {
    const atMouth = ([a, b]: Pair) => neighbours(a).some((n) => neighbours(b).includes(n) && isWater(n));
    for (const p of redLine) expect(atMouth(p), p.join('-')).toBe(true);
    for (const p of canal) expect(atMouth(p), p.join('-')).toBe(false);
  });

  it('B-G.5 the lakes and seas are water hexes: Manzala, Timsah, the Bitter Lakes, the Mediterranean, the Gulf of Suez', () => {
    const at = (name: string) => Object.keys(map.places).find((h) => map.places[h] === name)!;
    for (const lake of ['Lake Manzala', 'Lake Timsah', 'Great Bitter Lake', 'Little Bitter Lake'])
      expect(map.hexes[at(lake)], lake).toBe('lake');
    for (const sea of ['Mediterranean Sea', 'Gulf of Suez']) expect(map.hexes[at(sea)], sea).toBe('sea');
  });

  it('B-G.2, B-G.5 water is barred to normal movement, open at 1 MP to marines and rafts only; canal and red lines are never walked across', () => {
    for (const t of WATER) {
      expect(chart.terrain[t]!.move).toEqual({ normal: null, marine: 1, raft: 1 });
      expect(chart.terrain[t]!.flags).toContain('water');
    }
    expect(chart.hexsides['canal']).toMatchObject({ effect: 'block', bridgeable: true, bridgeMove: 2 });
    expect(chart.hexsides['red-line']).toMatchObject({ effect: 'block', bridgeable: false });
  });

  it('B-H no Zone of Control into water or across the canal and the red lines', () => {
    for (const t of WATER) expect(chart.terrain[t]!.zoc).toBe(false);
    expect(chart.hexsides['canal']!.blocksZoc).toBe(true);
    expect(chart.hexsides['red-line']!.blocksZoc).toBe(true);
    expect(scenario.zoc.notAcross).toEqual(['canal', 'red-line']);
  });

  it('B-G.2-4 movement costs come out in whole sixths: terrain, road 1/2, column 1/3, bridge 2', () => {
    expect(chart.costUnits).toBe(6);
    const whole = (mp: number) => Number.isInteger(mp * chart.costUnits);
    for (const t of Object.values(chart.terrain)) {
      for (const m of typeof t.move === 'object' && t.move !== null ? Object.values(t.move) : [t.move])
        if (m !== null) expect(whole(m)).toBe(true);
    }
    expect(chart.hexsides['road']).toMatchObject({ effect: 'road', move: 0.5, marksHexes: 'road', columnMove: '1/3' });
    expect((chart.costUnits * 1) / 3).toBe(2);
    expect(whole(chart.hexsides['canal']!.bridgeMove!)).toBe(true);
  });
});

describe('map features', () => {
  const fortsWhite = map.features['fort-white']!;
  const fortsAll = [...fortsWhite, ...map.features['fort-black']!];

  it('B-P the 16 Bar Lev forts are on the east bank, each on a canal hexside or on the shore of a lake or the sea', () => {
    expect(fortsAll).toHaveLength(16);
    for (const h of fortsAll) {
      expect(eastBank.has(h), h).toBe(true);
      expect(canalOrRedSide(h) || neighbours(h).some(isWater), h).toBe(true);
    }
    // Along the canal itself (Budapest is on the coast, Lakekan and Hashiva on the lakes' shore).
    expect(fortsAll.filter(canalSide)).toHaveLength(13);
  });

  it('B-D, B-P the basic forts are the white symbols plus Budapest: as many as the 7 fort counters', () => {
    const budapest = Object.keys(map.places).find((h) => map.places[h] === 'Budapest')!;
    expect(markers.forts.setup).toEqual({ features: ['fort-white'], plus: { [budapest]: expect.any(String) } });
    expect(fortsWhite).not.toContain(budapest);
    expect(fortsWhite.length + 1).toBe(markers.forts.count);
    expect(markers.forts.count).toBe(7);
    expect(Object.keys(markers.forts.names).sort()).toEqual([...fortsWhite, budapest].sort());
    for (const h of fortsWhite) expect(canalSide(h), h).toBe(true);
  });

  it('B-D, B-G.4 ten bridge symbols on east-bank canal hexes, none on a fort, each spanning a canal hexside (never a red line)', () => {
    const sites = map.features['bridge-site']!;
    expect(sites).toHaveLength(10);
    expect(markers.bridges.count).toBe(10);
    expect(markers.bridges.sites.map(([e]) => e).sort()).toEqual([...sites].sort());
    const canalSides = sideSet(canal);
    for (const [e, w] of markers.bridges.sites) {
      expect(eastBank.has(e) && westBank.has(w), `${e}-${w}`).toBe(true);
      expect(canalSides.has(sideKey(e, w)), `${e}-${w}`).toBe(true);
      expect(fortsAll).not.toContain(e);
    }
  });

  it('B-R.2 the Gidi and Mitla passes, which the Egyptian victory points need, are east-bank road hexes about 30 km behind the canal', () => {
    const passes = scenario.victory.egyptian[0].passes as Record<string, string[]>;
    expect(Object.keys(passes).sort()).toEqual(['Gidi', 'Mitla']);
    expect(Object.values(passes).flat().sort()).toEqual([...map.features['pass']!].sort());
    const canalHexes = canal.flat();
    for (const h of map.features['pass']!) {
      expect(eastBank.has(h), h).toBe(true);
      expect(roadHexes.has(h), h).toBe(true);
      expect(Math.min(...canalHexes.map((c) => distance(h, c))), h).toBeGreaterThanOrEqual(6); // about 30 km
    }
  });

  it('B-B entry hexes are road hexes: Israeli on the east edge, Egyptian on the west edge, on their own bank', () => {
    for (const [feature, col, bank] of [
      ['entry-israeli', map.columns, eastBank],
      ['entry-egyptian', 1, westBank],
    ] as const) {
      expect(map.features[feature]!.length, feature).toBeGreaterThan(0);
      for (const h of map.features[feature]!) {
        expect(parse(h).col, `${feature} ${h}`).toBe(col);
        expect(roadHexes.has(h), `${feature} ${h}`).toBe(true);
        expect(bank.has(h), `${feature} ${h}`).toBe(true);
      }
    }
  });

  it('B-R.2 the coastal road toward Israel leaves the map by an Israeli entry hex on the east edge', () => {
    const [exit] = map.features['exit-coastal-road']!;
    const coastal = Object.entries(map.routes).find(([n]) => n.startsWith('Coastal road'))![1];
    expect(coastal.at(-1)).toBe(exit);
    expect(map.features['entry-israeli']).toContain(exit);
    expect(scenario.victory.egyptian[1].exitHex).toBe(exit);
  });

  it('B-J.4, B-J.5 towns and entrenched camps are land hexes', () => {
    for (const f of ['town', 'entrenched-camp'])
      for (const h of map.features[f]!) expect(isLand(h), `${f} ${h}`).toBe(true);
  });
});

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

  it('B-B reinforcements enter on their own side’s edge, and the scenario lists each exactly once at its turn', () => {
    const listed: string[] = [];
    for (const side of ['israeli', 'egyptian'])
      for (const [turn, ids] of Object.entries(scenario.reinforcements[side].byTurn as Record<string, string[]>))
        for (const uid of ids) {
          const u = units.find((x) => x.id === uid)!;
          expect(u, uid).toBeDefined();
          expect([u.side, u.arrives?.turn], uid).toEqual([side, Number(turn)]);
          listed.push(uid);
        }
    const arriving = units.filter((u) => u.arrives);
    expect(listed.sort()).toEqual(arriving.map((u) => u.id).sort());
    for (const u of arriving) expect(u.arrives!.edge, u.id).toBe(u.side === 'israeli' ? 'east' : 'west');
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
    complete(tables.advanced.samFire.results, ['3-targets', '2-targets', '1-target'], 6, letters, 'SAM');
    for (const side of ['egyptian', 'israeli'])
      complete(tables.advanced.airCombat[side], tables.advanced.airCombat.columns, 6, letters, `air ${side}`);
    for (const g of ['hard', 'soft'])
      complete(tables.advanced.bombing[g], ['egyptianAircraft', 'israeliAircraft'], 6, letters, `bombing ${g}`);
  });

  it('T003 ground CRTs: every column (no 5-1) has a defined result for every die face, EX1/EX2 spelled out', () => {
    for (const side of ['egyptian', 'israeli'])
      complete(revised.crt[side].results, revised.odds.columns, 6, revised.resultCodes, `T003 ${side}`);
    expect(revised.odds.columns).not.toContain('5-1');
    expect(revised.odds.columns).toContain(revised.odds.fiveToOneUses);
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
