// The reconstructed Yom Kippur data as the data tests read it: the JSON files
// loaded alone (no engine code), their shapes, and what the tests derive from
// them (the banks of the canal, the water, the roads).
import { flood, load, parse, sideSet } from './hex.js';

export type Pair = [string, string];
export interface YkMap {
  columns: number;
  rows: number;
  layout: { orientation: string; shiftedColumns: string };
  hexes: Record<string, string>;
  hexsides: Record<string, Pair[]>;
  routes: Record<string, string[]>;
  features: Record<string, string[]>;
  places: Record<string, string>;
}
export interface Chart {
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
export interface Unit {
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
export interface Markers {
  forts: { count: number; setup: { features: string[]; plus: Record<string, string> }; names: Record<string, string> };
  sam: { count: number; units: { id: string; start: string }[] };
  bridges: { count: number; sites: Pair[] };
  aircraft: Record<string, { count: number; from: number }>;
}
export type Results = Record<string, string[]>;

export const map = load<YkMap>('map.json');
export const chart = load<Chart>('terrain.json');
export const units = load<{ units: Unit[] }>('units.json').units;
export const markers = load<Markers>('markers.json');
export const tables = load<any>('tables.json'); // eslint-disable-line @typescript-eslint/no-explicit-any
export const airTables = load<any>('advanced-tables.json'); // eslint-disable-line @typescript-eslint/no-explicit-any
export const revised = load<any>('tables-revised.json'); // eslint-disable-line @typescript-eslint/no-explicit-any
export const scenario = load<any>('scenario.json'); // eslint-disable-line @typescript-eslint/no-explicit-any

export const WATER = new Set(['lake', 'sea', 'red-sea']);
export const isLand = (h: string) => h in map.hexes && !WATER.has(map.hexes[h]!);
export const isWater = (h: string) => WATER.has(map.hexes[h] ?? '');
export const canal = map.hexsides['canal']!;
export const redLine = map.hexsides['red-line']!;
export const barrier = sideSet([...canal, ...redLine]);
export const allHexes = Object.keys(map.hexes);
export const onEdge = (edge: 'east' | 'west') =>
  allHexes.filter((h) => parse(h).col === (edge === 'east' ? map.columns : 1));
// The two banks: land reached from each map edge without crossing the canal or a red line.
export const eastBank = flood(onEdge('east'), isLand, barrier);
export const westBank = flood(onEdge('west'), isLand, barrier);
export const canalSide = (h: string) => canal.some(([a, b]) => a === h || b === h);
export const canalOrRedSide = (h: string) => [...canal, ...redLine].some(([a, b]) => a === h || b === h);
export const roadHexes = new Set(map.hexsides['road']!.flat());
export const unitsAt = (h: string) => units.filter((u) => u.start === h);
