// Words for screen readers and the counter card: a hex (its number,
// terrain, place, map symbols, zones of control), a unit (designation, type,
// factors, steps, markers) in the element's language.
import type { Game, HexId, UnitInfo } from '../../src/games/yom-kippur/index.js';
import type { UnitCard } from '../hexmap/card.js';
import { fill } from '../hexmap/text.js';
import type { Text } from './text.js';
import { sideName, unitName } from './view.js';

export function unitLabel(t: Text, u: UnitInfo): string {
  const values = u.kind === 'aircraft' || u.kind === 'sam' ? `${u.strength}` : `${u.strength}-${u.movement}`;
  return `${unitName(t, u)}, ${sideName(t, u.side)} ${t.types[u.type] ?? u.type} ${values}`;
}

/** The hex's own words: number, terrain, place name, map symbols. */
export function hexLines(g: Game, t: Text, hex: HexId, place: (hex: HexId, printed: string) => string): string[] {
  const terrain = g.terrainAt(hex) ?? '';
  const features = Object.entries(g.map.features ?? {})
    .filter(([name, hexes]) => t.features[name] && hexes.includes(hex))
    .map(([name]) => t.features[name]!);
  const printed = g.map.places[hex];
  return [
    [hex, printed ? place(hex, printed) : ''].filter(Boolean).join(' '),
    [t.terrain[terrain] ?? terrain, ...features].join(', '),
  ];
}

export function cellLabel(
  g: Game,
  t: Text,
  hex: HexId,
  top: UnitInfo | undefined,
  place: (hex: HexId, printed: string) => string,
): string {
  const zoc = g.zocOf(hex).filter((s) => s !== top?.side);
  return [
    hexLines(g, t, hex, place).join(', '),
    top ? unitLabel(t, top) : t.empty,
    ...zoc.map((s) => fill(t.zoc, { side: sideName(t, s) })),
  ].join('; ');
}

export function unitCard(t: Text, u: UnitInfo): UnitCard {
  return {
    title: `${unitName(t, u)} — ${sideName(t, u.side)}, ${t.types[u.type] ?? u.type}`,
    lines: [
      `${u.strength}-${u.movement}${u.maxSteps > 1 ? ` · ${u.steps}/${u.maxSteps}` : ''}`,
      u.formation,
      ...u.markers.map((m) => (m.kind === 'shock' ? `${t.shocked} (B-N.2b)` : `${t.samMovMarker} (B-M.2)`)),
    ].filter(Boolean),
  };
}
