// A random player on the search state, for playouts and benchmarks: the
// sampling of ai/random-player.ts in action codes (a random unit, then one
// of its moves; a random target, then a random set of the units that may
// attack it; phases end with growing probability so games finish), with
// no object made per action.
import type { ActionBuffer } from '../../engine/action-buffer.js';
import type { Random } from '../../engine/rng.js';
import type { CodePolicy } from '../../engine/search-state.js';
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import type { State } from './state.js';
import * as movement from './movement.js';
import * as combat from './combat.js';
import { attacksOwed } from './sequence.js';
import { legalCodes } from './legal.js';
import { ATTACK, BOMBARD, CROSS, encode, END, kindOf, MOVE, WITH_ARTILLERY } from './action-codes.js';

/** Units or codes to choose among; the attackers of one defender and their directions (reused). */
const choices = new Int32Array(256);
const able = new Int32Array(6);
const dirs = new Int32Array(6);

/** Units drawn at random before the sampler lists those that may move. */
const DRAWS = 4;

/** Per game definition, each side's units in unit order (made once): a side moves only its own (3.0). */
const unitsBySide = perContext((ctx: Context): readonly Int32Array[] => {
  const all = Array.from(ctx.unitSide.keys());
  return [0, 1].map((sd) => Int32Array.from(all.filter((u) => ctx.unitSide[u] === sd)));
});

const sideUnits = (ctx: Context, side: number): Int32Array => unitsBySide(ctx)[side]!;

/** A random policy with its own generator. */
export function randomPolicy(rng: Random): CodePolicy<State, Context> {
  let phaseKey = -1;
  let inPhase = 0;
  const pick = (n: number) => choices[rng.below(n)]!;

  /** A unit of the phasing side that may move, uniformly among those that may (4.0), or -1. */
  function mover(ctx: Context, s: State): number {
    const own = sideUnits(ctx, s.side);
    // rejection: a unit drawn from all the side's, kept when it may move, is uniform among those that may
    for (let t = 0; t < DRAWS; t++) {
      const u = own[rng.below(own.length)]!;
      if (movement.moveBlock(ctx, s, u) === 0) return u;
    }
    // few may: the same choice from the list of them
    let n = 0;
    for (let i = 0; i < own.length; i++) if (movement.moveBlock(ctx, s, own[i]!) === 0) choices[n++] = own[i]!;
    return n === 0 ? -1 : pick(n);
  }

  function move(ctx: Context, s: State): number {
    const u = mover(ctx, s);
    if (u < 0) return -1;
    if (movement.crossingCheck(ctx, s, u) >= 0 && rng.chance(0.5)) return encode(CROSS, u);
    const d = movement.destinations(ctx, s, u);
    if (d.count === 0) return -1;
    return encode(MOVE, u, d.hexes[rng.below(d.count)]!);
  }

  function attack(ctx: Context, s: State): number {
    let n = 0;
    const enemies = sideUnits(ctx, 1 - s.side); // 5.2, 13.1: only enemy units are attacked or bombarded
    if (combat.bombardmentOpen(ctx, s))
      for (let i = 0; i < enemies.length; i++) if (combat.bombardable(ctx, s, enemies[i]!)) choices[n++] = enemies[i]!;
    if (n > 0 && rng.chance(0.7)) return encode(BOMBARD, pick(n));
    n = 0;
    for (let i = 0; i < enemies.length; i++) {
      const d = enemies[i]!;
      if (s.defended[d]) continue;
      if (combat.attackersAround(ctx, s, d, able, dirs) > 0) choices[n++] = d;
    }
    if (n === 0) return -1;
    const d = pick(n);
    const k = combat.attackersAround(ctx, s, d, able, dirs);
    let chosen = 0;
    for (let i = 0; i < k; i++) if (rng.chance(0.5)) chosen |= dirs[i]!;
    if (chosen === 0) chosen = dirs[rng.below(k)]!;
    const artillery = combat.artilleryAvailable(ctx, s) > 0 && rng.chance(0.5);
    return encode(ATTACK, d, chosen | (artillery ? WITH_ARTILLERY : 0));
  }

  return (ctx: Context, s: State, legal: ActionBuffer): number => {
    const key = (s.turn * 2 + s.side) * 3 + (s.phase === 'movement' ? 0 : 1);
    if (key !== phaseKey) {
      phaseKey = key;
      inPhase = 0;
    }
    const actionsThisPhase = inPhase++;
    if (s.stageKind[0]) {
      legalCodes(ctx, s, legal); // a handful of retreats, exchanges or advances
      return legal.at(rng.below(legal.length));
    }
    const mayEnd = !attacksOwed(ctx, s);
    if (mayEnd && rng.chance(Math.min(1, 0.05 + actionsThisPhase / 40))) return encode(END);
    const a = s.phase === 'movement' ? move(ctx, s) : attack(ctx, s);
    if (a >= 0) return a;
    if (mayEnd) return encode(END);
    // 9.2: nothing sampled, but the rules demand an attack: one of the legal ones
    legalCodes(ctx, s, legal);
    let n = 0;
    for (let i = 0; i < legal.length; i++) if (kindOf(legal.at(i)) !== END) choices[n++] = legal.at(i);
    return pick(n);
  };
}
