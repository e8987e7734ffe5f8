// The games this copy of the engine knows, by name: createGame(name)
// and gameFromRecord(text) find a game here. A game registers itself when
// its entry module is imported (src/games/<game>/index.ts), so a page that
// imports one game pays for that game only.
import type { Match, MatchOptions } from './match.js';
import { recordHeader, RecordError } from './record.js';

/** What a game registers: how to make and replay it, and its computer players if loaded. */
export interface GameEntry {
  id: string;
  title: string;
  create(options?: MatchOptions): Promise<AnyMatch>;
  fromRecord(text: string, options?: { upTo?: number }): Promise<AnyMatch>;
  /** The game's computer players and evaluation (ai/), when its entry includes them. */
  ai?: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMatch = Match<any, any, any, any>;

const games = new Map<string, GameEntry>();

export function registerGame(entry: GameEntry): void {
  games.set(entry.id, { ...games.get(entry.id), ...entry });
}

export function registeredGame(id: string): GameEntry | undefined {
  return games.get(id);
}

/** The names of the games loaded. */
export function gameNames(): string[] {
  return [...games.keys()];
}

/** A new game of any registered game: `createGame('my-game', { seed: 42 })`. */
export async function createGame(name: string, options: MatchOptions = {}): Promise<AnyMatch> {
  const entry = games.get(name);
  if (!entry) throw new RangeError(`no game "${name}" is loaded (loaded: ${gameNames().join(', ') || 'none'})`);
  return entry.create(options);
}

/** Replays a record of any registered game, named on its first line. Throws RecordError. */
export async function gameFromRecord(text: string, options: { upTo?: number } = {}): Promise<AnyMatch> {
  const { game } = recordHeader(text);
  const entry = games.get(game);
  if (!entry) throw new RecordError(1, `no game "${game}" is loaded (loaded: ${gameNames().join(', ') || 'none'})`);
  return entry.fromRecord(text, options);
}
