// A-K in the advanced game: the air phases of each front run the advanced
// air phase's module (phase.ts, given by the definition's extensions:
// ../extensions.ts) instead of the basic game's air rules (B-M.3–5, B-N,
// B-O's drop roll), and the game's codec, log and positions learn its
// actions, events and state here. One call, from the advanced rules.
import type { GameRules } from '../../../../engine/contract.js';
import type { Context } from '../../context.js';
import type { GameEvent } from '../../events.js';
import type { State } from '../../state.js';
import type { Action } from '../../types.js';
import {
  airActionOf,
  airActionText,
  airCodeOf,
  AIR_VERBS,
  isAirAction,
  isAirCode,
  parseAirAction,
  type AirAction,
} from './codes.js';
import { AIR_EVENT_TYPES, describeAirEvent, type AirEvent } from './events.js';
import { airPosition, setAirPosition } from './position.js';

type Rules = GameRules<State, Action, GameEvent, Context>;

/** The advanced rules with A-K's air actions, events and state in their codec, log and positions. */
export function withAdvancedAir(rules: Rules): Rules {
  const base = rules.codec;
  return {
    ...rules,
    codec: {
      actionOf: (ctx, s, code) =>
        isAirCode(code) ? (airActionOf(ctx, s, code) as unknown as Action) : base.actionOf(ctx, s, code),
      codeOf: (ctx, s, a) =>
        isAirAction(a as { type: string }) ? airCodeOf(ctx, s, a as unknown as AirAction) : base.codeOf(ctx, s, a),
      format: (a) => (isAirAction(a as { type: string }) ? airActionText(a as unknown as AirAction) : base.format(a)),
      parse: (word, args, line) =>
        AIR_VERBS.has(word) ? (parseAirAction(word, args, line) as unknown as Action) : base.parse(word, args, line),
    },
    describe: (ctx, e) =>
      AIR_EVENT_TYPES.has(e.type) ? describeAirEvent(e as unknown as AirEvent) : rules.describe(ctx, e),
    newState: (ctx, position, seed) => {
      const { air, ...rest } = (position ?? {}) as { air?: unknown };
      const s = rules.newState(ctx, position === undefined ? undefined : rest, seed);
      if (air !== undefined) setAirPosition(ctx, s, air);
      return s;
    },
    position: (ctx, s) => ({ ...(rules.position(ctx, s) as object), air: airPosition(ctx, s) }),
  };
}
