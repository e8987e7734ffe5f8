// The counter card: what a hex holds, shown on hover, on a long press and
// for the keyboard's hex — every unit of a stack (the stack viewer), each
// with its counter drawn large and its factors explained, and the hex's
// terrain. The game's element writes the lines.
import { css, html, svg, nothing, type TemplateResult } from 'lit';
import { counter, type SideLook } from './counter.js';
import type { MapUnit } from './hex-game.js';

/** What a game says about one unit on its card. */
export interface UnitCard {
  /** "2nd Battalion — Blue, armor" */
  title: string;
  /** "Combat Strength 3", "Movement Allowance 12 (9 left)"… */
  lines: string[];
}

export interface CardView {
  /** The hex's own lines: its number, terrain, zones of control. */
  hex: string[];
  units: { unit: MapUnit; card: UnitCard; look: SideLook }[];
  /** Which corner of the map the card sits in (away from the hex it describes). */
  corner: 'left' | 'right';
  label: string;
}

export function counterCard(v: CardView): TemplateResult | typeof nothing {
  if (v.units.length === 0 && v.hex.length === 0) return nothing;
  return html`<div class=${`card ${v.corner}`} part="card" role="note" aria-label=${v.label}>
    ${v.units.map(
      ({ unit, card, look }) =>
        html`<div class="card-unit">
          <svg class="card-counter" viewBox="-22 -22 44 44" width="52" height="52" aria-hidden="true">
            ${svg`${counter(unit, 0, 0, look, {}, card.title)}`}
          </svg>
          <div>
            <strong>${card.title}</strong>
            ${card.lines.map((l) => html`<div>${l}</div>`)}
          </div>
        </div>`,
    )}
    ${v.hex.length ? html`<div class="card-hex">${v.hex.map((l) => html`<div>${l}</div>`)}</div>` : nothing}
  </div>`;
}

/** The counter card's rules: hex-map-element.ts adopts them once this module has loaded. */
export const styles = css`
  .card {
    position: absolute;
    bottom: 8px;
    z-index: 2;
    max-width: min(320px, 70%);
    background: var(--hex-panel-bg);
    border: 1px solid var(--hex-border);
    border-radius: 6px;
    box-shadow: 0 2px 8px #0004;
    padding: 6px 8px;
    font-size: 12px;
    pointer-events: none;
  }
  .card.left {
    left: 8px;
  }
  .card.right {
    right: 8px;
  }
  .card-unit {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  .card-counter {
    flex: none;
  }
  .card-hex {
    border-top: 1px solid var(--hex-border);
    padding-top: 4px;
    color: var(--hex-muted);
  }
`;
