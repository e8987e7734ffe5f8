// The evaluation Yom Kippur's computer players work from, shown to a reader:
// each side's standing (victory points if the game ended now, strength,
// active SAMs, units toward their objectives, heuristics.ts), the margin
// between them, and each side's chance of winning (win-chance.ts: read from
// the points if the game ended now, calibrated on finished games between
// `normal` players; the standing's margin foretells nothing of them).
import type { SearchRoot } from '../../../engine/match.js';
import type { Context } from '../context.js';
import type { GameEvent } from '../events.js';
import type { State } from '../state.js';
import type { Action, SideId } from '../types.js';
import { yomKippurHeuristics } from './heuristics.js';
import { egyptianChance } from './win-chance.js';

export interface Standing {
  /** The side standing better, or null when level. */
  leader: SideId | null;
  /** Each side's margin over its best rival, in victory-point terms. */
  margin: Record<SideId, number>;
  /** Each side's chance of winning from here (a draw counts half): how often two `normal` players won from such points (win-chance.ts). */
  chance: Record<SideId, number>;
}

export function standingOf({ ctx, state }: SearchRoot<State, Action, GameEvent, Context>): Standing {
  const margin = Object.fromEntries(ctx.sides.map((id, side) => [id, yomKippurHeuristics.value(ctx, state, side)]));
  const best = Math.max(...Object.values(margin));
  const leaders = ctx.sides.filter((id) => margin[id] === best);
  const egyptian = egyptianChance(ctx, state);
  return {
    leader: leaders.length === 1 ? leaders[0]! : null,
    margin,
    chance: { egyptian, israeli: 1 - egyptian },
  };
}
