// The bar over the map: who the reader is and whose turn it is, the standing
// prompt (what to do next, or why the last try was refused), the game's main
// buttons, and the map's tools (zoom, fit, charts). On a phone it stays at the
// top of the window over the map and the panel under it, and takes the reader
// to either in one press.
import { html, nothing, type TemplateResult } from 'lit';
import { fill, type HexmapText } from './text.js';

export interface BarView {
  t: HexmapText;
  /** "You are Red · your turn", "Blue to play"… */
  seat: string;
  /** The reader has the move (the seat reads as an invitation). */
  yourTurn: boolean;
  /** What to do next. */
  prompt: string;
  /** Why the last action was refused ('' if it was not). */
  error: string;
  /** What the last result was, or what the computer's turn did, in words ('' if nothing to tell). */
  result: string;
  /** The game's main buttons (End phase, Undo…), or replay controls. */
  actions: TemplateResult | typeof nothing;
  /** Zoom buttons, when the map pans and zooms. */
  zoom: { in(): void; out(): void; fit(): void } | null;
  charts: readonly { id: string; title: string; short?: string }[];
  openChart(id: string): void;
  /** On a narrow layout, where the panel is under the map: brings the map, or the panel, into view under the bar. */
  jump(to: 'map' | 'panel'): void;
}

export function bar(v: BarView): TemplateResult {
  const { t } = v;
  return html`<div class="bar" part="bar">
    <div class="bar-text">
      ${v.seat ? html`<span class=${v.yourTurn ? 'seat your-turn' : 'seat'} part="seat">${v.seat}</span>` : nothing}
      <span class="prompt-cell">
        ${
          v.error
            ? html`<span class="prompt error" part="prompt" role="alert">${v.error}</span
                ><span class="prompt hidden" aria-hidden="true">${v.prompt}</span>`
            : html`<span class="prompt" part="prompt">${v.prompt}</span>`
        }
      </span>
      ${v.result ? html`<span class="result" part="result">${v.result}</span>` : nothing}
    </div>
    <div class="bar-actions">${v.actions}</div>
    <div class="tools" role="group" aria-label=${t.zoom}>
      <button class="jump" @click=${() => v.jump('map')}>${t.toMap}</button
      ><button class="jump" @click=${() => v.jump('panel')}>${t.toPanel}</button>
      ${v.charts.map(
        (c) =>
          html`<button class="chart-button" data-chart=${c.id} title=${c.title} @click=${() => v.openChart(c.id)}>
            ${c.short ?? c.title}
          </button>`,
      )}
      ${
        // a narrow bar has one button for every chart (the dialog has tabs)
        v.charts.length > 1
          ? html`<button class="charts-button" @click=${() => v.openChart(v.charts[0]!.id)}>${t.charts}</button>`
          : nothing
      }
      ${
        v.zoom
          ? html`<button class="icon step" aria-label=${t.zoomOut} title=${t.zoomOut} @click=${v.zoom.out}>−</button
              ><button class="icon" aria-label=${t.fit} title=${t.fit} @click=${v.zoom.fit}>${fitIcon}</button
              ><button
                class="icon step"
                aria-label=${t.zoomIn}
                title=${`${t.zoomIn} (Ctrl + wheel)`}
                @click=${v.zoom.in}
              >
                +
              </button>`
          : nothing
      }
    </div>
  </div>`;
}

const fitIcon = html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
  <path d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4" fill="none" stroke="currentColor" stroke-width="2"></path>
</svg>`;

/** Who the reader is and whose turn it is: "You are Red · your turn", "Blue to play"… */
export function seatLine(
  t: HexmapText,
  sides: readonly string[],
  computer: readonly string[],
  acting: string | null,
  name: (side: string) => string,
): { seat: string; yourTurn: boolean } {
  if (!acting) return { seat: '', yourTurn: false };
  if (computer.length >= sides.length) return { seat: t.computerBoth, yourTurn: false };
  if (computer.length === 0) return { seat: fill(t.toPlay, { side: name(acting) }), yourTurn: true };
  const human = sides.filter((s) => !computer.includes(s)).map(name);
  const mine = !computer.includes(acting);
  const state = mine ? t.yourTurn : fill(t.computerPlays, { side: name(acting) });
  return { seat: `${fill(t.youAre, { side: human.join(', ') })} · ${state}`, yourTurn: mine };
}
