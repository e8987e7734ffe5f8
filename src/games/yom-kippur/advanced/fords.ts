// A-F.3: the Golan's rivers may be forded. The chart names the fordable
// hexside classes (terrain-golan.json `ford`); the advanced game's rules
// give these moves to the basic game's movement (extensions.ts `movesAcross`),
// which lists them with a counter's other moves.
import { perContext } from '../../../engine/per-context.js';
import type { Context } from '../context.js';
import { offerAcross } from '../movement.js';
import type { RouteSet } from '../route-set.js';
import { NO_LANDING, type State } from '../state.js';
import { phaseKind } from '../turns.js';

/** Per game definition: the hexside classes the chart lets a unit ford (A-F.3: rivers), and per phase number whether fords are open in it. */
const fordable = perContext((ctx: Context): { classes: string[]; open: boolean[] } => ({
  classes: Object.entries(ctx.data.chart.hexsides).flatMap(([c, h]) => (h.ford ? [c] : [])),
  open: [],
}));

/**
 * A-F.3: a river hexside may be forded by a ground unit that began the
 * player-turn next to it, spending its whole movement factor: in the
 * player-turn's first movement phase, by a unit not dropped or flown there
 * in its air phase (ours: not in the Israeli second movement phase, whose
 * units' first-phase moves the state does not keep; rules-notes.md).
 */
export function fords(ctx: Context, s: State, u: number, budget: number, out: RouteSet): void {
  const f = fordable(ctx);
  if (!f.classes.length || ctx.units[u]!.kind !== 'ground' || s.landing[u] !== NO_LANDING) return;
  // the player-turn's first movement phase (on each front: 'movement-1@golan')
  const first = (f.open[s.phaseNumber] ??=
    s.phase.split('@')[0] === ctx.phases[s.side]!.find((p) => phaseKind(p.id) === 'movement')!.id.split('@')[0]);
  if (!first) return;
  for (const cls of f.classes) offerAcross(ctx, s, u, cls, budget, 'normal', out);
}
