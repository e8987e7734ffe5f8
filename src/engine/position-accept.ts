// A position given from outside (a page, a pasted string, a record) is
// accepted only if a game can be played from it: plain data, a state the
// game's own reader builds, every invariant holding, and a legal action for
// whoever must decide unless the game is over. Anything else is a
// PositionError, so a bad position never reaches play.
import { ActionBuffer } from './action-buffer.js';
import type { BaseAction, BaseEvent, BaseState, GameRules } from './contract.js';
import { notPlainData } from './input-check.js';
import { PositionError } from './position-error.js';
import { RulesError } from './rules-error.js';

/** The state a position gives, or PositionError (the standard set-up when `position` is undefined). */
export function acceptedPosition<S extends BaseState, C>(
  rules: GameRules<S, BaseAction, BaseEvent, C>,
  ctx: C,
  position: unknown,
  seed: number,
): S {
  if (position === undefined || position === null) return rules.newState(ctx, position, seed);
  const bad = notPlainData(position);
  if (bad) throw new PositionError(bad.field, bad.why);
  const state = rules.newState(ctx, position, seed);
  const broken = rules.invariants(ctx, state);
  if (broken.length) throw new PositionError('', `cannot be: ${broken[0]}`);
  let legal: number;
  try {
    const codes = new ActionBuffer();
    if (rules.actor(ctx, state) >= 0) rules.legalCodes(ctx, state, codes);
    legal = rules.actor(ctx, state) < 0 ? 1 : codes.length;
    // a code listed is one the game can say as an action (Match.legalActions)
    for (let i = 0; i < codes.length; i++) rules.codec.actionOf(ctx, state, codes.at(i));
  } catch (e) {
    // the game's reader let through a state its rules cannot list actions for: refused all the same
    if (e instanceof PositionError || e instanceof RulesError) throw e;
    throw new PositionError('', 'cannot be played', { cause: e });
  }
  if (legal === 0) throw new PositionError('', 'leaves no legal action, and the game is not over');
  return state;
}
