// The chance node after an action: when the action rolls the die, one state
// per face, each with its probability; otherwise the one state it leads to.
// The rolls are forced through the state's dice (rng.ts), the same way a
// record or a test forces them, so the search runs the game's own rules.
import type { BaseAction, BaseEvent, BaseState, GameRules } from '../../contract.js';

export interface Outcome<S> {
  state: S;
  probability: number;
}

const ignore = () => {};

/**
 * The states `action` leads to from `s` (left unchanged). An action that
 * rolls more than once is branched on its first roll; later rolls come
 * from the state's generator, as in a playout.
 */
export function outcomesOf<S extends BaseState, A extends BaseAction, C>(
  rules: GameRules<S, A, BaseEvent, C>,
  ctx: C,
  s: S,
  action: A,
): Outcome<S>[] {
  const faces = rules.descriptor.die.faces;
  const first = rules.cloneState(s);
  first.forced = [1];
  const rolled = rules.apply(ctx, first, action, ignore).die !== undefined;
  if (!rolled) {
    first.forced = s.forced.slice();
    return [{ state: first, probability: 1 }];
  }
  const out: Outcome<S>[] = [{ state: first, probability: 1 / faces }];
  for (let face = 2; face <= faces; face++) {
    const next = rules.cloneState(s);
    next.forced = [face];
    rules.apply(ctx, next, action, ignore);
    out.push({ state: next, probability: 1 / faces });
  }
  return out;
}
