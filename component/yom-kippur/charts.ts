// Yom Kippur's charts in the bar: their titles at once, their bodies (chart-bodies.ts) loaded when one first
// opens: the element draws the chart open once they have, and its updateComplete waits for them (yom-kippur.ts).
import { html } from 'lit';
import type { Game } from '../../src/games/yom-kippur/index.js';
import type { Chart } from '../hexmap/charts.js';
import type { Text } from './text.js';
import type * as Bodies from './chart-bodies.js';

let bodies: typeof Bodies | null = null;

/** Loads the charts' bodies; null once they are here. */
export const loadCharts = (): Promise<unknown> | null =>
  bodies ? null : import('./chart-bodies.js').then((m) => (bodies = m));

/** The charts; `attack` marks the CRT column of the attack being gathered. */
export function charts(g: Game, t: Text, attack: { side: string; column: string } | null): Chart[] {
  const drawn = (draw: (b: typeof Bodies) => ReturnType<Chart['body']>) => () => (bodies ? draw(bodies) : html``);
  return [
    { id: 'crt', title: t.crtTitle, short: t.crtShort, body: drawn((b) => b.crt(g, t, attack)) },
    { id: 'bombing', title: t.bombTitle, short: t.bombShort, body: drawn((b) => b.bombing(g, t)) },
    { id: 'tec', title: t.tecTitle, short: t.tecShort, body: drawn((b) => b.terrain(g, t)) },
    { id: 'key', title: t.keyTitle, short: t.keyShort, body: drawn((b) => b.key(t)) },
  ];
}
