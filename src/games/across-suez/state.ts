// The whole state of a game as plain arrays indexed by unit number: cheap
// to copy for undo and search, and the single source of truth.
import type { Location, Phase, VictoryReason } from './types.js';

/** A step of combat resolution waiting for a player's decision (6.3–6.5). */
export type Stage =
  | { kind: 'retreat'; units: number[]; then: Stage | null }
  | { kind: 'exchange'; units: number[]; strength: number; then: Stage | null }
  | { kind: 'advance'; units: number[]; hexes: number[] };

export interface State {
  turn: number;
  /** Index of the phasing side in the scenario's `sides`. */
  side: 0 | 1;
  phase: Phase;
  winner: 0 | 1 | null;
  reason: VictoryReason | null;
  /** Per unit: hex index on the map, -1 elsewhere. */
  hex: number[];
  loc: Location[];
  // movement phase
  spent: number[];
  stopped: boolean[];
  startedInZoc: boolean[];
  ferried: number;
  bridgeReady: boolean;
  bridgePlaced: boolean;
  // combat phase
  attacked: boolean[];
  defended: boolean[];
  bombarded: boolean[];
  artilleryUsed: number;
  attacksMade: number;
  pending: Stage | null;
  // dice
  rng: number;
  forced: number[];
}

export function cloneState(s: State): State {
  return {
    ...s,
    hex: s.hex.slice(),
    loc: s.loc.slice(),
    spent: s.spent.slice(),
    stopped: s.stopped.slice(),
    startedInZoc: s.startedInZoc.slice(),
    attacked: s.attacked.slice(),
    defended: s.defended.slice(),
    bombarded: s.bombarded.slice(),
    pending: s.pending ? structuredClone(s.pending) : null,
    forced: s.forced.slice(),
  };
}

export function emptyState(unitCount: number, seed: number): State {
  const no = (): boolean[] => new Array<boolean>(unitCount).fill(false);
  return {
    turn: 1,
    side: 0,
    phase: 'movement',
    winner: null,
    reason: null,
    hex: new Array<number>(unitCount).fill(-1),
    loc: new Array<Location>(unitCount).fill('eliminated'),
    spent: new Array<number>(unitCount).fill(0),
    stopped: no(),
    startedInZoc: no(),
    ferried: 0,
    bridgeReady: false,
    bridgePlaced: false,
    attacked: no(),
    defended: no(),
    bombarded: no(),
    artilleryUsed: 0,
    attacksMade: 0,
    pending: null,
    rng: seed >>> 0,
    forced: [],
  };
}
