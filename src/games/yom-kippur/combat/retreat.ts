// B-I.3 retreats: the owner moves each unit exactly n hexes from where it
// stood (b), never entering a hex twice (a), never into an enemy Zone of
// Control unless a friendly unit holds the hex (c), ending within the
// stacking limit (d); a unit that cannot retreat, or whose owner prefers,
// is reduced instead (f). Paths keep to land (marines may use water,
// B-G.5a) and cross the canal only by a standing bridge (B-G.4), never into
// a hex barred to the unit's side (A-F.4, A-F.5: the definition's
// retreatBars).
import type { Context } from '../context.js';
import { sortAscending } from '../../../engine/sort-numbers.js';
import { hasRoom } from '../stacking.js';
import type { State } from '../state.js';
import { syncBoard, typeOf } from '../units.js';

/** The hexes unit u may end a retreat of n hexes on, in hex order. */
export function retreatHexes(ctx: Context, s: State, u: number, n: number): number[] {
  const { board } = ctx;
  const closed = ctx.extensions.retreatBars?.(ctx, s, ctx.unitSide[u]!); // A-F.4, A-F.5: never into a barred hex
  syncBoard(ctx, s);
  const from = s.hex[u]!;
  const marine = typeOf(ctx, s, u) === 'marines';
  const reached = board.pathsFrom(from, ctx.unitSide[u]!, {
    through: marine ? ['land', 'water'] : ['land'],
    closedHexsides: ctx.data.scenario.zoc.notAcross,
    openedBy: ['bridge'],
    maxHexes: n + 1,
    ...(closed ? { closedHexes: closed } : {}),
  });
  const out: number[] = [];
  for (const h of reached) {
    // b) exactly n hexes away, by a path of n hexes; d) room at the end
    if (board.cost[h] === n + 1 && board.distance(from, h) === n) out.push(h);
  }
  return sortAscending(out.filter((h) => hasRoom(ctx, s, u, h)));
}
