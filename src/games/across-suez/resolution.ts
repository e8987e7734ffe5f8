// 6.3–6.5: what a combat result does — eliminations, and the decisions its
// owners make in turn: retreats into safe hexes, the attacker's choice of
// losses in an exchange, an advance into a vacated hex. The decision waiting
// is kept in the state's stages (pending.ts).
import { RulesError } from '../../engine/rules-error.js';
import type { CombatResult } from './types.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { ADVANCE, EXCHANGE, ON_MAP, putUnit, RETREAT, type State } from './state.js';
import {
  addStageHex,
  clearPending,
  hexInStage,
  inStage,
  nextStage,
  removeStageHexAt,
  removeStageUnitAt,
  setStage,
  stageHex,
  stageHexCount,
  stageUnit,
  stageUnitCount,
} from './pending.js';
import { mayStep, mayStepToward, entryRefusal } from './movement.js';
import { bridgeMoved, eliminate, syncBoard, unitAt } from './units.js';

const name = (ctx: Context, u: number) => ctx.units[u]!.name;

/** An elimination may end the game (14.2): then nothing is left to resolve. */
const gameOver = (s: State) => s.phase === 'over';

/** A list of one unit, reused (a stage is set from a list). */
const one = [0];

/** Stage `stage` becomes the defender's advance into the attackers' hexes. */
function defenderAdvance(s: State, stage: number, attackers: ArrayLike<number>, n: number, defender: number): void {
  one[0] = defender;
  setStage(s, stage, ADVANCE, one, 1);
  for (let i = 0; i < n; i++) addStageHex(s, stage, s.hex[attackers[i]!]!);
}

/** Stage `stage` becomes the attackers' advance into the defender's hex. */
function attackerAdvance(s: State, stage: number, attackers: ArrayLike<number>, n: number, defender: number): void {
  setStage(s, stage, ADVANCE, attackers, n);
  addStageHex(s, stage, s.hex[defender]!);
}

/**
 * 6.3: turns a result into eliminations and the decisions that follow. The
 * stages are set before anyone is eliminated, from where everyone stood; an
 * elimination that ends the game (14.2) clears them.
 */
export function applyResult(
  ctx: Context,
  s: State,
  attackers: ArrayLike<number>,
  n: number,
  defender: number,
  result: CombatResult,
  emit: Emit | null,
): void {
  one[0] = defender;
  switch (result) {
    case 'Ae':
      defenderAdvance(s, 0, attackers, n, defender);
      for (let i = 0; i < n; i++) eliminate(ctx, s, attackers[i]!, '6.3', 'Ae: attacker eliminated', emit);
      break;
    case 'Ar':
      setStage(s, 0, RETREAT, attackers, n);
      defenderAdvance(s, 1, attackers, n, defender);
      break;
    case 'Ee':
      setStage(s, 0, EXCHANGE, attackers, n, ctx.units[defender]!.strength);
      attackerAdvance(s, 1, attackers, n, defender);
      eliminate(ctx, s, defender, '6.3', 'Ee: defender eliminated', emit);
      break;
    case 'Dr':
      setStage(s, 0, RETREAT, one, 1);
      attackerAdvance(s, 1, attackers, n, defender);
      break;
    case 'De':
      attackerAdvance(s, 0, attackers, n, defender);
      eliminate(ctx, s, defender, '6.3', 'De: defender eliminated', emit);
      break;
  }
  settle(ctx, s, emit);
}

/**
 * 6.3: is hex h next to a unit the retreating unit must move away from — the
 * other side of the combat, who may advance after it (Ar: the defender; Dr:
 * the attackers)? Their Zones of Control cannot stand in for this: the
 * bridge exerts none (4.5).
 */
function nextToVictor(ctx: Context, s: State, h: number): boolean {
  if (s.stageKind[0] !== RETREAT || s.stageKind[1] === 0) return false;
  for (let k = 0; k < stageUnitCount(s, 1); k++) {
    const x = stageUnit(s, 1, k);
    if (s.loc[x] === ON_MAP && ctx.board.adjacent(h, s.hex[x]!)) return true;
  }
  return false;
}

/**
 * 6.4: the safe hexes unit u may retreat into, as a bit per direction
 * (board.neighbour): adjacent, vacant, traversable, in no enemy ZOC, away
 * from the enemy it fought (6.3).
 */
export function safeDirections(ctx: Context, s: State, u: number): number {
  const { board } = ctx;
  syncBoard(ctx, s);
  const from = s.hex[u]!;
  let bits = 0;
  for (let d = 0; d < 6; d++) {
    const h = board.neighbour(from, d);
    if (!board.onMap(h) || board.occupant[h] !== 0) continue; // 5.6: off the map is no retreat
    if (!mayStepToward(ctx, u, from, d)) continue; // 6.4: "traversable" as in a Movement Phase (4.2, 14.2)
    if (board.inZocOf(h, 1 - ctx.unitSide[u]!)) continue;
    if (nextToVictor(ctx, s, h)) continue; // 6.3: one hex away
    bits |= 1 << d;
  }
  return bits;
}

/** 6.4: the safe hexes as a list. */
export function safeHexes(ctx: Context, s: State, u: number): number[] {
  const bits = safeDirections(ctx, s, u);
  const out: number[] = [];
  for (let d = 0; d < 6; d++) if (bits & (1 << d)) out.push(ctx.board.neighbour(s.hex[u]!, d));
  return out;
}

/** 6.5: the vacated hex unit u may advance into (14.2: the bridge too only enters what it could enter by moving). */
export function mayAdvance(ctx: Context, s: State, u: number, hex: number): boolean {
  return unitAt(ctx, s, hex) < 0 && mayStep(ctx, u, s.hex[u]!, hex);
}

/** May some unit of the pending advance go into hex h? */
function anyMayAdvanceInto(ctx: Context, s: State, h: number): boolean {
  for (let k = 0; k < stageUnitCount(s, 0); k++) if (mayAdvance(ctx, s, stageUnit(s, 0, k), h)) return true;
  return false;
}

/** May unit u of the pending advance go into some hex of it? */
function mayAdvanceSomewhere(ctx: Context, s: State, u: number): boolean {
  for (let k = 0; k < stageHexCount(s, 0); k++) if (mayAdvance(ctx, s, u, stageHex(s, 0, k))) return true;
  return false;
}

function strengthOfStage(ctx: Context, s: State): number {
  let total = 0;
  for (let k = 0; k < stageUnitCount(s, 0); k++) total += ctx.units[stageUnit(s, 0, k)]!.strength;
  return total;
}

/**
 * Moves the pending decision on past every step that needs no choice:
 * retreats with no safe hex (6.4), exchanges the attacker cannot choose,
 * advances nobody can make.
 */
export function settle(ctx: Context, s: State, emit: Emit | null): void {
  while (s.stageKind[0] && s.phase !== 'over') {
    for (let k = stageUnitCount(s, 0) - 1; k >= 0; k--)
      if (s.loc[stageUnit(s, 0, k)] !== ON_MAP) removeStageUnitAt(s, 0, k);
    const kind = s.stageKind[0];
    if (kind === RETREAT) {
      for (let k = 0; k < stageUnitCount(s, 0);) {
        const u = stageUnit(s, 0, k);
        if (safeDirections(ctx, s, u) !== 0) {
          k++;
          continue;
        }
        eliminate(ctx, s, u, '6.4', 'no safe hex to retreat into', emit);
        if (gameOver(s)) return;
        removeStageUnitAt(s, 0, k);
      }
      if (stageUnitCount(s, 0) > 0) return;
      nextStage(s);
    } else if (kind === EXCHANGE) {
      if (strengthOfStage(ctx, s) > s.stageStrength[0]! && stageUnitCount(s, 0) > 1) return; // the attacker chooses
      // 6.3 Ee: the whole attacking force is needed to meet the loss
      for (let k = 0; k < stageUnitCount(s, 0); k++)
        eliminate(ctx, s, stageUnit(s, 0, k), '6.3', 'Ee: exchange losses', emit);
      if (gameOver(s)) return;
      nextStage(s);
    } else {
      for (let k = stageHexCount(s, 0) - 1; k >= 0; k--)
        if (!anyMayAdvanceInto(ctx, s, stageHex(s, 0, k))) removeStageHexAt(s, 0, k);
      for (let k = stageUnitCount(s, 0) - 1; k >= 0; k--)
        if (!mayAdvanceSomewhere(ctx, s, stageUnit(s, 0, k))) removeStageUnitAt(s, 0, k);
      if (stageUnitCount(s, 0) > 0) return;
      clearPending(s);
    }
  }
}

/** 6.4: the owner retreats one unit into a safe hex. */
export function retreat(ctx: Context, s: State, u: number, hex: number, emit: Emit | null): void {
  if (s.stageKind[0] !== RETREAT) throw new RulesError('no-retreat', '6.4', 'No retreat is pending');
  if (!inStage(s, 0, u))
    throw new RulesError('not-retreating', '6.4', `${u >= 0 ? name(ctx, u) : 'That unit'} does not retreat now`);
  const from = s.hex[u]!;
  const d = ctx.board.direction(from, hex);
  if (d < 0 || (safeDirections(ctx, s, u) & (1 << d)) === 0) {
    const untraversable = d >= 0 ? entryRefusal(ctx, u, hex, from) : null;
    throw (
      untraversable ??
      new RulesError(
        'unsafe-hex',
        '6.4',
        'Retreat one hex away from the enemy, into an adjacent vacant hex that is in no enemy Zone of Control',
      )
    );
  }
  putUnit(s, u, ON_MAP, hex);
  for (let k = 0; k < stageUnitCount(s, 0); k++) if (stageUnit(s, 0, k) === u) removeStageUnitAt(s, 0, k);
  emit?.({ type: 'retreat', unit: ctx.units[u]!.id, from: ctx.board.id(from), to: ctx.board.id(hex) });
  bridgeMoved(ctx, s, u, from, hex, emit);
  settle(ctx, s, emit);
}

/** 6.3 Ee: the attacker removes units (the first n of `units`) whose printed strengths add up to at least the defender's. */
export function exchange(ctx: Context, s: State, units: ArrayLike<number>, n: number, emit: Emit | null): void {
  if (s.stageKind[0] !== EXCHANGE) throw new RulesError('no-exchange', '6.3', 'No exchange is pending');
  let total = 0;
  for (let i = 0; i < n; i++) {
    const u = units[i]!;
    let twice = false;
    for (let j = 0; j < i; j++) twice ||= units[j] === u;
    if (twice || !inStage(s, 0, u)) throw new RulesError('bad-exchange', '6.3', 'Choose among the units that attacked');
    total += ctx.units[u]!.strength;
  }
  if (n === 0) throw new RulesError('bad-exchange', '6.3', 'Choose among the units that attacked');
  const owed = s.stageStrength[0]!;
  if (total < owed)
    throw new RulesError(
      'exchange-too-small',
      '6.3',
      `The units lost must add up to at least ${owed} Combat Strength Points`,
    );
  for (let i = 0; i < n; i++) eliminate(ctx, s, units[i]!, '6.3', 'Ee: exchange losses', emit);
  if (gameOver(s)) return;
  nextStage(s);
  settle(ctx, s, emit);
}

/** 6.5: one surviving participant may advance into a hex vacated by combat; u = -1 declines; hex -1: the only one. */
export function advance(ctx: Context, s: State, u: number, hex: number, emit: Emit | null): void {
  if (s.stageKind[0] !== ADVANCE) throw new RulesError('no-advance', '6.5', 'No advance after combat is pending');
  if (u < 0) {
    clearPending(s);
    return;
  }
  if (!inStage(s, 0, u))
    throw new RulesError('not-advancing', '6.5', 'Only a surviving unit of that combat may advance');
  const to = hex >= 0 ? hex : stageHexCount(s, 0) === 1 ? stageHex(s, 0, 0) : -1;
  if (!hexInStage(s, 0, to))
    throw new RulesError('not-vacated', '6.5', 'Advance only into a hex vacated by that combat');
  const from = s.hex[u]!;
  if (!mayAdvance(ctx, s, u, to))
    throw entryRefusal(ctx, u, to, from) ?? new RulesError('not-vacated', '6.5', 'Advance only into a vacant hex');
  putUnit(s, u, ON_MAP, to);
  clearPending(s);
  emit?.({ type: 'advance', unit: ctx.units[u]!.id, from: ctx.board.id(from), to: ctx.board.id(to) });
  bridgeMoved(ctx, s, u, from, to, emit); // 14.2: advancing off Matzmed loses like moving off it
}
