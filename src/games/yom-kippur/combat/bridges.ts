// B-K capturing bridges: a bridge is taken when, in its enemy's combat
// phase, one of the enemy's ground units stands next to it (on the bridge
// hex, beside it on the same bank, or at its far end across the canal) and
// no unit of the bridge's side holds the bridge hex; taken bridges are
// removed at the end of that combat phase and score (B-R.1).
import type { Context } from '../context.js';
import type { Emit } from '../events.js';
import { CAPTURED, INTACT, REMOVED, type State } from '../state.js';
import { onMap, unitsAt } from '../units.js';
import { scoreBridge } from '../victory.js';
import { canFight } from './declare.js';

/** Is a ground unit of the phasing side next to bridge b (its hex, a land neighbour, or the far end)? */
function besieged(ctx: Context, s: State, b: number): boolean {
  const br = ctx.bridges[b]!;
  if (unitsAt(ctx, s, br.east).some((u) => ctx.unitSide[u] === br.side)) return false; // defended: fight first
  const near = (h: number) => h === br.east || h === br.west || canFight(ctx, br.east, h);
  return ctx.ground.some((u) => ctx.unitSide[u] === s.side && onMap(s, u) && near(s.hex[u]!));
}

/** B-K: bridges of the phasing side's enemies it takes now. */
export function markCaptures(ctx: Context, s: State, emit: Emit): void {
  ctx.bridges.forEach((br, b) => {
    if (s.bridges[b] !== INTACT || br.side === s.side || !besieged(ctx, s, b)) return;
    s.bridges[b] = CAPTURED;
    emit?.({ type: 'bridge', bridge: br.id, state: 'captured', rule: 'B-K' });
  });
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
