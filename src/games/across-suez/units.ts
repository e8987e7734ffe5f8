// Questions about units that several rules ask.
import type { Context } from './context.js';
import { CROSSED, ELIMINATED, ON_MAP, putUnit, type State } from './state.js';
import { clearPending } from './pending.js';
import type { Emit } from './events.js';
import type { VictoryReason } from './types.js';

/** The bridge unit is no combat unit: it exerts no ZOC (4.5) and never attacks (5.0). */
export function isCombatUnit(ctx: Context, u: number): boolean {
  return ctx.combatUnit[u] !== 0;
}

export function onMap(s: State, u: number): boolean {
  return s.loc[u] === ON_MAP;
}

/** 10.0: is this Game-Turn a night turn (the context's table, context.ts)? */
export function isNight(ctx: Context, turn: number): boolean {
  return ctx.night[turn] === 1;
}

/** 2.7, 10.0: unit u's Movement Allowance in Game-Turn `turn`, in the chart's cost units (half Movement Points; the context's table, context.ts). */
export function allowanceOn(ctx: Context, u: number, turn: number): number {
  return ctx.allowance[2 * u + (isNight(ctx, turn) ? 1 : 0)]!;
}

/** 2.7, 10.0: the Movement Allowance this Game-Turn. */
export function movementAllowance(ctx: Context, s: State, u: number): number {
  return allowanceOn(ctx, u, s.turn);
}

/** Puts every unit on the map into the engine and recomputes Zones of Control (unless they are already there). */
export function syncBoard(ctx: Context, s: State): void {
  // a unit off the map has hex -1 (invariants.ts); a unit's side and ZOC never change
  ctx.board.placeUnits(s.hex, ctx.unitSide, ctx.combatUnit, s.stamp, s.stampBefore, s.lastMoved);
}

/** The unit standing on a hex (4.4: one at most), or -1. */
export function unitAt(ctx: Context, s: State, hex: number): number {
  if (hex < 0) return -1;
  syncBoard(ctx, s);
  return ctx.board.unitOn[hex]!;
}

export function crossedCount(s: State): number {
  let n = 0;
  for (let u = 0; u < s.loc.length; u++) if (s.loc[u] === CROSSED) n++;
  return n;
}

export function endGame(ctx: Context, s: State, winner: 0 | 1, reason: VictoryReason, emit: Emit | null): void {
  s.phase = 'over';
  s.winner = winner;
  s.reason = reason;
  clearPending(s);
  emit?.({ type: 'over', winner: ctx.data.scenario.sides[winner], reason });
}

/** Removes a unit from play; 14.2: losing the bridge once it stood on Matzmed loses the game at once. */
export function eliminate(ctx: Context, s: State, u: number, rule: string, cause: string, emit: Emit | null): void {
  const hex = s.hex[u]!;
  putUnit(s, u, ELIMINATED, -1);
  emit?.({ type: 'eliminated', unit: ctx.units[u]!.id, hex: hex >= 0 ? ctx.board.id(hex) : null, rule, cause });
  if (u === ctx.bridgeUnit && s.phase !== 'over') {
    endGame(ctx, s, sideIndexOf(ctx, u) === 0 ? 1 : 0, 'bridge-destroyed', emit);
  }
}

export function sideIndexOf(ctx: Context, u: number): 0 | 1 {
  return ctx.unitSide[u] as 0 | 1;
}

/**
 * 14.2: the bridge placed on Matzmed — by a move, a retreat or an advance —
 * may never leave it: leaving loses the game at once, whatever took it away.
 */
export function bridgeMoved(ctx: Context, s: State, u: number, from: number, to: number, emit: Emit | null): void {
  if (u !== ctx.bridgeUnit || s.phase === 'over') return;
  if (s.bridgePlaced && from === ctx.crossingHex && to !== from) {
    endGame(ctx, s, sideIndexOf(ctx, u) === 0 ? 1 : 0, 'bridge-moved', emit);
  } else if (to === ctx.crossingHex) s.bridgePlaced = true;
}
