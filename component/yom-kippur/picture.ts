// How Yom Kippur looks without its element: what pictures made in Node (the
// command line, the Markdown plugin) read — the same map style, counter
// shapes and designations, tooltips and last-action marks as <yom-kippur>.
// No custom element is defined here, so it loads in Node.
import type { Game } from '../../src/games/yom-kippur/index.js';
import type { GameLook } from '../hexmap/export/picture.js';
import { stylesText } from '../hexmap/export/image-css.js';
import { yomKippurKit } from './kit.js';
import { mapStyle, sideLooks } from './look.js';
import { styles } from './styles.js';
import { textFor } from './text.js';
import { unitLabel } from './labels.js';
import { lastActionMarks } from './marks.js';
import { counters } from './designation.js';
import { legend } from './legend.js';

export const yomKippurLook: GameLook<Game> = {
  id: 'yom-kippur',
  tag: 'yom-kippur',
  kit: yomKippurKit,
  style: mapStyle,
  sides: sideLooks,
  css: stylesText(styles),
  units: (game) => counters(game.units()),
  placeName: (_hex, printed, lang) => textFor(lang).places[printed] ?? printed,
  unitLabel: (game, unit, lang) => unitLabel(textFor(lang), game.unit(unit.id)),
  actionMarks: (game, lines, lang) => lastActionMarks(game, lines, textFor(lang)),
  legend,
};
