// When a side fights next (B-E: each player-turn's combat phase, the sides
// in turn order, Game-Turn after Game-Turn to the last, B-R): how many of
// its combat phases are left in the game, and whether it moves before the
// next of them. A threat is only worth what the clock lets it do: a unit
// that can reach a hex in a movement phase threatens it only if that phase
// comes before the combat, and no threat is worth anything once the side's
// last combat phase is over (the Israeli second movement of Game-Turn 9
// ends the game, B-R).
import type { Context } from '../context.js';
import type { State } from '../state.js';
import { currentPhase } from '../turns.js';

export interface CombatClock {
  /** The side's combat phases still to come or under way. */
  left: number;
  /** Whether the side moves before the next of them (false while it is between its movement and its combat, or in it). */
  movesFirst: boolean;
}

/** Where in its player-turn's phases the side fights (-1: it never does). */
function combatIndex(ctx: Context, side: number): number {
  return (ctx.phases[side] ?? []).findIndex((p) => p.does.includes('ground combat'));
}

export function combatClock(ctx: Context, s: State, side: number): CombatClock {
  const later = Math.max(0, ctx.data.scenario.turns - s.turn);
  const combat = combatIndex(ctx, side);
  if (combat < 0) return { left: 0, movesFirst: false };
  if (s.side !== side) return { left: later + (side > s.side ? 1 : 0), movesFirst: true };
  const phases = ctx.phases[side] ?? [];
  const now = phases.findIndex((p) => p === currentPhase(ctx, s));
  // its own air and movement phases decide where its units stand when it fights: they count where they are
  if (now >= 0 && now <= combat) return { left: later + 1, movesFirst: false };
  return { left: later, movesFirst: true };
}
