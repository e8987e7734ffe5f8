// What every rule function needs besides the state: the game's data, its
// board in the kernel (with each side's Zone of Control policy, B-H), the
// combat tables of both sets, and indices prepared once per definition.
import type { ActionBuffer } from '../../engine/action-buffer.js';
import { Board } from '../../engine/board.js';
import type { Outcome } from '../../engine/contract.js';
import type { Refusal } from '../../engine/rules-error.js';
import { CombatTables } from '../../engine/crt.js';
import { regionIndex, type MapRegion } from '../../engine/map-regions.js';
import { combatTables, type RevisedTables, type RulebookTables, type TableIndex } from './combat/tables.js';
import type { GameData, PhaseData, Zone } from './data.js';
import type { CombatRecord } from './combat/records.js';
import type { Emit } from './events.js';
import type { RouteSet } from './route-set.js';
import type { State } from './state.js';
import type { SideId, TableSet } from './types.js';

/**
 * The rules of the phases that run a module of their own, loaded with a context (the basic game's:
 * phase-rules.ts, which game-context.ts loads): the modules by phase kind, and what else the loader gives.
 */
export interface PhaseRules {
  readonly phases: Readonly<Record<string, PhaseModule>>;
  /** The player-turn's combat records (combat/records.ts): cleared at its end, written into a position. */
  clearCombats(s: State): void;
  combatRecords(s: State): CombatRecord[];
}

export interface BridgeSite {
  id: string;
  side: number;
  /** The bridge-site hex (east bank) and the hex across the canal hexside it spans (B-G.4). */
  east: number;
  west: number;
}

/** Runs a phase of its own (air/, bombing, combat/; phase-module.ts is the seam): actions are codes (action-codes.ts). */
export interface PhaseModule {
  /** Pushes the code of every action the module accepts now (pending decisions included), except 'end', which legal.ts adds. */
  legal(ctx: Context, s: State, out: ActionBuffer): void;
  /** Checks (RulesError, nothing changed) then applies an action code of the module; null when the verb is not its own. */
  applyCode(ctx: Context, s: State, code: number, emit: Emit): Outcome | null;
  /**
   * Names the state after one of its actions (code) applied, the version
   * before given (changes.ts): the actions whose changes it knows recorded;
   * without it, every result is named anew (changedMany).
   */
  named?(s: State, before: number, code: number): void;
  /** The phase begins (after sequence.ts has set s.phase). */
  begin?(ctx: Context, s: State, emit: Emit): void;
  /** May the phase end now? A RulesError naming the obligation not met (B-G.4b, B-O forced attacks…), or null. */
  blockEnd?(ctx: Context, s: State): Refusal | null;
  /** Who decides now when it is not the phasing side (no decision pending): the side's index (A-K: the interceptors' owner). */
  actor?(ctx: Context, s: State): number;
  /** The phase ends (before sequence.ts moves on): e.g. B-K bridges captured are removed. */
  end?(ctx: Context, s: State, emit: Emit): void;
}

/**
 * What a definition's rules add to the basic game's, read by the basic rules
 * from the context they are given: the advanced game's (advanced/extensions.ts);
 * the basic game adds nothing. Carried by the definition, not set on a module,
 * so that a basic and an advanced game in one page keep their own rules.
 */
export interface RulesExtensions {
  /** Phase modules by phase kind, before the basic game's (sequence.ts): A-K's air phase, A-E's bridge step. */
  readonly phases?: Readonly<Record<string, PhaseModule>>;
  /** Moves across hexsides, listed as plain moves for the whole movement (movement.ts; A-F.3's fords). */
  readonly movesAcross?: (ctx: Context, s: State, u: number, budget: number, out: RouteSet) => void;
  /** A set-up zone's own limits on a bank (setup.ts): per hex, 1 when in the zone; null when it asks nothing (A-C). */
  readonly zoneTest?: (ctx: Context, zone: Zone, canal: Uint8Array, bank: number) => Uint8Array | Int8Array | null;
  /** Gives the board the hexes barred to each side's moves in a state (route-cache.ts; A-F.4, A-F.5). */
  readonly syncBars?: (ctx: Context, s: State) => void;
  /** The hexes closed to a retreat of `side` in a state (combat/retreat.ts; A-F.4, A-F.5). */
  readonly retreatBars?: (ctx: Context, s: State, side: number) => readonly number[];
}

/** A game definition: its data, and what its rules add to the basic game's. */
export interface Definition extends GameData {
  readonly extensions?: RulesExtensions;
}

export interface Context {
  readonly data: GameData;
  /** What the definition's rules add to the basic game's (empty in the basic game). */
  readonly extensions: RulesExtensions;
  /** The rules of the air, bombing and combat phases and their questions (phase-rules.ts), loaded with the context. */
  readonly phaseRules: PhaseRules;
  readonly board: Board;
  /** Sides in seat order (scenario.json); a side's number is its index here and in the kernel. */
  readonly sides: readonly SideId[];
  readonly sideIndex: ReadonlyMap<SideId, number>;
  /** Each side's enemies (every other side in the basic game). */
  readonly enemies: readonly (readonly number[])[];
  /** Each side's phases in order (B-E). */
  readonly phases: readonly (readonly PhaseData[])[];
  readonly units: GameData['units'];
  readonly unitIndex: ReadonlyMap<string, number>;
  readonly unitSide: readonly number[];
  readonly maxSteps: readonly number[];
  /** Counter indices by kind. */
  readonly ground: readonly number[];
  readonly forts: readonly number[];
  readonly sams: readonly number[];
  readonly aircraft: readonly number[];
  readonly bridges: readonly BridgeSite[];
  /** Each side's entry hexes (B-B), by its scenario's entry feature. */
  readonly entries: readonly (readonly number[])[];
  /** Each counter's entry hexes: its side's, or on a board of several maps its front's (A-H). */
  readonly unitEntries: readonly (readonly number[])[];
  /** The maps on the board (one in the basic game; map-regions.ts) and each hex's map, -1 off every map. */
  readonly regions: readonly string[];
  readonly regionOf: Int8Array;
  /** Per map, each counter's entry hexes on it (fronts.ts: a phase played on one front). */
  readonly frontEntries: readonly (readonly (readonly number[])[])[];
  /** Per hex: 1 west bank, 2 east bank, 0 water or off the map (the canal and red lines divide them, B-A). */
  readonly bank: Uint8Array;
  /** Per hex: 1 when one of its hexsides is canal (B-D, B-G.4b). */
  readonly canalSide: Uint8Array;
  /** Per hex: 1 for a land hex next to a sea or lake hex (a shore, B-G.5b). */
  readonly shore: Uint8Array;
  /** Movement classes (B-G.5). */
  readonly marineClass: number;
  readonly raftClass: number;
  /** Cost units per Movement Point (sixths). */
  readonly unitsPerMp: number;
  /** Combat tables in the kernel: crtIndex[set][attacking side] is the table number in `crt`. */
  readonly crt: CombatTables;
  readonly crtIndex: Readonly<Record<TableSet, readonly number[]>>;
  /** Every table's number in `crt`: ground, air, SAM fire, bombing (combat/tables.ts). */
  readonly tableIndex: TableIndex;
}

export const WEST = 1;
export const EAST = 2;

const contexts = new WeakMap<GameData, Promise<Context>>();

/**
 * One board (one kernel instance) per game definition, shared by every game and clone of it, with the phase
 * rules `load` gives, loaded beside it (game-context.ts `contextFor` gives the basic game's, phase-rules.ts).
 */
export function contextWith(data: Definition, load: () => Promise<PhaseRules>): Promise<Context> {
  let ctx = contexts.get(data);
  if (!ctx) {
    ctx = Promise.all([Board.create(data.map, data.chart), load()]).then(([board, rules]) =>
      makeContext(data, board, rules),
    );
    contexts.set(data, ctx);
    ctx.catch(() => contexts.delete(data));
  }
  return ctx;
}

function makeContext(data: Definition, board: Board, phaseRules: PhaseRules): Context {
  const sc = data.scenario;
  const hex = (id: string, what: string): number => {
    const i = board.index(id);
    if (!board.onMap(i)) throw new Error(`${what}: ${id} is not a hex of the map`);
    return i;
  };
  const sides = sc.sides.slice();
  const sideIndex = new Map(sides.map((s, i) => [s, i]));
  const side = (id: string, what: string): number => {
    const i = sideIndex.get(id);
    if (i === undefined) throw new Error(`${what}: no side ${id}`);
    return i;
  };
  const enemies = sides.map((_, i) => sides.map((_, j) => j).filter((j) => j !== i));
  const unitIndex = new Map(data.units.map((u, i) => [u.id, i]));
  if (unitIndex.size !== data.units.length) throw new Error('units: two counters share an id');
  for (const u of data.units) if (u.start) hex(u.start, `unit ${u.id} start`);
  const of = (kind: string) => data.units.flatMap((u, i) => (u.kind === kind ? [i] : []));

  // B-H: each side's policy toward enemy Zones of Control, as scenario.json gives it
  sides.forEach((id, i) => {
    const p = sc.zoc.policy[id];
    if (!p) throw new Error(`scenario zoc.policy: no policy for ${id}`);
    board.setZocPolicy(i, {
      enemies: enemies[i]!,
      stoppedBy: p.entering === 'stop' ? enemies[i]! : [], // H.1 stop on entering; H.2 ignore
      leave: 'free', // H.1: a unit that begins in enemy ZOC may leave it
      noRoadsIn: p.roadInZoc ? [] : enemies[i]!, // B-G.3, H.2: no road rates in enemy ZOC
    });
  });
  board.setZocBlockers(sc.zoc.notInto, sc.zoc.notAcross); // B-H: not into water, not across canal or red lines

  const n = board.hexCount;
  const barrier = sc.zoc.notAcross;
  const bank = new Uint8Array(n);
  const canalSide = new Uint8Array(n);
  const shore = new Uint8Array(n);
  const land = (h: number) => board.onMap(h) && board.hexHas(h, 'land');
  // the maps on the board: the canal's is the first (advanced-scenario.json `board`)
  const regions: readonly MapRegion[] = (data.map['regions'] as MapRegion[] | undefined) ?? [
    { id: 'map', column: 1, row: 1, columns: board.cols, rows: board.rows },
  ];
  const canalMap = regions[0]!;
  // the two banks: land reached from each edge of the canal's map without crossing the canal or a red line
  for (const [b, col] of [
    [WEST, canalMap.column],
    [EAST, canalMap.column + canalMap.columns - 1],
  ] as const) {
    const todo: number[] = [];
    for (let r = canalMap.row - 1; r < canalMap.row - 1 + canalMap.rows; r++) {
      const h = (col - 1) * board.rows + r;
      if (!land(h) || bank[h] !== 0) continue;
      bank[h] = b;
      todo.push(h);
    }
    while (todo.length) {
      const h = todo.pop()!;
      for (let d = 0; d < 6; d++) {
        const m = board.neighbour(h, d);
        if (m < 0 || !land(m) || bank[m] !== 0 || barrier.some((c) => board.hasSide(h, d, c))) continue;
        bank[m] = b;
        todo.push(m);
      }
    }
  }
  for (let h = 0; h < n; h++) {
    if (!land(h)) continue;
    for (let d = 0; d < 6; d++) {
      const m = board.neighbour(h, d);
      if (board.hasSide(h, d, 'canal')) canalSide[h] = 1;
      if (m >= 0 && board.onMap(m) && board.hexHas(m, 'water')) shore[h] = 1;
    }
  }

  const br = data.markers.bridges;
  const bridges = br.sites.map(([e, w], i) => {
    const east = hex(e, `bridge ${i + 1}`);
    const west = hex(w, `bridge ${i + 1}`);
    const d = board.direction(east, west);
    if (d < 0 || !board.hasSide(east, d, 'canal')) throw new Error(`bridge ${e}-${w}: not a canal hexside (B-G.4)`);
    return { id: `bridge-${e}`, side: side(br.side, 'bridges'), east, west };
  });

  // the combat tables of both sets, for each attacking side (B-I.3, T003), and the air, SAM and bombing tables
  const { tables, index: tableIndex } = combatTables(
    { standard: data.tables.standard as RulebookTables, revised: data.tables.revised as RevisedTables },
    sides,
  );

  const entries = sides.map((id) => {
    const r = sc.reinforcements[id];
    return r ? board.featureHexes(r.entryFeature) : [];
  });
  const regionOf = regionIndex(regions, board.cols, board.rows);
  const fronts = (data as { fronts?: Record<string, { entries: Record<string, string> }> }).fronts;
  const unitEntries = data.units.map((u) => {
    // A-H: a counter enters by its front's entries for its side when the data names them (the Arabs' own map)
    const front = (u as { front?: string }).front;
    const own = front === undefined ? undefined : fronts?.[front]?.entries[u.side];
    return own ? board.featureHexes(own) : entries[side(u.side, `unit ${u.id}`)]!;
  });
  return {
    data,
    extensions: data.extensions ?? {},
    phaseRules,
    board,
    sides,
    sideIndex,
    enemies,
    phases: sides.map((id) => {
      const p = sc.phases[id];
      if (!p?.length) throw new Error(`scenario phases: none for ${id}`);
      return p;
    }),
    units: data.units,
    unitIndex,
    unitSide: data.units.map((u) => side(u.side, `unit ${u.id}`)),
    maxSteps: data.units.map((u) => u.strength.length),
    ground: of('ground'),
    forts: of('fort'),
    sams: of('sam'),
    aircraft: of('aircraft'),
    bridges,
    entries,
    unitEntries,
    regions: regions.map((r) => r.id),
    regionOf,
    frontEntries: regions.map((_, r) => unitEntries.map((list) => list.filter((h) => regionOf[h] === r))),
    bank,
    canalSide,
    shore,
    marineClass: board.movementClass('marine'),
    raftClass: board.movementClass('raft'),
    unitsPerMp: data.chart.costUnits,
    crt: new CombatTables(board, tables),
    crtIndex: tableIndex.ground,
    tableIndex,
  };
}
