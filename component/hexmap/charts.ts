// The game's charts (a Combat Results Table, a Terrain Effects Chart…) in a
// dialog over the map, opened from the bar or from a link in the game's
// panel. The game's element draws each chart; this shows one at a time.
import { html, nothing, type TemplateResult } from 'lit';
import type { HexmapText } from './text.js';

export interface Chart {
  id: string;
  /** The dialog's title. */
  title: string;
  /** The button's short text (an abbreviation); the title by default. */
  short?: string;
  body(): TemplateResult;
}

export function chartDialog(
  charts: readonly Chart[],
  open: string | null,
  t: HexmapText,
  on: { open(id: string): void; close(): void },
): TemplateResult | typeof nothing {
  const chart = charts.find((c) => c.id === open);
  if (!chart) return nothing;
  return html`<div
    class="chart-dialog"
    part="chart"
    role="dialog"
    aria-label=${chart.title}
    @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && on.close()}
  >
    <header>
      ${charts.map(
        (c) =>
          html`<button
            class=${c.id === open ? 'tab current' : 'tab'}
            aria-pressed=${c.id === open ? 'true' : 'false'}
            @click=${() => on.open(c.id)}
          >
            ${c.short ?? c.title}
          </button>`,
      )}
      <button class="close" autofocus aria-label=${t.close} @click=${on.close}>✕</button>
    </header>
    <div class="chart-body">${chart.body()}</div>
  </div>`;
}

/**
 * A die-roll table (a Combat Results Table): a row per face of the die, a
 * column per odds or differential, the column of the attack under way
 * marked (`now`, -1 none), each result's meaning in words as its cell's title.
 */
export function dieRollTable(o: {
  caption: string;
  die: string;
  columns: readonly string[];
  rolls: number;
  result(column: number, roll: number): string;
  words(result: string): string;
  now: number;
}): TemplateResult {
  const now = (c: number) => (c === o.now ? 'now' : '');
  return html`<table class="crt">
    <caption>
      ${o.caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${o.die}</th>
        ${o.columns.map((c, i) => html`<th scope="col" class=${now(i)}>${c}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${Array.from(
        { length: o.rolls },
        (_, r) =>
          html`<tr>
            <th scope="row">${r + 1}</th>
            ${o.columns.map((_, c) => {
              const code = o.result(c, r);
              return html`<td class=${now(c)} title=${o.words(code)}>${code}</td>`;
            })}
          </tr>`,
      )}
    </tbody>
  </table>`;
}
