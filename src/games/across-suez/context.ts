// What every rule function needs besides the state: the game's data, its
// board in the engine, and indices prepared once per game definition.
import { Board, type SideNumber } from '../../engine/board.js';
import type { GameData, UnitData } from './data.js';
import type { Side } from './types.js';

export interface Context {
  readonly data: GameData;
  readonly board: Board;
  readonly units: readonly UnitData[];
  readonly unitIndex: ReadonlyMap<string, number>;
  /** Side of each unit as the engine numbers it (1 = first side of the scenario). */
  readonly unitSide: readonly SideNumber[];
  readonly crossingHex: number;
  readonly bridgeUnit: number;
  readonly locFrom: number;
  readonly locTo: number;
}

const contexts = new WeakMap<GameData, Promise<Context>>();
const loaded = new WeakMap<GameData, Context>();

/** The context of a game definition some Game was created with (synchronously; undefined before any). */
export function loadedContext(data: GameData): Context | undefined {
  return loaded.get(data);
}

export function sideNumber(data: GameData, side: Side): SideNumber {
  return data.scenario.sides[0] === side ? 1 : 2;
}

/** One board (one Wasm instance) per game definition, shared by every game and clone of it. */
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
  data.crt.columns.forEach((c, k) => {
    if (k > 0) new Int32Array(board.engine.memory.buffer, board.engine.crtThresholdsPtr(), 16)[k] = c.min ?? 0;
  });
  const results = new Uint8Array(board.engine.memory.buffer, board.engine.crtResultsPtr(), 16 * 6);
  data.crt.results.forEach((col, k) => col.forEach((r, f) => (results[k * 6 + f] = data.crt.resultCodes.indexOf(r))));
  board.engine.setCrtColumns(data.crt.columns.length);
  return {
    data,
    board,
    units: data.units,
    unitIndex,
    unitSide: data.units.map((u) => sideNumber(data, u.side)),
    crossingHex: hex(data.scenario.crossing.hex, 'scenario crossing'),
    bridgeUnit,
    locFrom: hex(data.scenario.lineOfCommunication.from, 'scenario line of communication'),
    locTo: hex(data.scenario.lineOfCommunication.to, 'scenario line of communication'),
  };
}
