// The log column: the whole history, grouped by Game-Turn and phase, the
// newest at the bottom and in view; each line reviews the moment after its
// action. The game's element words the lines and the headings.
import { html, nothing, type TemplateResult } from 'lit';
import type { LogLine } from './hex-game.js';
import type { HexmapText } from './text.js';

export interface LogView {
  t: HexmapText;
  lines: readonly LogLine[];
  /** A line in the element's language ('' leaves it out, e.g. the phase changes the headings already say). */
  text(line: LogLine): string;
  /** The heading of a group: its Game-Turn, side and phase. */
  heading(line: LogLine): string;
  /** The action being reviewed (its index in history), or -1. */
  current: number;
  review(step: number): void;
}

export function logColumn(v: LogView): TemplateResult {
  const groups: { heading: string; lines: { line: LogLine; text: string }[] }[] = [];
  let last = '';
  for (const line of v.lines) {
    const text = v.text(line);
    if (!text) continue;
    const key = `${line.turn} ${line.side} ${line.phase}`;
    if (key !== last) groups.push({ heading: v.heading(line), lines: [] });
    last = key;
    groups.at(-1)!.lines.push({ line, text });
  }
  return html`<section class="log-column" part="log" aria-label=${v.t.log}>
    <h3>${v.t.log}</h3>
    <div class="log-scroll" tabindex="0">
      ${groups.map(
        (g) =>
          html`<div class="log-group">
            <h4>${g.heading}</h4>
            <ol class="log">
              ${g.lines.map(
                ({ line, text }) =>
                  html`<li value=${line.step + 1}>
                    <button
                      class=${line.step === v.current ? 'entry current' : 'entry'}
                      aria-current=${line.step === v.current ? 'step' : nothing}
                      @click=${() => v.review(line.step)}
                    >
                      ${text}
                    </button>
                  </li>`,
              )}
            </ol>
          </div>`,
      )}
    </div>
  </section>`;
}
