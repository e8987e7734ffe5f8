// How the element makes, reads and plays the advanced game: its records,
// positions, autosaves and share links under their own keys, a new game for
// the seats the element names, and its computer players in the page
// (computer.ts). Everything is imported statically: this module is itself
// loaded lazily, and a lazy import in it would split the basic element's
// single file (registration.ts).
import type { Game } from '../../../src/games/yom-kippur/index.js';
import type { GameKit } from '../../hexmap/hex-game.js';
import { advancedFromRecord, createAdvanced } from '../../../src/games/yom-kippur/advanced/game.js';
import { ADVANCED_ID } from '../../../src/games/yom-kippur/advanced/rules.js';
import { yomKippurKit } from '../kit.js';
import { ADVANCED_LINK_KEY } from './look.js';
import { makeHandler } from './computer.js';

/** A position as the element's attribute gives it (JSON), stating the element's seats when it states none. */
function withSeats(position: unknown, seats: number): unknown {
  const p = typeof position === 'string' ? (JSON.parse(position) as unknown) : position;
  return typeof p === 'object' && p !== null && !('seats' in p) ? { ...p, seats } : p;
}

/** The advanced game's kit for an element playing `seats()` seats (A-Use: 2, 3 or 4), opening in set-up when `setup()` (A-C). */
export function advancedKit(seats: () => number, setup: () => boolean): GameKit<Game> {
  return {
    ...yomKippurKit,
    storageKey: ADVANCED_ID,
    linkKey: ADVANCED_LINK_KEY,
    // a position's own seats win over the element's
    create: ({ seed, position }) =>
      createAdvanced({
        ...(seed !== undefined && { seed }),
        // A-C: a new game opens with each seat placing its own counters
        ...(position === undefined && setup() && { setup: true }),
        ...(position === undefined ? { seats: seats() } : { position: withSeats(position, seats()) as never }),
      }),
    fromRecord: (text, options) => advancedFromRecord(text, options),
    computer: async () => ({ makeHandler }),
  };
}
