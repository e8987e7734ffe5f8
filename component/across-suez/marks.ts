// What Across Suez's last action marks on the board: a move's arrow, the
// hex a reinforcement entered or a unit crossed from, an attack's arrows
// with its die and result, a bombardment, the units eliminated.
import type { Game, GameEvent, HexId } from '../../src/games/across-suez/index.js';
import type { LogLine } from '../hexmap/hex-game.js';
import type { ActionMarks } from '../hexmap/marks.js';
import { fill } from '../hexmap/text.js';
import type { Text } from './text.js';
import type { LogWords } from './log-words.js';
import { nameOf } from './view.js';

export function lastActionMarks(game: Game, lines: readonly LogLine[], t: Text, w: LogWords): ActionMarks {
  const marks: ActionMarks = { moves: [], attacks: [], hexes: [], badge: null };
  const events = lines.map((l) => l.event as GameEvent);
  const eliminatedAt = new Map<string, HexId>();
  for (const e of events) if (e.type === 'eliminated' && e.hex) eliminatedAt.set(e.unit, e.hex);
  const hexOf = (id: string) => game.unit(id).hex ?? eliminatedAt.get(id) ?? null;
  for (const e of events) {
    if (e.type === 'move' || e.type === 'retreat' || e.type === 'advance') {
      if (e.from) marks.moves.push([e.from, e.to]);
      else marks.hexes.push(e.to);
    } else if (e.type === 'cross') {
      marks.hexes.push(e.from);
    } else if (e.type === 'eliminated' && e.hex) {
      marks.hexes.push(e.hex);
    } else if (e.type === 'combat') {
      const at = hexOf(e.defender);
      if (!at) continue;
      for (const a of e.attackers) {
        const from = hexOf(a);
        if (from && from !== at) marks.attacks.push([from, at]);
      }
      marks.badge = {
        hex: at,
        text: `${t.die} ${e.die}: ${e.result}`.replace(':', t.decimal === ',' ? '\u202f:' : ':'),
        title: w.results[e.result] ?? e.result,
      };
    } else if (e.type === 'bombard') {
      const at = hexOf(e.target);
      if (at)
        marks.badge = {
          hex: at,
          text: `${t.die} ${e.die}`,
          title: fill(w.bombard, {
            unit: nameOf(t, game.unit(e.target)),
            die: e.die,
            effect: e.eliminated ? w.bombardHit : w.bombardMiss,
          }),
        };
    }
  }
  return marks;
}
