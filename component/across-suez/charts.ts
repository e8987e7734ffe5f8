// Across Suez's charts in the bar: their titles at once, their bodies (chart-bodies.ts) loaded when one first
// opens: the element draws the chart open once they have (hexmap's loadCharts, whose wait updateComplete includes).
import { html } from 'lit';
import type { Game } from '../../src/games/across-suez/index.js';
import type { Chart } from '../hexmap/charts.js';
import { chartBodies } from '../hexmap/on-first-use.js';
import type { Text } from './text.js';
import type { LogWords } from './log-words.js';
import type * as Bodies from './chart-bodies.js';

const lazy = chartBodies(() => import('./chart-bodies.js'));

/** Loads the charts' bodies and their words in `lang`; null once they are here. */
export const loadCharts = lazy.load;

/** The charts' words in another language, once the charts have loaded (null: nothing to wait for). */
export const loadChartWords = lazy.loadWords;

/** The charts; `column` marks the CRT column of the attack being prepared. */
export function charts(g: Game, t: Text, w: LogWords, lang: string, column: number | null): Chart[] {
  const drawn = (draw: (b: typeof Bodies) => ReturnType<Chart['body']>) => () =>
    lazy.bodies ? draw(lazy.bodies) : html``;
  return [
    { id: 'crt', title: t.crtTitle, short: t.crtShort, body: drawn((b) => b.crt(g, t, w, column)) },
    { id: 'tec', title: t.tecTitle, short: t.tecShort, body: drawn((b) => b.tec(g, t, b.chartWords(lang))) },
  ];
}
