// How the advanced game (Sinai and Golan on one board) looks without an
// element: what the command line, the Markdown plugin and toSVG's helpers in
// Node draw for `yom-kippur-advanced` positions and records. The basic game's
// look (picture.ts) with the Golan's map style, Syria's counters and words.
import type { Game } from '../../src/games/yom-kippur/index.js';
import { YOM_KIPPUR_ADVANCED } from '../../src/games/yom-kippur/advanced/register.js';
import type { Position } from '../../src/games/yom-kippur/types.js';
import { PositionError } from '../../src/engine/position-error.js';
import { readPosition } from '../../src/engine/position-text.js';
import type { GameLook } from '../hexmap/export/picture.js';
import type { GameKit } from '../hexmap/hex-game.js';
import { yomKippurKit } from './kit.js';
import { yomKippurLook } from './picture.js';
import { golanCss, golanMapStyle } from './golan-look.js';
import { ADVANCED_LINK_KEY, advancedLegend, advancedUnitLabel } from './advanced/look.js';

const advanced = () => import('../../src/games/yom-kippur/advanced/game.js');

/**
 * A position given to a picture: JSON that states its seats, as game.position() writes it. The seats
 * tell it from a basic game's position, which would otherwise read as both games (the Sinai is in both).
 */
function statedPosition(position: unknown): Position {
  const p = (
    typeof position === 'string' ? readPosition(position, { id: YOM_KIPPUR_ADVANCED.id }, null) : position
  ) as { seats?: unknown } | null;
  if (typeof p !== 'object' || p === null || p.seats === undefined)
    throw new PositionError('seats', `a ${YOM_KIPPUR_ADVANCED.id} position states its seats (2, 3 or 4)`);
  return p as Position;
}

export const yomKippurAdvancedKit: GameKit<Game> = {
  ...yomKippurKit,
  storageKey: YOM_KIPPUR_ADVANCED.id,
  linkKey: ADVANCED_LINK_KEY,
  create: async ({ seed, position }) =>
    (await advanced()).createAdvanced({
      ...(seed !== undefined && { seed }),
      ...(position !== undefined && { position: statedPosition(position) }),
    }),
  fromRecord: async (text, options) => (await advanced()).advancedFromRecord(text, options),
};

export const yomKippurAdvancedLook: GameLook<Game> = {
  ...yomKippurLook,
  id: YOM_KIPPUR_ADVANCED.id,
  kit: yomKippurAdvancedKit,
  style: golanMapStyle,
  css: yomKippurLook.css + golanCss,
  unitLabel: advancedUnitLabel,
  legend: advancedLegend,
};
