// The log column: the whole history, grouped by Game-Turn and phase, the
// newest at the bottom and in view; each line reviews the moment after its
// action. The actions a returning online player had not seen are marked
// "new", in words that screen readers read too. The game's element words
// the lines and the headings.
import { html, nothing, type TemplateResult } from 'lit';
import type { LogLine } from './hex-game.js';
import { fill, type HexmapText } from './text.js';

export interface LogView {
  t: HexmapText;
  lines: readonly LogLine[];
  /** A line in the element's language ('' leaves it out, e.g. the phase changes the headings already say). */
  text(line: LogLine): string;
  /** The heading of a group: its Game-Turn, side and phase. */
  heading(line: LogLine): string;
  /** The action being reviewed (its index in history), or -1. */
  current: number;
  /** The first action the reader had not seen (its index in history): it and the later ones are marked new. */
  newFrom?: number | null;
  review(step: number): void;
}

export function logColumn(v: LogView): TemplateResult {
  const groups: { heading: string; lines: { line: LogLine; text: string; again: boolean }[] }[] = [];
  let last = '';
  let lastStep = -1;
  for (const line of v.lines) {
    const text = v.text(line);
    if (!text) continue;
    // one action may log several lines (a combat, its retreats): its number shows on the first only
    const again = line.step === lastStep;
    lastStep = line.step;
    const key = `${line.turn} ${line.side} ${line.phase}`;
    if (key !== last) groups.push({ heading: v.heading(line), lines: [] });
    last = key;
    groups.at(-1)!.lines.push({ line, text, again });
  }
  const isNew = (line: LogLine) => v.newFrom != null && line.step >= v.newFrom;
  const fresh = groups.reduce((n, g) => n + g.lines.filter(({ line }) => isNew(line)).length, 0);
  return html`<section class="log-column" part="log" aria-label=${v.t.log}>
    <h3>
      ${v.t.log}${fresh ? html` · <span class="new-count">${fill(v.t.newActions, { n: fresh })}</span>` : nothing}
    </h3>
    <div class="log-scroll" tabindex="0">
      ${groups.map(
        (g) =>
          html`<div class="log-group">
            <h4>${g.heading}</h4>
            <ol class="log">
              ${g.lines.map(
                ({ line, text, again }) =>
                  html`<li value=${line.step + 1} class=${again ? 'again' : nothing}>
                    <button
                      class=${['entry', line.step === v.current && 'current', isNew(line) && 'new'].filter(Boolean).join(' ')}
                      aria-current=${line.step === v.current ? 'step' : nothing}
                      @click=${() => v.review(line.step)}
                    >
                      ${isNew(line) ? html`<span class="new-mark">${v.t.newAction}</span> ` : nothing}${text}
                    </button>
                  </li>`,
              )}
            </ol>
          </div>`,
      )}
    </div>
  </section>`;
}
