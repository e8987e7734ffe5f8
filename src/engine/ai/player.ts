// What a computer player is, for any game: it makes every decision of its
// side, including those it owns in another side's phase (a retreat, an
// advance). A game's entry registers its players and its evaluation with
// the engine (registry.ts) as a GameAi.
import type { SliceOptions } from './steps.js';

export interface ComputerPlayer<G = unknown, A = unknown> {
  readonly side: string;
  readonly level: string;
  /** The action to play now for `side` (throws if the decision is another side's). */
  decide(game: G): A;
  /** The same, yielding to the event loop between slices; rejects with AbortError on `signal`. */
  decideAsync(game: G, options?: SliceOptions): Promise<A>;
}

export interface GameAi {
  /** The levels a player may be made at, weakest first. */
  readonly levels: readonly string[];
  createPlayer(side: string, level: string, options?: { seed?: number }): ComputerPlayer;
  /** An estimate of the position (each game says what it holds), in slices; rejects with AbortError on `signal`. */
  evaluateAsync(game: unknown, options: SliceOptions & { [option: string]: unknown }): Promise<unknown>;
}

/** Options of a game's evaluation as plain data (each game names its own, such as a number of playouts or who plays them). */
export type EstimateRequest = Readonly<Record<string, number | boolean | string>>;
