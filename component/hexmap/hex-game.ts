// What the generic layer reads of a game: the engine's Match (turn, sides,
// history, records, clones, the worker protocol's descriptor) plus the map
// and the units on it. Any game's facade over the engine fits; the game's own
// element reads the rest (its rules' questions) from its own Game type.
import type { MapData } from '../../src/engine/map-data.js';
import type { HexId } from '../../src/engine/hex-id.js';
import type { EstimateRequest } from '../../src/engine/ai/player.js';
import type { Reply, Request } from '../../src/engine/ai/protocol.js';

/** A unit as a counter shows it. */
export interface MapUnit {
  id: string;
  /** The designation printed on the counter. */
  name: string;
  /** The side's id: the counter's class, for its colours. */
  side: string;
  /** Unit type: picks the NATO symbol (counter.ts). */
  type: string;
  strength: number;
  movement: number;
  /** Its hex when on the map, else null (reinforcements, eliminated, off-map boxes). */
  hex: HexId | null;
  /** Shows the reduced face of a two-step counter. */
  reduced?: boolean;
  /** Markers on the counter (a shock marker…): each a short text on a tab over its top edge, and its class. */
  tags?: readonly { kind: string; text: string }[];
  /** Over the hex, not in it (an aircraft): drawn small in the hex's corner, apart from the stack and its count. */
  aloft?: boolean;
}

/** One line of a game's log: what happened, when, and the action (its index in `history`) that made it. */
export interface LogLine {
  turn: number;
  side: string;
  phase: string;
  text: string;
  step: number;
  /** The game's event, for the element's own words and marks. */
  event: { type: string };
}

export interface HexGame extends EventTarget {
  readonly map: MapData;
  readonly rules: {
    readonly descriptor: { readonly id: string; readonly turns: number; readonly sides: readonly { id: string }[] };
  };
  readonly turn: number;
  readonly phase: string;
  /** The side whose player-turn it is. */
  readonly phasingSide: string;
  /** The side that must decide now, null when the game is over. */
  readonly actingSide: string | null;
  readonly isOver: boolean;
  readonly log: readonly LogLine[];
  readonly history: readonly { action: string; comment?: string; die?: number }[];
  readonly actions: readonly unknown[];
  units(): MapUnit[];
  forceDice(rolls: number[]): void;
  clone(): this;
  position(): unknown;
  /** The position as the game's compact string (absent, or throws, when the game has none). */
  positionText?(options?: { header?: boolean; dice?: boolean }): Promise<string>;
  toRecord(): string;
}

/** A computer player for one side (the engine's players, or the page's own). */
export interface AiPlayer<G extends HexGame = HexGame> {
  decide(game: G, side: string, level: string): unknown;
}

/**
 * How an element makes, reads and plays games of one kind: given by the
 * game's element, built on its Game class and its computer players.
 */
export interface GameKit<G extends HexGame> {
  /** Autosaves are kept under `<storageKey>:<element id>`; share links carry `<linkKey>-<element id>=`. */
  storageKey: string;
  linkKey: string;
  /** A new game (the standard set-up, or a position: its JSON object, or its text, JSON or compact); throws on a bad position. */
  create(options: { seed?: number; position?: unknown }): Promise<G>;
  /** A game replayed from a record, or its first `upTo` actions; throws RecordError. */
  fromRecord(text: string, options?: { upTo?: number }): Promise<G>;
  /** Plays an action (the computer's, a replay's) on the game. */
  apply(game: G, action: unknown): void;
  /** The levels the built-in players know; any other `level` plays the middle one. */
  levels: readonly string[];
  /**
   * The game's computer-player module (src/games/<game>/ai/worker.ts), loaded into the page when no
   * worker searches: the page speaks the worker protocol to it, and it searches in slices. Loaded on
   * first use, so that a page where the computer never plays never downloads it.
   */
  computer(): Promise<{ makeHandler(post: (reply: Reply) => void): (request: Request) => Promise<void> }>;
  /**
   * The estimates the evaluation bar shows in turn, each refining the one before: a quick one first, so the bar
   * answers at once, then the game's default (say `[{ playouts: 0, fastPlayouts: 32 }, {}]`). Default: `[{}]`.
   */
  estimates?: readonly EstimateRequest[];
  /** The first side's chance in what the worker's evaluation returns. */
  chanceIn(estimate: unknown): number;
  /** Its standard error, when the game's evaluation gives one (the bar then reads its 95 % margin). */
  stderrIn?(estimate: unknown): number;
  /** Changes when the estimate is worth making again (once per phase, say). */
  estimateKey(game: G): string;
}
