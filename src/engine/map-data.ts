// The shape of a game map as data (data/<game>/map.json) and of its
// terrain chart (data/<game>/terrain.json), with checks that name the
// field at fault.
import { parseHexId, type HexId } from './hex-id.js';

export interface MapData {
  columns: number;
  rows: number;
  /** Flat-topped hexes in vertical columns; `shiftedColumns`: which (1-based) columns sit half a hex lower. */
  layout: { orientation: 'flat-top columns'; shiftedColumns: 'even' | 'odd' };
  hexes: Record<HexId, string>;
  roads: [HexId, HexId][];
  trails: [HexId, HexId][];
  ridges: [HexId, HexId][];
  blocked: [HexId, HexId][];
  places: Record<HexId, string>;
  [extra: string]: unknown;
}

export interface TerrainType {
  /** Movement Points to enter; null = may not be entered. */
  move: number | null;
  /** CRT column shift for a defender in the hex (negative = left). */
  combatShift: number;
  /** Shift instead when every attacker attacks through a ridge hexside. */
  ridgeShift?: number;
  /** Counts as clear for lines of communication and the bridge's route. */
  clearForLoc: boolean;
}

export interface TerrainChart {
  terrain: Record<string, TerrainType>;
  hexsides: { road: { move: number }; trail: { move: number }; ridge: { extraMove: number } };
  crossing: { ferry: number; bridge: number };
}

export class MapDataError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`map ${field}: ${message}`);
    this.name = 'MapDataError';
  }
}

/** Checks a map against its terrain chart; throws MapDataError naming the first field at fault. */
export function checkMapData(map: MapData, chart: TerrainChart): void {
  if (!Number.isInteger(map.columns) || map.columns < 1 || map.columns > 99)
    throw new MapDataError('columns', 'must be a whole number from 1 to 99');
  if (!Number.isInteger(map.rows) || map.rows < 1 || map.rows > 99)
    throw new MapDataError('rows', 'must be a whole number from 1 to 99');
  if (map.layout?.orientation !== 'flat-top columns')
    throw new MapDataError('layout.orientation', 'must be "flat-top columns"');
  if (map.layout.shiftedColumns !== 'even' && map.layout.shiftedColumns !== 'odd')
    throw new MapDataError('layout.shiftedColumns', 'must be "even" or "odd"');
  const onGrid = (id: unknown): boolean => {
    const p = parseHexId(id);
    return p !== null && p.col >= 1 && p.col <= map.columns && p.row >= 1 && p.row <= map.rows;
  };
  for (const [id, terrain] of Object.entries(map.hexes ?? {})) {
    if (!onGrid(id)) throw new MapDataError(`hexes.${id}`, 'is not a hex of the grid');
    if (!(terrain in chart.terrain)) throw new MapDataError(`hexes.${id}`, `unknown terrain "${terrain}"`);
  }
  for (const key of ['roads', 'trails', 'ridges', 'blocked'] as const) {
    const list = map[key];
    if (!Array.isArray(list)) throw new MapDataError(key, 'must be a list of [hex, hex] pairs');
    list.forEach((pair, i) => {
      if (!Array.isArray(pair) || pair.length !== 2 || !pair.every((h) => typeof h === 'string' && h in map.hexes)) {
        throw new MapDataError(`${key}[${i}]`, 'must be two hexes of the map');
      }
    });
  }
  for (const id of Object.keys(map.places ?? {})) {
    if (!(id in map.hexes)) throw new MapDataError(`places.${id}`, 'is not a hex of the map');
  }
}
