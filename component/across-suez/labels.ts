// A hex's label for screen readers, in the words of Across Suez.
import type { Game, HexId, UnitInfo } from '../../src/games/across-suez/index.js';
import type { Text } from './text.js';
import { fill } from '../hexmap/text.js';
import { nameOf } from './view.js';

/** "0411, Chinese Farm, Egyptian infantry 16/1, 3-8, in Israeli zone of control". */
export function cellLabel(game: Game, t: Text, hex: HexId, unit: UnitInfo | undefined, zoc: string[]): string {
  const parts = [hex, t.terrain[game.terrainAt(hex) ?? ''] ?? ''];
  const place = game.map.places[hex];
  if (place) parts.push(t.places[place] ?? place);
  if (unit) parts.push(`${t[unit.side]} ${t.types[unit.type]} ${nameOf(t, unit)}, ${unit.strength}-${unit.movement}`);
  for (const side of zoc) if (!unit || unit.side !== side) parts.push(fill(t.zoc, { side: t[side as 'israeli'] }));
  return parts.filter(Boolean).join(', ');
}
