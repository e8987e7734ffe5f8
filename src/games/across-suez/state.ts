// The whole state of a game as flat typed arrays over one buffer (the
// engine's flat-state.ts): per unit its hex, location, Movement Points spent
// and flags; the phase's counters; the combat decision pending (pending.ts);
// the dice. The single source of truth for the facade and the search alike:
// a copy is one TypedArray.set, and the rules read and write numbers.
import { FlatLayout, type FlatViews } from '../../engine/flat-state.js';
import type { BaseState } from '../../engine/contract.js';
import type { Location, Phase, VictoryReason } from './types.js';

/** Location codes (`loc`): 0 is eliminated, so a zeroed state has every unit out of play. */
export const ELIMINATED = 0;
export const ON_MAP = 1;
export const REINFORCEMENT = 2;
export const CROSSED = 3;
export const LOCATIONS: readonly Location[] = ['eliminated', 'map', 'reinforcement', 'crossed'];

export const PHASES: readonly Phase[] = ['movement', 'combat', 'over'];
export const REASONS: readonly VictoryReason[] = [
  'israeli-conditions-met',
  'no-bridge-at-matzmed',
  'no-line-of-communication',
  'fewer-than-six-across',
  'bridge-moved',
  'bridge-destroyed',
];

/** Kinds of a combat stage waiting for a decision (6.3–6.5); 0: none. */
export const RETREAT = 1;
export const EXCHANGE = 2;
export const ADVANCE = 3;
/** A stage holds at most the six units around one hex (4.4: one unit a hex). */
export const STAGE_UNITS = 6;

// counters: indices in the `counters` field
const TURN = 0,
  SIDE = 1,
  PHASE = 2,
  WINNER = 3,
  REASON = 4,
  FERRIED = 5,
  BRIDGE_READY = 6,
  BRIDGE_PLACED = 7,
  ARTILLERY_USED = 8,
  ATTACKS_MADE = 9,
  COUNTERS = 10;

const layouts = new Map<number, FlatLayout<ReturnType<typeof fields>>>();

function fields(units: number) {
  return {
    stamp: { type: 'f64', length: 1 },
    // the stamp before the last change of place when that change was one unit's move, and that unit (else NaN, -1)
    stampBefore: { type: 'f64', length: 1 },
    lastMoved: { type: 'i32', length: 1 },
    counters: { type: 'i32', length: COUNTERS },
    rng: { type: 'u32', length: 1 },
    hex: { type: 'i16', length: units },
    spent: { type: 'i16', length: units },
    loc: { type: 'u8', length: units },
    stopped: { type: 'u8', length: units },
    startedInZoc: { type: 'u8', length: units },
    attacked: { type: 'u8', length: units },
    defended: { type: 'u8', length: units },
    bombarded: { type: 'u8', length: units },
    // the stage pending (0) and the one after it (1)
    stageKind: { type: 'u8', length: 2 },
    stageStrength: { type: 'i16', length: 2 },
    stageUnitCount: { type: 'u8', length: 2 },
    stageUnits: { type: 'i16', length: 2 * STAGE_UNITS },
    stageHexCount: { type: 'u8', length: 2 },
    stageHexes: { type: 'i16', length: 2 * STAGE_UNITS },
  } as const;
}

function layoutFor(units: number): FlatLayout<ReturnType<typeof fields>> {
  let l = layouts.get(units);
  if (!l) layouts.set(units, (l = new FlatLayout(fields(units))));
  return l;
}

export class State implements BaseState {
  readonly bytes: Uint8Array;
  /** Per unit: hex index on the map, -1 elsewhere. */
  readonly hex: Int16Array;
  /** Per unit: ELIMINATED, ON_MAP, REINFORCEMENT or CROSSED. */
  readonly loc: Uint8Array;
  // movement phase: half Movement Points spent; 4.5 stopped; 9.1 began in an enemy ZOC
  readonly spent: Int16Array;
  readonly stopped: Uint8Array;
  readonly startedInZoc: Uint8Array;
  // combat phase (5.3, 5.4, 13.2)
  readonly attacked: Uint8Array;
  readonly defended: Uint8Array;
  readonly bombarded: Uint8Array;
  // the pending stages (pending.ts)
  readonly stageKind: Uint8Array;
  readonly stageStrength: Int16Array;
  readonly stageUnitCount: Uint8Array;
  readonly stageUnits: Int16Array;
  readonly stageHexCount: Uint8Array;
  readonly stageHexes: Int16Array;
  readonly #counters: Int32Array;
  readonly #rng: Uint32Array;
  readonly #stamp: Float64Array;
  readonly #stampBefore: Float64Array;
  readonly #lastMoved: Int32Array;
  /** Rolls forced by a test, a tutorial or a record (rng.ts); outside the flat state. */
  forced: number[] = [];

  constructor(readonly unitCount: number) {
    const v: FlatViews<ReturnType<typeof fields>> = layoutFor(unitCount).views();
    this.bytes = v.bytes;
    this.hex = v.hex;
    this.loc = v.loc;
    this.spent = v.spent;
    this.stopped = v.stopped;
    this.startedInZoc = v.startedInZoc;
    this.attacked = v.attacked;
    this.defended = v.defended;
    this.bombarded = v.bombarded;
    this.stageKind = v.stageKind;
    this.stageStrength = v.stageStrength;
    this.stageUnitCount = v.stageUnitCount;
    this.stageUnits = v.stageUnits;
    this.stageHexCount = v.stageHexCount;
    this.stageHexes = v.stageHexes;
    this.#counters = v.counters;
    this.#rng = v.rng;
    this.#stamp = v.stamp;
    this.#stampBefore = v.stampBefore;
    this.#lastMoved = v.lastMoved;
  }

  /**
   * A number for where the units stand, new whenever one moves (putUnit);
   * copies share it with the content they copied. The board skips placing
   * units again when it already holds this number (units.ts, syncBoard).
   */
  get stamp(): number {
    return this.#stamp[0]!;
  }
  restamp(): void {
    this.#stamp[0] = ++lastStamp;
    this.#stampBefore[0] = NaN;
    this.#lastMoved[0] = -1;
  }
  /** A new stamp for unit u's move alone: the board then places u alone when it holds the stamp before (syncBoard). */
  restampMove(u: number): void {
    this.#stampBefore[0] = this.#stamp[0]!;
    this.#lastMoved[0] = u;
    this.#stamp[0] = ++lastStamp;
  }
  /** The stamp before the last change of place when that was one unit's move (restampMove), else NaN; and that unit, else -1. */
  get stampBefore(): number {
    return this.#stampBefore[0]!;
  }
  get lastMoved(): number {
    return this.#lastMoved[0]!;
  }

  get turn(): number {
    return this.#counters[TURN]!;
  }
  set turn(v: number) {
    this.#counters[TURN] = v;
  }
  /** Index of the phasing side in the scenario's `sides`. */
  get side(): 0 | 1 {
    return this.#counters[SIDE] as 0 | 1;
  }
  set side(v: 0 | 1) {
    this.#counters[SIDE] = v;
  }
  get phase(): Phase {
    return PHASES[this.#counters[PHASE]!]!;
  }
  set phase(v: Phase) {
    this.#counters[PHASE] = PHASES.indexOf(v);
  }
  get winner(): 0 | 1 | null {
    const w = this.#counters[WINNER]!;
    return w < 0 ? null : (w as 0 | 1);
  }
  set winner(v: 0 | 1 | null) {
    this.#counters[WINNER] = v ?? -1;
  }
  get reason(): VictoryReason | null {
    const r = this.#counters[REASON]!;
    return r < 0 ? null : REASONS[r]!;
  }
  set reason(v: VictoryReason | null) {
    this.#counters[REASON] = v === null ? -1 : REASONS.indexOf(v);
  }
  /** 11.1: units that crossed this phase without the bridge. */
  get ferried(): number {
    return this.#counters[FERRIED]!;
  }
  set ferried(v: number) {
    this.#counters[FERRIED] = v;
  }
  /** 11.2: the bridge has stood on Matzmed since the phase began. */
  get bridgeReady(): boolean {
    return this.#counters[BRIDGE_READY] !== 0;
  }
  set bridgeReady(v: boolean) {
    this.#counters[BRIDGE_READY] = v ? 1 : 0;
  }
  /** 14.2: the bridge has been placed on Matzmed. */
  get bridgePlaced(): boolean {
    return this.#counters[BRIDGE_PLACED] !== 0;
  }
  set bridgePlaced(v: boolean) {
    this.#counters[BRIDGE_PLACED] = v ? 1 : 0;
  }
  /** 13.4: artillery-supported attacks made this Combat Phase. */
  get artilleryUsed(): number {
    return this.#counters[ARTILLERY_USED]!;
  }
  set artilleryUsed(v: number) {
    this.#counters[ARTILLERY_USED] = v;
  }
  /** 13.0: bombardment closes with the first attack. */
  get attacksMade(): number {
    return this.#counters[ATTACKS_MADE]!;
  }
  set attacksMade(v: number) {
    this.#counters[ATTACKS_MADE] = v;
  }
  /** The state of the seeded die (rng.ts). */
  get rng(): number {
    return this.#rng[0]!;
  }
  set rng(v: number) {
    this.#rng[0] = v;
  }
}

let lastStamp = 0;

/** Puts unit u at `loc` and `hex` (-1 off the map): the one way units change place, so the stamp follows. */
export function putUnit(s: State, u: number, loc: number, hex: number): void {
  s.loc[u] = loc;
  s.hex[u] = hex;
  s.restampMove(u);
}

export function cloneState(s: State): State {
  const c = new State(s.unitCount);
  copyState(s, c);
  return c;
}

/** Makes `into` a copy of `from` (same layout): a state reused instead of made. */
export function copyState(from: State, into: State): void {
  into.bytes.set(from.bytes);
  // the rolls copied into the array `into` has (search copies reuse states: no array made per copy)
  const rolls = into.forced,
    source = from.forced;
  if (rolls === source) return;
  const n = source.length;
  for (let i = 0; i < n && i < rolls.length; i++) rolls[i] = source[i]!;
  if (rolls.length > n) rolls.length = n;
  else for (let i = rolls.length; i < n; i++) rolls.push(source[i]!);
}

export function emptyState(unitCount: number, seed: number): State {
  const s = new State(unitCount);
  s.turn = 1;
  s.hex.fill(-1);
  s.restamp();
  s.winner = null;
  s.reason = null;
  s.rng = seed >>> 0;
  return s;
}
