// Decisions (a retreat, an advance, an exchange), whoever's phase it is:
// the planning player plays each option on a search copy and keeps the one
// that scores best (planner.ts, combat-search.ts).
import type { PlanContext } from './assessment.js';
import type { SearchCopy } from './search-copy.js';
import { ActionBuffer } from '../../../../engine/action-buffer.js';

/** Answers decisions on a search copy until none is pending (each side by its own one-action lookahead). */
export function settle(ctx: PlanContext, g: SearchCopy): void {
  for (let n = 0; g.deciding && g.phase !== 'over' && n < 12; n++) g.applyCode(bestAnswer(ctx.for(g.deciding), g, 1));
}

/** A buffer per depth of the lookahead (an answer at depth 2 answers the decisions it leads to at depth 1). */
const listed = [new ActionBuffer(), new ActionBuffer(), new ActionBuffer()];
/** Where an option's value is written (assessment.ts, valueInto). */
const value = new Float64Array(1);

/**
 * The best answer to the pending decision for ctx.side, as its code: each
 * option (the rules' codes, legal.ts) played on a copy and scored (depth 2
 * answers the decisions it leads to).
 */
export function bestAnswer(ctx: PlanContext, game: SearchCopy, depth: number): number {
  const options = listed[depth]!;
  game.listCodes(options);
  let best = options.at(0),
    bestV = -Infinity;
  for (let i = 0; i < options.length && options.length > 1; i++) {
    const code = options.at(i);
    const g = game.copy();
    g.applyCode(code);
    if (depth > 1) settle(ctx, g);
    ctx.copyValueInto(g, value, 0);
    g.release();
    const v = value[0]!;
    if (v > bestV) {
      bestV = v;
      best = code;
    }
  }
  return best;
}
