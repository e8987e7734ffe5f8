// An action code applied (action-codes.ts): the same rule functions for the
// public API's actions (codeOf, then here) and the search's codes; with
// `emit` null they make no event and search no path for one.
import type { Outcome } from '../../engine/contract.js';
import { RulesError, toError } from '../../engine/rules-error.js';
import {
  argOf,
  END,
  EXIT,
  kindOf,
  MOVE,
  NO_OUTCOME,
  PLACE,
  RECOVER,
  SAM_MOV,
  SAM_READY,
  unitOf,
  VERBS,
} from './action-codes.js';
import { changedMany, changedOne } from './changes.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { exitMap } from './exit.js';
import { move } from './movement.js';
import { recover } from './recovery.js';
import { markSam } from './sam.js';
import { endPhase, phaseModule } from './sequence.js';
import { isSetup, notSetup } from './setup-zones.js';
import { setupRules } from './setup-rules.js';
import { OVER, type State } from './state.js';

/** Checks the code (RulesError, s untouched on refusal), then applies it in place. */
export function applyCode(ctx: Context, s: State, code: number, emit: Emit): Outcome {
  const kind = kindOf(code);
  const before = s.version;
  // changes.ts: the one counter's actions name their result from the version before; any other leaves it
  // unknown from its start (a listing asked during the action compares), then names its result
  // (a counter placed at set-up leaves it unknown)
  if (kind !== MOVE && kind !== EXIT && kind !== SAM_MOV && kind !== SAM_READY && kind !== RECOVER) s.version = 0;
  switch (kind) {
    case PLACE: {
      const outside = notSetup(s);
      if (outside) throw toError(outside);
      setupRules().place(ctx, s, unitOf(code), argOf(code), emit);
      return NO_OUTCOME;
    }
    case MOVE:
      move(ctx, s, unitOf(code), argOf(code), emit);
      changedOne(s, before, unitOf(code));
      return NO_OUTCOME;
    case EXIT:
      exitMap(ctx, s, unitOf(code), emit);
      changedOne(s, before, unitOf(code));
      return NO_OUTCOME;
    case SAM_MOV:
    case SAM_READY:
      markSam(ctx, s, unitOf(code), kind === SAM_MOV, emit);
      changedOne(s, before, unitOf(code));
      return NO_OUTCOME;
    case RECOVER:
      recover(ctx, s, unitOf(code), emit);
      changedOne(s, before, unitOf(code));
      return NO_OUTCOME;
    case END:
      if (isSetup(s)) setupRules().endSetup(ctx, s, emit);
      else endPhase(ctx, s, emit);
      changedMany(s);
      return NO_OUTCOME;
    default: {
      const module = s.phaseNumber !== OVER ? phaseModule(ctx, s) : null;
      const out = module ? module.applyCode(ctx, s, code, emit) : null;
      if (out) {
        if (module!.named) module!.named(s, before, code);
        else changedMany(s);
        return out;
      }
      throw new RulesError('not-now', 'B-E', `No ${JSON.stringify(VERBS[kind])} in the ${s.phase} phase`);
    }
  }
}
