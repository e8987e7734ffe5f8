// The seam between the sequence of play (sequence.ts) and the modules that
// run a phase of their own (air/, bombing, combat/): each exports one
// PhaseModule, and sequence.ts dispatches to it by the phase's kind. Actions
// are codes (action-codes.ts).
import type { ActionBuffer } from '../../engine/action-buffer.js';
import type { Outcome } from '../../engine/contract.js';
import type { Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import type { State } from './state.js';

export interface PhaseModule {
  /** Pushes the code of every action the module accepts now (pending decisions included), except 'end', which legal.ts adds. */
  legal(ctx: Context, s: State, out: ActionBuffer): void;
  /** Checks (RulesError, nothing changed) then applies an action code of the module; null when the verb is not its own. */
  applyCode(ctx: Context, s: State, code: number, emit: Emit): Outcome | null;
  /** The phase begins (after sequence.ts has set s.phase). */
  begin?(ctx: Context, s: State, emit: Emit): void;
  /** May the phase end now? A RulesError naming the obligation not met (B-G.4b, B-O forced attacks…), or null. */
  blockEnd?(ctx: Context, s: State): Refusal | null;
  /** Who decides now when it is not the phasing side (no decision pending): the side's index (A-K: the interceptors' owner). */
  actor?(ctx: Context, s: State): number;
  /** The phase ends (before sequence.ts moves on): e.g. B-K bridges captured are removed. */
  end?(ctx: Context, s: State, emit: Emit): void;
}

/** A phase with nothing to decide but its end. */
export const emptyPhase: PhaseModule = { legal: () => {}, applyCode: () => null };
