// The public types of Yom Kippur's API: what page scripts, the element and
// the tools see, JSON-safe throughout. Case IDs (B-x.n) cite the basic game
// of the rules digest (../shared/research/yom-kippur-rules.md).
//
// Nothing here assumes two sides or one map: sides are ids from the
// scenario ('egyptian', 'israeli' in the basic game; the advanced game adds
// more), and every per-side figure is keyed by side id.
import type { HexId } from '../../engine/hex-id.js';

export type { HexId };
/** A side's id as the scenario names it ('egyptian', 'israeli' in the basic game). */
export type SideId = string;
export type UnitId = string;

/** The order of battle's unit types (B-C), plus the counters that are not brigades. */
export type UnitType =
  | 'armoured'
  | 'mechanised'
  | 'infantry'
  | 'paratroops'
  | 'paratroops-mechanised'
  | 'commandos'
  | 'marines'
  | 'artillery'
  | 'fort'
  | 'sam'
  | 'aircraft'
  | 'helicopter';

/** What kind of counter: ground units count for stacking (B-G.1); forts, SAMs, aircraft and helicopters (A-F.1) do not. */
export type UnitKind = 'ground' | 'fort' | 'sam' | 'aircraft' | 'helicopter';

/**
 * Where a counter is.
 * - map: on its hex;
 * - waiting: off the map, not yet entered (a reinforcement, a rebuilt unit, a paratroop kept back to drop, B-B, B-O, B-Q);
 * - pool: an aircraft off the map, ready for an air phase (B-N);
 * - air: an aircraft placed over a hex this player-turn (B-N.1);
 * - exited: left the map by the coastal road, never to return (B-R.2);
 * - eliminated;
 * - transit: left its map for the other this Game-Turn, waiting from the next (the advanced game's A-H).
 */
export type Location = 'map' | 'waiting' | 'pool' | 'air' | 'exited' | 'eliminated' | 'transit';

/** How a unit came to its hex this player-turn, when that binds it (B-G.4b, B-G.5b, B-O). */
export type Landing = 'canal' | 'raft' | 'drop' | 'heli' | 'declared' | 'declared-pair';

/** The tables a game is played with: the rulebook's (T001, default) or the revised sheet (T003). */
export type TableSet = 'standard' | 'revised';

/** A counter as the player sees it now. */
export interface UnitInfo {
  id: UnitId;
  name: string;
  side: SideId;
  nation: string;
  formation: string;
  type: UnitType;
  kind: UnitKind;
  /** Brigade or division (B-C). */
  level: string;
  hex: HexId | null;
  location: Location;
  /** Steps left: maxSteps at full strength, 1 reduced (B-C), 0 eliminated. */
  steps: number;
  maxSteps: number;
  /** Combat factor of the face showing (full or reduced; para infantry once dropped, B-O). */
  strength: number;
  /** Movement factor of the face showing. */
  movement: number;
  /** Reinforcements: the Game-Turn and map edge of arrival (B-B). */
  arrives?: { turn: number; edge: string };
  /** Markers on the counter. */
  markers: Marker[];
  /** Dropped or heli-lifted at some time (B-O): an Israeli para then fights as para infantry. */
  airborne: boolean;
  /** This player-turn's landing, which obliges it to attack (B-G.4b, B-G.5b, B-O). */
  landing: Landing | null;
}

/** A marker on a counter: shock (B-N.2b), or SAM MOV (B-M.2) while a SAM relocates. */
export type Marker = { kind: 'shock'; until: PlayerTurnRef } | { kind: 'sam-mov'; since: number };

/** A player-turn: a Game-Turn and the side whose turn it is. */
export interface PlayerTurnRef {
  turn: number;
  side: SideId;
}

/** An Egyptian canal bridge (B-D, B-G.4, B-K): it spans the canal hexside between its two hexes. */
export interface BridgeInfo {
  id: string;
  side: SideId;
  /** The bridge-site hex (east bank) and the hex across the canal. */
  hexes: [HexId, HexId];
  state: BridgeState;
}

/** intact; captured (B-K: removed at the end of the combat phase); removed. */
export type BridgeState = 'intact' | 'captured' | 'removed' | 'lifted';

// ---- actions: every decision of the basic game, in record verbs ----

/**
 * Every decision a player makes (B-E's sequence of play). Movement verbs
 * are yk-core's (movement.ts, sam.ts, recovery.ts); air, bombing and combat
 * verbs are resolved by combat/, air/, artillery.ts and airborne.ts.
 *
 *   place <unit> <hex>         B-D: at set-up (a game created with `setup: true`), a counter on a hex of its zone
 *   move <unit> <hex>          B-F, B-G: a ground move, a reinforcement's entry (B-B), over a bridge (B-G.4a),
 *                              a direct canal crossing (B-G.4b), by raft (B-G.5b), a marine afloat (B-G.5a)
 *   exit <unit>                B-R.2: leave the map by the coastal road toward Israel
 *   sam-mov <sam>              B-M.2a: cover a SAM with its SAM MOV marker
 *   sam-ready <sam>            B-M.2c: take the marker off; the SAM acts again from the next Game-Turn
 *   recover <unit>             B-Q: spend recovery points to restore a reduced unit or aircraft, or rebuild an eliminated one
 *   aircraft <aircraft> <hex>  B-N.1: place an aircraft over a hex in the air phase
 *   drop <unit> <hex>          B-O.1: drop a paratroop unit (a die for its survival)
 *   heli <unit> <hex>          B-O.2: fly a commando (or Israeli para) by helicopter (a die for its survival)
 *   bomb <aircraft> <unit>     B-N.2: the aircraft over the unit's hex bombs it (a die; against a SAM, B-M.3: the
 *                              SAM's self-defence die first, then the same words again for the bombing die)
 *   fire <sam> <aircraft> | fire -   T003[Air] SAM fire at an aircraft over its range (a die), or no more fire
 *   attack <units…> > <hexes…> [+ <artillery…>]   B-I, B-L.1: a combat, its supporting artillery
 *   support [<artillery…>]     B-L.2: the defender's artillery, after the attacker's total is known
 *   retreat <unit> <hex>       B-I.3 a–e: one unit's retreat, ending on that hex
 *   reduce <unit>              B-I.3 f: reduce instead of retreating; an EX loss the attacker chooses (T003)
 *   advance <unit> <hex> | advance -    B-I.3 g: advance after combat, or decline
 *   bridge <hex> | remove-bridge <hex>   A-E (the advanced game): place a bridge on the site in that east-bank
 *                              hex, or take one off, in the bridge step
 *   end                        the phase (or the decision under way) is done
 */
export type Action =
  | { type: 'place'; unit: UnitId; hex: HexId }
  | { type: 'move'; unit: UnitId; hex: HexId }
  | { type: 'exit'; unit: UnitId }
  | { type: 'sam-mov'; unit: UnitId }
  | { type: 'sam-ready'; unit: UnitId }
  | { type: 'recover'; unit: UnitId }
  | { type: 'aircraft'; unit: UnitId; hex: HexId }
  | { type: 'drop'; unit: UnitId; hex: HexId }
  | { type: 'heli'; unit: UnitId; hex: HexId }
  | { type: 'bomb'; aircraft: UnitId; target: UnitId }
  | { type: 'fire'; sam: UnitId | null; aircraft?: UnitId }
  | { type: 'attack'; attackers: UnitId[]; defenders: HexId[]; artillery: UnitId[] }
  | { type: 'support'; artillery: UnitId[] }
  | { type: 'retreat'; unit: UnitId; hex: HexId }
  | { type: 'reduce'; unit: UnitId }
  | { type: 'advance'; unit: UnitId | null; hex?: HexId }
  | { type: 'bridge'; hex: HexId }
  | { type: 'remove-bridge'; hex: HexId }
  | { type: 'end' };

export type ActionType = Action['type'];

// ---- decisions the engine waits for ----

/**
 * A decision that must be made before anything else (its owner acts, the
 * phasing player waits): the defender's artillery (B-L.2), retreats
 * (B-I.3), losses to choose (T003 EX), an advance (B-I.3 g).
 */
export type PendingInfo =
  | { kind: 'support'; side: SideId; defenders: HexId[]; artillery: UnitId[] }
  | { kind: 'bomb'; side: SideId; aircraft: UnitId; target: UnitId }
  | { kind: 'sam-fire'; side: SideId }
  | { kind: 'retreat'; side: SideId; units: UnitId[]; hexes: number; options: Record<UnitId, HexId[]> }
  | { kind: 'losses'; side: SideId; count: number; units: UnitId[] }
  | { kind: 'advance'; side: SideId; units: UnitId[]; hexes: HexId[] };

// ---- positions ----

/**
 * A situation of the game, JSON-safe, as page scripts write it. Every field
 * may be left out: the standard set-up fills it (B-D). `units` maps a unit
 * to its hex or location; a reduced unit's steps go in `steps`.
 */
export interface Position {
  tables?: TableSet;
  turn?: number;
  side?: SideId;
  phase?: string;
  units?: Record<UnitId, HexId | Exclude<Location, 'map'>>;
  /** Units not at full strength: steps left (1 = reduced). */
  steps?: Record<UnitId, number>;
  /** Units that have moved this phase. */
  moved?: UnitId[];
  /** Counters that have attacked (or aircraft that have bombed) this player-turn (B-I.3, B-N.2). */
  attacked?: UnitId[];
  /** Counters that have been attacked this player-turn (B-I.3). */
  defended?: UnitId[];
  /** Artillery and SAMs that have fired this phase (B-L, B-M). */
  fired?: UnitId[];
  /** Shock markers (B-N.2b): the unit, and the player-turn at whose end the marker comes off. */
  shock?: Record<UnitId, PlayerTurnRef>;
  /** SAM MOV markers (B-M.2): the Game-Turn the marker was placed. */
  samMov?: Record<UnitId, number>;
  /** SAMs whose marker came off this Game-Turn (inactive until the next, B-M.2c). */
  samReady?: UnitId[];
  /** Units dropped or heli-lifted at some time (B-O). */
  airborne?: UnitId[];
  /** This player-turn's landings that oblige an attack (B-G.4b, B-G.5b, B-O). */
  landing?: Record<UnitId, Landing>;
  /** Bridges not intact. */
  bridges?: Record<string, BridgeState>;
  /** Recovery points left per side (B-Q). */
  recovery?: Record<SideId, number>;
  /** Victory points scored so far per side, and the tallies they come from (B-R). */
  vp?: Record<SideId, number>;
  tally?: Record<SideId, Partial<Tally>>;
  /** Aircraft lost at the end of the player-turn (B-N.2a). */
  airLoss?: Record<SideId, number>;
  /** Game-specific state of the combat phase (combat/), kept as its module writes it. */
  combat?: unknown;
  pending?: unknown;
  winner?: SideId | null;
  /** The advanced game's rule triggers fired (A-C: `kiryat-shmona`), by id. */
  triggers?: string[];
  rng?: number;
}

/** What a side's event victory points come from (B-R): counted as they happen. */
export interface Tally {
  /** Enemy ground or air units this side eliminated (B-R.2: even if later rebuilt; forts and SAMs not). */
  kills: number;
  /** Own units exited by the coastal road (B-R.2). */
  exits: number;
  /** Enemy bridges captured and removed (B-K, B-R.1). */
  bridges: number;
}

export interface GameOptions {
  seed?: number;
  /** Forces the next die rolls, in order. */
  dice?: number[];
  /** The rulebook tables (default) or the revised sheet (T003); stated in the record's position. */
  tables?: TableSet;
  /** B-D: open with a set-up phase in which each side places its counters within their zones (default: the historical set-up). */
  setup?: boolean;
  /** The position: its JSON (object or text), or the compact string (docs/api.md). */
  position?: Position | string;
}

/** Each side's victory points now and what they come from (B-R). */
export interface VictoryPoints {
  /** Points scored so far: events, and, once the game is over, the end-of-game conditions. */
  total: Record<SideId, number>;
  /** What the end-of-game conditions would give if the game ended now. */
  ifEndedNow: Record<SideId, { points: number; items: { rule: string; what: string; vp: number }[] }>;
}

/** The calendar (B-B): each Game-Turn's dates and what it brings. */
export interface CalendarEntry {
  turn: number;
  dates: string;
  reinforcements: Record<SideId, UnitId[]>;
  /** B-M.5: US countermeasures in effect. */
  ecm: boolean;
  /** B-Q: recovery points may be spent. */
  recovery: boolean;
}
