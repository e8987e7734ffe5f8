// What Yom Kippur's last action marks on the board: a move's, retreat's or
// advance's arrow, the hex a unit entered or dropped on, an attack's arrows
// with its die and result on the defending hex, a bombing's or a SAM's die,
// the units eliminated.
import type { Game, GameEvent, HexId } from '../../src/games/yom-kippur/index.js';
import type { LogLine } from '../hexmap/hex-game.js';
import type { ActionMarks } from '../hexmap/marks.js';
import { fill } from '../hexmap/text.js';
import { resultSentence } from './results.js';
import type { Text } from './text.js';

export function lastActionMarks(game: Game, lines: readonly LogLine[], t: Text): ActionMarks {
  const marks: ActionMarks = { moves: [], attacks: [], hexes: [], badge: null };
  const events = lines.map((l) => l.event as GameEvent);
  const gone = new Map<string, HexId>();
  for (const e of events) if ((e.type === 'eliminated' || e.type === 'reduced') && e.hex) gone.set(e.unit, e.hex);
  const hexOf = (id: string) => game.unit(id).hex ?? gone.get(id) ?? null;
  for (const e of events) {
    if (e.type === 'move' || e.type === 'retreat' || e.type === 'advance') {
      if (e.from) marks.moves.push([e.from, e.to]);
      else marks.hexes.push(e.to);
    } else if (e.type === 'drop' || e.type === 'aircraft') {
      marks.hexes.push(e.hex);
    } else if (e.type === 'eliminated' && e.hex) {
      marks.hexes.push(e.hex);
    } else if (e.type === 'combat') {
      const at = e.hexes[0];
      if (!at) continue;
      for (const a of e.attackers) {
        const from = hexOf(a);
        if (from && !e.hexes.includes(from)) marks.attacks.push([from, at]);
      }
      marks.badge = {
        hex: at,
        text: fill(t.dieCode, { die: e.die, code: e.result }),
        title: resultSentence(game, t, e),
      };
    } else if (e.type === 'bomb' || e.type === 'sam-defence') {
      const at = hexOf(e.type === 'bomb' ? e.target : e.aircraft);
      if (at)
        marks.badge = {
          hex: at,
          text: fill(t.dieCode, { die: e.die, code: e.result }),
          title: resultSentence(game, t, e),
        };
    }
  }
  return marks;
}
