// Where each side wants its units, read from the victory conditions
// (scenario.json `victory`, B-R) rather than typed here. Two kinds:
// - "held" objectives (a pass, a fort, a bridge) are worth their points to
//   the side whose units stand on or next to them: one unit near is most
//   of it, a second adds a little, more add nothing, so units spread over
//   the objectives instead of crowding the richest one;
// - "each" objectives (every unit west of the canal, every unit exited)
//   pay per unit, so each unit is pulled toward them;
// - "stand" objectives (one's own bridges) are worth something only with a
//   unit standing on them: an enemy unit next to an empty bridge takes it
//   (B-K), and with it a road across the canal.
// Each objective carries a distance field (hexes over land, per hex),
// computed once per game definition.
import type { Context } from '../context.js';
import { WEST } from '../context.js';
import { startOf } from '../reinforcements.js';
import { itemsOf } from '../victory.js';
import { MAP } from '../state.js';

/** Share of an objective's points a unit standing on it is credited with before it scores. */
export const HOLD = 0.5;
/** Hexes beyond which a unit counts nothing toward a held objective. */
const REACH = 16;
/** How much a unit d hexes from a held objective counts toward it: all of it on it, nothing REACH hexes away. */
export const near = (d: number): number => Math.max(0, 1 - d / REACH);

export interface Objective {
  what: string;
  worth: number;
  /** held: the nearest unit earns it; pass: the side's own pass (B-R.2, passes.ts); each: per unit; stand: guard a bridge. */
  kind: 'held' | 'pass' | 'each' | 'stand';
  /** The defence the objective's terrain adds to a stack on it (B-J.3 hills: the passes). */
  defence: number;
  /** The bridge (index in ctx.bridges) a "stand" objective guards: nothing once it is removed. */
  bridge?: number;
  /** Per hex: hexes over land to the nearest of the objective's hexes (a large number where none is reachable). */
  distance: Int16Array;
  /** each: per hex, 1 where a unit standing there scores the objective's points now (B-R.1: every west-bank hex). */
  scores?: Uint8Array;
}

const FAR = 999;

/** Multi-source breadth-first distance over land hexes (water and off-map stop it; the canal does not). */
function distanceField(ctx: Context, targets: readonly number[]): Int16Array {
  const n = ctx.bank.length;
  const dist = new Int16Array(n).fill(FAR);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (const t of targets)
    if (t >= 0 && t < n && dist[t] === FAR) {
      dist[t] = 0;
      queue[tail++] = t;
    }
  while (head < tail) {
    const h = queue[head++]!;
    for (let d = 0; d < 6; d++) {
      const k = ctx.board.neighbour(h, d);
      if (k < 0 || k >= n || ctx.bank[k] === 0 || dist[k] !== FAR) continue;
      dist[k] = dist[h]! + 1;
      queue[tail++] = k;
    }
  }
  return dist;
}

/** B-J.3: what a hex's terrain adds to the defence of a stack on it (terrain.json). */
function terrainDefence(ctx: Context, h: number): number {
  const t = ctx.data.chart.terrain[ctx.board.terrain[h]!];
  return t && 'defence' in t ? (t.defence?.addPerHex ?? 0) : 0;
}

/** B-R: the objectives a side's victory conditions give it, and those of its enemies it gains by denying. */
function objectivesOf(ctx: Context, side: number): Objective[] {
  const out: Objective[] = [];
  const add = (
    what: string,
    worth: number,
    kind: Objective['kind'],
    hexes: readonly number[],
    bridge?: number,
    scores?: Uint8Array,
  ) =>
    hexes.length &&
    out.push({
      what,
      worth,
      kind,
      defence: Math.max(...hexes.map((h) => terrainDefence(ctx, h))),
      distance: distanceField(ctx, hexes),
      ...(bridge !== undefined && { bridge }),
      ...(scores && { scores }),
    });
  const westBank = Array.from(ctx.bank.keys()).filter((h) => ctx.bank[h] === WEST && ctx.canalSide[h]);
  // forts never move: their set-up hexes (B-D)
  const forts = (of: number) => ctx.forts.filter((f) => ctx.unitSide[f] === of && startOf(ctx, f).loc === MAP);
  const fortHex = (f: number) => [startOf(ctx, f).hex];
  for (const item of itemsOf(ctx, side)) {
    switch (item.rule) {
      case 'pass': // B-R.2: each pass held
        for (const [name, hexes] of Object.entries(item.passes ?? {}))
          add(
            `the ${name} pass`,
            item.vp,
            'pass',
            hexes.map((h) => ctx.board.index(h)),
          );
        break;
      case 'units-west': // B-R.1: every unit west of the canal
        add(
          'west of the canal',
          item.vp,
          'each',
          westBank,
          undefined,
          Uint8Array.from(ctx.bank, (b) => (b === WEST ? 1 : 0)),
        );
        break;
      case 'fort-intact': // B-R.1: one's forts kept
        for (const f of forts(side)) add(`hold ${ctx.units[f]!.name}`, item.vp, 'held', fortHex(f));
        break;
      case 'bridge-destroyed': // B-K, B-R.1: the enemy's bridges taken
        for (const b of ctx.bridges) if (b.side !== side) add(b.id, item.vp, 'held', [b.east]);
        break;
      case 'exit': // B-R.2: every unit exited toward Israel
        if (item.exitHex) add('the coastal road', item.vp, 'each', [ctx.board.index(item.exitHex)]);
        break;
    }
  }
  // what an enemy's condition rewards, this side gains by denying: half as much
  for (const enemy of ctx.enemies[side]!) {
    for (const item of itemsOf(ctx, enemy)) {
      if (item.rule === 'pass')
        for (const [name, hexes] of Object.entries(item.passes ?? {}))
          add(
            `deny the ${name} pass`,
            item.vp / 2,
            'held',
            hexes.map((h) => ctx.board.index(h)),
          );
      if (item.rule === 'fort-intact')
        for (const f of forts(enemy)) add(`take ${ctx.units[f]!.name}`, item.vp, 'held', fortHex(f));
      // B-K: a bridge the enemy takes scores for it, and opens it a road west (B-R.1 units west of the canal)
      const west = itemsOf(ctx, enemy).find((i) => i.rule === 'units-west')?.vp ?? 0;
      if (item.rule === 'bridge-destroyed')
        ctx.bridges.forEach((b, i) => b.side === side && add(`guard ${b.id}`, item.vp + west, 'stand', [b.east], i));
    }
  }
  return out;
}

const cache = new WeakMap<Context, Objective[][]>();

/** Each side's objectives (index by side). */
export function objectives(ctx: Context): readonly (readonly Objective[])[] {
  let all = cache.get(ctx);
  if (!all) {
    all = ctx.sides.map((_, side) => objectivesOf(ctx, side));
    cache.set(ctx, all);
  }
  return all;
}
