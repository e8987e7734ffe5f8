// The seam between the sequence of play (sequence.ts) and the modules that
// run a phase of their own (air/, bombing, combat/): each exports one
// PhaseModule, and sequence.ts dispatches to it by the phase's kind. Actions
// are codes (action-codes.ts). The interface is declared in context.ts,
// beside the definition's extensions, which may give phases modules of their own.
import type { PhaseModule } from './context.js';

export type { PhaseModule };

/** A phase with nothing to decide but its end. */
export const emptyPhase: PhaseModule = { legal: () => {}, applyCode: () => null };
