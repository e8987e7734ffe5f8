// The chance node after an action: when the action rolls the die, one state
// per face, each with its probability; otherwise the one state it leads to.
// Each face is forced through the state's dice (rng.ts, forceDie), the same
// way a record or a test forces them, so the search runs the game's own
// rules; the states are copies into spare states (spare-states.ts).
import type { BaseEvent, BaseState } from '../../contract.js';
import { forceDie } from '../../rng.js';
import type { SearchRules } from '../../search-state.js';
import type { SpareStates } from '../../spare-states.js';

export interface Outcome<S> {
  state: S;
  probability: number;
}

/**
 * The states the action of `code` leads to from `s` (left unchanged), in
 * copies from `copies` (give them back with copies.release when done). An
 * action that rolls more than once is branched on its first roll; later
 * rolls come from any dice forced on `s`, then from the state's generator,
 * as in a playout.
 */
export function outcomesOf<S extends BaseState, C>(
  rules: SearchRules<S, C, BaseEvent>,
  ctx: C,
  s: S,
  code: number,
  copies: SpareStates<S>,
): Outcome<S>[] {
  const faces = rules.descriptor.die.faces;
  const first = played(rules, ctx, s, code, copies, 1);
  // the face forced is still there when the action rolled nothing
  if (first.forced.length > s.forced.length) {
    first.forced.shift();
    return [{ state: first, probability: 1 }];
  }
  const out: Outcome<S>[] = [{ state: first, probability: 1 / faces }];
  for (let face = 2; face <= faces; face++)
    out.push({ state: played(rules, ctx, s, code, copies, face), probability: 1 / faces });
  return out;
}

/** A copy of `s` after the action of `code`, its next roll forced to `face`. */
function played<S extends BaseState, C>(
  rules: SearchRules<S, C, BaseEvent>,
  ctx: C,
  s: S,
  code: number,
  copies: SpareStates<S>,
  face: number,
): S {
  const next = copies.copyOf(s);
  forceDie(next, face);
  try {
    rules.applyCode(ctx, next, code, null);
  } catch (e) {
    copies.release(next);
    throw e;
  }
  return next;
}
