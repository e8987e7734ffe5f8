// The shape of a game map as data (data/<game>/map.json) and of its
// terrain chart (data/<game>/terrain.json), with checks that name the field
// at fault. Every game on the engine uses this schema: terrain classes per
// hex, hexside classes as lists of hex pairs, hex features as lists of hexes;
// the chart gives each class its movement effect and the flags the rules ask
// about. A game adds its own fields to either (combat shifts, crossings…).
import { parseHexId, type HexId } from './hex-id.js';

/** The movement class every unit has unless the chart gives it another. */
export const NORMAL_CLASS = 'normal';

export interface MapData {
  columns: number;
  rows: number;
  /** Flat-topped hexes in vertical columns; `shiftedColumns`: which (1-based) columns sit half a hex lower. */
  layout: { orientation: 'flat-top columns'; shiftedColumns: 'even' | 'odd' };
  /** The terrain class of every hex printed on the map. */
  hexes: Record<HexId, string>;
  /** Hexsides by class (roads, trails, ridges, canal…): each the two hexes it separates. */
  hexsides: Record<string, [HexId, HexId][]>;
  /** Hexes by feature (towns, forts, passes, entry hexes…). */
  features?: Record<string, HexId[]>;
  /** Names printed on the map. */
  places: Record<HexId, string>;
  [extra: string]: unknown;
}

export interface TerrainType {
  /** Movement Points to enter; null = may not be entered. A number for every movement class, or one per class. */
  move: number | null | Record<string, number | null>;
  /** Flags the rules ask about (e.g. 'clear'); a hex has its terrain's flags. */
  flags?: string[];
  [extra: string]: unknown;
}

/** How a hexside class changes a step across it. */
export interface HexsideType {
  /**
   * road: a step along it costs `move` whatever the terrain; min: the cheaper
   * of `move` and the terrain; add: `move` more than the terrain; block: never
   * crossed; none: no effect on movement (drawn, or read by the rules).
   */
  effect: 'road' | 'min' | 'add' | 'block' | 'none';
  move?: number;
  /** A flag given to both hexes of every hexside of the class (e.g. 'road': a hex a road runs through). */
  marksHexes?: string;
  /** Movement classes the class does not apply to (e.g. a canal hexside marines cross). */
  except?: string[];
  [extra: string]: unknown;
}

export interface MovementClass {
  /** The class may only enter hexes having one of these flags. */
  entersOnly?: string[];
}

export interface TerrainChart {
  /** Cost units per Movement Point: 2 counts in halves, 6 in sixths. Costs must come out whole. */
  costUnits: number;
  terrain: Record<string, TerrainType>;
  hexsides: Record<string, HexsideType>;
  /** Movement classes beyond the default 'normal' one. */
  movementClasses?: Record<string, MovementClass>;
  [extra: string]: unknown;
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

const EFFECTS = ['road', 'min', 'add', 'block', 'none'];

/** Checks a map against its terrain chart; throws MapDataError naming the first field at fault. */
export function checkMapData(map: MapData, chart: TerrainChart): void {
  if (!Number.isInteger(chart.costUnits) || chart.costUnits < 1) {
    throw new MapDataError('chart.costUnits', 'must be a whole number of cost units per Movement Point');
  }
  for (const [name, h] of Object.entries(chart.hexsides ?? {})) {
    if (!EFFECTS.includes(h.effect))
      throw new MapDataError(`chart.hexsides.${name}`, `effect must be one of ${EFFECTS}`);
  }
  if (!Number.isInteger(map.columns) || map.columns < 1 || map.columns > 99) {
    throw new MapDataError('columns', 'must be a whole number from 1 to 99');
  }
  if (!Number.isInteger(map.rows) || map.rows < 1 || map.rows > 99) {
    throw new MapDataError('rows', 'must be a whole number from 1 to 99');
  }
  if (map.layout?.orientation !== 'flat-top columns') {
    throw new MapDataError('layout.orientation', 'must be "flat-top columns"');
  }
  if (map.layout.shiftedColumns !== 'even' && map.layout.shiftedColumns !== 'odd') {
    throw new MapDataError('layout.shiftedColumns', 'must be "even" or "odd"');
  }
  const onGrid = (id: unknown): boolean => {
    const p = parseHexId(id);
    return p !== null && p.col >= 1 && p.col <= map.columns && p.row >= 1 && p.row <= map.rows;
  };
  for (const [id, terrain] of Object.entries(map.hexes ?? {})) {
    if (!onGrid(id)) throw new MapDataError(`hexes.${id}`, 'is not a hex of the grid');
    if (!(terrain in chart.terrain)) throw new MapDataError(`hexes.${id}`, `unknown terrain "${terrain}"`);
  }
  if (typeof map.hexsides !== 'object' || map.hexsides === null) {
    throw new MapDataError('hexsides', 'must map hexside classes to lists of [hex, hex] pairs');
  }
  for (const [key, list] of Object.entries(map.hexsides)) {
    if (!(key in chart.hexsides)) throw new MapDataError(`hexsides.${key}`, 'is not a hexside class of the chart');
    if (!Array.isArray(list)) throw new MapDataError(`hexsides.${key}`, 'must be a list of [hex, hex] pairs');
    list.forEach((pair, i) => {
      if (!Array.isArray(pair) || pair.length !== 2 || !pair.every((h) => typeof h === 'string' && h in map.hexes)) {
        throw new MapDataError(`hexsides.${key}[${i}]`, 'must be two hexes of the map');
      }
    });
  }
  for (const [key, list] of Object.entries(map.features ?? {})) {
    if (!Array.isArray(list)) throw new MapDataError(`features.${key}`, 'must be a list of hexes');
    list.forEach((h, i) => {
      if (typeof h !== 'string' || !(h in map.hexes)) {
        throw new MapDataError(`features.${key}[${i}]`, 'is not a hex of the map');
      }
    });
  }
  for (const id of Object.keys(map.places ?? {})) {
    if (!(id in map.hexes)) throw new MapDataError(`places.${id}`, 'is not a hex of the map');
  }
}
