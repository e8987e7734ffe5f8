// A compact model of the board for the planning AI: the map as typed arrays
// (built once per game definition), and a snapshot of where every unit
// stands that the evaluation reads and the planner edits in place to score a
// move without touching the engine (a move is scored in microseconds; only
// the chosen one is played on the engine, which checks it).
import type { Game } from '../../game.js';
import type { HexId } from '../../types.js';
import type { GameData } from '../../data.js';
import { loadedContext } from '../../context.js';
import { CROSSED, ELIMINATED, ON_MAP, REINFORCEMENT, type State } from '../../state.js';
import { weightedSearch, type WeightedSearch } from '../../../../engine/weighted-search.js';
import { SearchCopy } from './search-copy.js';

export const ISR = 1;
export const EGY = 2;
export type SideNo = typeof ISR | typeof EGY;

/** The step tables the model loads into the engine's weighted search. */
export const STEP = { forward: 0, reverse: 1, bridge: 2, line: 3 } as const;

export interface MapModel {
  /** Hexes, indexed as the engine's board indexes them (col-major; off-map ones have no steps). */
  n: number;
  index: Map<HexId, number>;
  /** 6 neighbours per hex, -1 off the map. */
  nbr: Int16Array;
  /** Movement cost (half Movement Points) to enter hex nbr[h*6+d] from h; -1 impassable. */
  step: Int16Array;
  /** Cost to enter hex h from its neighbour nbr[h*6+d]; -1 impassable. */
  revStep: Int16Array;
  /** The bridge's step cost: clear and road hexes only (14.2); -1 impassable. */
  bridgeStep: Int16Array;
  /** The line of communication's step cost (14.1): 0 into clear and road hexes (its cost is all in penalties); -1 none. */
  lineStep: Int16Array;
  /** Hex is clear or holds a road (14.1 line of communication, 14.2 bridge). */
  clearOrRoad: Uint8Array;
  /** Hex lies on a road. */
  road: Uint8Array;
  /** Column shift for a defender in the hex (12.1). */
  defShift: Int8Array;
  matzmed: number;
  entry: number;
  /** Hex distance of every hex to Matzmed. */
  distMatzmed: Int16Array;
  /** The engine's Dijkstra, with `step` (forward), `revStep` (reverse), `bridgeStep` (bridge) and `lineStep` (line) loaded. */
  search: WeightedSearch;
}

const models = new WeakMap<object, MapModel>();

/** The model of a game definition's map (a game, its context or a search copy's: whatever holds its data), made once. */
export function mapModel({ data }: { data: GameData }): MapModel {
  let m = models.get(data);
  if (m) return m;
  const { chart } = data;
  const ctx = loadedContext(data)!; // a game or a context exists, so its board is loaded
  const board = ctx.board;
  const n = board.hexCount;
  const ids = Array.from({ length: n }, (_, i) => board.id(i));
  const onMap = (h: number) => board.onMap(h);
  const index = new Map(ids.map((id, i) => [id, i]));
  const nbr = new Int16Array(n * 6).fill(-1);
  const step = new Int16Array(n * 6).fill(-1);
  const bridgeStep = new Int16Array(n * 6).fill(-1);
  const clearOrRoad = new Uint8Array(n);
  const roadHex = new Uint8Array(n);
  const defShift = new Int8Array(n);
  for (let h = 0; h < n; h++) {
    if (!onMap(h)) continue;
    clearOrRoad[h] = board.hexHas(h, 'clear') || board.hexHas(h, 'road') ? 1 : 0;
    roadHex[h] = board.hexHas(h, 'road') ? 1 : 0;
    defShift[h] = chart.terrain[board.terrain[h]!]!.combatShift;
  }
  // the engine's step costs, in its direction order: the weighted search walks board.neighbours with these tables
  for (let h = 0; h < n; h++) {
    if (!onMap(h)) continue;
    for (let d = 0; d < 6; d++) {
      const b = board.neighbour(h, d);
      if (!onMap(b)) continue;
      nbr[h * 6 + d] = b;
      const c = board.stepCost(h, d);
      if (c < 0) continue;
      step[h * 6 + d] = c;
      bridgeStep[h * 6 + d] = board.stepCost(h, d, ctx.bridgeClass); // 14.2: the bridge keeps to clear and road hexes
    }
  }
  const revStep = new Int16Array(n * 6).fill(-1);
  for (let h = 0; h < n; h++) {
    for (let d = 0; d < 6; d++) {
      const b = nbr[h * 6 + d]!;
      if (b < 0) continue;
      for (let e = 0; e < 6; e++) if (nbr[b * 6 + e] === h) revStep[h * 6 + d] = step[b * 6 + e]!;
    }
  }
  const matzmed = index.get(data.scenario.crossing.hex)!;
  const entry = index.get(data.scenario.lineOfCommunication.to)!;
  const distCache = new Map<number, Int16Array>();
  const distFrom = (a: number): Int16Array => {
    let d = distCache.get(a);
    if (!d) {
      d = new Int16Array(n);
      for (let h = 0; h < n; h++) d[h] = board.distance(a, h);
      distCache.set(a, d);
    }
    return d;
  };
  const distMatzmed = distFrom(matzmed);
  // 14.1: the line of communication steps onto clear and road hexes only; its cost is all in the penalties
  const lineStep = new Int16Array(n * 6).fill(-1);
  for (let i = 0; i < n * 6; i++) if (step[i]! >= 0 && clearOrRoad[nbr[i]!]) lineStep[i] = 0;
  const search = weightedSearch(board);
  search.loadTable(STEP.forward, step);
  search.loadTable(STEP.reverse, revStep);
  search.loadTable(STEP.bridge, bridgeStep);
  search.loadTable(STEP.line, lineStep);
  m = {
    n,
    index,
    nbr,
    step,
    revStep,
    bridgeStep,
    lineStep,
    clearOrRoad,
    road: roadHex,
    defShift,
    matzmed,
    entry,
    distMatzmed,
    search,
  };
  models.set(data, m);
  return m;
}

/** Static facts about each unit (in the order of battle's order, as game.units() and the state index them). */
export interface UnitModel {
  id: string;
  side: SideNo;
  strength: number;
  movement: number;
  armor: boolean;
  infantry: boolean;
  bridge: boolean;
  arrives: number;
  arrivalHex: number;
}

/** Where every unit is now: the planner's working copy of a position. */
export interface Snapshot {
  units: UnitModel[];
  /** Hex of each unit on the map, or -1. */
  hex: Int16Array;
  /** 0 on map, 1 reinforcement, 2 crossed, 3 eliminated. */
  loc: Uint8Array;
  /** Unit index standing on each hex, or -1. */
  at: Int16Array;
  turn: number;
  side: SideNo;
  phase: 'movement' | 'combat' | 'over';
  bridge: number;
  bridgePlaced: boolean;
}

const unitModels = new WeakMap<object, UnitModel[]>();

/** The static facts of each unit of the game's definition (made once per definition). */
export function unitsOf(source: { data: GameData }): UnitModel[] {
  const { data } = source;
  let units = unitModels.get(data);
  if (!units) {
    const m = mapModel(source);
    const ca = data.scenario.combinedArms;
    units = data.units.map((u) => ({
      id: u.id,
      side: u.side === 'israeli' ? ISR : EGY,
      strength: u.strength,
      movement: u.movement,
      armor: ca.armor.includes(u.type),
      infantry: ca.infantry.includes(u.type),
      bridge: u.type === 'bridge',
      arrives: u.arrives?.turn ?? 0,
      arrivalHex: u.arrives ? m.index.get(u.arrives.hex)! : -1,
    })) as UnitModel[];
    unitModels.set(data, units);
  }
  return units;
}

export function snapshot(game: Game): Snapshot {
  const root = SearchCopy.of(game);
  const s = snapshotOf(mapModel(game), unitsOf(game), root);
  root.release();
  return s;
}

/** The Snapshot of a game's state (state.ts): each unit's hex is the board's index, which the model shares. */
export function snapshotOf(m: MapModel, units: UnitModel[], game: { ctx: { data: GameData }; state: State }): Snapshot {
  return snapshotInto(m, game, emptySnapshot(m, units));
}

/** A Snapshot to write into (snapshotInto, copySnapshot): nobody on the map yet. */
export function emptySnapshot(m: MapModel, units: UnitModel[]): Snapshot {
  return {
    units,
    hex: new Int16Array(units.length).fill(-1),
    loc: new Uint8Array(units.length),
    at: new Int16Array(m.n).fill(-1),
    turn: 0,
    side: ISR,
    phase: 'movement',
    bridge: -1,
    bridgePlaced: false,
  };
}

/** Copies Snapshot `from` into `into` (of the same model and units), arrays and all. */
export function copySnapshot(from: Snapshot, into: Snapshot): Snapshot {
  into.hex.set(from.hex);
  into.loc.set(from.loc);
  into.at.set(from.at);
  into.turn = from.turn;
  into.side = from.side;
  into.phase = from.phase;
  into.bridge = from.bridge;
  into.bridgePlaced = from.bridgePlaced;
  return into;
}

/** The same, written into a Snapshot of this model and these units made before (its arrays reused). */
export function snapshotInto(
  m: MapModel,
  { ctx, state }: { ctx: { data: GameData }; state: State },
  into: Snapshot,
): Snapshot {
  const { units, hex, loc, at } = into;
  const n = units.length;
  hex.fill(-1);
  loc.fill(0);
  at.fill(-1);
  let bridge = -1;
  for (let i = 0; i < n; i++) {
    if (units[i]!.bridge) bridge = i;
    if (state.loc[i] === ON_MAP) {
      hex[i] = state.hex[i]!;
      at[hex[i]!] = i;
    } else loc[i] = LOCATION[state.loc[i]!]!;
  }
  into.turn = state.turn;
  into.side = ctx.data.scenario.sides[state.side] === 'israeli' ? ISR : EGY;
  into.phase = state.phase;
  into.bridge = bridge;
  into.bridgePlaced = bridge >= 0 && hex[bridge] === m.matzmed;
  return into;
}

/** A Snapshot's location code (0 on the map, 1 reinforcement, 2 crossed, 3 eliminated) for each of the state's. */
const LOCATION: Record<number, number> = { [ON_MAP]: 0, [REINFORCEMENT]: 1, [CROSSED]: 2, [ELIMINATED]: 3 };

/** Moves unit u to hex h in the snapshot (h = -1: off the map with location `loc`). */
export function place(s: Snapshot, u: number, h: number, loc = 0): void {
  const old = s.hex[u]!;
  if (old >= 0 && s.at[old] === u) s.at[old] = -1;
  s.hex[u] = h;
  s.loc[u] = h >= 0 ? 0 : loc;
  if (h >= 0) s.at[h] = u;
}
