// The legend under an Across Suez image: the Game-Turn (day or night) and
// phase, then the sides' and the terrain's keys in the reader's language.
// Its own module: the element (el.toSVG({ legend: true })) and the pictures
// made in Node (picture.ts) share it without loading each other.
import type { Game, Side } from '../../src/games/across-suez/index.js';
import type { Legend } from '../hexmap/export/picture.js';
import { textFor } from './text.js';

export function legend(game: Game, lang: string): Legend {
  const t = textFor(lang);
  const phase = game.phase === 'over' ? t.over : `${t[game.side]} — ${t[game.phase]}`;
  return {
    caption: `${t.turn} ${game.turn} (${game.isNight ? t.night : t.day}) · ${phase}`,
    keys: [
      ...(['israeli', 'egyptian'] as Side[]).map((id) => ({ kind: 'side' as const, id, label: t[id] })),
      ...Object.keys(game.data.chart.terrain).map((id) => ({
        kind: 'terrain' as const,
        id,
        label: t.terrain[id] ?? id,
      })),
    ],
  };
}
