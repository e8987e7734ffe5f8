// 3.0 the Sequence of Play, 9.2 first-turn mandatory attacks, 14.0 victory.
import { RulesError } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { ON_MAP, type State } from './state.js';
import { clearPending } from './pending.js';
import { crossedCount, endGame, isCombatUnit, syncBoard } from './units.js';
import type { VictoryReason } from './types.js';

/** 4.5, 9.1, 11.2: what the Movement Phase must remember from its beginning. */
export function beginMovementPhase(ctx: Context, s: State): void {
  syncBoard(ctx, s);
  s.spent.fill(0);
  s.stopped.fill(0);
  for (let u = 0; u < ctx.units.length; u++)
    s.startedInZoc[u] = s.loc[u] === ON_MAP && ctx.board.inZocOf(s.hex[u]!, 1 - ctx.unitSide[u]!) ? 1 : 0;
  s.ferried = 0;
  const b = ctx.bridgeUnit;
  s.bridgeReady = s.loc[b] === ON_MAP && s.hex[b] === ctx.crossingHex;
}

export function beginCombatPhase(_ctx: Context, s: State): void {
  s.attacked.fill(0);
  s.defended.fill(0);
  s.bombarded.fill(0);
  s.artilleryUsed = 0;
  s.attacksMade = 0;
  clearPending(s);
}

/** 9.2: must unit u still attack this first Game-Turn's Combat Phase (an unattacked enemy is adjacent)? The board placed first (syncBoard). */
function owesAttack(ctx: Context, s: State, u: number): boolean {
  if (s.loc[u] !== ON_MAP || ctx.unitSide[u] !== s.side || !isCombatUnit(ctx, u) || s.attacked[u]) return false;
  const { board } = ctx;
  for (let d = 0; d < 6; d++) {
    const h = board.neighbour(s.hex[u]!, d);
    const e = h < 0 ? -1 : board.unitOn[h]!; // 4.4: one unit a hex
    if (e >= 0 && ctx.unitSide[e] !== s.side && !s.defended[e]) return true;
  }
  return false;
}

const firstTurnCombat = (ctx: Context, s: State) =>
  s.turn === ctx.data.scenario.firstTurnConfusion && s.phase === 'combat';

/** 9.2: does some unit still have to attack before the phase may end? */
export function attacksOwed(ctx: Context, s: State): boolean {
  if (!firstTurnCombat(ctx, s)) return false;
  syncBoard(ctx, s);
  for (let u = 0; u < ctx.units.length; u++) if (owesAttack(ctx, s, u)) return true;
  return false;
}

/** 9.2: on the first Game-Turn, units that must still attack (an unattacked enemy is adjacent). */
export function mustAttack(ctx: Context, s: State): number[] {
  if (!firstTurnCombat(ctx, s)) return [];
  syncBoard(ctx, s);
  const out: number[] = [];
  for (let u = 0; u < ctx.units.length; u++) if (owesAttack(ctx, s, u)) out.push(u);
  return out;
}

/** 14.0: does the Israeli player meet every condition of victory now? The first one failed, or null. */
export function israeliShortfall(ctx: Context, s: State): VictoryReason | null {
  const b = ctx.bridgeUnit;
  if (s.loc[b] !== ON_MAP || s.hex[b] !== ctx.crossingHex) return 'no-bridge-at-matzmed';
  if (crossedCount(s) < ctx.data.scenario.unitsAcrossToWin) return 'fewer-than-six-across';
  if (!lineOfCommunication(ctx, s)) return 'no-line-of-communication';
  return null;
}

/** 14.1: the line of communication of the bridge's side, as hexes, or null. */
export function lineOfCommunication(ctx: Context, s: State): number[] | null {
  syncBoard(ctx, s);
  return ctx.board.path(ctx.locFrom, ctx.locTo, ctx.unitSide[ctx.bridgeUnit]!, ctx.locRule);
}

/** 3.0: ends the current phase and begins the next; after the last Combat Phase, 14.0 decides. */
export function endPhase(ctx: Context, s: State, emit: Emit | null): void {
  if (s.phase === 'over') throw new RulesError('game-over', '14.0', 'The game is over');
  if (s.stageKind[0]) throw new RulesError('pending-decision', '6.5', 'Finish resolving the last attack first');
  if (attacksOwed(ctx, s)) {
    const names = mustAttack(ctx, s)
      .map((u) => ctx.units[u]!.name)
      .join(', ');
    throw new RulesError(
      'must-attack',
      '9.2',
      `On the first Game-Turn every unit next to an enemy must attack: ${names}`,
    );
  }
  const sc = ctx.data.scenario;
  if (s.phase === 'movement') {
    s.phase = 'combat';
    beginCombatPhase(ctx, s);
  } else if (s.side === 0) {
    s.side = 1;
    s.phase = 'movement';
    beginMovementPhase(ctx, s);
  } else if (s.turn >= sc.turns) {
    const israeli = sc.sides.indexOf(sc.crossing.side) as 0 | 1;
    const shortfall = israeliShortfall(ctx, s);
    emit?.({ type: 'phase', turn: s.turn, side: sc.sides[s.side], phase: 'over' });
    endGame(ctx, s, shortfall ? (israeli === 0 ? 1 : 0) : israeli, shortfall ?? 'israeli-conditions-met', emit);
    return;
  } else {
    s.turn++;
    s.side = 0;
    s.phase = 'movement';
    beginMovementPhase(ctx, s);
  }
  emit?.({ type: 'phase', turn: s.turn, side: sc.sides[s.side], phase: s.phase });
}
