// The decision the engine waits for, as fixed fields of the flat state
// (state.ts pendingHead, pendingUnits, pendingHexes): B-L.2 defensive
// support, B-I.3 retreats, T003 EX losses, B-I.3 g advance, B-M.3 the bomb
// after a SAM's self-defence die, T003[Air] SAM fire. `side` is the side
// that decides; hexes and counters are numbers. pendingObject() gives the
// old object form positions write.
import { RulesError } from '../../engine/rules-error.js';
import { STAGE_UNITS, type State } from './state.js';

export const NO_PENDING = 0,
  SUPPORT = 1,
  RETREAT = 2,
  LOSSES = 3,
  ADVANCE = 4,
  BOMB = 5,
  SAM_FIRE = 6;
export type PendingKind = 'support' | 'retreat' | 'losses' | 'advance' | 'bomb' | 'sam-fire';
export const PENDING_KINDS: readonly (PendingKind | null)[] = [
  null,
  'support',
  'retreat',
  'losses',
  'advance',
  'bomb',
  'sam-fire',
];

/** The decision as an object (positions, the facade): the shapes state.ts's Pending union had. */
export type Pending =
  | { kind: 'support'; side: number; combat: number }
  | { kind: 'retreat'; side: number; units: number[]; hexes: number; combat: number }
  | { kind: 'losses'; side: number; count: number; units: number[]; combat: number }
  | { kind: 'advance'; side: number; units: number[]; hexes: number[]; combat: number }
  /** B-M.3 (T001): the SAM's self-defence die is rolled; the aircraft still bombs (air/). */
  | { kind: 'bomb'; side: number; aircraft: number; target: number }
  /** T003[Air]: the SAM owner fires at the aircraft over its range before they bomb (air/). */
  | { kind: 'sam-fire'; side: number };

// pendingHead's fields
const KIND = 0,
  SIDE = 1,
  COMBAT = 2,
  NUMBER = 3,
  AIRCRAFT = 4,
  TARGET = 5,
  UNITS = 6,
  HEXES = 7;

export const hasPending = (s: State): boolean => s.pendingHead[KIND] !== NO_PENDING;
export const pendingKind = (s: State): number => s.pendingHead[KIND]!;
export const pendingSide = (s: State): number => s.pendingHead[SIDE]!;
/** The combat record the decision belongs to (support, retreat, losses, advance). */
export const pendingCombat = (s: State): number => s.pendingHead[COMBAT]!;
/** A retreat's length in hexes; the losses still to take. */
export const pendingNumber = (s: State): number => s.pendingHead[NUMBER]!;
export const pendingAircraft = (s: State): number => s.pendingHead[AIRCRAFT]!;
export const pendingTarget = (s: State): number => s.pendingHead[TARGET]!;
export const pendingUnitCount = (s: State): number => s.pendingHead[UNITS]!;
export const pendingUnit = (s: State, i: number): number => s.pendingUnits[i]!;
export const pendingHexCount = (s: State): number => s.pendingHead[HEXES]!;
export const pendingHex = (s: State, i: number): number => s.pendingHexes[i]!;

export function clearPending(s: State): void {
  s.pendingHead.fill(0);
  s.pendingHead[COMBAT] = -1;
  s.pendingHead[AIRCRAFT] = -1;
  s.pendingHead[TARGET] = -1;
}

/** Sets the decision due; `units` and `hexes` are copied (at most STAGE_UNITS each). */
export function setPending(
  s: State,
  kind: number,
  side: number,
  combat = -1,
  number = 0,
  units: ArrayLike<number> = [],
  hexes: ArrayLike<number> = [],
  aircraft = -1,
  target = -1,
): void {
  if (units.length > STAGE_UNITS || hexes.length > STAGE_UNITS)
    throw new RulesError('too-many', 'B-I.3', `A decision names at most ${STAGE_UNITS} counters or hexes`);
  const h = s.pendingHead;
  h[KIND] = kind;
  h[SIDE] = side;
  h[COMBAT] = combat;
  h[NUMBER] = number;
  h[AIRCRAFT] = aircraft;
  h[TARGET] = target;
  h[UNITS] = units.length;
  h[HEXES] = hexes.length;
  for (let i = 0; i < units.length; i++) s.pendingUnits[i] = units[i]!;
  for (let i = 0; i < hexes.length; i++) s.pendingHexes[i] = hexes[i]!;
}

const unitList = (s: State): number[] => Array.from(s.pendingUnits.subarray(0, pendingUnitCount(s)));

/** The decision as an object, or null (positions, the facade's pending). */
export function pendingObject(s: State): Pending | null {
  const side = pendingSide(s);
  const combat = pendingCombat(s);
  switch (pendingKind(s)) {
    case SUPPORT:
      return { kind: 'support', side, combat };
    case RETREAT:
      return { kind: 'retreat', side, units: unitList(s), hexes: pendingNumber(s), combat };
    case LOSSES:
      return { kind: 'losses', side, count: pendingNumber(s), units: unitList(s), combat };
    case ADVANCE:
      return {
        kind: 'advance',
        side,
        units: unitList(s),
        hexes: Array.from(s.pendingHexes.subarray(0, pendingHexCount(s))),
        combat,
      };
    case BOMB:
      return { kind: 'bomb', side, aircraft: pendingAircraft(s), target: pendingTarget(s) };
    case SAM_FIRE:
      return { kind: 'sam-fire', side };
    default:
      return null;
  }
}

/** Sets the decision from its object form (positions). */
export function setPendingObject(s: State, p: Pending | null): void {
  if (!p) return clearPending(s);
  const kind = PENDING_KINDS.indexOf(p.kind);
  switch (p.kind) {
    case 'support':
      return setPending(s, kind, p.side, p.combat);
    case 'retreat':
      return setPending(s, kind, p.side, p.combat, p.hexes, p.units);
    case 'losses':
      return setPending(s, kind, p.side, p.combat, p.count, p.units);
    case 'advance':
      return setPending(s, kind, p.side, p.combat, 0, p.units, p.hexes);
    case 'bomb':
      return setPending(s, kind, p.side, -1, 0, [], [], p.aircraft, p.target);
    case 'sam-fire':
      return setPending(s, kind, p.side);
  }
}
