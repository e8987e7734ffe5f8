// Yom Kippur's charts, drawn from its data (data/yom-kippur/tables*.json,
// terrain.json): the two Combat Results Tables (B-I.3) with each result
// spelled out, the bombing tables (B-N.2), the terrain's effects (B-G, B-J)
// and the key to the map's symbols, markers and numbers, in their words
// (chart-words-*.ts). Loaded when a chart first opens (charts.ts): a page that
// never opens one does not load them.
import { css, html, svg, type TemplateResult } from 'lit';
import type { Game } from '../../src/games/yom-kippur/index.js';
import { dieRollTable } from '../hexmap/die-roll-table.js';
import { dictionaries, fill } from '../hexmap/text.js';
import { chartWords as en, type ChartWords } from './chart-words-en.js';
import { combatWords } from './combat-words-en.js';
import { mapStyle } from './look.js';
import { resultWords, tablesOf } from './result-words.js';
import type { Text } from './text.js';
import { sideName } from './view.js';

/** The charts' terrain swatches and the key's samples (drawn with the map's own classes), adopted when they load. */
export const styles = css`
  .swatch {
    width: 14px;
    height: 14px;
    vertical-align: -2px;
    margin-right: 4px;
    stroke: var(--hex-border);
  }
  .key {
    list-style: none;
    padding: 0;
    margin: 0;
    font-size: 13px;
  }
  .key li {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 2px 0;
  }
  .key-sample {
    flex: none;
    background: var(--yk-desert);
    border-radius: 4px;
  }
  .key .marker-shock rect {
    fill: #b0180c;
  }
  .key .marker-shock text {
    fill: #fff;
    font-weight: 700;
    font-size: 14px;
  }
  .key .aircraft-mark circle {
    fill: var(--yk-israeli);
    stroke: #fff;
    stroke-width: 2;
  }
  .key .aircraft-mark path {
    fill: none;
    stroke: var(--yk-israeli-ink);
    stroke-width: 1.4;
  }
  .crt caption {
    font-weight: 700;
    text-align: left;
    margin-top: 6px;
  }
  .chart-dialog h4 {
    margin: 8px 0 2px;
  }
`;

const words = dictionaries(en, { fr: () => import('./chart-words-fr.js').then((m) => m.chartWords) });

/** The charts' words in a language (English until it has loaded). */
export const chartWords = words.get;
/** Loads the charts' words in a language (null: nothing to wait for). */
export const loadChartWords = words.load;

/** B-I.3: both Combat Results Tables, `highlight` the column of the attack being gathered, and every result in words. */
export function crt(
  g: Game,
  t: Text,
  w: ChartWords,
  highlight: { side: string; column: string } | null,
): TemplateResult {
  const tables = tablesOf(g);
  const sides = Object.keys(tables.crt);
  return html`${sides.map((side) => {
      const results = tables.crt[side]!.results;
      const columns = Object.keys(results);
      const rolls = results[columns[0]!]!.length;
      return dieRollTable({
        caption: fill(w.crtCaption, { side: sideName(t, side) }),
        die: w.die,
        columns,
        rolls,
        result: (c, r) => results[columns[c]!]![r]!,
        words: (code) => resultWords(g, t, code),
        now: highlight?.side === side ? columns.indexOf(highlight.column) : -1,
      });
    })}
    <p class="note">${w.crtNote}</p>
    <ul class="legend">
      ${Object.keys(tables.resultCodes).map((code) => html`<li><strong>${code}</strong>: ${resultWords(g, t, code)}</li>`)}
    </ul>`;
}

/** B-N.2: what each side's bombing die does. */
export function bombing(g: Game, t: Text, w: ChartWords): TemplateResult {
  const b = g.data.tables.standard.bombing as {
    egyptian: { reducedOn: Record<string, number[]> };
    israeli: { column: string; reducedAircraftColumn: string; results: Record<string, string> };
  };
  const israeli = Object.entries(b.israeli.results);
  return html`<h4>${fill(w.bombSide, { side: sideName(t, 'egyptian') })} (B-N.2a)</h4>
    <ul class="legend">
      ${Object.entries(b.egyptian.reducedOn).map(
        ([type, dice]) =>
          html`<li>
            ${type === 'other' ? w.bombOther : (t.types[type] ?? type)}:
            ${fill(w.bombReducedOn, { dice: dice.join(', ') })}
          </li>`,
      )}
      <li>${w.bombOutsideCover}</li>
    </ul>
    <h4>${fill(w.bombSide, { side: sideName(t, 'israeli') })} (B-N.2b)</h4>
    <p>${fill(w.bombIsraeli, { column: b.israeli.column, reduced: b.israeli.reducedAircraftColumn })}</p>
    <ul class="legend">
      ${['shock', 'reduce', 'eliminate', 'none'].map((effect) => {
        const codes = israeli.filter(([, e]) => e === effect).map(([c]) => c);
        return html`<li><strong>${codes.join(', ')}</strong>: ${(t.combat ?? combatWords).outcomes[effect]}</li>`;
      })}
    </ul>
    ${g.tables === 'revised' ? html`<p class="note">${w.bombRevised}</p>` : ''}`;
}

/** B-G, B-J: each terrain's movement cost and combat effect. */
export function terrain(g: Game, t: Text, w: ChartWords): TemplateResult {
  const chart = g.data.chart as unknown as {
    terrain: Record<
      string,
      {
        move: number | Record<string, number | null> | null;
        defence?: Record<string, number>;
        attackFrom?: { divide: number };
      }
    >;
  };
  const moveText = (m: number | Record<string, number | null> | null) =>
    typeof m === 'number' ? `${m}` : m && typeof m === 'object' ? w.waterOnly : w.impassable;
  const combatText = (x: (typeof chart.terrain)[string]) =>
    [
      x.defence?.addPerHex ? fill(w.defencePlusHex, { n: x.defence.addPerHex }) : '',
      x.defence?.multiplyPerUnit ? fill(w.defenceTimes, { n: x.defence.multiplyPerUnit }) : '',
      x.attackFrom?.divide ? fill(w.attackFromDivided, { n: x.attackFrom.divide }) : '',
    ]
      .filter(Boolean)
      .join('; ') || '—';
  return html`<table class="tec">
      <thead>
        <tr>
          <th scope="col">${w.terrainCol}</th>
          <th scope="col">${w.moveCol}</th>
          <th scope="col">${w.combatCol}</th>
        </tr>
      </thead>
      <tbody>
        ${Object.entries(chart.terrain).map(
          ([id, x]) =>
            html`<tr>
              <th scope="row">
                <svg class="swatch" viewBox="0 0 16 16" aria-hidden="true">
                  <rect class=${`hex t-${id}`} width="16" height="16"></rect></svg
                >${t.terrain[id] ?? id}
              </th>
              <td>${moveText(x.move)}</td>
              <td>${combatText(x)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <ul class="legend">
      ${w.tecRules.map((r) => html`<li>${r}</li>`)}
    </ul>`;
}

/** A symbol of the map drawn as the map draws it, in a small box. */
const sample = (content: unknown) =>
  html`<svg class="key-sample" viewBox="-20 -20 40 40" width="32" height="32" aria-hidden="true">${content}</svg>`;

/** The key to the map's symbols, drawn as the map draws them. */
export function key(w: ChartWords): TemplateResult {
  const f = mapStyle.featureMarks!;
  const items: [unknown, string][] = [
    [svg`<polyline class="canal" points="-18,-10 18,10"></polyline>`, w.keyCanal],
    [svg`<polyline class="red-line" points="-18,-10 18,10"></polyline>`, w.keyRedLine],
    [svg`<polyline class="road" points="-18,8 -6,-8 6,8 18,-8"></polyline>`, w.keyRoad],
    [f.town!(0, -6), w.keyTown],
    [f.pass!(0, 0), w.keyPass],
    [f['entrenched-camp']!(0, 4), w.keyCamp],
    [f['bridge-site']!(10, 10), w.keyBridge],
    [svg`<polygon class="hex sam-range" points="-17,0 -9,-15 9,-15 17,0 9,15 -9,15"></polygon>`, w.keySamRange],
    [
      svg`<g class="marker-shock"><rect x="-13" y="-7" width="26" height="14" rx="2"></rect><text y="5" text-anchor="middle">SH</text></g>`,
      w.keyShock,
    ],
    [
      svg`<g class="aircraft-mark"><circle r="10"></circle><path d="M0,-6 c-4,-5 -9,-5 -9,0 c0,5 5,5 9,0 c4,-5 9,-5 9,0 c0,5 -5,5 -9,0"></path></g>`,
      w.keyAircraft,
    ],
  ];
  return html`<ul class="key">
      ${items.map(([s, words]) => html`<li>${sample(s)}<span>${words}</span></li>`)}
    </ul>
    <ul class="legend">
      ${w.keyNotes.map((n) => html`<li>${n}</li>`)}
    </ul>`;
}
