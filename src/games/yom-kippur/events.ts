// What an action did, reported by the rules to the Match, which logs it
// (describe.ts) and dispatches it to listeners once the action has
// succeeded. Units, hexes and sides by id; `rule` cites the case.
import type { BridgeState, HexId, Landing, SideId, UnitId } from './types.js';

export type GameEvent =
  // sequence of play (B-E)
  | { type: 'phase'; turn: number; side: SideId; phase: string }
  | { type: 'over'; winner: SideId | null; vp: Record<SideId, number> }
  // movement (B-F, B-G)
  | {
      type: 'move';
      unit: UnitId;
      from: HexId | null;
      to: HexId;
      /** Movement Points spent. */
      cost: number;
      path: HexId[];
      /** How: on foot, in column (B-G.3), by raft (B-G.5b), straight over the canal (B-G.4b). */
      mode: 'normal' | 'column' | Landing;
    }
  | { type: 'exit'; unit: UnitId; from: HexId }
  | { type: 'placed'; unit: UnitId; from: HexId; to: HexId }
  | { type: 'sam-mov'; unit: UnitId; placed: boolean }
  | { type: 'recover'; unit: UnitId; points: number; rebuilt: boolean }
  // steps and markers
  | { type: 'reduced'; unit: UnitId; hex: HexId | null; rule: string }
  | { type: 'eliminated'; unit: UnitId; hex: HexId | null; rule: string }
  | { type: 'shock'; unit: UnitId; placed: boolean; rule: string }
  | { type: 'bridge'; bridge: string; state: BridgeState; rule: string }
  | { type: 'vp'; side: SideId; points: number; rule: string; why: string }
  // air (B-M, B-N, B-O)
  | { type: 'aircraft'; unit: UnitId; hex: HexId }
  | { type: 'drop'; unit: UnitId; hex: HexId; die: number; survived: boolean; mode: 'drop' | 'heli' }
  | { type: 'drop-declared'; unit: UnitId; hex: HexId }
  | { type: 'bomb'; aircraft: UnitId; target: UnitId; die: number; result: string; rule: string }
  | { type: 'sam-defence'; sam: UnitId; aircraft: UnitId; die: number; result: string }
  | { type: 'aircraft-lost'; unit: UnitId; rule: string }
  // combat (B-I … B-L)
  | {
      type: 'combat';
      attackers: UnitId[];
      defenders: UnitId[];
      hexes: HexId[];
      attack: number;
      defence: number;
      odds: string;
      die: number;
      result: string;
    }
  | { type: 'support'; side: SideId; artillery: UnitId[] }
  | { type: 'retreat'; unit: UnitId; from: HexId; to: HexId }
  | { type: 'advance'; unit: UnitId; from: HexId; to: HexId };

/** Where a rule reports what it did: null makes no event and searches no path for one (the search's way). */
export type Emit = ((event: GameEvent) => void) | null;
