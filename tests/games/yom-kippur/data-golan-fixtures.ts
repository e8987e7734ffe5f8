// The advanced game's Golan data for its tests: golan-map.json, the chart
// it is read with (terrain.json with terrain-golan.json's classes added, as
// the file's `extends` says) and advanced-forces.json, loaded from the JSON
// alone.
import type { MapData, TerrainChart } from '../../../src/engine/map-data.js';
import { load } from './hex.js';

export type Pair = [string, string];

export interface GolanMap extends MapData {
  hexsides: Record<string, Pair[]>;
  features: Record<string, string[]>;
  routes: Record<string, string[]>;
  fortifiedLines: { first: Pair[]; second: Pair[] };
  fortNames: Record<string, string>;
}

export interface GolanUnit {
  id: string;
  name: string;
  side: string;
  type: string;
  level: string;
  steps: number;
  strength: number[];
  movement: number;
  formation: string;
  nameConfidence: 'high' | 'medium' | 'low';
  nation: string;
  front: string;
  setup?: string;
  arrives?: { turn: number; edge: string; reserve?: boolean };
}

export interface AdvancedForces {
  $comment: string;
  units: GolanUnit[];
  forts: Record<string, { count: number; strength: number[]; setup: string; names?: Record<string, string> }>;
  sam: Record<string, { count: number; strength: number[]; movement: number }>;
  air: Record<string, Record<string, unknown>>;
  recovery: { israeli: number; arab: number; arabSplit: Record<string, number> };
}

type Chart = TerrainChart & { features: Record<string, unknown> };

export const golanMap = load<GolanMap>('golan-map.json');
export const sinaiChart = load<Chart>('terrain.json');
export const golanAdditions = load<Chart & { extends: string }>('terrain-golan.json');
export const forces = load<AdvancedForces>('advanced-forces.json');

/** terrain.json with the Golan's classes added: the advanced game's one chart. */
export const advancedChart: Chart = {
  ...sinaiChart,
  terrain: { ...sinaiChart.terrain, ...golanAdditions.terrain },
  hexsides: { ...sinaiChart.hexsides, ...golanAdditions.hexsides },
  features: { ...sinaiChart.features, ...golanAdditions.features },
};

/** The hex a place name is printed on. */
export function placeHex(name: string): string {
  const h = Object.keys(golanMap.places).find((k) => golanMap.places[k]!.split(' / ').includes(name));
  if (!h) throw new Error(`no place ${name}`);
  return h;
}

export const region = (name: string): Set<string> => new Set(golanMap.features[name]);
