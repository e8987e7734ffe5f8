// A game's Combat Results Table drawn for its chart (charts.ts shows it): a module of its own, so that a game
// whose charts load on first use carries it in their file.
import { html, type TemplateResult } from 'lit';

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
