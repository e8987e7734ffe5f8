// Across Suez's charts, drawn from its data: the Combat Results Table (6.0)
// with each result spelled out, and the Terrain Effects Chart (4.2, 12.0)
// with the hexside and combat modifiers.
import { html, type TemplateResult } from 'lit';
import type { Game } from '../../src/games/across-suez/index.js';
import type { Chart } from '../hexmap/charts.js';
import { dieRollTable } from '../hexmap/die-roll-table.js';
import { fill } from '../hexmap/text.js';
import type { Text } from './text.js';
import type { LogWords } from './log-words.js';
import { points } from './view.js';

function crt(g: Game, t: Text, w: LogWords, column: number | null): TemplateResult {
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

function tec(g: Game, t: Text): TemplateResult {
  const chart = g.data.chart;
  return html`<table class="tec">
      <thead>
        <tr>
          <th scope="col">${t.terrainCol}</th>
          <th scope="col">${t.moveCol}</th>
          <th scope="col">${t.defenceCol}</th>
        </tr>
      </thead>
      <tbody>
        ${Object.entries(chart.terrain).map(
          ([id, terrain]) =>
            html`<tr>
              <th scope="row"><span class=${`swatch t-${id}`}></span>${t.terrain[id] ?? id}</th>
              <td>${typeof terrain.move === 'number' ? points(terrain.move, t) : t.impassable}</td>
              <td>${terrain.combatShift ? fill(t.columnsLeft, { n: -terrain.combatShift }) : t.noShift}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <ul class="legend">
      ${t.hexsideRules.map((r) => html`<li>${r}</li>`)}
    </ul>`;
}

/** The charts; `column` marks the CRT column of the attack being prepared. */
export function charts(g: Game, t: Text, w: LogWords, column: number | null): Chart[] {
  return [
    { id: 'crt', title: t.crtTitle, short: t.crtShort, body: () => crt(g, t, w, column) },
    { id: 'tec', title: t.tecTitle, short: t.tecShort, body: () => tec(g, t) },
  ];
}
