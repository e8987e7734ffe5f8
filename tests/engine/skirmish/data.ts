// Skirmish: a deliberately different little game that proves the engine's
// contract carries more than Across Suez — three sides, stacks of three, a
// two-step unit on each side, an odds CRT whose results retreat stacks one or
// two hexes and take steps, asymmetric Zones of Control and victory points.
// Its data, as a game's data/ folder would hold it.
import type { MapData, TerrainChart } from '../../../src/engine/map-data.js';
import type { CrtData } from '../../../src/engine/crt.js';
import { formatHexId } from '../../../src/engine/hex-id.js';

export const SIDES = ['red', 'blue', 'green'] as const;

/** 7 × 6 hexes: clear, some woods, a pond; a road across the middle. */
export function skirmishMap(): MapData {
  const hexes: Record<string, string> = {};
  for (let c = 1; c <= 7; c++) for (let r = 1; r <= 6; r++) hexes[formatHexId(c, r)] = 'clear';
  for (const h of ['0203', '0504', '0602', '0305']) hexes[h] = 'woods';
  hexes['0404'] = 'pond';
  return {
    columns: 7,
    rows: 6,
    layout: { orientation: 'flat-top columns', shiftedColumns: 'even' },
    hexes,
    hexsides: {
      road: [
        ['0103', '0203'],
        ['0203', '0303'],
        ['0303', '0403'],
        ['0403', '0503'],
        ['0503', '0603'],
        ['0603', '0703'],
      ],
    },
    places: { '0404': 'Pond' },
  };
}

export const chart: TerrainChart = {
  costUnits: 2,
  terrain: {
    clear: { move: 1, flags: ['land'] },
    woods: { move: 2, flags: ['land', 'cover'] },
    pond: { move: null, flags: ['water'] },
  },
  hexsides: { road: { effect: 'road', move: 0.5, marksHexes: 'road' } },
};

export interface SkirmishUnit {
  id: string;
  side: number;
  /** Strength per step, full first. */
  steps: number[];
  movement: number;
  start: string;
}

export const units: SkirmishUnit[] = [
  { id: 'red-a', side: 0, steps: [4, 2], movement: 3, start: '0101' },
  { id: 'red-b', side: 0, steps: [2], movement: 4, start: '0101' },
  { id: 'red-c', side: 0, steps: [2], movement: 4, start: '0102' },
  { id: 'blue-a', side: 1, steps: [4, 2], movement: 3, start: '0706' },
  { id: 'blue-b', side: 1, steps: [2], movement: 4, start: '0706' },
  { id: 'blue-c', side: 1, steps: [3], movement: 3, start: '0705' },
  { id: 'green-a', side: 2, steps: [4, 2], movement: 3, start: '0701' },
  { id: 'green-b', side: 2, steps: [2], movement: 4, start: '0601' },
  { id: 'green-c', side: 2, steps: [2], movement: 4, start: '0601' },
];

/** An odds table, attacker's strength against the defending stack's: results retreat and take steps. */
export const crt: CrtData = {
  kind: 'odds',
  columns: [
    { label: '1:2', min: null },
    { label: '1:1', min: [1, 1] },
    { label: '2:1', min: [2, 1] },
    { label: '3:1', min: [3, 1] },
  ],
  resultCodes: ['AR', 'NE', 'DR1', 'DR2', 'D1', 'EX'],
  results: [
    ['AR', 'AR', 'AR', 'NE', 'NE', 'DR1'],
    ['AR', 'NE', 'NE', 'DR1', 'D1', 'EX'],
    ['NE', 'DR1', 'DR1', 'DR2', 'D1', 'EX'],
    ['DR1', 'DR2', 'DR2', 'D1', 'D1', 'EX'],
  ],
};

/** What each result does: the attacker retreats, the defender retreats N hexes or loses a step, or both lose one. */
export const effects: Record<
  string,
  { attackerRetreat?: number; defenderRetreat?: number; defenderSteps?: number; attackerSteps?: number }
> = {
  AR: { attackerRetreat: 1 },
  NE: {},
  DR1: { defenderRetreat: 1 },
  DR2: { defenderRetreat: 2 },
  D1: { defenderSteps: 1 },
  EX: { defenderSteps: 1, attackerSteps: 1 },
};
