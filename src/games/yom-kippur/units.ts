// Counters and stacks: what a counter is worth now, who stands in a hex,
// the board's view of the position (occupants, Zones of Control, bridges),
// and the one place a counter loses a step or is eliminated.
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { CAPTURED, ELIMINATED, MAP, NO_LANDING, type State } from './state.js';
import { scoreElimination } from './victory.js';

export const onMap = (s: State, u: number): boolean => s.loc[u] === MAP;
export const isGround = (ctx: Context, u: number): boolean => ctx.units[u]!.kind === 'ground';

/** Per game definition, each side's counters in counter order (made once). */
export const countersBySide = perContext((ctx: Context): readonly Int32Array[] =>
  ctx.sides.map((_, side) => Int32Array.from(ctx.units.keys()).filter((u) => ctx.unitSide[u] === side)),
);

/** The face a counter shows: its para-infantry counter once dropped (B-O), else its own. */
function face(ctx: Context, s: State, u: number): { strength: number[]; movement: number; type: string } {
  const d = ctx.units[u]!;
  return s.airborne[u] && d.airborne ? d.airborne : d;
}

/** The unit's type now: an Israeli mechanised para fights as para infantry once dropped (B-O.2). */
export const typeOf = (ctx: Context, s: State, u: number): string => face(ctx, s, u).type;

/** Combat factor of the face showing (B-C: full, or reduced once it has lost a step). */
export function strengthOf(ctx: Context, s: State, u: number): number {
  const f = face(ctx, s, u).strength;
  const lost = ctx.maxSteps[u]! - s.steps[u]!;
  return f[Math.min(lost, f.length - 1)] ?? 0;
}

export const movementOf = (ctx: Context, s: State, u: number): number => face(ctx, s, u).movement;

/** B-H: ground units on the map exert a Zone of Control, except artillery; forts, SAMs, bridges and aircraft have none. */
export const hasZoc = (ctx: Context, u: number): boolean => isGround(ctx, u) && ctx.units[u]!.type !== 'artillery';

/** Counters standing on a hex (ground units, forts, SAMs; aircraft overhead are not on it). */
export function unitsAt(ctx: Context, s: State, hex: number): number[] {
  const out: number[] = [];
  for (let u = 0; u < ctx.units.length; u++) if (s.hex[u] === hex && onMap(s, u)) out.push(u);
  return out;
}

/** The counters standing on each hex of a state, as unitsAt lists them: hex h's are first[h], next[first[h]]… (-1 ends). */
export interface Occupants {
  readonly first: Int16Array;
  readonly next: Int16Array;
}

/** Per game definition: the one occupant index occupantsOf fills, and the hexes it filled. */
const occupancy = perContext((ctx: Context) => ({
  first: new Int16Array(ctx.board.hexCount).fill(-1),
  next: new Int16Array(ctx.units.length),
  filled: new Int16Array(ctx.units.length),
  count: 0,
}));

/**
 * Who stands on each hex of s (ground units, forts, SAMs; aircraft overhead
 * are not on it), in counter order, taken once for many questions about
 * hexes instead of a scan of every counter per hex. Valid until the next call.
 */
export function occupantsOf(ctx: Context, s: State): Occupants {
  const o = occupancy(ctx);
  for (let i = 0; i < o.count; i++) o.first[o.filled[i]!] = -1;
  o.count = 0;
  for (let u = ctx.units.length - 1; u >= 0; u--) {
    if (!onMap(s, u)) continue;
    const h = s.hex[u]!;
    if (h < 0) continue;
    if (o.first[h] === -1) o.filled[o.count++] = h;
    o.next[u] = o.first[h]!;
    o.first[h] = u;
  }
  return o;
}

/** The side holding a hex (-1 empty). Enemies never share one (B-F). */
export function holderOf(ctx: Context, s: State, hex: number): number {
  for (let u = 0; u < ctx.units.length; u++) if (s.hex[u] === hex && onMap(s, u)) return ctx.unitSide[u]!;
  return -1;
}

/** Bridges that carry movement: intact, or captured but not yet removed (B-K). */
export const bridgeStands = (s: State, b: number): boolean => s.bridges[b]! <= CAPTURED;

/**
 * Per game definition: the arrays syncBoard gives the board (reused: the
 * board keeps its own copy) — each unit's hex (-1 off the map or in the
 * air), side and Zone of Control — and the standing bridges it last gave
 * it, a bit each (-1: none yet).
 */
interface Synced {
  hex: Int32Array;
  side: Int32Array;
  zoc: Uint8Array;
  stands: Uint8Array;
  exerts: Uint8Array;
  bridges: number;
}
const synced = perContext((ctx: Context): Synced => {
  const n = ctx.units.length;
  return {
    hex: new Int32Array(n),
    side: Int32Array.from(ctx.unitSide),
    zoc: new Uint8Array(n),
    // per counter, once: does it stand on a hex when on the map (aircraft fly over it), does it exert a ZOC there (B-H)
    stands: Uint8Array.from(ctx.units, (x) => (x.kind === 'aircraft' ? 0 : 1)),
    exerts: Uint8Array.from(ctx.units, (_, u) => (hasZoc(ctx, u) ? 1 : 0)),
    bridges: -1,
  };
});

/**
 * Gives the board this position: counters on the map as occupants (with
 * their Zones of Control, B-H) and the standing bridges as hexsides opened
 * at their crossing cost (B-G.4a). Cheap when nothing changed since the
 * last call, and nothing allocated: the board places again only the hexes
 * units left or entered (Board.placeUnits).
 */
export function syncBoard(ctx: Context, s: State): void {
  const memo = synced(ctx);
  const { hex, zoc, stands, exerts } = memo;
  for (let u = 0; u < ctx.units.length; u++) {
    const on = stands[u] === 1 && onMap(s, u);
    hex[u] = on ? s.hex[u]! : -1;
    zoc[u] = on ? exerts[u]! : 0;
  }
  ctx.board.placeUnits(hex, memo.side, zoc);
  let standing = 0;
  for (let b = 0; b < ctx.bridges.length; b++) if (bridgeStands(s, b)) standing |= 1 << b;
  // the same bridges stand as the board was last given (this game definition's board: only syncBoard sets them)
  if (ctx.bridges.length <= 30 && standing === memo.bridges) return;
  memo.bridges = standing;
  const cost = (ctx.data.chart.hexsides['canal']?.bridgeMove ?? 2) * ctx.unitsPerMp;
  ctx.board.openHexsides(
    ctx.bridges.flatMap((br, b) => (bridgeStands(s, b) ? [{ a: br.east, b: br.west, cost }] : [])),
  );
  // paths (retreats) cross the canal where a bridge stands: the hexside class 'bridge' opens it
  ctx.bridges.forEach((br, b) => ctx.board.setHexside(br.east, br.west, 'bridge', bridgeStands(s, b)));
}

/** Removes a counter from play (B-I.3, B-P, B-M.3, B-N): scored by B-R.2 where it counts. */
export function eliminate(ctx: Context, s: State, u: number, rule: string, emit: Emit): void {
  const hex = s.hex[u]! >= 0 ? ctx.board.id(s.hex[u]!) : null;
  s.steps[u] = 0;
  s.loc[u] = ELIMINATED;
  s.hex[u] = -1;
  s.shock[u] = -1;
  s.samMov[u] = 0;
  s.landing[u] = NO_LANDING;
  emit?.({ type: 'eliminated', unit: ctx.units[u]!.id, hex, rule });
  scoreElimination(ctx, s, u, emit);
}

/** One step lost: the counter flips to its reduced face, or is eliminated if it was reduced (B-I.3). */
export function loseStep(ctx: Context, s: State, u: number, rule: string, emit: Emit): void {
  if (s.steps[u]! <= 1) {
    eliminate(ctx, s, u, rule, emit);
    return;
  }
  s.steps[u]!--;
  emit?.({ type: 'reduced', unit: ctx.units[u]!.id, hex: s.hex[u]! >= 0 ? ctx.board.id(s.hex[u]!) : null, rule });
}
