// The board as one SVG: the printed map, the marks of the decision under way
// and of the last action, the counters and their stacks, a diagram's arrows
// over them (an arrow between two counters side by side keeps its head), the
// hex numbers and place names over the counters, and the ARIA grid of cells that
// takes the pointer. Rendering only: the element passes what to draw and the
// handlers of a cell.
import { svg, nothing, type SVGTemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { HexId } from '../../src/engine/hex-id.js';
import { points, type Layout } from './geometry.js';
import { counter, type CounterState, type SideLook } from './counter.js';
import type { MapUnit } from './hex-game.js';
import { marksLayer, type ActionMarks } from './marks.js';

export interface BoardView {
  layout: Layout;
  /** The map's layers, built once per map: terrain and hexsides under everything, names and numbers over the counters. */
  ground: unknown;
  places: unknown;
  numbers: unknown;
  /** Hexes filled with a CSS class, short texts at hex centres, a path: the decision under way. */
  hexes: [HexId, string][];
  labels: [HexId, string | number][];
  path: HexId[];
  /** A diagram's rings and arrows. */
  rings: HexId[];
  arrows: [HexId, HexId][];
  last: ActionMarks;
  placed: { unit: MapUnit; x: number; y: number }[];
  look(unit: MapUnit): SideLook;
  state(unit: MapUnit): CounterState;
  tooltip(unit: MapUnit): string;
  badges: (SVGTemplateResult | null)[];
  cursor: HexId | null;
  /** The cells that take input; a still picture (export/) has none. */
  cell?(hex: HexId): { label: string; selected: boolean };
  on?: {
    click(hex: HexId): void;
    pointerdown(hex: HexId, e: PointerEvent): void;
    pointerup(hex: HexId, e: PointerEvent): void;
    pointerenter(hex: HexId, e: PointerEvent): void;
  };
}

export function board(v: BoardView): SVGTemplateResult {
  const { layout } = v;
  const centre = layout.centre;
  const fillHex = (hex: string, cls: string) =>
    svg`<polygon class=${cls} points=${points(layout.corners(hex))}></polygon>`;
  const line = ([a, b]: [HexId, HexId]) =>
    svg`<line class="arrow" x1=${centre(a)[0]} y1=${centre(a)[1]} x2=${centre(b)[0]} y2=${centre(b)[1]}></line>`;
  return svg`<defs>
      <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
        <path d="M0,0 L10,5 L0,10 z" fill="#8a1c0c"></path>
      </marker>
      <marker id="last-arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
        <path d="M0,0 L10,5 L0,10 z" class="last-arrow-head"></path>
      </marker>
    </defs>
    ${v.ground}
    <g part="highlights">
      ${v.hexes.map(([h, cls]) => fillHex(h, cls))}
      ${v.rings.map((h) => fillHex(h, 'highlight'))}
      ${v.path.length > 1 ? svg`<polyline class="path" points=${points(v.path.map(centre))}></polyline>` : nothing}
    </g>
    <g part="counters">
      ${repeat(
        v.placed,
        (p) => p.unit.id,
        ({ unit, x, y }) => counter(unit, x, y, v.look(unit), v.state(unit), v.tooltip(unit)),
      )}
    </g>
    ${v.arrows.length ? svg`<g part="arrows">${v.arrows.map(line)}</g>` : nothing}
    ${v.numbers ?? nothing} ${v.places}
    <g part="last-action">${marksLayer(v.last, layout)}</g>
    <g class="costs">
      ${v.labels.map(([h, text]) => svg`<text class="cost" x=${centre(h)[0]} y=${centre(h)[1] + 4} text-anchor="middle">${text}</text>`)}
    </g>
    ${cells(v)}
    <g part="stack-badges">${v.badges}</g>
    ${v.cursor ? svg`<polygon class="cursor" points=${points(layout.corners(v.cursor))}></polygon>` : nothing}`;
}

/** The ARIA grid of cells over the board, which takes the pointer. */
function cells(v: BoardView): SVGTemplateResult | typeof nothing {
  const { layout, cell, on } = v;
  if (!cell || !on) return nothing;
  return svg`<g class="cells">
      ${layout.rows.map(
        (row) =>
          svg`<g role="row">${row.map((hex) => {
            const c = cell(hex);
            return svg`<polygon role="gridcell" id=${`hex-${hex}`} aria-label=${c.label}
              aria-selected=${c.selected ? 'true' : 'false'} points=${points(layout.corners(hex))} fill="transparent"
              @click=${() => on.click(hex)}
              @pointerdown=${(e: PointerEvent) => on.pointerdown(hex, e)}
              @pointerup=${(e: PointerEvent) => on.pointerup(hex, e)}
              @pointerenter=${(e: PointerEvent) => on.pointerenter(hex, e)}></polygon>`;
          })}</g>`,
      )}
    </g>`;
}
