// B-G.1 stacking: at most two brigades a hex (every ground counter counts
// one), SAMs, bridges, aircraft, markers and forts exempt; a unit may pass
// through a full hex but not stop in it. B-M.1a: never two SAMs in a hex.
// Checked wherever a counter comes to rest: set-up, the end of a move,
// retreat, advance, drop.
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import type { State } from './state.js';
import { isGround, onMap } from './units.js';

export const brigadeLimit = (ctx: Context): number => ctx.data.scenario.stacking.brigadesPerHex;

/** May counter u end its move on `hex` as far as stacking goes (B-G.1, B-M.1a)? */
export const hasRoom = (ctx: Context, s: State, u: number, hex: number): boolean => roomFor(ctx, s, u)(hex);

/** Per game definition, the count of stacking counters per hex roomFor() takes (made once). */
const counts = perContext((ctx: Context) => new Uint8Array(ctx.board.hexCount));

/**
 * The same question for many hexes: the counts are taken once (for the
 * searches of movement); valid until the next call. `skip`: the counter not
 * counted (u, standing where it may stay; -1: every counter, for the hexes
 * of many counters of u's kind that never end where they stand, B-O).
 */
export function roomFor(ctx: Context, s: State, u: number, skip = u): (hex: number) => boolean {
  const kind = ctx.units[u]!.kind;
  if (kind !== 'ground' && kind !== 'sam') return () => true;
  const count = counts(ctx).fill(0);
  for (const v of kind === 'ground' ? ctx.ground : ctx.sams) if (v !== skip && onMap(s, v)) count[s.hex[v]!]!++;
  const limit = stackLimit(ctx, u);
  return (hex) => count[hex]! < limit;
}

/**
 * How many counters of u's kind a hex may hold for u to stop there: brigades
 * (every ground counter, B-G.1) or SAMs (B-M.1a); Infinity for the exempt.
 */
export function stackLimit(ctx: Context, u: number): number {
  const kind = ctx.units[u]!.kind;
  if (kind === 'ground') return brigadeLimit(ctx);
  return kind === 'sam' ? ctx.data.scenario.stacking.samsPerHex : Infinity;
}

/** Per game definition, counts by hex for stackingViolations(): all zero (holders -1) between calls. */
const tallies = perContext((ctx: Context) => ({
  brigades: new Uint8Array(ctx.board.hexCount),
  sams: new Uint8Array(ctx.board.hexCount),
  holder: new Int8Array(ctx.board.hexCount).fill(-1),
}));

/** A counter that stands on the map and stacks or shares a hex (an aircraft only flies over it). */
const stands = (ctx: Context, s: State, u: number): boolean => onMap(s, u) && ctx.units[u]!.kind !== 'aircraft';

/** Every stacking violation in a state (for invariants and positions). */
export function stackingViolations(ctx: Context, s: State): string[] {
  const out: string[] = [];
  const { brigades, sams, holder } = tallies(ctx);
  for (let u = 0; u < ctx.units.length; u++) {
    if (!stands(ctx, s, u)) continue;
    const h = s.hex[u]!;
    if (isGround(ctx, u)) brigades[h]!++;
    if (ctx.units[u]!.kind === 'sam') sams[h]!++;
    const side = ctx.unitSide[u]!;
    if (holder[h] !== -1 && holder[h] !== side) out.push(`enemies share ${ctx.board.id(h)} (B-F)`);
    holder[h] = side;
  }
  // each crowded hex said once, in the order its first counter comes; the tallies left at zero
  for (let u = 0; u < ctx.units.length; u++) {
    if (!stands(ctx, s, u)) continue;
    const h = s.hex[u]!;
    if (brigades[h]! > brigadeLimit(ctx)) out.push(`${brigades[h]} brigades stacked in ${ctx.board.id(h)} (B-G.1)`);
    brigades[h] = 0;
  }
  for (let u = 0; u < ctx.units.length; u++) {
    if (!stands(ctx, s, u)) continue;
    const h = s.hex[u]!;
    if (sams[h]! > ctx.data.scenario.stacking.samsPerHex) out.push(`${sams[h]} SAMs in ${ctx.board.id(h)} (B-M.1a)`);
    sams[h] = 0;
    holder[h] = -1;
  }
  return out;
}
