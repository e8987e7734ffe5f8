// Yom Kippur advanced game: the reconstructed Golan map (golan-map.json,
// terrain-golan.json) checked against the rules (A-A, A-C, A-F, A-G, A-J,
// A-M) and against the real geography it was drawn from
// (docs/yom-kippur/golan.md). Whoever corrects the map from the printed game
// runs these to see which rule or which fact a change breaks.
import { describe, expect, it } from 'vitest';
import { Board } from '../../../src/engine/board.js';
import { checkMapData } from '../../../src/engine/map-data.js';
import { adjacent, parse, sideKey, sideSet } from './hex.js';
import { advancedChart, golanAdditions, golanMap as map, placeHex, region } from './data-golan-fixtures.js';

const col = (h: string) => parse(h).col;
/** Rows down the page; an even column sits half a hex lower. */
const y = (h: string) => parse(h).row + (col(h) % 2 === 0 ? 0.5 : 0);

describe('the Golan map loads into the engine (A-A)', () => {
  it('passes the generic schema with terrain.json plus terrain-golan.json, and the kernel builds its Board', async () => {
    expect(golanAdditions.extends).toBe('terrain.json');
    expect(() => checkMapData(map, advancedChart)).not.toThrow();
    const board = await Board.create(map, advancedChart);
    expect(board.hexCount).toBeGreaterThanOrEqual(map.columns * map.rows);
    expect(board.distance(board.index(placeHex('Quneitra')), board.index(placeHex('Nafakh')))).toBeGreaterThan(0);
  });

  it('lists every hex of its grid once, on the Sinai map’s layout and scale', () => {
    expect(Object.keys(map.hexes)).toHaveLength(map.columns * map.rows);
    expect(map.layout).toEqual({ orientation: 'flat-top columns', shiftedColumns: 'even' });
    expect(map.$comment).toMatch(/RECONSTRUCTED/);
  });

  it('every hexside pair joins two adjacent hexes, no hexside twice in a class, no hexside both river and bridge', () => {
    for (const [cls, pairs] of Object.entries(map.hexsides)) {
      for (const [a, b] of pairs) expect(adjacent(a, b), `${cls} ${a}-${b}`).toBe(true);
      expect(sideSet(pairs).size, cls).toBe(pairs.length);
    }
    const bridges = sideSet(map.hexsides['river-bridge']!);
    for (const k of sideSet(map.hexsides['river']!)) expect(bridges.has(k)).toBe(false);
  });

  it('place names are unique; every feature, hexside and terrain class is documented in the chart a rule will read', () => {
    const names = Object.values(map.places).flatMap((p) => p.split(' / '));
    expect(new Set(names).size).toBe(names.length);
    for (const t of new Set(Object.values(map.hexes))) expect(advancedChart.terrain, t).toHaveProperty(t);
    for (const cls of Object.keys(map.hexsides)) {
      expect(advancedChart.hexsides, cls).toHaveProperty(cls);
      expect(String((advancedChart.hexsides[cls] as { $comment?: string }).$comment ?? ''), cls).not.toBe('');
    }
    for (const f of Object.keys(map.features).filter((f) => !f.startsWith('setup-')))
      expect(advancedChart.features, f).toHaveProperty(f);
  });
});

describe('where history puts things (docs/yom-kippur/golan.md)', () => {
  it('the Damascus road runs west to east: B’not Ya’akov, Nafakh, Quneitra, Khan Arnabah, Sa’sa, Damascus', () => {
    const order = ["B'not Ya'akov Bridge", 'Nafakh', 'Quneitra', 'Khan Arnabah', "Sa'sa", 'Damascus'].map(placeHex);
    for (let i = 1; i < order.length; i++) expect(col(order[i]!), order[i]).toBeGreaterThan(col(order[i - 1]!));
    const road = Object.entries(map.routes).find(([n]) => n.startsWith('Damascus road'))![1];
    for (const h of order.slice(1)) expect(road, h).toContain(h);
  });

  it('Damascus lies 55-70 km (11-14 hexes of 5 km) north-east of Quneitra; Mount Hermon north of both Quneitra and Kiryat Shmona', async () => {
    const board = await Board.create(map, advancedChart);
    const d = board.distance(board.index(placeHex('Quneitra')), board.index(placeHex('Damascus')));
    expect(d).toBeGreaterThanOrEqual(11);
    expect(d).toBeLessThanOrEqual(14);
    expect(y(placeHex('Damascus'))).toBeLessThan(y(placeHex('Quneitra')));
    for (const p of ['Quneitra', 'Kiryat Shmona']) expect(y(placeHex('Mount Hermon'))).toBeLessThan(y(placeHex(p)));
    expect(map.hexes[placeHex('Mount Hermon')]).toBe('mountain'); // A-A no. 6
  });

  it('the Sea of Galilee is lake south of the Arik bridge, which is south of B’not Ya’akov; Kiryat Shmona north of both', () => {
    expect(map.hexes[placeHex('Sea of Galilee')]).toBe('lake');
    expect(y(placeHex('Arik Bridge'))).toBeGreaterThan(y(placeHex("B'not Ya'akov Bridge")));
    expect(y(placeHex('Sea of Galilee'))).toBeGreaterThan(y(placeHex('Arik Bridge')));
    expect(y(placeHex('Kiryat Shmona'))).toBeLessThan(y(placeHex("B'not Ya'akov Bridge")));
  });

  it('A-A, A-F.3: the B’not Ya’akov and Arik bridges are river-bridge hexsides over the Jordan, on roads', () => {
    const bridges = map.hexsides['river-bridge']!;
    const roads = sideSet(map.hexsides['road']!);
    for (const p of ["B'not Ya'akov Bridge", 'Arik Bridge']) {
      const at = bridges.filter(([a, b]) => a === placeHex(p) || b === placeHex(p));
      expect(at.length, p).toBeGreaterThan(0);
      for (const [a, b] of at) expect(roads.has(sideKey(a, b)), p).toBe(true);
    }
    expect(map.hexsides['river']!.length).toBeGreaterThan(20); // the upper Jordan, the Yarmouk, the Ruqqad
  });

  it('A-C the Purple Line: Israel holds Quneitra, Nafakh, El Al and the Galilee; Syria Khan Arnabah, Rafid and Damascus', () => {
    const israel = region('israel');
    const syria = region('syria');
    for (const p of ['Quneitra', 'Nafakh', 'El Al', 'Kiryat Shmona', 'Rosh Pinna', 'Tiberias'])
      expect(israel.has(placeHex(p)), p).toBe(true);
    for (const p of ['Khan Arnabah', 'Rafid', "Sa'sa", 'Damascus']) expect(syria.has(placeHex(p)), p).toBe(true);
    for (const [a, b] of map.hexsides['purple-line']!) expect(israel.has(a) !== israel.has(b), `${a}-${b}`).toBe(true);
  });

  it('A-F.4, A-F.5 the regions do not overlap; Lebanon lies north of Kiryat Shmona, Jordan south of the Yarmouk', () => {
    const names = ['israel', 'syria', 'lebanon', 'jordan'];
    const seen = new Map<string, string>();
    for (const n of names) {
      for (const h of region(n)) {
        expect(seen.get(h), `${h} ${n}`).toBeUndefined();
        seen.set(h, n);
      }
    }
    for (const h of region('lebanon')) expect(y(h)).toBeLessThan(y(placeHex('Kiryat Shmona')) + 1);
    for (const h of region('jordan')) expect(y(h)).toBeGreaterThan(y(placeHex('El Al')));
    expect(region('lebanon').has(placeHex('Kiryat Shmona'))).toBe(false);
  });

  it('A-J.2, A-C the fortified lines are Syrian, the second east of the first; A-J.3 the kibbutzim are Israeli-held', () => {
    const syria = region('syria');
    const { first, second } = map.fortifiedLines;
    for (const [a, b] of [...first, ...second]) expect(syria.has(a) && syria.has(b), `${a}-${b}`).toBe(true);
    expect(sideSet(map.hexsides['fortified-line']!)).toEqual(sideSet([...first, ...second]));
    // the second line (Sa'sa) lies at least 2 columns (about 9 km) east of the first on the same rows
    for (const [a] of second) {
      const sameRows = first.filter(([f]) => Math.abs(y(f) - y(a)) <= 1);
      expect(sameRows.length, a).toBeGreaterThan(0);
      for (const [f] of sameRows) expect(col(a) - col(f), `${a} vs ${f}`).toBeGreaterThanOrEqual(2);
    }
    for (const h of map.features['kibbutz']!) expect(region('israel').has(h), h).toBe(true);
  });

  it('A-C, A-M Kiryat Shmona is an Israeli town; the 8 Israeli forts stand on the Israeli side of the Purple Line; the Syrian fort in Syria', () => {
    expect(map.features['kiryat-shmona']).toEqual([placeHex('Kiryat Shmona')]);
    expect(map.features['town-israeli']).toContain(placeHex('Kiryat Shmona'));
    expect(map.features['damascus']).toEqual([placeHex('Damascus')]);
    const forts = map.features['fort-israeli']!;
    expect(new Set(forts).size).toBe(8);
    for (const h of forts) expect(region('israel').has(h), h).toBe(true);
    for (const h of map.features['fort-syrian']!) expect(region('syria').has(h), h).toBe(true);
  });

  it('A-H entries are road hexes on the map edge, Israeli on the west or south-west, Arab on the east, north or south-east', () => {
    const roads = new Set(Object.values(map.routes).flat());
    const onEdge = (h: string) => {
      const { col: c, row: r } = parse(h);
      return c === 1 || c === map.columns || r === 1 || r === map.rows;
    };
    for (const f of ['entry-israeli', 'entry-arab']) {
      expect(map.features[f]!.length, f).toBeGreaterThan(0);
      for (const h of map.features[f]!) expect(onEdge(h) && roads.has(h), `${f} ${h}`).toBe(true);
    }
    for (const h of map.features['entry-israeli']!) expect(region('israel').has(h), h).toBe(true);
    for (const h of map.features['entry-arab']!) expect(region('syria').has(h), h).toBe(true);
  });

  it('roads never run on lakes or mountains, and every road step is a road hexside', () => {
    const steps = new Set<string>();
    for (const [name, path] of Object.entries(map.routes)) {
      path.slice(1).forEach((h, i) => steps.add(sideKey(path[i]!, h)));
      for (const h of path) expect(['lake', 'mountain'], `${name} ${h}`).not.toContain(map.hexes[h]);
    }
    expect(steps).toEqual(sideSet(map.hexsides['road']!));
  });
});
