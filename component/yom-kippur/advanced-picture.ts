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
import { golanCss, golanMapStyle, golanWords } from './golan-look.js';
import { textFor } from './text.js';
import { sideName } from './view.js';

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
  linkKey: 'yka',
  create: async ({ seed, position }) =>
    (await advanced()).createAdvanced({
      ...(seed !== undefined && { seed }),
      ...(position !== undefined && { position: statedPosition(position) }),
    }),
  fromRecord: async (text, options) => (await advanced()).advancedFromRecord(text, options),
};

const wordsFor = (lang: string) => golanWords[lang.slice(0, 2)] ?? golanWords['en']!;

export const yomKippurAdvancedLook: GameLook<Game> = {
  ...yomKippurLook,
  id: YOM_KIPPUR_ADVANCED.id,
  kit: yomKippurAdvancedKit,
  style: golanMapStyle,
  css: yomKippurLook.css + golanCss,
  // an Arab counter named by its nation (data/yom-kippur/advanced-forces.json), not by the Arab side's first army
  unitLabel: (game, unit, lang) => {
    const label = yomKippurLook.unitLabel!(game, unit, lang);
    const u = game.unit(unit.id);
    const nation = wordsFor(lang)[u.nation];
    return nation ? label.replace(`, ${sideName(textFor(lang), u.side)} `, `, ${nation} `) : label;
  },
  // the basic legend, with the front a phase is played on (fronts.ts: "movement@golan") and the Golan's terrain named
  legend: (game, lang) => {
    const basic = yomKippurLook.legend!(game, lang);
    const words = wordsFor(lang);
    const t = textFor(lang);
    const [phase, front] = game.phase.split('@') as [string, string | undefined];
    const caption = front
      ? `${t.turn} ${game.turn} (${game.dates}) · ${words[game.phasingSide] ?? sideName(t, game.phasingSide)} — ${t.phases[phase] ?? phase} (${words[front] ?? front})`
      : basic.caption;
    return {
      caption,
      keys: basic.keys.map((k) => (k.label === k.id && words[k.id] ? { ...k, label: words[k.id]! } : k)),
    };
  },
};
