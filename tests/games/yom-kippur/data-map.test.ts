// Yom Kippur (International Team 1983), basic game: the reconstructed map
// checked from the JSON alone against the rules (case IDs of
// ../shared/research/yom-kippur-rules.md): the grid, the canal, the lakes and
// the sea, the map's features. Whoever corrects map.json or terrain.json from
// the printed game runs these to see which rule a change breaks.
import { describe, expect, it } from 'vitest';
import { adjacent, distance, id, neighbours, parse, sideKey, sideSet } from './hex.js';
import type { Pair } from './data-fixtures.js';
import {
  map,
  chart,
  markers,
  scenario,
  WATER,
  isLand,
  isWater,
  canal,
  redLine,
  allHexes,
  eastBank,
  westBank,
  canalSide,
  canalOrRedSide,
  roadHexes,
} from './data-fixtures.js';

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
    expect(new Set(Object.values(map.hexes))).toEqual(
      new Set(['clear', 'desert', 'hill', 'marsh', 'lake', 'sea', 'red-sea']),
    );
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
    expect(map.hexes[at('Mediterranean Sea')]).toBe('sea');
    expect(map.hexes[at('Gulf of Suez')]).toBe('red-sea');
  });

  it('B-G.2, B-G.5 lakes and the Red Sea are barred to normal movement, open at 1 MP to marines and rafts only; the Mediterranean to none; canal and red lines are never walked across', () => {
    expect(chart.terrain['sea']!.move).toBeNull();
    for (const t of WATER) {
      if (t !== 'sea') expect(chart.terrain[t]!.move).toEqual({ normal: null, marine: 1, raft: 1 });
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
