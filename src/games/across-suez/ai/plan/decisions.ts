// Decisions (a retreat, an advance, an exchange), whoever's phase it is:
// the planning player plays each option on a search copy and keeps the one
// that scores best (planner.ts, combat-search.ts).
import type { Action } from '../../record.js';
import type { PlanContext } from './assessment.js';
import type { SearchCopy } from './search-copy.js';

/** Answers decisions on a search copy until none is pending (each side by its own one-action lookahead). */
export function settle(ctx: PlanContext, g: SearchCopy): void {
  for (let n = 0; g.deciding && g.phase !== 'over' && n < 12; n++) g.apply(bestDecision(ctx.for(g.deciding), g, 1));
}

/** The best answer to the pending decision for ctx.side: each option played and scored (depth 2 answers the decisions it leads to). */
export function bestDecision(ctx: PlanContext, game: SearchCopy, depth: number): Action {
  const options = game.legalActions();
  if (options.length === 1) return options[0]!;
  let best = options[0]!,
    bestV = -Infinity;
  for (const a of options) {
    const g = game.copy();
    g.apply(a);
    if (depth > 1) settle(ctx, g);
    const v = ctx.valueOf(ctx.snapshot(g), g);
    g.release();
    if (v > bestV) [bestV, best] = [v, a];
  }
  return best;
}
