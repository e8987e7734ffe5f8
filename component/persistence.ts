// Keeping a game: the autosave in localStorage (per element id) and a link
// whose fragment carries the record. Both store the record, the one format
// that replays exactly.
import { Game } from '../src/index.js';

const storageKey = (id: string) => `across-suez:${id || 'default'}`;
const linkKey = (id: string) => `as-${id || 'game'}=`;

/** The saved game, or null; a save that cannot be replayed is removed and reported as an error. */
export async function loadSaved(id: string): Promise<{ game: Game | null; error: boolean }> {
  try {
    const saved = localStorage.getItem(storageKey(id));
    return { game: saved ? await Game.fromRecord(saved) : null, error: false };
  } catch {
    try {
      localStorage.removeItem(storageKey(id));
    } catch {
      /* storage unavailable */
    }
    return { game: null, error: true };
  }
}

export function save(id: string, game: Game): void {
  try {
    localStorage.setItem(storageKey(id), game.toRecord());
  } catch {
    /* full or blocked: play on */
  }
}

/** The page's address with the game's record in its fragment (base64url). */
export function linkTo(id: string, game: Game, href: string): string {
  const url = new URL(href);
  const bytes = new TextEncoder().encode(game.toRecord());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  url.hash = linkKey(id) + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return url.toString();
}

/** The game a link's fragment carries for this element, or null; throws RecordError on a damaged one. */
export async function gameFromLink(id: string, hash: string): Promise<Game | null> {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const at = text.indexOf(linkKey(id));
  if (at < 0) return null;
  const code = text
    .slice(at + linkKey(id).length)
    .split('&')[0]!
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(code);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return Game.fromRecord(new TextDecoder().decode(bytes));
}
