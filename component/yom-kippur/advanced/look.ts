// The advanced game's look that needs no registration (advanced/register.ts):
// its counters' labels and its legend, shared by the element's advanced view
// and the pictures made in Node (advanced-picture.ts). The element's view
// must not import the registration, whose lazy imports would make the
// bundler split the basic element's single file (component/yom-kippur/advanced/).
import type { Game } from '../../../src/games/yom-kippur/index.js';
import type { Legend } from '../../hexmap/export/picture.js';
import type { MapUnit } from '../../hexmap/hex-game.js';
import { unitLabel } from '../labels.js';
import { legend } from '../legend.js';
import { textFor } from '../text.js';
import { sideName } from '../view.js';
import { advancedWords } from './words.js';

/** Share links of an advanced game carry `yka-<element id>=` (the basic game's `yk-`). */
export const ADVANCED_LINK_KEY = 'yka';

const wordsFor = (lang: string) => advancedWords(lang).golan;

/** A counter's label, an Arab counter named by its nation (data/yom-kippur/advanced-forces.json), not by the Arab side's first army. */
export function advancedUnitLabel(game: Game, unit: MapUnit, lang: string): string {
  const t = textFor(lang);
  const u = game.unit(unit.id);
  const label = unitLabel(t, u);
  const nation = wordsFor(lang)[u.nation];
  return nation ? label.replace(`, ${sideName(t, u.side)} `, `, ${nation} `) : label;
}

/** The basic legend, with the front a phase is played on (fronts.ts: "movement@golan") and the Golan's terrain named. */
export function advancedLegend(game: Game, lang: string): Legend {
  const basic = legend(game, lang);
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
}
