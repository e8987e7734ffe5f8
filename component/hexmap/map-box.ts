// The map's box: the scrollable, zoomable frame (pan-zoom.ts's pointer and
// wheel handlers) around the board's SVG, which is the keyboard's ARIA grid
// (role=grid, the cursor as its active descendant). The board itself is
// board.ts; the element (hex-map-element.ts) gives both their state.
import { html, type TemplateResult } from 'lit';
import type { HexId } from '../../src/engine/hex-id.js';
import type { PanZoom } from './pan-zoom.js';

export interface MapBoxView {
  panZoom: PanZoom['handlers'];
  viewBox: string;
  /** The map's accessible name. */
  label: string;
  /** The keyboard cursor's hex (its cell is the grid's active descendant). */
  cursor: HexId;
  onKey(e: KeyboardEvent): void;
  onFocus(): void;
  onLeave(e: PointerEvent): void;
  /** The board drawn inside (board.ts). */
  board: unknown;
}

export function mapBox(v: MapBoxView): TemplateResult {
  return html`<div
    class="map-wrap"
    part="map"
    @wheel=${v.panZoom.wheel}
    @pointerdown=${v.panZoom.pointerdown}
    @pointermove=${v.panZoom.pointermove}
    @pointerup=${v.panZoom.pointerup}
    @pointercancel=${v.panZoom.pointercancel}
    @click=${v.panZoom.click}
    @pointerleave=${v.onLeave}
  >
    <svg
      class="map"
      viewBox=${v.viewBox}
      role="grid"
      tabindex="0"
      aria-label=${v.label}
      aria-activedescendant=${`hex-${v.cursor}`}
      @keydown=${v.onKey}
      @focus=${v.onFocus}
    >
      ${v.board}
    </svg>
  </div>`;
}
