// A-Use: on a board of several maps (the advanced game), a phase may be
// played on one map, its front (the scenario's phase `front`): only the
// counters on that map, or off it and able to enter it, act in that phase,
// and only on its hexes. A phase with no front, and every phase of the
// basic game, lets every counter act anywhere.
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import { currentPhase } from './turns.js';
import { MAP, type State } from './state.js';

/** Per game definition, per phase number: its front's region, -1 none (a listing asks for every hex). */
const fronts = perContext((_: Context): number[] => []);

/** The region of the phase under way's front, or -1 when it has none. */
export function frontNow(ctx: Context, s: State): number {
  const known = fronts(ctx);
  const n = s.phaseNumber;
  let f = known[n];
  if (f === undefined) {
    const front = currentPhase(ctx, s)?.front;
    f = front === undefined ? -1 : ctx.regions.indexOf(front);
    known[n] = f;
  }
  return f;
}

/** May the phase under way act on hex h (on its front, or it has none)? */
export function onFront(ctx: Context, s: State, h: number): boolean {
  const f = frontNow(ctx, s);
  return f < 0 || ctx.regionOf[h] === f;
}

/** A-Use: is counter u kept out of the phase under way by its front (on another map, or unable to enter this one)? */
export function outOfFront(ctx: Context, s: State, u: number): boolean {
  const f = frontNow(ctx, s);
  if (f < 0) return false;
  if (s.loc[u] === MAP) return ctx.regionOf[s.hex[u]!] !== f;
  return ctx.frontEntries[f]![u]!.length === 0;
}

/** A-H: the hexes counter u may enter by now (on the phase's front when it has one). */
export function entriesNow(ctx: Context, s: State, u: number): readonly number[] {
  const f = frontNow(ctx, s);
  return f < 0 ? ctx.unitEntries[u]! : ctx.frontEntries[f]![u]!;
}
