// Where an element's game comes from, first found first: the record to
// replay, the position to show, the game a share link carries, the autosave,
// else a new game. A source that cannot be read is reported, never thrown:
// the element then shows the message over a new game.
import type { GameKit, HexGame } from './hex-game.js';
import type { Replay } from './replay.js';
import { loadReplaying } from './review.js';
import { gameFromLink, loadSaved } from './persistence.js';

export interface GameSource {
  record: string | null;
  /** The step a record's replay opens at (0: the start). */
  ply?: number | undefined;
  /** A position: its JSON, or the game's compact string. */
  position: string | null;
  seed: number | undefined;
  /** The element's id (its autosave and share-link key). */
  id: string;
  autosave: boolean;
  /** The page address's fragment (a share link). */
  hash: string;
}

export interface OpenedGame<G extends HexGame> {
  game: G;
  /** The replay, when the game came from `record`. */
  replay: Replay<G> | null;
  /** Why a source could not be read ('' if none). */
  error: string;
  /** The autosave could not be replayed (it was removed). */
  saveLost: boolean;
}

/** A seed as the element's attribute gives it: a whole number from 0 to 2^32 − 1, or none. */
const goodSeed = (n: number | undefined): boolean => n === undefined || (Number.isInteger(n) && n >= 0 && n < 2 ** 32);

export async function openGame<G extends HexGame>(kit: GameKit<G>, src: GameSource): Promise<OpenedGame<G>> {
  // a seed the engine would refuse (seed="abc", "-1") is said, and the game gets new dice instead
  if (!goodSeed(src.seed)) {
    const opened = await openGame(kit, { ...src, seed: undefined });
    const said = `seed "${String(src.seed).slice(0, 20)}" must be a whole number from 0 to 4294967295`;
    return { ...opened, error: opened.error || said };
  }
  const seed = src.seed !== undefined ? { seed: src.seed } : {};
  const fresh = () => kit.create(seed);
  try {
    if (src.record) {
      const replay = await (await loadReplaying()).Replay.load(kit, src.record, src.ply ?? 0);
      return { game: replay.current, replay, error: '', saveLost: false };
    }
    if (src.position) {
      const game = await kit.create({ position: src.position, ...seed });
      return { game, replay: null, error: '', saveLost: false };
    }
  } catch (e) {
    return { game: await fresh(), replay: null, error: (e as Error).message, saveLost: false };
  }
  let error = '';
  let game: G | null = null;
  try {
    game = await gameFromLink(kit, src.id, src.hash);
  } catch (e) {
    error = (e as Error).message;
  }
  let saveLost = false;
  if (!game && src.autosave) ({ game, error: saveLost } = await loadSaved(kit, src.id));
  return { game: game ?? (await fresh()), replay: null, error, saveLost };
}
