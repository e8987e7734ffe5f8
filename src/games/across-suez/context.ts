// What every rule function needs besides the state: the game's data, its
// board in the kernel, and indices prepared once per game definition.
import { Board, type PathRule } from '../../engine/board.js';
import { CombatTables } from '../../engine/crt.js';
import type { GameData, UnitData } from './data.js';
import type { Side } from './types.js';
import { DestinationCache } from './destination-cache.js';

export interface Context {
  readonly data: GameData;
  readonly board: Board;
  readonly crt: CombatTables;
  readonly units: readonly UnitData[];
  readonly unitIndex: ReadonlyMap<string, number>;
  /** Side of each unit: its index in the scenario's `sides` (the kernel's side number). */
  readonly unitSide: Uint8Array;
  /** 4.5, 5.0: 1 for a combat unit (it exerts a Zone of Control and attacks), 0 for the bridge. */
  readonly combatUnit: Uint8Array;
  /** 7.4: each reinforcement's arrival hex (-1 for a unit set up on the map). */
  readonly arrivalHex: Int32Array;
  /** Hex id → index, for actions given as data (no parsing on apply). */
  readonly hexIndex: ReadonlyMap<string, number>;
  readonly crossingHex: number;
  readonly bridgeUnit: number;
  /** 14.2: the bridge's movement class (clear and road hexes only). */
  readonly bridgeClass: number;
  readonly locFrom: number;
  readonly locTo: number;
  /** 14.1: the hexes a line of communication may use. */
  readonly locRule: PathRule;
  /** 10.0: per Game-Turn, 1 for a night turn (read by units.ts, isNight). */
  readonly night: Uint8Array;
  /** 2.7, 10.0: per unit its Movement Allowance by day (2u) and by night (2u + 1), in cost units (read by units.ts, movementAllowance). */
  readonly allowance: Int32Array;
  /** Each unit's destinations, filled by movement.ts and kept while they hold. */
  readonly destinations: DestinationCache;
}

const contexts = new WeakMap<GameData, Promise<Context>>();
const loaded = new WeakMap<GameData, Context>();

/** The context of a game definition some Game was created with (synchronously; undefined before any). */
export function loadedContext(data: GameData): Context | undefined {
  return loaded.get(data);
}

export function sideIndex(data: GameData, side: Side): 0 | 1 {
  return data.scenario.sides[0] === side ? 0 : 1;
}

/** One board (one kernel instance) per game definition, shared by every game and clone of it. */
export function contextFor(data: GameData): Promise<Context> {
  let ctx = contexts.get(data);
  if (!ctx) {
    ctx = Board.create(data.map, data.chart).then((board) => {
      const c = makeContext(data, board);
      loaded.set(data, c);
      return c;
    });
    contexts.set(data, ctx);
    ctx.catch(() => contexts.delete(data));
  }
  return ctx;
}

function makeContext(data: GameData, board: Board): Context {
  const hex = (id: string, what: string): number => {
    const i = board.index(id);
    if (!board.onMap(i)) throw new Error(`${what}: ${id} is not a hex of the map`);
    return i;
  };
  const unitIndex = new Map(data.units.map((u, i) => [u.id, i]));
  const bridgeUnit = unitIndex.get(data.scenario.bridge.unit);
  if (bridgeUnit === undefined) throw new Error(`scenario bridge: no unit ${data.scenario.bridge.unit}`);
  for (const u of data.units) {
    if (u.start) hex(u.start, `unit ${u.id} start`);
    if (u.arrives) hex(u.arrives.hex, `unit ${u.id} arrival`);
  }
  // 4.5: entering an enemy Zone of Control ends a move; a unit that begins in one
  // may leave only into a hex in no enemy Zone of Control. Both sides alike.
  for (const side of [0, 1]) {
    board.setZocPolicy(side, { enemies: [1 - side], stoppedBy: [1 - side], leave: 'to-free-hex' });
  }
  const unitSide = Uint8Array.from(data.units, (u) => sideIndex(data, u.side));
  return {
    data,
    board,
    crt: new CombatTables(board, [data.crt]),
    units: data.units,
    unitIndex,
    unitSide,
    combatUnit: Uint8Array.from(data.units, (u) => (u.type === 'bridge' ? 0 : 1)),
    arrivalHex: Int32Array.from(data.units, (u) => (u.arrives ? board.index(u.arrives.hex) : -1)),
    hexIndex: new Map(Object.keys(data.map.hexes).map((id) => [id, board.index(id)])),
    crossingHex: hex(data.scenario.crossing.hex, 'scenario crossing'),
    bridgeUnit,
    bridgeClass: board.movementClass('bridge'),
    locFrom: hex(data.scenario.lineOfCommunication.from, 'scenario line of communication'),
    locTo: hex(data.scenario.lineOfCommunication.to, 'scenario line of communication'),
    // 14.1: clear and/or road hexes, free of enemy units and of enemy ZOC except where a friendly unit stands
    locRule: { through: ['clear', 'road'], closedHexsides: ['blocked'] },
    night: nightTable(data),
    allowance: allowanceTable(data),
    destinations: new DestinationCache(board, unitSide),
  };
}

/** 10.0: per Game-Turn (by number), 1 for a night turn; made once per game definition. */
function nightTable(data: GameData): Uint8Array {
  const night = new Uint8Array(data.scenario.turns + 2);
  for (const t of data.scenario.nightTurns) if (t >= 0 && t < night.length) night[t] = 1;
  return night;
}

/** 2.7, 10.0: per unit its Movement Allowance by day (2u) and by night (2u + 1), in cost units; made once. */
function allowanceTable(data: GameData): Int32Array {
  const { nightMovementPenalty } = data.scenario;
  const perUnit = (movement: number, night: boolean) =>
    Math.max(0, movement - (night ? nightMovementPenalty : 0)) * data.chart.costUnits;
  return Int32Array.from(data.units.flatMap((u) => [perUnit(u.movement, false), perUnit(u.movement, true)]));
}
