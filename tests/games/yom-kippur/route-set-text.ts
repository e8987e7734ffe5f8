// A counter's routes as text the differential tests compare: every hex reached with its cost and mode, in the
// order found, then every hex too full to end in.
import type { Context } from '../../../src/games/yom-kippur/context.js';
import type { RouteSet } from '../../../src/games/yom-kippur/route-set.js';

export function routeSetText(ctx: Context, r: RouteSet): string[] {
  const out: string[] = [];
  for (let i = 0; i < r.count; i++) {
    const h = r.hexes[i]!;
    out.push(`${ctx.board.id(h)}:${r.costOf(h)}:${r.modeOf(h)}`);
  }
  for (let h = 0; h < ctx.board.hexCount; h++) if (r.isFull(h)) out.push(`full ${ctx.board.id(h)}`);
  return out;
}
