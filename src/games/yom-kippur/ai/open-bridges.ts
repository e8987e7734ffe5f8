// B-G.4b: Israeli units cross Egypt's bridges under the same rules as
// Egypt's own (B-G.4a), in any movement phase, unless an Egyptian unit
// stands on the bridge's hex (no unit enters an enemy's hex, B-F); over
// there each scores 5 VP at the end (B-R.1). The standing counts a bridge
// guarded (objectives.ts, a "stand" objective) but not the enemy that can
// use it next: a bridge left empty within an enemy unit's reach counts
// against its side a share of what that unit would score over the canal,
// and its hex is a destination worth weighing (heuristics.ts, `easy`
// only: players.ts).
import { perContext } from '../../../engine/per-context.js';
import type { Context } from '../context.js';
import type { State } from '../state.js';
import { currentPhase } from '../turns.js';
import { bridgeStands, movementOf, occupantsOf, onMap, type Occupants } from '../units.js';
import { itemsOf } from '../victory.js';

/** Share of what an enemy unit would score west of the canal counted while a bridge lies open to it (not every unit able to cross does). */
const EXPOSED = 0.5;

/** What each side scores per unit west of the canal (B-R.1). */
const westPoints = perContext((ctx: Context) =>
  ctx.sides.map((_, side) => itemsOf(ctx, side).find((i) => i.rule === 'units-west')?.vp ?? 0),
);

/** How many ground units of `side` stand on hex h, read from the state's occupants (units.ts occupantsOf). */
export function guards(ctx: Context, occ: Occupants, side: number, h: number): number {
  let n = 0;
  for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!)
    if (ctx.unitSide[u] === side && ctx.units[u]!.kind === 'ground') n++;
  return n;
}

/**
 * Whether enemy `e` has a first movement phase still to come, the one with
 * column movement (B-G.3) that carries a unit furthest: from its start on,
 * the bridges are no longer counted.
 */
function firstMoveAhead(ctx: Context, s: State, e: number): boolean {
  if (s.turn < ctx.data.scenario.turns) return true;
  if (s.side !== e) return e > s.side;
  const phases = ctx.phases[e] ?? [];
  const now = phases.findIndex((p) => p === currentPhase(ctx, s));
  return now >= 0 && now < phases.findIndex((p) => p.column);
}

/**
 * What `side`'s standing bridges with no unit of its own on them count
 * against it: for each, EXPOSED of what the first enemy unit within reach
 * of it (twice its movement allowance and one hex, on the bridge's bank:
 * roads halve a hex's cost, B-G.3) would score over the canal. With
 * `into`, per hex what a unit of `side` standing there would guard.
 */
export function openBridges(ctx: Context, s: State, side: number, into?: Float64Array): number {
  into?.fill(0);
  const west = westPoints(ctx);
  const occ = occupantsOf(ctx, s);
  let total = 0;
  ctx.bridges.forEach((b, i) => {
    if (b.side !== side || !bridgeStands(s, i) || guards(ctx, occ, side, b.east) > 0) return;
    for (const u of ctx.ground) {
      const enemy = ctx.unitSide[u]!;
      if (!ctx.enemies[side]!.includes(enemy) || !onMap(s, u) || ctx.bank[s.hex[u]!] !== ctx.bank[b.east]) continue;
      if (!firstMoveAhead(ctx, s, enemy)) continue;
      if (ctx.board.distance(s.hex[u]!, b.east) > 2 * movementOf(ctx, s, u) + 1) continue;
      const worth = EXPOSED * west[enemy]!;
      total += worth;
      if (into) into[b.east] = Math.max(into[b.east]!, worth);
      return;
    }
  });
  return total;
}
