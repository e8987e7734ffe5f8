// The legend under a Yom Kippur image: the Game-Turn with its dates (B-B)
// and the phase, then the sides' and the terrain's keys in the reader's
// language. Its own module: the element (el.toSVG({ legend: true })) and the
// pictures made in Node (picture.ts) share it without loading each other.
import type { Game } from '../../src/games/yom-kippur/index.js';
import type { Legend } from '../hexmap/export/picture.js';
import { textFor } from './text.js';
import { sideName } from './view.js';

export function legend(game: Game, lang: string): Legend {
  const t = textFor(lang);
  const phase =
    game.phase === 'over' ? t.phases.over : `${sideName(t, game.phasingSide)} — ${t.phases[game.phase] ?? game.phase}`;
  return {
    caption: `${t.turn} ${game.turn} (${game.dates}) · ${phase}`,
    keys: [
      ...game.data.scenario.sides.map((id) => ({ kind: 'side' as const, id, label: sideName(t, id) })),
      ...Object.keys(game.data.chart.terrain).map((id) => ({
        kind: 'terrain' as const,
        id,
        label: (t.terrain as Record<string, string>)[id] ?? id,
      })),
    ],
  };
}
