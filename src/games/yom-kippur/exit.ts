// B-R.2: Egyptian units may leave the map by the coastal road toward
// Israel, one VP each; they never return. A unit on the road's east-edge
// hex, or able to reach it with a road step's MP to spare, leaves in its
// movement phase (digest B-R Unclear); a unit an enemy Zone of Control
// stops on that hex may not go on. leaveBlock is the one test of leaving
// the map, which the advanced game's transfers (A-H) share.
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { cannotMove, destinations, moveBlock } from './movement.js';
import type { RouteSet } from './route-set.js';
import { EXITED, type State } from './state.js';
import { movementOf, onMap, syncBoard } from './units.js';
import { exitHexOf, scoreExit } from './victory.js';

/** The last game definition asked about, and each side's exit hexes in it (exitHexOf), looked up once. */
let exitsOf: Context | null = null;
let exits: readonly (readonly number[])[] = [];

function exitHexes(ctx: Context, side: number): readonly number[] {
  if (exitsOf !== ctx) {
    exitsOf = ctx;
    exits = ctx.sides.map((_, i) => {
      const h = exitHexOf(ctx, i);
      return h < 0 ? [] : [h];
    });
  }
  return exits[side]!;
}

/**
 * Why counter u may not leave the map now by one of the hexes `ways`, as a
 * number: 0 when it may, 1 no way off the map, 2 it may not move
 * (cannotMove says why), 3 not on the map, 4 cannot reach a way off; the
 * words are made only when a refusal is given (cannotExit). A unit leaves
 * from a way-off hex it stands on, or one it can reach this phase with a
 * road step's MP to spare and no enemy Zone of Control stopping it there
 * (B-R.2 Unclear; the advanced game's A-H transfers leave the same way).
 * `known`: u's routes, when at hand.
 */
export function leaveBlock(ctx: Context, s: State, u: number, ways: readonly number[], known?: RouteSet): number {
  if (ctx.units[u]!.kind !== 'ground' || ways.length === 0) return 1;
  if (moveBlock(ctx, s, u)) return 2;
  if (!onMap(s, u)) return 3;
  if (ways.includes(s.hex[u]!)) return 0;
  const road = (ctx.data.chart.hexsides['road']?.move ?? 0.5) * ctx.unitsPerMp;
  const budget = movementOf(ctx, s, u) * ctx.unitsPerMp;
  const r = known ?? destinations(ctx, s, u);
  const stops = ctx.data.scenario.zoc.policy[ctx.units[u]!.side]?.entering === 'stop';
  for (const way of ways) {
    if (!r.has(way) || r.costOf(way) + road > budget) continue;
    if (!stops) return 0;
    syncBoard(ctx, s); // Zones of Control on the board, only for a way reached
    if (!inEnemyZoc(ctx, ctx.unitSide[u]!, way)) return 0;
  }
  return 4;
}

function inEnemyZoc(ctx: Context, side: number, h: number): boolean {
  for (const e of ctx.enemies[side]!) if (ctx.board.inZocOf(h, e)) return true;
  return false;
}

/** B-R.2: why counter u may not leave the map by its side's exit now (leaveBlock's numbers). */
export function exitBlock(ctx: Context, s: State, u: number, known?: RouteSet): number {
  return leaveBlock(ctx, s, u, exitHexes(ctx, ctx.unitSide[u]!), known);
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
