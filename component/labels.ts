// Words and frames the map needs: a hex's label for screen readers, and the
// part of the map a diagram shows.
import type { Game, HexId, UnitInfo } from '../src/index.js';
import type { Layout } from './geometry.js';
import { fill, type Text } from './text.js';

/** "0411, Chinese Farm, Egyptian infantry 16/1, 3-8, in Israeli zone of control". */
export function cellLabel(game: Game, t: Text, hex: HexId, unit: UnitInfo | undefined, zoc: string[]): string {
  const parts = [hex, t.terrain[game.terrainAt(hex) ?? ''] ?? ''];
  const place = game.map.places[hex];
  if (place) parts.push(place);
  if (unit) parts.push(`${t[unit.side]} ${t.types[unit.type]} ${unit.name}, ${unit.strength}-${unit.movement}`);
  for (const side of zoc) if (!unit || unit.side !== side) parts.push(fill(t.zoc, { side: t[side as 'israeli'] }));
  return parts.filter(Boolean).join(', ');
}

/** The viewBox showing the hexes between two corners ("0107 0815"), or the whole map. */
export function viewBox(layout: Layout, view: string | null, hexes: Record<string, string>): string {
  const corners = (view ?? '').split(/[\s,-]+/).filter((h) => h in hexes);
  if (corners.length !== 2) return `0 0 ${layout.width} ${layout.height}`;
  const [[x1, y1], [x2, y2]] = corners.map((h) => layout.centre(h)) as [[number, number], [number, number]];
  const pad = 36;
  const x = Math.min(x1, x2) - pad,
    y = Math.min(y1, y2) - pad;
  return `${x} ${y} ${Math.abs(x2 - x1) + pad * 2} ${Math.abs(y2 - y1) + pad * 2}`;
}
