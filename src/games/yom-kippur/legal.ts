// Every action the rules allow now, as codes (action-codes.ts), each
// accepted by applyCode: the moves of every counter that may move, SAM MOV
// markers, recovery, exits, the decisions of the phase's own module, and
// the end of the phase. Match's legalActions() is these codes translated, in order.
import type { ActionBuffer } from '../../engine/action-buffer.js';
import { encode, END, EXIT, MOVE, PLACE, RECOVER, SAM_MOV, SAM_READY } from './action-codes.js';
import type { Context } from './context.js';
import { exitBlock } from './exit.js';
import { destinations, moveBlock, routeCache } from './movement.js';
import { hasPending } from './pending.js';
import { mayRecover, recoveryCheck } from './recovery.js';
import { markBlock } from './sam.js';
import { placements, SETUP } from './setup.js';
import { isMovementPhase, phaseModule } from './sequence.js';
import { OVER, type State } from './state.js';

export const END_CODE = encode(END);

/** Every legal action's code into `out` (cleared first). */
export function legalCodes(ctx: Context, s: State, out: ActionBuffer): void {
  out.clear();
  if (s.phaseNumber === OVER) return;
  if (s.phase === SETUP) {
    for (const p of placements(ctx, s)) out.push(encode(PLACE, p.unit, p.hex));
    out.push(END_CODE);
    return;
  }
  const module = phaseModule(s);
  if (!hasPending(s) && isMovementPhase(s)) movementCodes(ctx, s, out);
  else module.legal(ctx, s, out);
  if (!hasPending(s) && !module.blockEnd?.(ctx, s)) out.push(END_CODE);
}

function movementCodes(ctx: Context, s: State, out: ActionBuffer): void {
  routeCache(ctx).sync(s); // once for every counter's kept routes
  const recovering = mayRecover(ctx, s); // B-Q: else no counter may be recovered now
  for (let u = 0; u < ctx.units.length; u++) {
    if (ctx.unitSide[u] !== s.side) continue;
    if (recovering && recoveryCheck(ctx, s, u) >= 0) out.push(encode(RECOVER, u));
    if (ctx.units[u]!.kind === 'sam') {
      if (!markBlock(ctx, s, u, true)) out.push(encode(SAM_MOV, u));
      if (!markBlock(ctx, s, u, false)) out.push(encode(SAM_READY, u));
    }
    if (moveBlock(ctx, s, u)) continue;
    const r = destinations(ctx, s, u, true);
    if (r.codesOf !== u) {
      for (let i = 0; i < r.count; i++) r.codes[i] = encode(MOVE, u, r.hexes[i]!);
      r.codesOf = u;
    }
    out.pushAll(r.codes, r.count);
    if (!exitBlock(ctx, s, u, r)) out.push(encode(EXIT, u));
  }
}
