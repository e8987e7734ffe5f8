// B-L artillery: a brigade that moves and defends like any unit, and in the
// combat phase fires in support at range 3 (fire value 2, reduced 1), over
// anything and across the canal, once a phase, all its fire on one hex, in
// attack (L.1, its owner's phase) or in defence (L.2, after the attacker's
// total is known). Adverse results never touch supporting artillery, and an
// artillery unit attacked this phase cannot support (it defends).
import type { Context } from './context.js';
import { standardTables } from './combat/tables.js';
import type { State } from './state.js';
import { onMap } from './units.js';

export const isArtillery = (ctx: Context, u: number): boolean => ctx.units[u]!.type === 'artillery';

/** B-L: the fire value of an artillery unit (2, reduced 1). */
export function fireValue(ctx: Context, s: State, u: number): number {
  const fire = standardTables(ctx).artillery.fire;
  return s.steps[u]! < ctx.maxSteps[u]! ? fire[1] : fire[0];
}

/** B-L: range 3 hexes from the artillery to the target hex. */
export const inRange = (ctx: Context, from: number, target: number): boolean =>
  ctx.board.distance(from, target) <= standardTables(ctx).artillery.range;

/**
 * Why artillery unit u of `side` may not fire at any of `hexes` now, or null:
 * on the map, not fired this phase, not attacked this phase (B-L), in range of one of them.
 */
export function cannotSupport(
  ctx: Context,
  s: State,
  u: number,
  side: number,
  hexes: readonly number[],
): string | null {
  const name = ctx.units[u]!.name;
  if (!isArtillery(ctx, u)) return `${name} is not artillery`;
  if (ctx.unitSide[u] !== side) return `${name} is not the supporting side's`;
  if (!onMap(s, u)) return `${name} is not on the map`;
  if (s.fired[u]) return `${name} has already fired this combat phase`;
  if (s.defended[u]) return `${name} has been attacked this phase and must defend`;
  if (hexes.includes(s.hex[u]!)) return `${name} stands in a defending hex and defends with its own CF`;
  if (!hexes.some((h) => inRange(ctx, s.hex[u]!, h))) return `${name} is more than 3 hexes from the target`;
  return null;
}

/** The artillery of `side` able to fire on one of `hexes`, in counter order. */
export function supportingArtillery(ctx: Context, s: State, side: number, hexes: readonly number[]): number[] {
  const out: number[] = [];
  for (const u of ctx.ground) if (cannotSupport(ctx, s, u, side, hexes) === null) out.push(u);
  return out;
}
