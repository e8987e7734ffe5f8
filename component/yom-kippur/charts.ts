// Yom Kippur's charts in the bar: their titles at once, their bodies (chart-bodies.ts) loaded when one first
// opens: the element draws the chart open once they have, and its updateComplete waits for them (yom-kippur.ts).
import { html } from 'lit';
import type { Game } from '../../src/games/yom-kippur/index.js';
import type { Chart } from '../hexmap/charts.js';
import { chartBodies } from '../hexmap/on-first-use.js';
import type { Text } from './text.js';
import type * as Bodies from './chart-bodies.js';

const lazy = chartBodies(() => import('./chart-bodies.js'));

/** Loads the charts' bodies and their words in `lang`; null once they are here. */
export const loadCharts = lazy.load;

/** The charts' words in another language, once the charts have loaded (null: nothing to wait for). */
export const loadChartWords = lazy.loadWords;

/** The charts' stylesheet, once they have loaded. */
export const chartStyles = () => lazy.bodies?.styles;

/** The charts; `attack` marks the CRT column of the attack being gathered. */
export function charts(g: Game, t: Text, lang: string, attack: { side: string; column: string } | null): Chart[] {
  const drawn = (draw: (b: typeof Bodies) => ReturnType<Chart['body']>) => () =>
    lazy.bodies ? draw(lazy.bodies) : html``;
  return [
    { id: 'crt', title: t.crtTitle, short: t.crtShort, body: drawn((b) => b.crt(g, t, b.chartWords(lang), attack)) },
    { id: 'bombing', title: t.bombTitle, short: t.bombShort, body: drawn((b) => b.bombing(g, t, b.chartWords(lang))) },
    { id: 'tec', title: t.tecTitle, short: t.tecShort, body: drawn((b) => b.terrain(g, t, b.chartWords(lang))) },
    { id: 'key', title: t.keyTitle, short: t.keyShort, body: drawn((b) => b.key(b.chartWords(lang))) },
  ];
}
