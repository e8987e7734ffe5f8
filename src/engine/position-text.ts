// A position as text, for any game: its JSON, or the game's compact string
// (shorter than JSON, like chess's FEN). This file is the generic frame — the
// optional header naming the game and the format's version, and errors that
// name the field at fault; each game's codec writes and reads the body.
//
//   my-game.1:3b/scout@0410,tank@0411      header "<game id>.<version>:", then the game's body
//   3b/scout@0410,tank@0411                the same, where the reader knows the game
//   {"turn":3,"units":{"scout":"0410"}}    JSON is read as JSON

import { PositionError, positionJson } from './position-error.js';

export { PositionError };

/** A game's compact position format: the body after the header. */
export interface PositionCodec<C> {
  /** The format's version; a string written by a later version is refused. */
  readonly version: number;
  /** The body of the compact string of a position (the game's JSON). */
  encode(ctx: C, position: unknown): string;
  /**
   * The same body for a position the rules wrote from a state of theirs (`rules.position`, unchanged since),
   * without checking it again as `encode` checks a position given from outside; a game may leave it out.
   */
  encodeOwn?(ctx: C, position: unknown): string;
  /** The position (the game's JSON) a body describes; throws PositionError naming the field. */
  decode(ctx: C, body: string, version: number): unknown;
}

/** A game as the frame needs it: its id and its codec, if it has one. */
export interface PositionFormat<C> {
  readonly id: string;
  readonly codec?: PositionCodec<C> | undefined;
}

/** "<game id>[.<version>]:" — a body must never begin with lowercase words and a colon. */
const HEADER = /^([a-z][a-z0-9-]*)(?:\.(\d+))?:/;

/** The game id a compact string names in its header, or null (JSON, or no header). */
export function positionGame(text: string): string | null {
  return HEADER.exec(text.trim())?.[1] ?? null;
}

/** The position (the game's JSON) a text describes: JSON, or the game's compact string. */
export function readPosition<C>(text: string, game: PositionFormat<C>, ctx: C): unknown {
  const t = text.trim();
  if (t.startsWith('{')) return positionJson(t);
  const codec = game.codec;
  if (!codec) throw new PositionError('', `must be JSON: ${game.id} has no compact position string`);
  const header = HEADER.exec(t);
  let version = codec.version;
  if (header) {
    if (header[1] !== game.id) throw new PositionError('game', `is "${header[1]}", not "${game.id}"`);
    if (header[2] !== undefined) version = Number(header[2]);
    if (version < 1 || version > codec.version)
      throw new PositionError('version', `${version} is not a version this copy reads (1 to ${codec.version})`);
  }
  return codec.decode(ctx, header ? t.slice(header[0].length) : t, version);
}

/** A counter as a compact string's unit list sees it: where it is, where the set-up puts it, whether it has marks. */
export interface ListedUnit {
  where: string;
  setup: string;
  marked: boolean;
}

/** What a counter not named stands on: the set-up's place, or `out` (an empty map). */
export type UnitBase = 'setup' | 'empty';

/**
 * The counters a compact string names, against whichever base names fewer: the set-up (a counter not named
 * stands where the set-up puts it) or an empty map (a counter not named is `out`: out of the game). A game's
 * string says so with a keyword when it is not the game's `usual` base (a keyword such as `setup` or `only`),
 * so a three-counter diagram names three counters, and a game a few moves in names those that moved.
 */
export function unitList<U extends ListedUnit>(
  units: readonly U[],
  out: string,
  usual: UnitBase,
): { base: UnitBase; named: U[] } {
  const named = (base: UnitBase) => units.filter((u) => u.marked || u.where !== (base === 'setup' ? u.setup : out));
  const other: UnitBase = usual === 'setup' ? 'empty' : 'setup';
  const [mine, theirs] = [named(usual), named(other)];
  return theirs.length < mine.length ? { base: other, named: theirs } : { base: usual, named: mine };
}

/** The compact string of a position, with its header unless `header` is false. */
export function writePosition<C>(position: unknown, game: PositionFormat<C>, ctx: C, header = true): string {
  const codec = game.codec;
  if (!codec) throw new PositionError('', `${game.id} has no compact position string`);
  const body = codec.encode(ctx, position);
  return header ? `${game.id}.${codec.version}:${body}` : body;
}
