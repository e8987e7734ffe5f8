// Several printed maps laid on one board: each map's hexes moved by a
// column and row offset into one grid, their hexsides, features and places
// with them, and a region per map. One board keeps one hex index space, one
// kernel and one search for games played on two maps at once; the maps are
// kept apart by off-map hexes (a gutter wider than any rule's reach), so no
// distance, path, range or Zone of Control joins them, and a region test
// (map-regions.ts) says which map a hex is on.
import { formatHexId, parseHexId, type HexId } from './hex-id.js';
import { MapDataError, type MapData } from './map-data.js';
import type { MapRegion } from './map-regions.js';

/** One printed map and where its hex 0101 goes on the board (offsets in columns and rows, from 0). */
export interface MapPart {
  id: string;
  map: MapData;
  column: number;
  row: number;
}

/** A board made of several maps: the generic map fields plus the region of each map. */
export interface ComposedMap extends MapData {
  regions: MapRegion[];
}

/** A hex id moved by an offset. */
export function shiftHexId(id: HexId, columns: number, rows: number): HexId {
  const p = parseHexId(id);
  if (!p) throw new MapDataError(id, 'is not a hex id');
  return formatHexId(p.col + columns, p.row + rows);
}

/**
 * The maps as one board. Every map must share the first one's layout; a
 * column offset must be even so that shifted columns stay shifted; regions
 * may not overlap. Features of the same name are joined; every other field
 * but the generic ones is the caller's to move (shiftHexId).
 */
export function composeMaps(parts: readonly MapPart[]): ComposedMap {
  if (parts.length === 0) throw new MapDataError('parts', 'at least one map is needed');
  const layout = parts[0]!.map.layout;
  const regions: MapRegion[] = [];
  const out: ComposedMap = { columns: 0, rows: 0, layout, hexes: {}, hexsides: {}, features: {}, places: {}, regions };
  for (const { id, map, column, row } of parts) {
    if (map.layout.shiftedColumns !== layout.shiftedColumns || map.layout.orientation !== layout.orientation) {
      throw new MapDataError(`${id}.layout`, 'must be the first map’s layout');
    }
    if (column % 2 !== 0) throw new MapDataError(`${id}.column`, 'an odd column offset would unshift the columns');
    const region = { id, column: column + 1, row: row + 1, columns: map.columns, rows: map.rows };
    const clash = regions.find(
      (r) =>
        region.column < r.column + r.columns &&
        r.column < region.column + region.columns &&
        region.row < r.row + r.rows &&
        r.row < region.row + region.rows,
    );
    if (clash) throw new MapDataError(`${id}.column`, `overlaps ${clash.id}`);
    regions.push(region);
    const at = (h: HexId) => shiftHexId(h, column, row);
    for (const [h, t] of Object.entries(map.hexes)) out.hexes[at(h)] = t;
    for (const [cls, pairs] of Object.entries(map.hexsides)) {
      (out.hexsides[cls] ??= []).push(...pairs.map(([a, b]) => [at(a), at(b)] as [HexId, HexId]));
    }
    for (const [f, hexes] of Object.entries(map.features ?? {})) (out.features![f] ??= []).push(...hexes.map(at));
    for (const [h, name] of Object.entries(map.places)) out.places[at(h)] = name;
    out.columns = Math.max(out.columns, column + map.columns);
    out.rows = Math.max(out.rows, row + map.rows);
  }
  return out;
}
