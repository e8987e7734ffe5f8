// The whole state of a Yom Kippur game as plain arrays indexed by counter
// number (ctx.units: ground units, forts, SAMs, aircraft) and by side
// number (ctx.sides): cheap to copy for undo and search, and the single
// source of truth. Rules modules change it in place after their checks.
import type { BaseState } from '../../engine/contract.js';
import type { BridgeState, Landing, Location, TableSet } from './types.js';

/**
 * A decision the engine waits for (B-L.2 defensive support, B-I.3
 * retreats, T003 EX losses, B-I.3 g advance). `side` is the side index that
 * decides. Its fields are the combat module's (combat/), which may add
 * kinds; hexes and units are indices.
 */
export type Pending =
  | { kind: 'support'; side: number; combat: number }
  | { kind: 'retreat'; side: number; units: number[]; hexes: number; combat: number }
  | { kind: 'losses'; side: number; count: number; units: number[]; combat: number }
  | { kind: 'advance'; side: number; units: number[]; hexes: number[]; combat: number }
  /** B-M.3 (T001): the SAM's self-defence die is rolled; the aircraft still bombs (air/). */
  | { kind: 'bomb'; side: number; aircraft: number; target: number }
  /** T003[Air]: the SAM owner fires at the aircraft over its range before they bomb (air/). */
  | { kind: 'sam-fire'; side: number };

/**
 * One combat of the phase as combat/ keeps it (B-I.1: attackers, defending
 * hexes, supporting artillery of each side). combat/ owns its meaning and
 * may add fields; positions copy it as JSON.
 */
export interface CombatRecord {
  attackers: number[];
  defenders: number[];
  /** Defending hexes. */
  hexes: number[];
  attackArtillery: number[];
  defenceArtillery: number[];
  [extra: string]: unknown;
}

export interface State extends BaseState {
  /** Game-Turn, 1…9 (B-E). */
  turn: number;
  /** Index of the phasing side in ctx.sides. */
  side: number;
  /** The id of the phase under way (one of the phasing side's phases, scenario.json), or 'over'. */
  phase: string;
  /** The winning side, -1 while the game goes on or when it is drawn. */
  winner: number;
  /** The rulebook tables or the revised sheet (T003). */
  tables: TableSet;

  // ---- per counter (ctx.units order) ----
  /** Hex index on the map (or, for an aircraft in the air, the hex it is over); -1 elsewhere. */
  hex: number[];
  loc: Location[];
  /** Steps left: full = maxSteps, 0 = eliminated (B-C). */
  steps: number[];
  /** Has moved (or entered, or been dropped) this phase. */
  moved: boolean[];
  /** Shock marker (B-N.2b, T003): the serial number of the player-turn at whose end it comes off; -1 none. */
  shock: number[];
  /** SAM MOV marker (B-M.2): the Game-Turn it was placed; 0 none. */
  samMov: number[];
  /** B-M.2c: the Game-Turn its SAM MOV marker came off (inactive for the rest of it); 0 none. */
  samReady: number[];
  /** Dropped or heli-lifted at some time (B-O): Israeli paras fight as para infantry from then on. */
  airborne: boolean[];
  /** This player-turn's landing, which obliges an attack at half strength (B-G.4b, B-G.5b, B-O). */
  landing: (Landing | null)[];
  /** Has attacked this player-turn (B-I.3 once per turn). */
  attacked: boolean[];
  /** Has been attacked this player-turn (B-I.3 once per turn). */
  defended: boolean[];
  /** Artillery that has fired this combat phase (B-L). */
  fired: boolean[];

  // ---- bridges (ctx.bridges order) ----
  bridges: BridgeState[];

  // ---- per side (ctx.sides order) ----
  /** Recovery points left (B-Q); usable from the scenario's turn on. */
  recovery: number[];
  /** Victory points scored so far (B-R): events as they happen, the end-of-game conditions once over. */
  vp: number[];
  /** The events the victory points come from. */
  kills: number[];
  exits: number[];
  bridgesTaken: number[];
  /** Aircraft to lose at the end of this player-turn (B-N.2a). */
  airLoss: number[];

  // ---- combat phase (combat/) ----
  combats: CombatRecord[];
  pending: Pending | null;
}

const copy = <T>(a: T[]): T[] => a.slice();

export function cloneState(s: State): State {
  return {
    ...s,
    hex: copy(s.hex),
    loc: copy(s.loc),
    steps: copy(s.steps),
    moved: copy(s.moved),
    shock: copy(s.shock),
    samMov: copy(s.samMov),
    samReady: copy(s.samReady),
    airborne: copy(s.airborne),
    landing: copy(s.landing),
    attacked: copy(s.attacked),
    defended: copy(s.defended),
    fired: copy(s.fired),
    bridges: copy(s.bridges),
    recovery: copy(s.recovery),
    vp: copy(s.vp),
    kills: copy(s.kills),
    exits: copy(s.exits),
    bridgesTaken: copy(s.bridgesTaken),
    airLoss: copy(s.airLoss),
    combats: s.combats.length ? structuredClone(s.combats) : [],
    pending: s.pending ? structuredClone(s.pending) : null,
    forced: copy(s.forced),
  };
}

/** A state with every counter off the map and nothing scored: position.ts fills it. */
export function emptyState(units: number, bridges: number, sides: number, seed: number): State {
  const fill = <T>(n: number, v: T): T[] => new Array<T>(n).fill(v);
  return {
    turn: 1,
    side: 0,
    phase: '',
    winner: -1,
    tables: 'standard',
    hex: fill(units, -1),
    loc: fill<Location>(units, 'eliminated'),
    steps: fill(units, 0),
    moved: fill(units, false),
    shock: fill(units, -1),
    samMov: fill(units, 0),
    samReady: fill(units, 0),
    airborne: fill(units, false),
    landing: fill<Landing | null>(units, null),
    attacked: fill(units, false),
    defended: fill(units, false),
    fired: fill(units, false),
    bridges: fill<BridgeState>(bridges, 'intact'),
    recovery: fill(sides, 0),
    vp: fill(sides, 0),
    kills: fill(sides, 0),
    exits: fill(sides, 0),
    bridgesTaken: fill(sides, 0),
    airLoss: fill(sides, 0),
    combats: [],
    pending: null,
    rng: seed >>> 0,
    forced: [],
  };
}

/** The serial number of a player-turn (Game-Turn and side), for markers' timers. */
export const playerTurnSerial = (turn: number, side: number, sides: number): number => (turn - 1) * sides + side;
