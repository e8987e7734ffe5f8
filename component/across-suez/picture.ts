// How Across Suez looks without its element: what pictures made in Node
// (the command line, the Markdown plugin) and the element's own exports read.
// No custom element is defined here, so it loads in Node.
import type { Game, UnitInfo } from '../../src/games/across-suez/index.js';
import type { GameLook } from '../hexmap/export/picture.js';
import { stylesText } from '../hexmap/export/image-css.js';
import { acrossSuezKit } from './kit.js';
import { mapStyle, sideLooks } from './look.js';
import { styles } from './styles.js';
import { textFor } from './text.js';
import { cellLabel } from './labels.js';
import { lastActionMarks } from './marks.js';
import { logWords } from './log-words.js';
import { legend } from './legend.js';

export const acrossSuezLook: GameLook<Game> = {
  id: 'across-suez',
  tag: 'across-suez',
  kit: acrossSuezKit,
  style: mapStyle,
  sides: sideLooks,
  css: stylesText(styles),
  placeName: (_hex, printed, lang) => textFor(lang).places[printed] ?? printed,
  unitLabel: (game, unit, lang) => cellLabel(game, textFor(lang), unit.hex!, unit as UnitInfo, []),
  actionMarks: (game, lines, lang) => lastActionMarks(game, lines, textFor(lang), logWords(lang)),
  legend,
};
