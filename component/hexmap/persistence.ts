// Keeping a game: the autosave in localStorage (per element id) and a link
// whose fragment carries the record. Both store the record, the one format
// that replays exactly. The game's kit names the keys.
import type { GameKit, HexGame } from './hex-game.js';

type Keys = Pick<GameKit<HexGame>, 'storageKey' | 'linkKey'>;
const storageKey = (kit: Keys, id: string) => `${kit.storageKey}:${id || 'default'}`;
const linkKey = (kit: Keys, id: string) => `${kit.linkKey}-${id || 'game'}=`;

/** The saved game, or null; a save that cannot be replayed is removed and reported as an error. */
export async function loadSaved<G extends HexGame>(
  kit: GameKit<G>,
  id: string,
): Promise<{ game: G | null; error: boolean }> {
  try {
    const saved = localStorage.getItem(storageKey(kit, id));
    return { game: saved ? await kit.fromRecord(saved) : null, error: false };
  } catch {
    try {
      localStorage.removeItem(storageKey(kit, id));
    } catch {
      /* storage unavailable */
    }
    return { game: null, error: true };
  }
}

export function save(kit: Keys, id: string, game: HexGame): void {
  try {
    localStorage.setItem(storageKey(kit, id), game.toRecord());
  } catch {
    /* full or blocked: play on */
  }
}

/** Removes the saved game (a new game replaces it). */
export function forget(kit: Keys, id: string): void {
  try {
    localStorage.removeItem(storageKey(kit, id));
  } catch {
    /* storage unavailable */
  }
}

/** The page's address with the game's record in its fragment (base64url). */
export function linkTo(kit: Keys, id: string, game: HexGame, href: string): string {
  const url = new URL(href);
  const bytes = new TextEncoder().encode(game.toRecord());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  url.hash = linkKey(kit, id) + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return url.toString();
}

/** The game a link's fragment carries for this element, or null; throws RecordError on a damaged one. */
export async function gameFromLink<G extends HexGame>(kit: GameKit<G>, id: string, hash: string): Promise<G | null> {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const at = text.indexOf(linkKey(kit, id));
  if (at < 0) return null;
  const code = text
    .slice(at + linkKey(kit, id).length)
    .split('&')[0]!
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(code);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return kit.fromRecord(new TextDecoder().decode(bytes));
}
