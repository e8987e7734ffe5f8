// Every action the rules allow now (each is accepted by apply): the moves
// of every counter that may move, SAM MOV markers, recovery, exits, the
// decisions of the phase's own module, and the end of the phase.
import type { Context } from './context.js';
import { cannotExit } from './exit.js';
import { cannotMove, routes } from './movement.js';
import { recoveryCost } from './recovery.js';
import { cannotMarkSam } from './sam.js';
import { placements, SETUP } from './setup.js';
import { isMovementPhase, phaseModule } from './sequence.js';
import { hasPending } from './pending.js';
import type { State } from './state.js';
import type { Action } from './types.js';

export function legalActions(ctx: Context, s: State): Action[] {
  if (s.phase === 'over') return [];
  const out: Action[] = [];
  if (s.phase === SETUP) {
    for (const p of placements(ctx, s))
      out.push({ type: 'place', unit: ctx.units[p.unit]!.id, hex: ctx.board.id(p.hex) });
    out.push({ type: 'end' });
    return out;
  }
  const module = phaseModule(s);
  if (!hasPending(s) && isMovementPhase(s)) movementActions(ctx, s, out);
  else module.legal(ctx, s, out);
  if (!hasPending(s) && !module.blockEnd?.(ctx, s)) out.push({ type: 'end' });
  return out;
}

function movementActions(ctx: Context, s: State, out: Action[]): void {
  for (let u = 0; u < ctx.units.length; u++) {
    if (ctx.unitSide[u] !== s.side) continue;
    const id = ctx.units[u]!.id;
    if (!('code' in recoveryCost(ctx, s, u))) out.push({ type: 'recover', unit: id });
    if (ctx.units[u]!.kind === 'sam') {
      if (!cannotMarkSam(ctx, s, u, true)) out.push({ type: 'sam-mov', unit: id });
      if (!cannotMarkSam(ctx, s, u, false)) out.push({ type: 'sam-ready', unit: id });
    }
    if (cannotMove(ctx, s, u)) continue;
    const r = routes(ctx, s, u);
    for (let i = 0; i < r.count; i++) out.push({ type: 'move', unit: id, hex: ctx.board.id(r.hexes[i]!) });
    if (!cannotExit(ctx, s, u, r)) out.push({ type: 'exit', unit: id });
  }
}
