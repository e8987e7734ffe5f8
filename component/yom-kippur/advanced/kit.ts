// How the element makes, reads and plays the advanced game: the advanced
// game's kit (advanced-picture.ts: its records, positions, autosaves and
// share links under their own keys), a new game for the seats the element
// names, and its computer players loaded into the page on first use.
import type { Game } from '../../../src/games/yom-kippur/index.js';
import type { GameKit } from '../../hexmap/hex-game.js';
import { yomKippurAdvancedKit } from '../advanced-picture.js';

const advanced = () => import('../../../src/games/yom-kippur/advanced/game.js');

/** A position as the element's attribute gives it, stating the element's seats when it states none. */
function withSeats(position: unknown, seats: number): unknown {
  const p =
    typeof position === 'string' && position.trim().startsWith('{') ? (JSON.parse(position) as unknown) : position;
  return typeof p === 'object' && p !== null && !('seats' in p) ? { ...p, seats } : p;
}

/** The advanced game's kit for an element playing `seats()` seats (A-Use: 2, 3 or 4). */
export function advancedKit(seats: () => number): GameKit<Game> {
  return {
    ...yomKippurAdvancedKit,
    create: async ({ seed, position }) =>
      position === undefined
        ? (await advanced()).createAdvanced({ ...(seed !== undefined && { seed }), seats: seats() })
        : yomKippurAdvancedKit.create({ ...(seed !== undefined && { seed }), position: withSeats(position, seats()) }),
    // the worker protocol in the page, with the advanced game and its players registered (computer.ts)
    computer: () => import('./computer.js'),
  };
}
