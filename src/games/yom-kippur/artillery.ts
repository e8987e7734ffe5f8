// B-L artillery: a brigade that moves and defends like any unit, and in the
// combat phase fires in support at range 3 (fire value 2, reduced 1), over
// anything and across the canal, once a phase, all its fire on one hex, in
// attack (L.1, its owner's phase) or in defence (L.2, after the attacker's
// total is known). Adverse results never touch supporting artillery, and an
// artillery unit attacked this phase cannot support (it defends).
import { perContext } from '../../engine/per-context.js';
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
 * Why artillery unit u of `side` may not fire at any of `hexes` now, as a
 * number: 0 when it may (on the map, not fired this phase, not attacked this
 * phase (B-L), in range of one of them), else the index of the words
 * cannotSupport gives, made only when a refusal is given.
 */
export function supportBlock(ctx: Context, s: State, u: number, side: number, hexes: readonly number[]): number {
  if (!isArtillery(ctx, u)) return 1;
  if (ctx.unitSide[u] !== side) return 2;
  if (!onMap(s, u)) return 3;
  if (s.fired[u]) return 4;
  if (s.defended[u]) return 5;
  const from = s.hex[u]!;
  if (hexes.includes(from)) return 6;
  for (const h of hexes) if (inRange(ctx, from, h)) return 0;
  return 7;
}

const SUPPORT_REFUSALS: readonly ((name: string) => string)[] = [
  () => '',
  (name) => `${name} is not artillery`,
  (name) => `${name} is not the supporting side's`,
  (name) => `${name} is not on the map`,
  (name) => `${name} has already fired this combat phase`,
  (name) => `${name} has been attacked this phase and must defend`,
  (name) => `${name} stands in a defending hex and defends with its own CF`,
  (name) => `${name} is more than 3 hexes from the target`,
];

/** Why artillery unit u of `side` may not fire at any of `hexes` now, or null (supportBlock in words). */
export function cannotSupport(
  ctx: Context,
  s: State,
  u: number,
  side: number,
  hexes: readonly number[],
): string | null {
  const block = supportBlock(ctx, s, u, side, hexes);
  return block === 0 ? null : SUPPORT_REFUSALS[block]!(ctx.units[u]!.name);
}

/** Per game definition: its artillery units, in counter order (found once). */
const artilleryOf = perContext((ctx: Context): readonly number[] => ctx.ground.filter((u) => isArtillery(ctx, u)));

/** The artillery of `side` able to fire on one of `hexes`, in counter order. */
export function supportingArtillery(ctx: Context, s: State, side: number, hexes: readonly number[]): number[] {
  const out: number[] = [];
  for (const u of artilleryOf(ctx)) if (supportBlock(ctx, s, u, side, hexes) === 0) out.push(u);
  return out;
}
