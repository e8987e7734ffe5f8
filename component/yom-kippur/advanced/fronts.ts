// A-Use: the two fronts on one board (docs/yom-kippur/advanced.md): both
// side by side where the element is wide, one at a time on a phone — the
// front of the phase under way, or the one the reader picks in the tabs.
// A front is shown as the element's `view`: the corners of its map region.
import { html, type TemplateResult } from 'lit';
import type { MapData } from '../../../src/engine/map-data.js';
import type { HexId } from '../../../src/engine/hex-id.js';
import type { MapRegion } from '../../../src/engine/map-regions.js';
import type { Game } from '../../../src/games/yom-kippur/index.js';
import type { SeatData } from '../../../src/games/yom-kippur/advanced/data.js';

/** Below this width (CSS pixels) the element shows one front at a time. */
export const NARROW = 720;

export type FrontChoice = string | 'both';

const hexId = (column: number, row: number): HexId =>
  `${String(column).padStart(2, '0')}${String(row).padStart(2, '0')}`;

/** The fronts of the board: each map region's id and the two corner hexes that frame it. */
export function frontViews(map: MapData): { id: string; view: string }[] {
  return ((map['regions'] as MapRegion[] | undefined) ?? []).map((r) => ({
    id: r.id,
    view: `${hexId(r.column, r.row)} ${hexId(r.column + r.columns - 1, r.row + r.rows - 1)}`,
  }));
}

/** The hex in the middle of a front's map (where the map scrolls when a phase moves to that front). */
export function frontMiddle(map: MapData, front: string): HexId | null {
  const r = ((map['regions'] as MapRegion[] | undefined) ?? []).find((x) => x.id === front);
  return r ? hexId(r.column + Math.floor(r.columns / 2), r.row + Math.floor(r.rows / 2)) : null;
}

/** The tabs over the map: both fronts, or one. */
export function frontTabs(v: {
  map: MapData;
  shown: FrontChoice;
  names: Record<string, string>;
  both: string;
  label: string;
  pick(front: FrontChoice): void;
}): TemplateResult {
  const tabs: FrontChoice[] = ['both', ...frontViews(v.map).map((f) => f.id)];
  return html`<div class="fronts" role="tablist" aria-label=${v.label} part="fronts">
    ${tabs.map(
      (f) =>
        html`<button
          role="tab"
          aria-selected=${v.shown === f ? 'true' : 'false'}
          data-front=${f}
          @click=${() => v.pick(f)}
        >
          ${f === 'both' ? v.both : (v.names[f] ?? f)}
        </button>`,
    )}
  </div>`;
}

/** A-Use, A-M: the Arab side of the rules (`egyptian`: every Arab counter of both fronts) scores as the Arab seats' one side. */
export const arabSide = (side: string): string => (side === 'egyptian' ? 'arab' : side);

/** A-Use: the seat that plays a side of the rules on a front at this game's seat count (the side when none is named). */
export function seatPlaying(g: Game, side: string, front: string | null): string {
  const data = g.data as unknown as { seats?: Record<string, readonly SeatData[]> };
  const seats = data.seats?.[String(g.rules.descriptor.sides.length)] ?? [];
  return seats.find((t) => t.side === side && (front === null || t.fronts.includes(front)))?.id ?? side;
}
