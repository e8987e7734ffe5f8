// The game's charts (a Combat Results Table, a Terrain Effects Chart…) in a
// dialog over the map, opened from the bar or from a link in the game's
// panel. The game's element draws each chart; this shows one at a time.
import { css, html, nothing, type TemplateResult } from 'lit';
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

/** The chart dialog's rules, its box being chrome-styles.ts's: hex-map-element.ts adopts them once this module has loaded. */
export const styles = css`
  .chart-dialog header {
    display: flex;
    gap: 6px;
    flex-wrap: wrap;
    margin-bottom: 8px;
  }
  .chart-dialog .close {
    margin-left: auto;
  }
  .chart-dialog .tab.current {
    border-color: var(--hex-accent);
    font-weight: 700;
  }
  .chart-dialog table {
    border-collapse: collapse;
    width: 100%;
  }
  .chart-dialog th,
  .chart-dialog td {
    border: 1px solid var(--hex-border);
    padding: 3px 5px;
    text-align: center;
  }
  .chart-dialog .now {
    background: #ffe9a8;
    color: #1d1b16;
  }
  .legend {
    font-size: 12px;
    padding-left: 18px;
  }
`;
