// The whole state of a Yom Kippur game as flat typed arrays over one buffer
// (the engine's flat-state.ts): per counter (ctx.units order: ground units,
// forts, SAMs, aircraft) its hex, location, steps, markers and this turn's
// flags; per bridge its state; per side its points; the phase's counters;
// the combat records of the player-turn and the decision pending
// (combat/records.ts, pending.ts). The single source of truth for the
// facade and the search alike: a copy is one TypedArray.set (the dice's
// forced rolls aside, as rng.ts keeps them), and the rules read and write
// numbers. Enumerations are small integers; LOCATIONS, LANDINGS and
// BRIDGE_STATES give their words. A definition may add the fields its own
// rules keep (EXTRA_FIELDS: the advanced game's air phase, recovery points
// per front and triggers, advanced/data.ts `stateFields`); in a state of a
// definition without one, that field is empty.
import type { BaseState } from '../../engine/contract.js';
import { FlatLayout, type FlatViews } from '../../engine/flat-state.js';
import type { BridgeState, Landing, Location, TableSet } from './types.js';

/** Location codes (`loc`): 0 is eliminated, so a zeroed state has every counter out of play. */
export const ELIMINATED = 0,
  MAP = 1,
  WAITING = 2,
  POOL = 3,
  AIR = 4,
  EXITED = 5,
  TRANSIT = 6; // A-H: between the advanced game's maps (advanced/transfers.ts)
export const LOCATIONS: readonly Location[] = ['eliminated', 'map', 'waiting', 'pool', 'air', 'exited', 'transit'];
export const locationCode = (l: Location): number => LOCATIONS.indexOf(l);

/** Landing codes (`landing`): 0 none (B-G.4b, B-G.5b, B-O). */
export const NO_LANDING = 0,
  CANAL = 1,
  RAFT = 2,
  DROP = 3,
  HELI = 4,
  DECLARED = 5, // B-O.1: a drop declared, its die not yet rolled (airborne.ts)
  DECLARED_PAIR = 6; // B-O.1: the same, with another unit dropped into its hex this phase (−1)
export const LANDINGS: readonly (Landing | null)[] = [
  null,
  'canal',
  'raft',
  'drop',
  'heli',
  'declared',
  'declared-pair',
];
export const landingCode = (l: Landing | null): number => LANDINGS.indexOf(l);

/** Bridge state codes (`bridges`, B-K). */
export const INTACT = 0,
  CAPTURED = 1,
  REMOVED = 2,
  LIFTED = 3; // A-E: taken off in this bridge step, back in hand for the next
export const BRIDGE_STATES: readonly BridgeState[] = ['intact', 'captured', 'removed', 'lifted'];

const TABLE_SETS: readonly TableSet[] = ['standard', 'revised'];

/**
 * Phase ids as numbers: every id a state was ever given, in the order first
 * seen (the scenario's phases, 'setup', 'over'). One list for the process:
 * a state's number means the same in every copy of it.
 */
const PHASE_IDS: string[] = ['', 'over'];
const PHASE_NUMBERS = new Map<string, number>(PHASE_IDS.map((id, i) => [id, i]));
export const OVER = 1;
export function phaseNumber(id: string): number {
  let n = PHASE_NUMBERS.get(id);
  if (n === undefined) {
    n = PHASE_IDS.push(id) - 1;
    PHASE_NUMBERS.set(id, n);
  }
  return n;
}

// counters: indices in the `counters` field
const TURN = 0,
  SIDE = 1,
  PHASE = 2,
  WINNER = 3,
  TABLES = 4,
  COUNTERS = 5;

/** The maps a board holds at most, for what a side keeps per map (frontRecovery). */
export const MAX_FRONTS = 4;

/** What the combat records (combat/records.ts) and the pending decision (pending.ts) hold at most. */
export const MAX_COMBATS = 64;
/** Lists of a combat record: attackers, defenders, hexes, attacking and defending artillery, pledged, owed, retreated. */
export const COMBAT_LISTS = 8;
/** Counter and hex numbers all the combat records' lists of a player-turn hold together. */
export const COMBAT_POOL = 1024;
/** Decisions a result leaves (B-I.3): defender's retreat, attacker's losses and retreat, the advance, and room. */
export const MAX_STAGES = 6;
/** Counters (or hexes) one stage or one pending decision names: more than any combat of the basic game has. */
export const STAGE_UNITS = 24;

/**
 * The fields a definition's state has only when the definition names them (GameData `stateFields`):
 * the advanced game's A-K air phase (`air`: each counter's flags and the phase's stage), A-L's recovery
 * points set aside per map (`frontRecovery`) and A-C's triggers fired (`triggers`).
 */
export type ExtraField = 'air' | 'frontRecovery' | 'triggers';

function fields(units: number, bridges: number, sides: number, extras: readonly ExtraField[]) {
  const has = (f: ExtraField) => (extras.includes(f) ? 1 : 0);
  return {
    counters: { type: 'i32', length: COUNTERS },
    rng: { type: 'u32', length: 1 },
    // per side
    recovery: { type: 'i32', length: sides },
    vp: { type: 'i32', length: sides },
    kills: { type: 'i32', length: sides },
    exits: { type: 'i32', length: sides },
    bridgesTaken: { type: 'i32', length: sides },
    airLoss: { type: 'i32', length: sides },
    // per side and map (MAX_FRONTS a side)
    frontRecovery: { type: 'i32', length: has('frontRecovery') * sides * MAX_FRONTS },
    // the rules' triggers fired, a bit each
    triggers: { type: 'i32', length: has('triggers') },
    // per counter
    hex: { type: 'i16', length: units },
    shock: { type: 'i16', length: units },
    loc: { type: 'u8', length: units },
    steps: { type: 'u8', length: units },
    moved: { type: 'u8', length: units },
    samMov: { type: 'u8', length: units },
    samReady: { type: 'u8', length: units },
    airborne: { type: 'u8', length: units },
    landing: { type: 'u8', length: units },
    attacked: { type: 'u8', length: units },
    defended: { type: 'u8', length: units },
    fired: { type: 'u8', length: units },
    // the advanced air phase (A-K, advanced/air/air-state.ts): per counter its flags, and the phase's stage
    air: { type: 'u16', length: has('air') * units },
    airStage: { type: 'i16', length: has('air') * 4 },
    // A-K b: a helicopter's flight this air phase: the hexes it and its cargo left (plus one), its cargo (plus one)
    airFrom: { type: 'i16', length: has('air') * units },
    cargo: { type: 'i16', length: has('air') * units },
    // per bridge
    bridges: { type: 'u8', length: bridges },
    // the combat records (combat/records.ts)
    combatHead: { type: 'i16', length: 4 },
    combatMode: { type: 'u8', length: MAX_COMBATS },
    combatDie: { type: 'i8', length: MAX_COMBATS },
    combatResult: { type: 'u8', length: MAX_COMBATS },
    combatListAt: { type: 'u16', length: MAX_COMBATS * COMBAT_LISTS },
    combatListLength: { type: 'u8', length: MAX_COMBATS * COMBAT_LISTS },
    combatPool: { type: 'i16', length: COMBAT_POOL },
    // the queue of the combat being resolved (combat/records.ts): stage kind, side, hexes or count, units
    stageKind: { type: 'u8', length: MAX_STAGES },
    stageSide: { type: 'i8', length: MAX_STAGES },
    stageNumber: { type: 'i8', length: MAX_STAGES },
    stageUnitCount: { type: 'u8', length: MAX_STAGES },
    stageUnits: { type: 'i16', length: MAX_STAGES * STAGE_UNITS },
    // the decision pending (pending.ts)
    pendingHead: { type: 'i16', length: 8 },
    pendingUnits: { type: 'i16', length: STAGE_UNITS },
    pendingHexes: { type: 'i16', length: STAGE_UNITS },
  } as const;
}

type Fields = ReturnType<typeof fields>;
const layouts = new Map<string, FlatLayout<Fields>>();

function layoutFor(units: number, bridges: number, sides: number, extras: readonly ExtraField[]): FlatLayout<Fields> {
  const key = `${units}/${bridges}/${sides}/${extras.join()}`;
  let l = layouts.get(key);
  if (!l) layouts.set(key, (l = new FlatLayout(fields(units, bridges, sides, extras))));
  return l;
}

export class State implements BaseState {
  readonly bytes: Uint8Array;
  /**
   * A name for the content of the arrays, 0 when none is known
   * (changes.ts): applyCode names the result of the actions whose changes
   * it records; a copy takes its source's. What writes the arrays outside
   * applyCode sets it to 0, or the caches that trust it go stale.
   */
  version = 0;
  // ---- per counter (ctx.units order) ----
  /** Hex index on the map (or, for an aircraft in the air, the hex it is over); -1 elsewhere. */
  readonly hex: Int16Array;
  /** ELIMINATED, MAP, WAITING, POOL, AIR, EXITED or TRANSIT (LOCATIONS). */
  readonly loc: Uint8Array;
  /** Steps left: full = maxSteps, 0 = eliminated (B-C). */
  readonly steps: Uint8Array;
  /** Has moved (or entered, or been dropped, or been placed at set-up) this phase: 1. */
  readonly moved: Uint8Array;
  /** Shock marker (B-N.2b, T003): the serial number of the player-turn at whose end it comes off; -1 none. */
  readonly shock: Int16Array;
  /** SAM MOV marker (B-M.2): the Game-Turn it was placed; 0 none. */
  readonly samMov: Uint8Array;
  /** B-M.2c: the Game-Turn its SAM MOV marker came off (inactive for the rest of it); 0 none. */
  readonly samReady: Uint8Array;
  /** Dropped or heli-lifted at some time (B-O): Israeli paras fight as para infantry from then on. */
  readonly airborne: Uint8Array;
  /** This player-turn's landing (LANDINGS), which obliges an attack at half strength (B-G.4b, B-G.5b, B-O). */
  readonly landing: Uint8Array;
  /** Has attacked (or bombed) this player-turn (B-I.3 once per turn). */
  readonly attacked: Uint8Array;
  /** Has been attacked this player-turn (B-I.3 once per turn). */
  readonly defended: Uint8Array;
  /** Artillery that has fired, SAMs that have fired, this player-turn (B-L, T003[Air]). */
  readonly fired: Uint8Array;
  /** A-K, the advanced air phase: each counter's flags and the phase's stage (advanced/air/air-state.ts reads them); empty without `air`. */
  readonly air: Uint16Array;
  readonly airStage: Int16Array;
  /** A-K b: the hex a helicopter or its cargo flew from this air phase, plus one (0: none); empty without `air`. */
  readonly airFrom: Int16Array;
  /** A-K b: the unit a helicopter carries this air phase, plus one (0: none); empty without `air`. */
  readonly cargo: Int16Array;
  // ---- per bridge (ctx.bridges order): INTACT, CAPTURED, REMOVED ----
  readonly bridges: Uint8Array;
  // ---- per side (ctx.sides order) ----
  /** Recovery points left (B-Q); usable from the scenario's turn on. */
  readonly recovery: Int32Array;
  /** Victory points scored so far (B-R): events as they happen, the end-of-game conditions once over. */
  readonly vp: Int32Array;
  /** The events the victory points come from. */
  readonly kills: Int32Array;
  readonly exits: Int32Array;
  readonly bridgesTaken: Int32Array;
  /** Aircraft to lose at the end of this player-turn (B-N.2a). */
  readonly airLoss: Int32Array;
  /** Recovery points set aside for one map, side × MAX_FRONTS + map, spent before the side's own (A-L's split); empty without `frontRecovery`. */
  readonly frontRecovery: Int32Array;
  // ---- the combat records and the decision pending: combat/records.ts and pending.ts read and write them ----
  readonly combatHead: Int16Array;
  readonly combatMode: Uint8Array;
  readonly combatDie: Int8Array;
  readonly combatResult: Uint8Array;
  readonly combatListAt: Uint16Array;
  readonly combatListLength: Uint8Array;
  readonly combatPool: Int16Array;
  readonly stageKind: Uint8Array;
  readonly stageSide: Int8Array;
  readonly stageNumber: Int8Array;
  readonly stageUnitCount: Uint8Array;
  readonly stageUnits: Int16Array;
  readonly pendingHead: Int16Array;
  readonly pendingUnits: Int16Array;
  readonly pendingHexes: Int16Array;
  readonly #counters: Int32Array;
  readonly #rng: Uint32Array;
  readonly #triggers: Int32Array;
  /** Rolls forced by a test, a tutorial or a record (rng.ts); outside the flat state. */
  forced: number[] = [];

  constructor(
    readonly unitCount: number,
    readonly bridgeCount: number,
    readonly sideCount: number,
    /** The definition's extra fields (GameData `stateFields`). */
    readonly extras: readonly ExtraField[] = [],
  ) {
    const v: FlatViews<Fields> = layoutFor(unitCount, bridgeCount, sideCount, extras).views();
    this.bytes = v.bytes;
    this.hex = v.hex;
    this.loc = v.loc;
    this.steps = v.steps;
    this.moved = v.moved;
    this.shock = v.shock;
    this.samMov = v.samMov;
    this.samReady = v.samReady;
    this.airborne = v.airborne;
    this.landing = v.landing;
    this.attacked = v.attacked;
    this.defended = v.defended;
    this.fired = v.fired;
    this.air = v.air;
    this.airStage = v.airStage;
    this.airFrom = v.airFrom;
    this.cargo = v.cargo;
    this.bridges = v.bridges;
    this.recovery = v.recovery;
    this.vp = v.vp;
    this.kills = v.kills;
    this.exits = v.exits;
    this.bridgesTaken = v.bridgesTaken;
    this.airLoss = v.airLoss;
    this.frontRecovery = v.frontRecovery;
    this.combatHead = v.combatHead;
    this.combatMode = v.combatMode;
    this.combatDie = v.combatDie;
    this.combatResult = v.combatResult;
    this.combatListAt = v.combatListAt;
    this.combatListLength = v.combatListLength;
    this.combatPool = v.combatPool;
    this.stageKind = v.stageKind;
    this.stageSide = v.stageSide;
    this.stageNumber = v.stageNumber;
    this.stageUnitCount = v.stageUnitCount;
    this.stageUnits = v.stageUnits;
    this.pendingHead = v.pendingHead;
    this.pendingUnits = v.pendingUnits;
    this.pendingHexes = v.pendingHexes;
    this.#counters = v.counters;
    this.#rng = v.rng;
    this.#triggers = v.triggers;
  }

  /** Game-Turn, 1…9 (B-E). */
  get turn(): number {
    return this.#counters[TURN]!;
  }
  set turn(v: number) {
    this.#counters[TURN] = v;
  }
  /** Index of the phasing side in ctx.sides. */
  get side(): number {
    return this.#counters[SIDE]!;
  }
  set side(v: number) {
    this.#counters[SIDE] = v;
  }
  /** The id of the phase under way (one of the phasing side's phases, scenario.json), 'setup' or 'over'. */
  get phase(): string {
    return PHASE_IDS[this.#counters[PHASE]!]!;
  }
  set phase(v: string) {
    this.#counters[PHASE] = phaseNumber(v);
  }
  /** The phase's number (phaseNumber): compared without a string. */
  get phaseNumber(): number {
    return this.#counters[PHASE]!;
  }
  /** Rules' triggers fired for good, a bit each in the data's order (A-C: the Kiryat Shmona lock lifted); 0 without `triggers`. */
  get triggers(): number {
    return this.#triggers[0] ?? 0;
  }
  set triggers(v: number) {
    if (!this.#triggers.length) throw new RangeError('this game has no triggers');
    this.#triggers[0] = v;
  }
  /** The winning side, -1 while the game goes on or when it is drawn. */
  get winner(): number {
    return this.#counters[WINNER]!;
  }
  set winner(v: number) {
    this.#counters[WINNER] = v;
  }
  /** The rulebook tables or the revised sheet (T003). */
  get tables(): TableSet {
    return TABLE_SETS[this.#counters[TABLES]!]!;
  }
  set tables(v: TableSet) {
    this.#counters[TABLES] = TABLE_SETS.indexOf(v);
  }
  /** The state of the seeded die (rng.ts). */
  get rng(): number {
    return this.#rng[0]!;
  }
  set rng(v: number) {
    this.#rng[0] = v;
  }
}

export function cloneState(s: State): State {
  const c = new State(s.unitCount, s.bridgeCount, s.sideCount, s.extras);
  copyState(s, c);
  return c;
}

/** Makes `into` a copy of `from` (same layout): a state reused instead of made. */
export function copyState(from: State, into: State): void {
  into.bytes.set(from.bytes);
  into.version = from.version;
  // the rolls copied into the array `into` has (spare states are reused: no array made per copy)
  const rolls = into.forced,
    source = from.forced;
  if (rolls === source) return;
  const n = source.length;
  for (let i = 0; i < n && i < rolls.length; i++) rolls[i] = source[i]!;
  if (rolls.length > n) rolls.length = n;
  else for (let i = rolls.length; i < n; i++) rolls.push(source[i]!);
}

/** A state with every counter off the map and nothing scored: position.ts fills it. */
export function emptyState(
  units: number,
  bridges: number,
  sides: number,
  seed: number,
  extras: readonly ExtraField[] = [],
): State {
  const s = new State(units, bridges, sides, extras);
  s.turn = 1;
  s.hex.fill(-1);
  s.shock.fill(-1);
  s.winner = -1;
  s.rng = seed >>> 0;
  return s;
}

/** The serial number of a player-turn (Game-Turn and side), for markers' timers. */
export const playerTurnSerial = (turn: number, side: number, sides: number): number => (turn - 1) * sides + side;
