// B-K capturing bridges: a bridge is taken when, in its enemy's combat
// phase, one of the enemy's ground units stands next to it (on the bridge
// hex, beside it on the same bank, or at its far end across the canal) and
// no unit of the bridge's side holds the bridge hex; taken bridges are
// removed at the end of that combat phase and score (B-R.1).
import type { Context } from '../context.js';
import type { Emit } from '../events.js';
import { CAPTURED, INTACT, REMOVED, type State } from '../state.js';
import { perContext } from '../../../engine/per-context.js';
import { occupantsOf, type Occupants } from '../units.js';
import { scoreBridge } from '../victory.js';
import { canFight } from './declare.js';

/** Per game definition, per bridge: the hexes next to it (its hex, its far end, the land neighbours its hex can fight). */
const nearBridges = perContext((ctx: Context): number[][] =>
  ctx.bridges.map((br) => {
    const near = [br.east, br.west];
    for (let d = 0; d < 6; d++) {
      const n = ctx.board.neighbour(br.east, d);
      if (n >= 0 && !near.includes(n) && canFight(ctx, br.east, n)) near.push(n);
    }
    return near;
  }),
);

/** Is a ground unit of the phasing side next to bridge b (its hex, a land neighbour, or the far end)? */
function besieged(ctx: Context, s: State, occ: Occupants, b: number): boolean {
  const br = ctx.bridges[b]!;
  for (let u = occ.first[br.east]!; u >= 0; u = occ.next[u]!) if (ctx.unitSide[u] === br.side) return false; // defended: fight first
  for (const h of nearBridges(ctx)[b]!)
    for (let u = occ.first[h]!; u >= 0; u = occ.next[u]!)
      if (ctx.unitSide[u] === s.side && ctx.units[u]!.kind === 'ground') return true;
  return false;
}

/** B-K: bridges of the phasing side's enemies it takes now. */
export function markCaptures(ctx: Context, s: State, emit: Emit): void {
  let occ: Occupants | null = null; // who stands where, read once for every bridge
  for (let b = 0; b < ctx.bridges.length; b++) {
    const br = ctx.bridges[b]!;
    if (s.bridges[b] !== INTACT || br.side === s.side) continue;
    occ ??= occupantsOf(ctx, s);
    if (!besieged(ctx, s, occ, b)) continue;
    s.bridges[b] = CAPTURED;
    emit?.({ type: 'bridge', bridge: br.id, state: 'captured', rule: 'B-K' });
  }
}

/** B-K: at the end of the combat phase the bridges taken are removed, and scored (B-R.1). */
export function removeCaptured(ctx: Context, s: State, emit: Emit): void {
  markCaptures(ctx, s, emit);
  ctx.bridges.forEach((br, b) => {
    if (s.bridges[b] !== CAPTURED) return;
    s.bridges[b] = REMOVED;
    emit?.({ type: 'bridge', bridge: br.id, state: 'removed', rule: 'B-K' });
    scoreBridge(ctx, s, s.side, br.id, emit);
  });
}
