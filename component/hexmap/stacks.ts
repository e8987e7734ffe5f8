// Stacks: several units in one hex. The units of a hex are drawn fanned out,
// the one on top last; the top is the unit a click or Enter on the hex acts
// on. The reader browses a stack with its badge (a click brings the next unit
// to the top) or with ] and [ on the focused hex.
import { svg, type ReactiveControllerHost, type SVGTemplateResult } from 'lit';
import type { HexId } from '../../src/engine/hex-id.js';
import type { MapUnit } from './hex-game.js';

/** How far each unit under the top one shows, up and to the left. */
const FAN = 4;
/** Where a unit over the hex (an aircraft) is drawn, from the hex centre: the top left corner (the stack's count is top right). */
const ALOFT: [number, number] = [-16, -13];

/** The units in the hex (the stack proper), without those over it. */
const inHex = (stack: readonly MapUnit[]) => stack.filter((u) => !u.aloft);

/** The units on the map by hex, in the game's order. */
export function stacksOf(units: readonly MapUnit[]): Map<HexId, MapUnit[]> {
  const byHex = new Map<HexId, MapUnit[]>();
  for (const u of units) if (u.hex) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  return byHex;
}

/** Which unit is on top of each stack; browsing asks the element to render again. */
export class StackController {
  /** The unit the reader brought to the top of each hex. */
  #top = new Map<HexId, string>();

  constructor(private readonly host: ReactiveControllerHost) {}

  /** The units in the hex bottom first, top last (the game's order, the browsed unit moved to the top). */
  #ordered(hex: HexId, units: readonly MapUnit[]): MapUnit[] {
    const top = units.find((u) => u.id === this.#top.get(hex)) ?? units[0];
    return top ? [...units.filter((u) => u !== top).reverse(), top] : [];
  }

  /** The stack bottom first, top last, then the units over the hex (aircraft). */
  ordered(hex: HexId, stack: readonly MapUnit[]): MapUnit[] {
    return [...this.#ordered(hex, inHex(stack)), ...stack.filter((u) => u.aloft)];
  }

  /** The unit on top of a hex (the stack's, else one over it), or undefined for an empty hex. */
  top(hex: HexId, stack: readonly MapUnit[] | undefined): MapUnit | undefined {
    return stack ? (this.#ordered(hex, inHex(stack)).at(-1) ?? stack[0]) : undefined;
  }

  /** Brings the next (+1) or previous (−1) unit of the stack to the top. */
  browse(hex: HexId, stack: readonly MapUnit[] | undefined, by: 1 | -1): void {
    const units = stack ? inHex(stack) : [];
    if (units.length < 2) return;
    const top = this.top(hex, units)!;
    const next = units[(units.indexOf(top) + by + units.length) % units.length]!;
    this.#top.set(hex, next.id);
    this.host.requestUpdate();
  }

  /**
   * Where each counter of a hex is drawn, bottom first: the stack fanned out from the hex centre, the top one at
   * the centre; a unit over the hex (an aircraft) small in its top left corner, over the stack.
   */
  placed(hex: HexId, stack: readonly MapUnit[], [x, y]: [number, number]): { unit: MapUnit; x: number; y: number }[] {
    const ordered = this.#ordered(hex, inHex(stack));
    return [
      ...ordered.map((unit, i) => {
        const depth = ordered.length - 1 - i;
        return { unit, x: x - depth * FAN, y: y - depth * FAN };
      }),
      ...stack.filter((u) => u.aloft).map((unit, i) => ({ unit, x: x + ALOFT[0] + i * 6, y: y + ALOFT[1] })),
    ];
  }

  /** The badge that counts a stack and browses it on click (drawn above the grid cells, so it takes the pointer). */
  badge(hex: HexId, all: readonly MapUnit[], [x, y]: [number, number], label: string): SVGTemplateResult | null {
    const stack = inHex(all);
    if (stack.length < 2) return null;
    return svg`<g class="stack-badge" part="stack-badge" data-hex=${hex} transform=${`translate(${x + 17} ${y - 17})`}
      @click=${() => this.browse(hex, stack, 1)} aria-label=${label}>
      <circle r="7"></circle><text y="3.2" text-anchor="middle">${stack.length}</text></g>`;
  }
}
