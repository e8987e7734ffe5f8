// B-R.2: Egyptian units may leave the map by the coastal road toward
// Israel, one VP each; they never return. A unit on the road's east-edge
// hex, or able to reach it with a road step's MP to spare, leaves in its
// movement phase (digest B-R Unclear); a unit an enemy Zone of Control
// stops on that hex may not go on.
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { cannotMove, routes } from './movement.js';
import type { RouteSet } from './route-set.js';
import { EXITED, type State } from './state.js';
import { movementOf, onMap } from './units.js';
import { exitHexOf, scoreExit } from './victory.js';

/** Why counter u may not leave the map now, or null; `known` saves a search when its routes are at hand. */
export function cannotExit(ctx: Context, s: State, u: number, known?: RouteSet): Refusal | null {
  const d = ctx.units[u]!;
  const exit = exitHexOf(ctx, ctx.unitSide[u]!);
  if (exit < 0 || d.kind !== 'ground') return refuse('no-exit', 'B-R.2', `${d.name} has no way off the map`);
  const why = cannotMove(ctx, s, u);
  if (why) return why;
  if (!onMap(s, u)) return refuse('not-on-map', 'B-R.2', `${d.name} must first enter the map`);
  if (s.hex[u] === exit) return null;
  const road = (ctx.data.chart.hexsides['road']?.move ?? 0.5) * ctx.unitsPerMp;
  const r = known ?? routes(ctx, s, u);
  const stopped = ctx.enemies[ctx.unitSide[u]!]!.some(
    (e) => ctx.board.inZocOf(exit, e) && ctx.data.scenario.zoc.policy[d.side]?.entering === 'stop',
  );
  if (!r.has(exit) || stopped || r.costOf(exit) + road > movementOf(ctx, s, u) * ctx.unitsPerMp) {
    return refuse('cannot-exit', 'B-R.2', `${d.name} cannot reach the coastal road's exit this phase`);
  }
  return null;
}

/** B-R.2: the unit leaves the map for good. */
export function exitMap(ctx: Context, s: State, u: number, emit: Emit): void {
  const why = cannotExit(ctx, s, u);
  if (why) throw toError(why);
  const from = ctx.board.id(s.hex[u]!);
  s.loc[u] = EXITED;
  s.hex[u] = -1;
  s.moved[u] = 1;
  emit?.({ type: 'exit', unit: ctx.units[u]!.id, from });
  scoreExit(ctx, s, u, emit);
}
