// B-G.1 stacking: at most two brigades a hex (every ground counter counts
// one), SAMs, bridges, aircraft, markers and forts exempt; a unit may pass
// through a full hex but not stop in it. B-M.1a: never two SAMs in a hex.
// Checked wherever a counter comes to rest: set-up, the end of a move,
// retreat, advance, drop.
import type { Context } from './context.js';
import type { State } from './state.js';
import { isGround, onMap } from './units.js';

export const brigadeLimit = (ctx: Context): number => ctx.data.scenario.stacking.brigadesPerHex;

/** May counter u end its move on `hex` as far as stacking goes (B-G.1, B-M.1a)? */
export const hasRoom = (ctx: Context, s: State, u: number, hex: number): boolean => roomFor(ctx, s, u)(hex);

/** Per game definition, the count of stacking counters per hex roomFor() takes (made once). */
const counts = new WeakMap<Context, Uint8Array>();

/** The same question for many hexes: the counts are taken once (for the searches of movement); valid until the next call. */
export function roomFor(ctx: Context, s: State, u: number): (hex: number) => boolean {
  const kind = ctx.units[u]!.kind;
  if (kind !== 'ground' && kind !== 'sam') return () => true;
  let count = counts.get(ctx);
  if (!count) counts.set(ctx, (count = new Uint8Array(ctx.board.hexCount)));
  else count.fill(0);
  for (const v of kind === 'ground' ? ctx.ground : ctx.sams) if (v !== u && onMap(s, v)) count[s.hex[v]!]!++;
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

/** Every stacking violation in a state (for invariants and positions). */
export function stackingViolations(ctx: Context, s: State): string[] {
  const out: string[] = [];
  const brigades = new Map<number, number>();
  const sams = new Map<number, number>();
  const holders = new Map<number, number>();
  for (let u = 0; u < ctx.units.length; u++) {
    if (!onMap(s, u) || ctx.units[u]!.kind === 'aircraft') continue;
    const h = s.hex[u]!;
    if (isGround(ctx, u)) brigades.set(h, (brigades.get(h) ?? 0) + 1);
    if (ctx.units[u]!.kind === 'sam') sams.set(h, (sams.get(h) ?? 0) + 1);
    const side = ctx.unitSide[u]!;
    if ((holders.get(h) ?? side) !== side) out.push(`enemies share ${ctx.board.id(h)} (B-F)`);
    holders.set(h, side);
  }
  for (const [h, n] of brigades) {
    if (n > brigadeLimit(ctx)) out.push(`${n} brigades stacked in ${ctx.board.id(h)} (B-G.1)`);
  }
  for (const [h, n] of sams) {
    if (n > ctx.data.scenario.stacking.samsPerHex) out.push(`${n} SAMs in ${ctx.board.id(h)} (B-M.1a)`);
  }
  return out;
}
