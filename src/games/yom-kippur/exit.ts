// B-R.2: Egyptian units may leave the map by the coastal road toward
// Israel, one VP each; they never return. A unit on the road's east-edge
// hex, or able to reach it with a road step's MP to spare, leaves in its
// movement phase (digest B-R Unclear); a unit an enemy Zone of Control
// stops on that hex may not go on.
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { cannotMove, destinations, moveBlock } from './movement.js';
import type { RouteSet } from './route-set.js';
import { EXITED, type State } from './state.js';
import { movementOf, onMap, syncBoard } from './units.js';
import { exitHexOf, scoreExit } from './victory.js';

/** The last game definition asked about, and each side's exit hex in it (exitHexOf), looked up once. */
let exitsOf: Context | null = null;
let exits = new Int32Array(0);

function exitHex(ctx: Context, side: number): number {
  if (exitsOf !== ctx) [exitsOf, exits] = [ctx, Int32Array.from(ctx.sides, (_, i) => exitHexOf(ctx, i))];
  return exits[side]!;
}

/**
 * Why counter u may not leave the map now, as a number: 0 when it may, 1
 * no way off the map, 2 it may not move (cannotMove says why), 3 not on the
 * map, 4 cannot reach the exit; the words are made only when a refusal is
 * given (cannotExit). `known`: u's routes, when at hand.
 */
export function exitBlock(ctx: Context, s: State, u: number, known?: RouteSet): number {
  if (ctx.units[u]!.kind !== 'ground') return 1;
  const exit = exitHex(ctx, ctx.unitSide[u]!);
  if (exit < 0) return 1;
  if (moveBlock(ctx, s, u)) return 2;
  if (!onMap(s, u)) return 3;
  if (s.hex[u] === exit) return 0;
  const road = (ctx.data.chart.hexsides['road']?.move ?? 0.5) * ctx.unitsPerMp;
  const r = known ?? destinations(ctx, s, u);
  if (!r.has(exit) || r.costOf(exit) + road > movementOf(ctx, s, u) * ctx.unitsPerMp) return 4;
  syncBoard(ctx, s); // Zones of Control on the board
  if (ctx.data.scenario.zoc.policy[ctx.units[u]!.side]?.entering !== 'stop') return 0;
  for (const e of ctx.enemies[ctx.unitSide[u]!]!) if (ctx.board.inZocOf(exit, e)) return 4;
  return 0;
}

/** Why counter u may not leave the map now, or null; `known` saves a search when its routes are at hand. */
export function cannotExit(ctx: Context, s: State, u: number, known?: RouteSet): Refusal | null {
  const d = ctx.units[u]!;
  switch (exitBlock(ctx, s, u, known)) {
    case 0:
      return null;
    case 1:
      return refuse('no-exit', 'B-R.2', `${d.name} has no way off the map`);
    case 2:
      return cannotMove(ctx, s, u);
    case 3:
      return refuse('not-on-map', 'B-R.2', `${d.name} must first enter the map`);
    default:
      return refuse('cannot-exit', 'B-R.2', `${d.name} cannot reach the coastal road's exit this phase`);
  }
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
