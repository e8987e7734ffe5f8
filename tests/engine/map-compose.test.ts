// Several maps on one board (map-compose.ts): hexes, hexsides, features and
// places moved by their map's offset, a region per map, and the checks that
// keep the layout and the maps apart.
import { describe, expect, it } from 'vitest';
import { composeMaps, shiftHexId } from '../../src/engine/map-compose.js';
import { regionIndex } from '../../src/engine/map-regions.js';
import { MapDataError, type MapData } from '../../src/engine/map-data.js';

const small = (terrain: string): MapData => ({
  columns: 2,
  rows: 2,
  layout: { orientation: 'flat-top columns', shiftedColumns: 'even' },
  hexes: { '0101': terrain, '0102': terrain, '0201': terrain, '0202': terrain },
  hexsides: { road: [['0101', '0102']] },
  features: { town: ['0202'] },
  places: { '0101': `${terrain} corner` },
});

describe('composeMaps', () => {
  it('moves each map by its offset and keeps a region per map', () => {
    const m = composeMaps([
      { id: 'a', map: small('clear'), column: 0, row: 0 },
      { id: 'b', map: small('hill'), column: 4, row: 1 },
    ]);
    expect([m.columns, m.rows]).toEqual([6, 3]);
    expect(m.hexes['0502']).toBe('hill');
    expect(m.hexes['0301']).toBeUndefined(); // the gutter is off the map
    expect(m.hexsides['road']).toEqual([
      ['0101', '0102'],
      ['0502', '0503'],
    ]);
    expect(m.features!['town']).toEqual(['0202', '0603']);
    expect(m.places['0502']).toBe('hill corner');
    expect(m.regions.map((r) => [r.id, r.column, r.row])).toEqual([
      ['a', 1, 1],
      ['b', 5, 2],
    ]);
    expect(Array.from(regionIndex(m.regions, m.columns, m.rows))).toEqual([
      0, 0, -1, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1, 1, 1, -1, 1, 1,
    ]);
  });

  it('refuses an odd column offset (it would unshift the columns) and overlapping maps', () => {
    expect(() => composeMaps([{ id: 'a', map: small('clear'), column: 1, row: 0 }])).toThrow(MapDataError);
    expect(() =>
      composeMaps([
        { id: 'a', map: small('clear'), column: 0, row: 0 },
        { id: 'b', map: small('clear'), column: 0, row: 1 },
      ]),
    ).toThrow(/overlaps a/);
  });

  it('shiftHexId moves an id and refuses what is not one', () => {
    expect(shiftHexId('0910', 40, 0)).toBe('4910');
    expect(() => shiftHexId('x', 1, 1)).toThrow(MapDataError);
  });
});
