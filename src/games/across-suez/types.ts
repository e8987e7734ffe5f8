// The public types of the Game API: what page scripts, the element and the
// AI see. JSON-safe throughout.
import type { HexId } from '../../engine/hex-id.js';

export type { HexId };
export type Side = 'israeli' | 'egyptian';
export type Phase = 'movement' | 'combat' | 'over';
export type UnitType = 'armor' | 'mechanized' | 'armored-cavalry' | 'infantry' | 'bridge';
export type Location = 'map' | 'reinforcement' | 'crossed' | 'eliminated';
export type CombatResult = 'Ae' | 'Ar' | 'Ee' | 'Dr' | 'De';

/** A unit as the counter shows it, and where it is now. */
export interface UnitInfo {
  id: string;
  /** The designation printed on the counter, e.g. '16/1' or 'Reshev 2'. */
  name: string;
  side: Side;
  type: UnitType;
  strength: number;
  /** Printed Movement Allowance. */
  movement: number;
  hex: HexId | null;
  location: Location;
  /** Reinforcements: the Game-Turn and hex of arrival (7.4). */
  arrives?: { turn: number; hex: HexId };
}

/** A column shift on the Combat Results Table and the rule that gives it (negative = left). */
export interface ColumnShift {
  rule: string;
  reason: string;
  columns: number;
}

export interface CombatOdds {
  differential: number;
  shifts: ColumnShift[];
  /** 0-based column of the CRT used after all shifts. */
  column: number;
  /** The column's heading, e.g. '+4 +5'. */
  columnLabel: string;
  /** Probability of each result on one die. */
  outcomes: Record<CombatResult, number>;
}

export interface AttackOutcome {
  die: number;
  differential: number;
  column: number;
  result: CombatResult;
}

/** A decision the engine waits for before anything else may happen (6.3–6.5). */
export type Pending =
  | { kind: 'retreat'; side: Side; units: string[]; options: Record<string, HexId[]> }
  | { kind: 'advance'; side: Side; units: string[]; options: HexId[] }
  | { kind: 'exchange'; side: Side; units: string[]; options: { strength: number } };

/** A step of combat resolution as stored in a Position (6.3–6.5). */
export interface PendingStage {
  kind: 'retreat' | 'exchange' | 'advance';
  units: string[];
  /** exchange: Combat Strength Points the attacker must lose. */
  strength?: number;
  /** advance: the hexes vacated by the combat. */
  hexes?: HexId[];
  /** retreat and exchange: the advance that follows. */
  then?: PendingStage | null;
}

/** Why the game ended. */
export type VictoryReason =
  | 'israeli-conditions-met' // 14.0: bridge on 0112, line of communication, six across
  | 'no-bridge-at-matzmed' // 14.0
  | 'no-line-of-communication' // 14.1
  | 'fewer-than-six-across' // 11.5
  | 'bridge-moved' // 14.2
  | 'bridge-destroyed'; // 14.2 (see docs/across-suez/rules-notes.md)

/**
 * A situation of the game, JSON-safe. Only `units` is required: fields left
 * out take their start-of-phase defaults, units left out are eliminated.
 */
export interface Position {
  turn?: number;
  side?: Side;
  phase?: Phase;
  units: Record<string, HexId | 'reinforcement' | 'crossed' | 'eliminated'>;
  /** Movement phase: half Movement Points each unit has spent this phase. */
  spent?: Record<string, number>;
  /** Movement phase: units a Zone of Control has stopped (4.5). */
  stopped?: string[];
  /** Movement phase: units that began the phase in an enemy ZOC (9.1 on turn 1). */
  startedInZoc?: string[];
  /** Movement phase: units that crossed this phase without the bridge (11.1). */
  ferried?: number;
  /** 11.2: the bridge has stood on Matzmed since the phase began. */
  bridgeReady?: boolean;
  /** 14.2: the bridge has been placed on Matzmed. */
  bridgePlaced?: boolean;
  /** Combat phase: units that have attacked (5.3) and been attacked (5.4). */
  attacked?: string[];
  defended?: string[];
  /** Combat phase: Israeli artillery support used (13.4). */
  artilleryUsed?: number;
  /** Egyptian combat phase: units bombarded (13.2); bombardment closes with the first attack. */
  bombarded?: string[];
  attacksMade?: number;
  /** A combat result still waiting for a decision, with the step after it. */
  pending?: PendingStage | null;
  winner?: Side | null;
  reason?: VictoryReason | null;
  /** The state of the seeded die. */
  rng?: number;
}

export interface GameOptions {
  seed?: number;
  /** Forces the next die rolls, in order. */
  dice?: number[];
  /** A situation: the JSON object, or its text (JSON, or the compact string of docs/api.md). */
  position?: Position | string;
}
