// The events <yom-kippur> fires, with their details: the game's own events
// (src/games/yom-kippur/events.ts; the game's `over` fires as `gameover`),
// the cancelable ones before a reader's move or attack, `ready`, `error` and
// `change` (after any action applied or undone, or a game set).
// They type `addEventListener` on the element, `HTMLElementEventMap`
// (component/hexmap/events.ts) and the framework typings (jsx.ts).
import type { Action, GameEvent, Game, HexId } from '../../src/games/yom-kippur/index.js';
import type { ChangeDetail, EventMapOf, EventProps, HexMapProps } from '../hexmap/events.js';

/** The game's events the element fires as its own (HexMapConfig.events). */
export const GAME_EVENTS = [
  'move',
  'exit',
  'combat',
  'support',
  'retreat',
  'advance',
  'reduced',
  'eliminated',
  'aircraft',
  'drop',
  'bomb',
  'sam-defence',
  'shock',
  'bridge',
  'vp',
  'phase',
] as const;

type Of<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** Each event's `detail`. */
export type YomKippurEventDetails = { [T in (typeof GAME_EVENTS)[number]]: Of<T> } & {
  /** The engine has loaded. */
  ready: { game: Game };
  /** Cancelable: a move the reader is making (preventDefault() stops it). */
  beforemove: { unit: string; from: HexId | null; to: HexId };
  /** Cancelable: an attack the reader is making (the attack action). */
  beforeattack: Extract<Action, { type: 'attack' }>;
  /** The game is over (the game's `over` event). */
  gameover: Of<'over'>;
  /** The element could not show what it was given (it does not bubble). */
  error: { message: string };
  /** After an action is applied or undone, or a game is set: the action and the events it made. */
  change: ChangeDetail<Action, GameEvent>;
};

/** The element's events as `CustomEvent`s. */
export type YomKippurEventMap = EventMapOf<YomKippurEventDetails>;

/** What a framework's template may set on the element: its attributes and properties, and a listener per event (`onmove`). */
export type YomKippurProps = HexMapProps & EventProps<YomKippurEventMap>;

declare global {
  interface HexMapEvents {
    'yom-kippur': YomKippurEventDetails;
  }
}
