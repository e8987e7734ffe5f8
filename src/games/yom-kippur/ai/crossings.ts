// The crossings still to come: how much a unit on the east bank counts
// toward an objective that pays per unit west of the canal (B-R.1) depends
// on where it can still cross. Two ways over (B-G.4b): straight across a
// canal hexside from a hex that has one, into the hex opposite, unless an
// enemy unit stands there, and attacking at half strength any enemy unit
// next to where it lands (a loss eliminates it); or over an enemy bridge
// no enemy unit stands on (B-K). So a landing hex is shut by an enemy unit
// on it and made dear by enemy units next to it, and the side that would
// be crossed into sees what guarding the west bank is worth before a unit
// has crossed (the points count a unit only once it is there, and after
// the defender's last combat phase nothing can answer it).
// Each way over is a hex on the east bank with its landing hexes; a unit
// counts the best of them, its worth less FADE a hex to reach it and one
// more to cross, times how open the landing is. In the last Game-Turn a
// unit crosses straight over only from the canal hex it begins its first
// movement phase on, and from then on only by a bridge, so that the
// defender's last moves guard the ways still open, not the whole canal.
import type { Context } from '../context.js';
import { EAST, WEST } from '../context.js';
import { REMOVED, type State } from '../state.js';
import { currentPhase } from '../turns.js';
import { onMap, strengthOf } from '../units.js';
import { distanceField, type Objective } from './objectives.js';

interface Way {
  /** Hexes over land from each hex to the way's east-bank hex. */
  distance: Int16Array;
  /** Where a unit crossing there lands. */
  landings: readonly number[];
  /** The enemy bridge it crosses (index in ctx.bridges), or -1: straight across the canal, attacking on landing. */
  bridge: number;
}

const ways = new WeakMap<Context, Way[]>();

/** Every way over: each east-bank hex with a canal hexside (B-G.4b), and each bridge (B-G.4). */
function waysOver(ctx: Context): Way[] {
  let all = ways.get(ctx);
  if (all) return all;
  all = [];
  const board = ctx.board;
  for (let h = 0; h < ctx.bank.length; h++) {
    if (ctx.bank[h] !== EAST || !ctx.canalSide[h]) continue;
    const landings: number[] = [];
    for (let d = 0; d < 6; d++) {
      const k = board.neighbour(h, d);
      if (k >= 0 && k < ctx.bank.length && ctx.bank[k] === WEST && board.hasSide(h, d, 'canal')) landings.push(k);
    }
    if (landings.length) all.push({ distance: distanceField(ctx, [h]), landings, bridge: -1 });
  }
  ctx.bridges.forEach((b, i) => all!.push({ distance: distanceField(ctx, [b.east]), landings: [b.west], bridge: i }));
  ways.set(ctx, all);
  return all;
}

/** Per hex: the strength of `side`'s enemies there (reused between calls). */
const scratch = new WeakMap<Context, Float64Array>();

function enemyStrength(ctx: Context, s: State, side: number): Float64Array {
  let cf = scratch.get(ctx);
  if (!cf) {
    cf = new Float64Array(ctx.bank.length);
    scratch.set(ctx, cf);
  }
  cf.fill(0);
  for (const u of ctx.ground)
    if (ctx.enemies[side]!.includes(ctx.unitSide[u]!) && onMap(s, u)) cf[s.hex[u]!]! += strengthOf(ctx, s, u);
  return cf;
}

/** The enemy strength next to landing hex h on its own bank (B-J.1): what a unit landing there must attack. */
function guardsNext(ctx: Context, cf: Float64Array, h: number): number {
  let sum = 0;
  for (let d = 0; d < 6; d++) {
    const k = ctx.board.neighbour(h, d);
    if (k >= 0 && k < ctx.bank.length && ctx.bank[k] === WEST) sum += cf[k]!;
  }
  return sum;
}

/** Which straight crossings (B-G.4b) are still open to `side`: all ('any'), only from where its units stand ('standing'), or none. */
type Straight = 'any' | 'standing' | 'none';

function straightCrossings(ctx: Context, s: State, side: number): Straight {
  const phases = ctx.phases[side] ?? [];
  const crossing = phases.findIndex((p) => p.directCanalCrossing);
  if (crossing < 0) return 'none';
  // before the last Game-Turn a unit may still reach a canal hex and begin a later first movement phase on it
  if (s.turn < ctx.data.scenario.turns) return 'any';
  if (s.side !== side) return side > s.side ? 'standing' : 'none';
  const now = phases.findIndex((p) => p === currentPhase(ctx, s));
  return now >= 0 && now <= crossing ? 'standing' : 'none';
}

/**
 * Whether the side's last straight crossings are at hand (the last Game-Turn):
 * a way still open then is taken whole, not half as a distant objective is.
 */
export const lastCrossings = (ctx: Context, s: State, side: number): boolean =>
  straightCrossings(ctx, s, side) !== 'any';

/**
 * What `side`'s units earn toward objective o (per unit west of the canal,
 * `o.scores`), each unit on the east bank by the best way over still open
 * to it; `fade` is what the objective loses per hex.
 */
export function westward(ctx: Context, s: State, side: number, o: Objective, fade: number): number {
  const cf = enemyStrength(ctx, s, side);
  const all = waysOver(ctx);
  const straight = straightCrossings(ctx, s, side);
  let sum = 0;
  // B-R.1: dropped paratroops west of the canal score only once a unit that was not dropped is there too
  let landed = false;
  let dropped = 0;
  let surest = 0;
  for (const u of ctx.ground) {
    if (ctx.unitSide[u] !== side || !onMap(s, u)) continue;
    const h = s.hex[u]!;
    if (ctx.bank[h] !== EAST) {
      sum += Math.max(0, o.worth - fade * o.distance[h]!);
      if (ctx.bank[h] === WEST) {
        if (s.airborne[u]) dropped++;
        else landed = true;
      }
      continue;
    }
    // B-G.4b: an attack at half strength, rounded up, against what stands next to the landing
    const half = Math.ceil(strengthOf(ctx, s, u) / 2);
    let best = 0;
    for (const way of all) {
      const reach = o.worth - fade * (way.distance[h]! + 1);
      if (reach <= best) continue;
      // B-G.4b: straight over only from the hex the unit begins the phase on, having not moved
      if (way.bridge < 0 && straight !== 'any' && (straight === 'none' || way.distance[h] !== 0 || s.moved[u])) continue;
      let open = 0;
      if (way.bridge >= 0) {
        const b = ctx.bridges[way.bridge]!;
        if (s.bridges[way.bridge] !== REMOVED && cf[b.east] === 0 && cf[b.west] === 0) open = 1;
      } else
        for (const l of way.landings) {
          if (cf[l]! > 0) continue;
          const guard = guardsNext(ctx, cf, l);
          open = Math.max(open, guard === 0 ? 1 : half / (half + guard));
        }
      best = Math.max(best, reach * open);
    }
    sum += best;
    surest = Math.max(surest, best / o.worth);
  }
  // the first unit over makes the paratroops there score too
  return landed ? sum : sum + surest * dropped * o.worth;
}
