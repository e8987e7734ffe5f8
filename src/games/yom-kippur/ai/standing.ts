// The evaluation Yom Kippur's computer players work from, shown to a reader:
// each side's standing (victory points if the game ended now, strength,
// active SAMs, units toward their objectives, heuristics.ts) and the margin
// between them. Not a probability: no calibration against played games
// exists yet for this game, so it says who stands better and by how much.
import type { SearchRoot } from '../../../engine/match.js';
import type { Context } from '../context.js';
import type { GameEvent } from '../events.js';
import type { State } from '../state.js';
import type { Action, SideId } from '../types.js';
import { yomKippurHeuristics } from './heuristics.js';

export interface Standing {
  /** The side standing better, or null when level. */
  leader: SideId | null;
  /** Each side's margin over its best rival, in victory-point terms. */
  margin: Record<SideId, number>;
}

export function standingOf({ ctx, state }: SearchRoot<State, Action, GameEvent, Context>): Standing {
  const margin = Object.fromEntries(ctx.sides.map((id, side) => [id, yomKippurHeuristics.value(ctx, state, side)]));
  const best = Math.max(...Object.values(margin));
  const leaders = ctx.sides.filter((id) => margin[id] === best);
  return { leader: leaders.length === 1 ? leaders[0]! : null, margin };
}
