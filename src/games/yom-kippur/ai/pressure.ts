// What a side's units threaten in their coming combat phase: the search
// looks within one phase, so a move next to an enemy unit would score
// nothing until the attack is made — and a side would never close in on the
// units that score against it (an Israeli brigade west of the canal). Each
// enemy ground unit with some of the side's strength next to it, on its own
// bank of the canal (B-J.1: no combat across it), counts its worth times a
// rough chance the attack takes it (B-I.2: the more the odds, the likelier),
// ignoring terrain: a guide for moving, not the combat (the attacks
// themselves are weighed exactly over the die by the search). A side that is
// not moving now moves before its next combat: its units that can come next
// to an enemy unit by then (within their movement allowance and one hex)
// count too, at half their strength, so a unit left within the enemy's
// reach shows the risk before the enemy has moved; once the side's last
// combat phase is over it threatens nothing. What a pass holder
// risks is the pass's own account (passes.ts), not a worth per unit.
import type { Context } from '../context.js';
import { WEST } from '../context.js';
import type { State } from '../state.js';
import { movementOf, onMap, strengthOf } from '../units.js';
import { itemsOf } from '../victory.js';
import { combatClock } from './combat-clock.js';
import { PER_CF } from './points.js';

/** Chance-like credit per point of odds (attack ÷ defence), and its ceiling. */
const PER_ODDS = 0.12;
const MOST = 0.5;
/** Share of its strength a unit that must move first to attack adds to the threat. */
const FROM_AFAR = 0.5;

interface Worth {
  /** What eliminating an enemy unit scores for each side (B-R.2 kill). */
  kill: number[];
  /** What each side scores per unit west of the canal at the end (B-R.1). */
  west: number[];
}

const worths = new WeakMap<Context, Worth>();

function worthOf(ctx: Context): Worth {
  let w = worths.get(ctx);
  if (!w) {
    w = { kill: [], west: [] };
    for (let side = 0; side < ctx.sides.length; side++) {
      const items = itemsOf(ctx, side);
      w.kill.push(items.find((i) => i.rule === 'kill')?.vp ?? 0);
      w.west.push(items.find((i) => i.rule === 'units-west')?.vp ?? 0);
    }
    worths.set(ctx, w);
  }
  return w;
}

/** Per hex: one side's ground strength there (reused between calls: the search asks thousands of times). */
const scratch = new WeakMap<Context, Float64Array[]>();

function strengthByHex(ctx: Context, s: State, side: number, into: Float64Array): void {
  into.fill(0);
  for (const u of ctx.ground) if (ctx.unitSide[u] === side && onMap(s, u)) into[s.hex[u]!]! += strengthOf(ctx, s, u);
}

function buffers(ctx: Context): [Float64Array, Float64Array, Float64Array] {
  let b = scratch.get(ctx);
  if (!b) {
    b = [0, 1, 2].map(() => new Float64Array(ctx.bank.length));
    scratch.set(ctx, b);
  }
  return b as [Float64Array, Float64Array, Float64Array];
}

/** What eliminating enemy unit u (standing on h) is worth to `side`: its strength, the kill, a unit west of the canal. */
function worthTo(ctx: Context, s: State, side: number, u: number, h: number): number {
  const worth = worthOf(ctx);
  const enemy = ctx.unitSide[u]!;
  return PER_CF * strengthOf(ctx, s, u) + worth.kill[side]! + (ctx.bank[h] === WEST ? worth.west[enemy]! : 0);
}

/** The strength `side` could bring next to h from afar by its next combat phase (same bank, B-J.1), at FROM_AFAR. */
function fromAfar(ctx: Context, s: State, side: number, h: number): number {
  let cf = 0;
  for (const u of ctx.ground) {
    if (ctx.unitSide[u] !== side || !onMap(s, u)) continue;
    const at = s.hex[u]!;
    if (ctx.bank[at] !== ctx.bank[h]) continue;
    const d = ctx.board.distance(at, h);
    if (d > 1 && d <= movementOf(ctx, s, u) + 1) cf += strengthOf(ctx, s, u);
  }
  return FROM_AFAR * cf;
}

/** Calls f(k) for each neighbour k of h on the same bank of the canal (B-J.1: no combat across it). */
function forEachFoe(ctx: Context, h: number, f: (k: number) => void): void {
  for (let d = 0; d < 6; d++) {
    const k = ctx.board.neighbour(h, d);
    if (k >= 0 && k < ctx.bank.length && ctx.bank[k] === ctx.bank[h]) f(k);
  }
}

/**
 * Per hex: the worth of the most valuable enemy unit a unit of `side`
 * standing there could attack (0 where none), for ordering moves. The
 * array is reused by the next call.
 */
export function targets(ctx: Context, s: State, side: number): Float64Array {
  const best = buffers(ctx)[2];
  best.fill(0);
  for (const u of ctx.ground) {
    if (!ctx.enemies[side]!.includes(ctx.unitSide[u]!) || !onMap(s, u)) continue;
    const h = s.hex[u]!;
    const w = worthTo(ctx, s, side, u, h);
    forEachFoe(ctx, h, (k) => (best[k] = Math.max(best[k]!, w)));
  }
  return best;
}

/**
 * The worth of the enemy units `side` threatens, each times a rough chance
 * its attack takes it. `scorers` multiplies the credit per point of odds,
 * and its ceiling, for the enemy units that score where they stand (B-R.1:
 * an Israeli unit west of the canal), so that each unit brought next to one
 * pays more before the odds reach the table's first result.
 */
export function pressure(ctx: Context, s: State, side: number, scorers = 1): number {
  const worth = worthOf(ctx);
  const [mine, theirs] = buffers(ctx);
  strengthByHex(ctx, s, side, mine);
  // a threat is worth what the side's combat phases left can make of it (combat-clock.ts)
  const { left, movesFirst } = combatClock(ctx, s, side);
  if (left === 0) return 0;
  let total = 0;
  for (const enemy of ctx.enemies[side]!) {
    strengthByHex(ctx, s, enemy, theirs);
    for (const u of ctx.ground) {
      if (ctx.unitSide[u] !== enemy || !onMap(s, u)) continue;
      const h = s.hex[u]!;
      let attack = 0;
      forEachFoe(ctx, h, (k) => (attack += mine[k]!));
      if (movesFirst) attack += fromAfar(ctx, s, side, h);
      if (attack === 0) continue;
      const k = ctx.bank[h] === WEST && worth.west[enemy]! > 0 ? scorers : 1;
      // at the odds against the whole stack: two stacked units defend together (B-I.1)
      total += worthTo(ctx, s, side, u, h) * Math.min(k * MOST, (k * PER_ODDS * attack) / Math.max(1, theirs[h]!));
    }
  }
  return total;
}
