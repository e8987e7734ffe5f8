// What a new game starts from: the options a page gives (a seed, forced dice,
// a position as data or text) read into the first state. Match.open() and
// each game's facade (create()) begin here.
import type { BaseAction, BaseEvent, BaseState, GameRules } from './contract.js';
import { checkedDice } from './rng.js';
import { positionJson } from './position-error.js';
import { acceptedPosition } from './position-accept.js';

export interface MatchOptions {
  /** Makes the dice replayable (default: random). */
  seed?: number;
  /** Forces the next die rolls, in order. */
  dice?: number[];
  /** A situation to start from (the game's JSON, or its text: JSON or the compact string), instead of the standard set-up. */
  position?: unknown;
}

/** The seed and first state of a new game, from options (throws RangeError or PositionError). */
export function beginMatch<S extends BaseState>(
  rules: GameRules<S, BaseAction, BaseEvent, unknown>,
  ctx: unknown,
  options: MatchOptions,
): { state: S; seed: number; setup: unknown } {
  const seed = options.seed ?? Math.floor(Math.random() * 0x100000000);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError('seed must be a whole number from 0 to 4294967295');
  }
  // a text was read by readPositionText() before
  const position = options.position;
  const state = acceptedPosition(rules, ctx, position, seed);
  if (options.dice) state.forced = checkedDice(options.dice, rules.descriptor.die.faces);
  return { state, seed, setup: position === undefined ? undefined : structuredClone(position) };
}

/**
 * The options with their position read, when it is a text: JSON, or the
 * game's compact string (the frame that reads it, position-text.ts, and the
 * game's codec load on first use); the game's position reader loaded when a
 * position is given (GameRules.loadPositionReader). Called before beginMatch().
 */
export async function readPositionText<C>(
  rules: Pick<
    GameRules<BaseState, BaseAction, BaseEvent, C>,
    'descriptor' | 'loadPositionCodec' | 'loadPositionReader'
  >,
  ctx: C,
  options: MatchOptions,
): Promise<MatchOptions> {
  const text = options.position;
  let read = options;
  if (typeof text === 'string') {
    const format = { id: rules.descriptor.id };
    const position = text.trim().startsWith('{')
      ? positionJson(text)
      : await Promise.all([import('./position-text.js'), rules.loadPositionCodec?.()]).then(
          ([{ readPosition }, codec]) => readPosition(text, { ...format, codec }, ctx),
        );
    read = { ...options, position };
  }
  if (read.position !== undefined && read.position !== null) await rules.loadPositionReader?.(read.position);
  return read;
}
