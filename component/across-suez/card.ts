// Across Suez's counter card: a unit's name, side and type, its factors in
// words, the Movement Points it has left, where it arrives; and the hex's
// terrain, its cost to enter, its defence shift and the zones of control.
import type { Game, HexId, UnitInfo } from '../../src/games/across-suez/index.js';
import type { UnitCard } from '../hexmap/card.js';
import { fill } from '../hexmap/text.js';
import type { Text } from './text.js';
import { nameOf, points } from './view.js';

export function unitCard(g: Game, t: Text, u: UnitInfo): UnitCard {
  const lines = [`${fill(t.strength, { n: u.strength })} · ${fill(t.allowance, { n: u.movement })}`];
  if (g.phase === 'movement' && u.side === g.side && u.location !== 'eliminated' && u.location !== 'crossed')
    lines.push(fill(t.mpLeft, { mp: points(g.movementLeft(u.id), t) }));
  if (u.location === 'reinforcement' && u.arrives)
    lines.push(fill(t.arrivesAt, { n: u.arrives.turn, hex: u.arrives.hex }));
  if (u.location === 'crossed') lines.push(t.inBox);
  return { title: `${nameOf(t, u)} — ${t[u.side]}, ${t.types[u.type] ?? u.type}`, lines };
}

export function hexCard(g: Game, t: Text, hex: HexId): string[] {
  const terrain = g.terrainAt(hex) ?? '';
  const chart = g.data.chart.terrain[terrain];
  const place = g.map.places[hex];
  const lines = [`${hex}${place ? ` ${t.places[place] ?? place}` : ''}: ${t.terrain[terrain] ?? terrain}`];
  if (chart) {
    const move = typeof chart.move === 'number' ? chart.move : null;
    lines.push(move === null ? t.impassable : fill(t.entry, { n: points(move, t) }));
    if (chart.combatShift) lines.push(fill(t.defenceShift, { shift: fill(t.columnsLeft, { n: -chart.combatShift }) }));
  }
  for (const side of g.zocOf(hex)) lines.push(fill(t.zoc, { side: t[side] }));
  return lines.map((l) => (t.decimal === ',' ? l.replace(/ ?: /, '\u202f: ') : l));
}
