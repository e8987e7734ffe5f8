// Every legal action in the current state, OpenSpiel-style: the AI, the
// random player and the fuzzer choose among these, so they can never break
// a rule. Each action is one the Game would accept as it is.
import type { Context } from './context.js';
import type { Action } from './record.js';
import type { State } from './state.js';
import * as movement from './movement.js';
import * as combat from './combat.js';
import { mustAttack } from './sequence.js';

const id = (ctx: Context, u: number) => ctx.units[u]!.id;

/** Non-empty subsets of `items` (attackers adjacent to one defender: six at most). */
function subsets<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

export function legalActions(ctx: Context, s: State): Action[] {
  if (s.phase === 'over') return [];
  const p = s.pending;
  if (p) {
    if (p.kind === 'retreat') {
      return p.units.flatMap((u) =>
        combat.safeHexes(ctx, s, u).map((h): Action => ({ type: 'retreat', unit: id(ctx, u), hex: ctx.board.id(h) })),
      );
    }
    if (p.kind === 'exchange') {
      return subsets(p.units)
        .filter((set) => set.reduce((t, u) => t + ctx.units[u]!.strength, 0) >= p.strength)
        .map((set): Action => ({ type: 'exchange', units: set.map((u) => id(ctx, u)) }));
    }
    const advances = p.units.flatMap((u) =>
      p.hexes
        .filter((h) => combat.mayAdvance(ctx, s, u, h))
        .map((h): Action => ({ type: 'advance', unit: id(ctx, u), hex: ctx.board.id(h) })),
    );
    return [{ type: 'advance', unit: null }, ...advances];
  }
  const out: Action[] = [];
  const own = ctx.units.map((_, u) => u).filter((u) => ctx.unitSide[u] === s.side);
  if (s.phase === 'movement') {
    for (const u of own) {
      for (const h of movement.destinations(ctx, s, u).costs.keys())
        out.push({ type: 'move', unit: id(ctx, u), hex: ctx.board.id(h) });
      if (typeof movement.crossingCost(ctx, s, u) === 'number') out.push({ type: 'cross', unit: id(ctx, u) });
    }
  } else {
    for (const t of combat.bombardTargets(ctx, s)) out.push({ type: 'bombard', target: id(ctx, t) });
    const artillery = combat.artilleryAvailable(ctx, s) > 0;
    for (let d = 0; d < ctx.units.length; d++) {
      if (s.loc[d] !== 'map' || s.defended[d] || ctx.unitSide[d] === s.side) continue;
      const able = own.filter((a) => combat.mayAttack(ctx, s, a, d));
      for (const set of subsets(able)) {
        const attackers = set.map((a) => id(ctx, a));
        out.push({ type: 'attack', attackers, defender: id(ctx, d), artillery: false });
        if (artillery) out.push({ type: 'attack', attackers, defender: id(ctx, d), artillery: true });
      }
    }
  }
  if (mustAttack(ctx, s).length === 0) out.push({ type: 'end' });
  return out;
}
