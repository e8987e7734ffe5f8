// Skirmish's idea of a good position, for the engine's search: victory
// points won against those of the best rival, strength kept, and units
// closing on the enemy (a half-done move is worth something).
import type { Heuristics } from '../../../src/engine/ai/search/heuristics.js';
import { units } from './data.js';
import type { Ctx, SkState } from './rules.js';

export const skirmishHeuristics: Heuristics<SkState, Ctx> = {
  value(ctx, s, me) {
    let score = 4 * s.vp[me]! - 2 * Math.max(...s.vp.filter((_, side) => side !== me));
    units.forEach((u, i) => {
      if (u.side !== me || s.hex[i]! < 0) return;
      score += u.steps[u.steps.length - s.steps[i]!]!;
      let nearest = Infinity;
      units.forEach((e, j) => {
        if (e.side !== me && s.hex[j]! >= 0) nearest = Math.min(nearest, ctx.board.distance(s.hex[i]!, s.hex[j]!));
      });
      if (nearest < Infinity) score -= 0.1 * nearest;
    });
    return score;
  },
};
