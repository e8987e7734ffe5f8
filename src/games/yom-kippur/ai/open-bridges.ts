// B-G.4b: Israeli units cross Egypt's bridges under the same rules as
// Egypt's own (B-G.4a), in any movement phase, unless an Egyptian unit
// stands on the bridge's hex (no unit enters an enemy's hex, B-F); over
// there each scores 5 VP at the end (B-R.1). The standing counts a bridge
// guarded (objectives.ts, a "stand" objective) but not the enemy that can
// use it next: a bridge left empty within an enemy unit's reach counts
// against its side a share of what that unit would score over the canal,
// and its hex is a destination worth weighing (heuristics.ts; the levels
// that weigh it: players.ts). So, where a level weighs them too, does each
// west-bank hex an enemy unit on a lake or sea shore may land on by raft
// in its next first movement phase (B-G.5b), left with no unit of the side
// on it: a landing is a way over as a bridge is.
import { perContext } from '../../../engine/per-context.js';
import { WEST, type Context } from '../context.js';
import type { State } from '../state.js';
import { raftLandings, raftsOf } from '../movement.js';
import { RouteSet } from '../route-set.js';
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
 * Per shore hex and movement budget: the west-bank hexes a raft move from
 * there reaches (movement.ts raftLandings, B-G.5b), on an empty board (the
 * guards are counted apart), found once.
 */
const westLandings = perContext((ctx: Context) => {
  const found = new RouteSet(ctx.board.hexCount);
  const kept = new Map<number, Int32Array>();
  return (from: number, budget: number): Int32Array => {
    const key = from * 1024 + budget;
    let hexes = kept.get(key);
    if (!hexes) {
      found.begin(-1);
      raftLandings(ctx, from, budget, 0, found);
      const west: number[] = [];
      for (let i = 0; i < found.foundCount; i++) if (ctx.bank[found.foundAt(i)] === WEST) west.push(found.foundAt(i));
      kept.set(key, (hexes = Int32Array.from(west)));
    }
    return hexes;
  };
});

/** Per side: whether its units cross water by raft in one of its phases (B-G.5b: the first movement phase). */
const raftsIn = perContext((ctx: Context) =>
  ctx.sides.map((_, side) => raftsOf(ctx, side) && (ctx.phases[side] ?? []).some((p) => p.rafts)),
);

/** Per hex: whether a landing there is counted already (reused between calls). */
const landingsCounted = perContext((ctx: Context) => new Uint8Array(ctx.bank.length));

/**
 * Whether enemy `e` has a first movement phase still to come, the one with
 * column movement (B-G.3) that carries a unit furthest: from its start on,
 * the ways over are no longer counted.
 */
function firstMoveAhead(ctx: Context, s: State, e: number): boolean {
  if (s.turn < ctx.data.scenario.turns) return true;
  if (s.side !== e) return e > s.side;
  const phases = ctx.phases[e] ?? [];
  const now = phases.findIndex((p) => p === currentPhase(ctx, s));
  return now >= 0 && now < phases.findIndex((p) => p.column);
}

/**
 * What `side`'s ways over the canal left open count against it: each
 * standing bridge with no unit of its own on it, EXPOSED of what the first
 * enemy unit within reach of it (twice its movement allowance and one hex,
 * on the bridge's bank: roads halve a hex's cost, B-G.3) would score over
 * the canal; each west-bank hex a raft from an enemy unit's shore hex
 * reaches (B-G.5b) with no unit of its own on it, the same, with
 * `landings`. With `into`, per hex what a unit of `side` standing there
 * would guard.
 */
export function openBridges(ctx: Context, s: State, side: number, into?: Float64Array, landings = false): number {
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
  if (!landings) return total;
  // B-G.5b: each west-bank landing a raft from an enemy unit's shore hex reaches, left with no unit of the side on it
  const counted = landingsCounted(ctx);
  counted.fill(0);
  for (const u of ctx.ground) {
    const enemy = ctx.unitSide[u]!;
    if (!ctx.enemies[side]!.includes(enemy) || !onMap(s, u)) continue;
    const from = s.hex[u]!;
    if (!ctx.shore[from] || ctx.bank[from] === WEST || !raftsIn(ctx)[enemy] || !firstMoveAhead(ctx, s, enemy)) continue;
    const worth = EXPOSED * west[enemy]!;
    for (const h of westLandings(ctx)(from, movementOf(ctx, s, u) * ctx.unitsPerMp)) {
      if (counted[h] || guards(ctx, occ, side, h) > 0) continue;
      counted[h] = 1;
      total += worth;
      if (into) into[h] = Math.max(into[h]!, worth);
    }
  }
  return total;
}
