// What an action did, reported by the rules to the Game, which logs it and
// dispatches it to listeners once the action has succeeded.
import type { CombatResult, HexId, Phase, Side, VictoryReason } from './types.js';

export type GameEvent =
  | { type: 'move'; unit: string; from: HexId | null; to: HexId; cost: number; path: HexId[] }
  | { type: 'cross'; unit: string; from: HexId; cost: number }
  | {
      type: 'combat';
      attackers: string[];
      defender: string;
      artillery: boolean;
      die: number;
      differential: number;
      column: number;
      result: CombatResult;
    }
  | { type: 'retreat'; unit: string; from: HexId; to: HexId }
  | { type: 'advance'; unit: string; from: HexId; to: HexId }
  | { type: 'eliminated'; unit: string; hex: HexId | null; rule: string; cause: string }
  | { type: 'bombard'; target: string; die: number; eliminated: boolean }
  | { type: 'phase'; turn: number; side: Side; phase: Phase }
  | { type: 'over'; winner: Side; reason: VictoryReason };

export type Emit = (event: GameEvent) => void;

/** One entry of the game's log, for the turn log and records. */
export interface LogEntry {
  turn: number;
  side: Side;
  phase: Phase;
  text: string;
  /** The action that made it: its index in `history`. */
  step: number;
  /** The event the line tells (GameEvent above). */
  event: GameEvent;
}
