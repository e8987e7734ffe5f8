// Questions about units that several rules ask.
import type { Context } from './context.js';
import type { State } from './state.js';
import type { Emit } from './events.js';
import type { VictoryReason } from './types.js';

/** The bridge unit is no combat unit: it exerts no ZOC (4.5) and never attacks (5.0). */
export function isCombatUnit(ctx: Context, u: number): boolean {
  return ctx.units[u]!.type !== 'bridge';
}

export function onMap(s: State, u: number): boolean {
  return s.loc[u] === 'map';
}

export function isNight(ctx: Context, turn: number): boolean {
  return ctx.data.scenario.nightTurns.includes(turn);
}

/** 2.7, 10.0: the Movement Allowance this Game-Turn, in the chart's cost units (half Movement Points). */
export function movementAllowance(ctx: Context, s: State, u: number): number {
  const night = isNight(ctx, s.turn) ? ctx.data.scenario.nightMovementPenalty : 0;
  return Math.max(0, ctx.units[u]!.movement - night) * ctx.data.chart.costUnits;
}

let scratch = new Int32Array(0);

/** Puts every unit on the map into the engine and recomputes Zones of Control (unless they are already there). */
export function syncBoard(ctx: Context, s: State): void {
  // where each unit stands (-1 off the map) is all that can differ: a unit's side and ZOC never change
  const where = scratch.length === ctx.units.length ? scratch : (scratch = new Int32Array(ctx.units.length));
  for (let u = 0; u < ctx.units.length; u++) where[u] = s.loc[u] === 'map' ? s.hex[u]! : -1;
  ctx.board.placeOccupants(where, () => {
    const occupants = [];
    for (let u = 0; u < ctx.units.length; u++) {
      if (s.loc[u] === 'map') occupants.push({ hex: s.hex[u]!, side: ctx.unitSide[u]!, zoc: isCombatUnit(ctx, u) });
    }
    return occupants;
  });
}

/** The unit standing on a hex, or -1. */
export function unitAt(ctx: Context, s: State, hex: number): number {
  for (let u = 0; u < ctx.units.length; u++) if (s.loc[u] === 'map' && s.hex[u] === hex) return u;
  return -1;
}

export function crossedCount(s: State): number {
  let n = 0;
  for (const l of s.loc) if (l === 'crossed') n++;
  return n;
}

export function endGame(ctx: Context, s: State, winner: 0 | 1, reason: VictoryReason, emit: Emit): void {
  s.phase = 'over';
  s.winner = winner;
  s.reason = reason;
  s.pending = null;
  emit({ type: 'over', winner: ctx.data.scenario.sides[winner], reason });
}

/** Removes a unit from play; 14.2: losing the bridge once it stood on Matzmed loses the game at once. */
export function eliminate(ctx: Context, s: State, u: number, rule: string, cause: string, emit: Emit): void {
  const hex = s.hex[u]!;
  s.loc[u] = 'eliminated';
  s.hex[u] = -1;
  emit({ type: 'eliminated', unit: ctx.units[u]!.id, hex: hex >= 0 ? ctx.board.id(hex) : null, rule, cause });
  if (u === ctx.bridgeUnit && s.phase !== 'over') {
    endGame(ctx, s, sideIndexOf(ctx, u) === 0 ? 1 : 0, 'bridge-destroyed', emit);
  }
}

export function sideIndexOf(ctx: Context, u: number): 0 | 1 {
  return ctx.unitSide[u]!;
}

/**
 * 14.2: the bridge placed on Matzmed — by a move, a retreat or an advance —
 * may never leave it: leaving loses the game at once, whatever took it away.
 */
export function bridgeMoved(ctx: Context, s: State, u: number, from: number, to: number, emit: Emit): void {
  if (u !== ctx.bridgeUnit || s.phase === 'over') return;
  if (s.bridgePlaced && from === ctx.crossingHex && to !== from) {
    endGame(ctx, s, sideIndexOf(ctx, u) === 0 ? 1 : 0, 'bridge-moved', emit);
  } else if (to === ctx.crossingHex) s.bridgePlaced = true;
}
