// Stacks: several units in one hex. The units of a hex are drawn fanned out,
// the one on top last; the top is the unit a click or Enter on the hex acts
// on. The reader browses a stack with its badge (a click brings the next unit
// to the top) or with ] and [ on the focused hex.
import { svg, type ReactiveControllerHost, type SVGTemplateResult } from 'lit';
import type { HexId } from '../../src/engine/hex-id.js';
import type { MapUnit } from './hex-game.js';

/** How far each unit under the top one shows, up and to the left. */
const FAN = 4;

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

  /** The stack bottom first, top last: the game's order, with the browsed unit moved to the top. */
  ordered(hex: HexId, stack: readonly MapUnit[]): MapUnit[] {
    const top = stack.find((u) => u.id === this.#top.get(hex)) ?? stack[0];
    return top ? [...stack.filter((u) => u !== top).reverse(), top] : [];
  }

  /** The unit on top of a hex, or undefined for an empty hex. */
  top(hex: HexId, stack: readonly MapUnit[] | undefined): MapUnit | undefined {
    return stack ? this.ordered(hex, stack).at(-1) : undefined;
  }

  /** Brings the next (+1) or previous (−1) unit of the stack to the top. */
  browse(hex: HexId, stack: readonly MapUnit[] | undefined, by: 1 | -1): void {
    if (!stack || stack.length < 2) return;
    const top = this.top(hex, stack)!;
    const next = stack[(stack.indexOf(top) + by + stack.length) % stack.length]!;
    this.#top.set(hex, next.id);
    this.host.requestUpdate();
  }

  /** Where each counter of a stack is drawn, bottom first: fanned out from the hex centre, the top one at the centre. */
  placed(hex: HexId, stack: readonly MapUnit[], [x, y]: [number, number]): { unit: MapUnit; x: number; y: number }[] {
    const ordered = this.ordered(hex, stack);
    return ordered.map((unit, i) => {
      const depth = ordered.length - 1 - i;
      return { unit, x: x - depth * FAN, y: y - depth * FAN };
    });
  }

  /** The badge that counts a stack and browses it on click (drawn above the grid cells, so it takes the pointer). */
  badge(hex: HexId, stack: readonly MapUnit[], [x, y]: [number, number], label: string): SVGTemplateResult | null {
    if (stack.length < 2) return null;
    return svg`<g class="stack-badge" part="stack-badge" data-hex=${hex} transform=${`translate(${x + 17} ${y - 17})`}
      @click=${() => this.browse(hex, stack, 1)} aria-label=${label}>
      <circle r="7"></circle><text y="3.2" text-anchor="middle">${stack.length}</text></g>`;
  }
}
