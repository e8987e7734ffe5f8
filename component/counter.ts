// One counter in the SPI style: side colour, NATO type symbol, designation,
// Combat Strength–Movement Allowance. Side is also shown by shape (Israeli
// counters carry a top bar, Egyptian ones a corner notch), never by colour alone.
import { svg, type SVGTemplateResult } from 'lit';
import type { UnitInfo } from '../src/games/across-suez/types.js';

const SIZE = 40;

function symbol(type: UnitInfo['type']): SVGTemplateResult {
  // the symbol box: 22 × 13, centred at (0, -6)
  const box = svg`<rect class="sym" x="-11" y="-12.5" width="22" height="13"></rect>`;
  const oval = svg`<ellipse class="sym" cx="0" cy="-6" rx="7" ry="3.6"></ellipse>`;
  const cross = svg`<path class="sym" d="M-11,-12.5 L11,0.5 M11,-12.5 L-11,0.5"></path>`;
  const slash = svg`<path class="sym" d="M-11,0.5 L11,-12.5"></path>`;
  switch (type) {
    case 'armor':
      return svg`${box}${oval}`;
    case 'mechanized':
      return svg`${box}${oval}${cross}`;
    case 'infantry':
      return svg`${box}${cross}`;
    case 'armored-cavalry':
      return svg`${box}${oval}${slash}`;
    case 'bridge':
      return svg`${box}<path class="sym" d="M-8,-3 Q0,-13 8,-3 M-11,-3 H11"></path>`;
  }
}

export interface CounterState {
  selected?: boolean;
  attacker?: boolean;
  spent?: boolean;
}

export function counter(u: UnitInfo, x: number, y: number, state: CounterState, label: string): SVGTemplateResult {
  const h = SIZE / 2;
  const cls = `counter ${u.side}${state.selected ? ' selected' : ''}${state.attacker ? ' attacker' : ''}${state.spent ? ' spent' : ''}`;
  const sideMark =
    u.side === 'israeli'
      ? svg`<rect x=${-h} y=${-h} width=${SIZE} height="3" fill="#1b1a17"></rect>`
      : svg`<path d=${`M${h - 8},${-h} L${h},${-h} L${h},${-h + 8} Z`} fill="#1b1a17"></path>`;
  return svg`<g class=${cls} part="counter" data-unit=${u.id} transform=${`translate(${x} ${y})`} aria-hidden="true">
    <title>${label}</title>
    <rect class="body" x=${-h} y=${-h} width=${SIZE} height=${SIZE} rx=${u.side === 'israeli' ? 1 : 4}></rect>
    ${sideMark}
    ${symbol(u.type)}
    <text y="9">${u.name}</text>
    <text class="values" y="18">${u.strength}-${u.movement}</text>
  </g>`;
}
