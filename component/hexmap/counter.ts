// One counter in the SPI style: side colour, NATO type symbol, designation,
// Combat Strength–Movement Allowance, and a band on a reduced face. A side is
// also shown by shape (a top bar, a corner notch: the game's choice per
// side), never by colour alone; its colours come from the CSS class that is
// the side's id.
import { svg, type SVGTemplateResult } from 'lit';
import type { MapUnit } from './hex-game.js';

/** Counters leave the top and bottom strips of their hex to the hex number and the place name. */
const SIZE = 36;

/** How one side's counters differ in shape. */
export interface SideLook {
  mark: 'top-bar' | 'corner-notch';
  /** Corner radius of the counter. */
  radius: number;
  /** NATO symbols of the game's own unit types, over the common ones (counter.ts SYMBOLS). */
  symbols?: Readonly<Record<string, SVGTemplateResult>>;
}

// the symbol box: 22 × 13, centred at (0, -6); a game draws its own types' symbols from these parts (SideLook.symbols)
export const box: SVGTemplateResult = svg`<rect class="sym" x="-11" y="-12.5" width="22" height="13"></rect>`;
export const oval: SVGTemplateResult = svg`<ellipse class="sym" cx="0" cy="-6" rx="7" ry="3.6"></ellipse>`;
export const cross: SVGTemplateResult = svg`<path class="sym" d="M-11,-12.5 L11,0.5 M11,-12.5 L-11,0.5"></path>`;
const slash = svg`<path class="sym" d="M-11,0.5 L11,-12.5"></path>`;
const dot = svg`<circle class="sym fill" cx="0" cy="-6" r="2.2"></circle>`;
const span = svg`<path class="sym" d="M-8,-3 Q0,-13 8,-3 M-11,-3 H11"></path>`;

/** NATO symbols by unit type; a type not listed gets the bare box. */
const SYMBOLS: Record<string, SVGTemplateResult> = {
  armor: svg`${box}${oval}`,
  mechanized: svg`${box}${oval}${cross}`,
  infantry: svg`${box}${cross}`,
  'armored-cavalry': svg`${box}${oval}${slash}`,
  cavalry: svg`${box}${slash}`,
  reconnaissance: svg`${box}${slash}`,
  artillery: svg`${box}${dot}`,
  bridge: svg`${box}${span}`,
};

export interface CounterState {
  selected?: boolean;
  /** Marked by the game (e.g. an attacker being gathered): the class `marked`. */
  marked?: boolean;
  spent?: boolean;
}

export function counter(
  u: MapUnit,
  x: number,
  y: number,
  look: SideLook,
  state: CounterState,
  label: string,
): SVGTemplateResult {
  const h = SIZE / 2;
  const cls = `counter ${u.side}${state.selected ? ' selected' : ''}${state.marked ? ' marked' : ''}${state.spent ? ' spent' : ''}${u.reduced ? ' reduced' : ''}${u.aloft ? ' aloft' : ''}`;
  const sideMark =
    look.mark === 'top-bar'
      ? svg`<rect class="side-mark" x=${-h} y=${-h} width=${SIZE} height="3"></rect>`
      : svg`<path class="side-mark" d=${`M${h - 8},${-h} L${h},${-h} L${h},${-h + 8} Z`}></path>`;
  // a unit over the hex (an aircraft) is a small counter with its symbol and name only: it has no strength on the ground
  const at = u.aloft ? `translate(${x} ${y}) scale(0.55)` : `translate(${x} ${y})`;
  return svg`<g class=${cls} part="counter" data-unit=${u.id} transform=${at} aria-hidden="true">
    <title>${label}</title>
    <rect class="body" x=${-h} y=${-h} width=${SIZE} height=${SIZE} rx=${look.radius}></rect>
    ${sideMark}
    ${look.symbols?.[u.type] ?? SYMBOLS[u.type] ?? box}
    ${u.reduced ? svg`<rect class="reduced-band" x=${-h} y=${h - 4} width=${SIZE} height="4"></rect>` : null}
    <text y="7.5">${u.name}</text>
    ${u.aloft ? null : svg`<text class="values" y="16">${u.strength}-${u.movement}</text>`}
    ${(u.tags ?? []).map(
      (m, i) =>
        svg`<g class=${`marker marker-${m.kind}`} transform=${`translate(${-h + 1 + i * 19} ${-h - 7})`}><rect width="18" height="9" rx="2"></rect><text x="9" y="7.2">${m.text}</text></g>`,
    )}
  </g>`;
}
