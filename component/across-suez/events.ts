// The events <across-suez> fires, with their details: the game's own events
// (src/games/across-suez/events.ts; the game's `over` fires as `gameover`),
// the cancelable ones before a reader's move or attack, `ready`, `error` and
// `change` (after any action applied or undone, or a game set).
// They type `addEventListener` on the element, `HTMLElementEventMap`
// (component/hexmap/events.ts) and the framework typings (jsx.ts).
import type { Action, GameEvent, Game, HexId } from '../../src/games/across-suez/index.js';
import type { ChangeDetail, EventMapOf, EventProps, HexMapProps } from '../hexmap/events.js';

/** The game's events the element fires as its own (HexMapConfig.events). */
export const GAME_EVENTS = ['move', 'cross', 'combat', 'retreat', 'advance', 'eliminated', 'bombard', 'phase'] as const;

type Of<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** Each event's `detail`. */
export type AcrossSuezEventDetails = { [T in (typeof GAME_EVENTS)[number]]: Of<T> } & {
  /** The engine has loaded. */
  ready: { game: Game };
  /** Cancelable: a move the reader is making (preventDefault() stops it). */
  beforemove: { unit: string; from: HexId | null; to: HexId };
  /** Cancelable: an attack the reader is making. */
  beforeattack: { attackers: string[]; defender: string; artillery: boolean };
  /** The game is over (the game's `over` event). */
  gameover: Of<'over'>;
  /** The element could not show what it was given (it does not bubble). */
  error: { message: string };
  /** After an action is applied or undone, or a game is set: the action and the events it made. */
  change: ChangeDetail<Action, GameEvent>;
};

/** The element's events as `CustomEvent`s. */
export type AcrossSuezEventMap = EventMapOf<AcrossSuezEventDetails>;

/** What a framework's template may set on the element: its attributes and properties, and a listener per event (`onmove`). */
export type AcrossSuezProps = HexMapProps & EventProps<AcrossSuezEventMap>;

declare global {
  interface HexMapEvents {
    'across-suez': AcrossSuezEventDetails;
  }
}
