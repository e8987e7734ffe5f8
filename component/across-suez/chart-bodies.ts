// Across Suez's charts, drawn from its data: the Combat Results Table (6.0)
// with each result spelled out, and the Terrain Effects Chart (4.2, 12.0)
// with the hexside and combat modifiers, in their words (chart-words-*.ts).
// Loaded when a chart first opens (charts.ts): a page that never opens one
// does not load them.
import { html, type TemplateResult } from 'lit';
import type { Game } from '../../src/games/across-suez/index.js';
import { dieRollTable } from '../hexmap/die-roll-table.js';
import { dictionaries, fill } from '../hexmap/text.js';
import { chartWords as en, type ChartWords } from './chart-words-en.js';
import type { Text } from './text.js';
import type { LogWords } from './log-words.js';
import { points } from './view.js';

const words = dictionaries(en, { fr: () => import('./chart-words-fr.js').then((m) => m.chartWords) });

/** The charts' words in a language (English until it has loaded). */
export const chartWords = words.get;
/** Loads the charts' words in a language (null: nothing to wait for). */
export const loadChartWords = words.load;

/** 6.0: the Combat Results Table, `column` the column of the attack being prepared (null: none), every result in words. */
export function crt(g: Game, t: Text, w: LogWords, column: number | null): TemplateResult {
  const table = g.data.crt;
  const rolls = table.results[0]?.length ?? 6;
  return html`${dieRollTable({
      caption: t.differential,
      die: t.die,
      columns: table.columns.map((c) => c.label),
      rolls,
      result: (c, r) => table.results[c]![r]!,
      words: (code) => w.results[code] ?? '',
      now: column ?? -1,
    })}
    <ul class="legend">
      ${table.resultCodes.map((code) => html`<li>${w.results[code] ?? code}</li>`)}
    </ul>`;
}

/** 4.2, 12.0: what each terrain costs to enter and shifts in combat, and the hexsides' and other modifiers. */
export function tec(g: Game, t: Text, c: ChartWords): TemplateResult {
  const chart = g.data.chart;
  return html`<table class="tec">
      <thead>
        <tr>
          <th scope="col">${c.terrainCol}</th>
          <th scope="col">${c.moveCol}</th>
          <th scope="col">${c.defenceCol}</th>
        </tr>
      </thead>
      <tbody>
        ${Object.entries(chart.terrain).map(
          ([id, terrain]) =>
            html`<tr>
              <th scope="row"><span class=${`swatch t-${id}`}></span>${t.terrain[id] ?? id}</th>
              <td>${typeof terrain.move === 'number' ? points(terrain.move, t) : t.impassable}</td>
              <td>${terrain.combatShift ? fill(t.columnsLeft, { n: -terrain.combatShift }) : c.noShift}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <ul class="legend">
      ${c.hexsideRules.map((r) => html`<li>${r}</li>`)}
    </ul>`;
}
