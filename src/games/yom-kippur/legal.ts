// Every action the rules allow now, as codes (action-codes.ts), each
// accepted by applyCode: the moves of every counter that may move, SAM MOV
// markers, recovery, exits, the decisions of the phase's own module, and
// the end of the phase. Match's legalActions() is these codes translated, in order.
import type { ActionBuffer } from '../../engine/action-buffer.js';
import { encode, END, PLACE } from './action-codes.js';
import type { Context } from './context.js';
import { movementListing } from './movement-listing.js';
import { hasPending } from './pending.js';
import { isSetup } from './setup-zones.js';
import { setupRules } from './setup-rules.js';
import { isMovementPhase, phaseModule } from './sequence.js';
import { OVER, type State } from './state.js';

export const END_CODE = encode(END);

/** Every legal action's code into `out` (cleared first). */
export function legalCodes(ctx: Context, s: State, out: ActionBuffer): void {
  out.clear();
  if (s.phaseNumber === OVER) return;
  if (isSetup(s)) {
    for (const p of setupRules().placements(ctx, s)) out.push(encode(PLACE, p.unit, p.hex));
    out.push(END_CODE);
    return;
  }
  const module = phaseModule(ctx, s);
  if (!hasPending(s) && isMovementPhase(s)) movementListing(ctx).list(ctx, s, out);
  else module.legal(ctx, s, out);
  if (!hasPending(s) && !module.blockEnd?.(ctx, s)) out.push(END_CODE);
}
