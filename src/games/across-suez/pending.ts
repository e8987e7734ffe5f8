// 6.3–6.5: the combat decision waiting for its owner, in the flat state:
// stage 0 is the one pending (a retreat, an exchange or an advance), stage 1
// the one after it (the advance that follows a retreat or an exchange).
// Each stage lists its units, an exchange the strength it must lose, an
// advance the hexes vacated. Read and changed in place, with no object.
import { ADVANCE, EXCHANGE, RETREAT, STAGE_UNITS, type State } from './state.js';

/** A stage as an object, for positions and the facade (never on the search's path). */
export type Stage =
  | { kind: 'retreat'; units: number[]; then: Stage | null }
  | { kind: 'exchange'; units: number[]; strength: number; then: Stage | null }
  | { kind: 'advance'; units: number[]; hexes: number[] };

export function stageUnitCount(s: State, stage: number): number {
  return s.stageUnitCount[stage]!;
}

/** The k-th unit of a stage. */
export function stageUnit(s: State, stage: number, k: number): number {
  return s.stageUnits[stage * STAGE_UNITS + k]!;
}

export function stageHexCount(s: State, stage: number): number {
  return s.stageHexCount[stage]!;
}

export function stageHex(s: State, stage: number, k: number): number {
  return s.stageHexes[stage * STAGE_UNITS + k]!;
}

export function inStage(s: State, stage: number, u: number): boolean {
  const n = s.stageUnitCount[stage]!;
  for (let k = 0; k < n; k++) if (s.stageUnits[stage * STAGE_UNITS + k] === u) return true;
  return false;
}

export function hexInStage(s: State, stage: number, h: number): boolean {
  const n = s.stageHexCount[stage]!;
  for (let k = 0; k < n; k++) if (s.stageHexes[stage * STAGE_UNITS + k] === h) return true;
  return false;
}

/** Sets a stage: its kind, units (the first n of `units`) and strength; no hexes. */
export function setStage(
  s: State,
  stage: number,
  kind: number,
  units: ArrayLike<number>,
  n: number,
  strength = 0,
): void {
  s.stageKind[stage] = kind;
  s.stageStrength[stage] = strength;
  s.stageUnitCount[stage] = n;
  for (let k = 0; k < n; k++) s.stageUnits[stage * STAGE_UNITS + k] = units[k]!;
  s.stageHexCount[stage] = 0;
}

/** Adds a hex to a stage's list (an advance's vacated hexes). */
export function addStageHex(s: State, stage: number, h: number): void {
  s.stageHexes[stage * STAGE_UNITS + s.stageHexCount[stage]!++] = h;
}

/** Removes the k-th unit of a stage (order kept). */
export function removeStageUnitAt(s: State, stage: number, k: number): void {
  const base = stage * STAGE_UNITS;
  const n = s.stageUnitCount[stage]!;
  for (let i = base + k; i < base + n - 1; i++) s.stageUnits[i] = s.stageUnits[i + 1]!;
  s.stageUnitCount[stage] = n - 1;
}

/** Removes the k-th hex of a stage (order kept). */
export function removeStageHexAt(s: State, stage: number, k: number): void {
  const base = stage * STAGE_UNITS;
  const n = s.stageHexCount[stage]!;
  for (let i = base + k; i < base + n - 1; i++) s.stageHexes[i] = s.stageHexes[i + 1]!;
  s.stageHexCount[stage] = n - 1;
}

/** The stage after the pending one becomes pending (none when there is none). */
export function nextStage(s: State): void {
  s.stageKind[0] = s.stageKind[1]!;
  s.stageStrength[0] = s.stageStrength[1]!;
  s.stageUnitCount[0] = s.stageUnitCount[1]!;
  s.stageHexCount[0] = s.stageHexCount[1]!;
  for (let k = 0; k < STAGE_UNITS; k++) {
    s.stageUnits[k] = s.stageUnits[STAGE_UNITS + k]!;
    s.stageHexes[k] = s.stageHexes[STAGE_UNITS + k]!;
  }
  clearStage(s, 1);
}

export function clearPending(s: State): void {
  clearStage(s, 0);
  clearStage(s, 1);
}

function clearStage(s: State, stage: number): void {
  s.stageKind[stage] = 0;
  s.stageStrength[stage] = 0;
  s.stageUnitCount[stage] = 0;
  s.stageHexCount[stage] = 0;
  // six entries each: a loop costs less than a call to fill
  for (let k = stage * STAGE_UNITS; k < (stage + 1) * STAGE_UNITS; k++) {
    s.stageUnits[k] = 0;
    s.stageHexes[k] = 0;
  }
}

const KINDS = ['', 'retreat', 'exchange', 'advance'] as const;

/** The pending stages as objects (positions, the facade's `pending`), or null. */
export function readStage(s: State, stage = 0): Stage | null {
  const kind = KINDS[s.stageKind[stage]!];
  if (!kind) return null;
  const units = Array.from({ length: stageUnitCount(s, stage) }, (_, k) => stageUnit(s, stage, k));
  if (kind === 'advance')
    return { kind, units, hexes: Array.from({ length: stageHexCount(s, stage) }, (_, k) => stageHex(s, stage, k)) };
  const then = stage === 0 ? readStage(s, 1) : null;
  return kind === 'retreat' ? { kind, units, then } : { kind, units, strength: s.stageStrength[stage]!, then };
}

/** Writes stages read from a position (a stage after a stage after a stage does not occur: 6.3). */
export function writeStage(s: State, st: Stage | null, stage = 0): void {
  clearStage(s, stage);
  if (!st) return;
  const kind = st.kind === 'retreat' ? RETREAT : st.kind === 'exchange' ? EXCHANGE : ADVANCE;
  if (st.units.length > STAGE_UNITS) throw new RangeError(`a combat stage has at most ${STAGE_UNITS} units`);
  setStage(s, stage, kind, st.units, st.units.length, st.kind === 'exchange' ? st.strength : 0);
  if (st.kind === 'advance') {
    if (st.hexes.length > STAGE_UNITS) throw new RangeError(`an advance has at most ${STAGE_UNITS} hexes`);
    for (const h of st.hexes) addStageHex(s, stage, h);
  } else if (stage === 0) writeStage(s, st.then, 1);
}
