// The log in the element's language: the engine's own lines are English
// (describe.ts), so English reads them as they are; French words the events
// the log shows most (phases, moves, combats, retreats, losses, the air war)
// and keeps the engine's line for the rest.
import type { Game, GameEvent } from '../../src/games/yom-kippur/index.js';
import type { LogLine } from '../hexmap/hex-game.js';
import { textFor } from './text.js';
import { sideName } from './view.js';

export function logText(g: Game, lang: string, line: LogLine): string {
  if (!lang.toLowerCase().startsWith('fr')) return line.text;
  const t = textFor(lang);
  const e = line.event as GameEvent;
  const n = (id: string) => g.unit(id).name;
  switch (e.type) {
    case 'phase':
      return `Tour ${e.turn}\u202f: ${sideName(t, e.side)}, ${t.phases[e.phase] ?? e.phase}`;
    case 'move':
      return e.from
        ? `${n(e.unit)} va de ${e.from} à ${e.to}, ${e.cost} PM`
        : `${n(e.unit)} entre en ${e.to}, ${e.cost} PM`;
    case 'retreat':
      return `${n(e.unit)} retraite de ${e.from} à ${e.to} (B-I.3)`;
    case 'advance':
      return `${n(e.unit)} avance de ${e.from} à ${e.to} (B-I.3 g)`;
    case 'reduced':
      return `${n(e.unit)} réduite${e.hex ? ' en ' + e.hex : ''} (${e.rule})`;
    case 'eliminated':
      return `${n(e.unit)} éliminée${e.hex ? ' en ' + e.hex : ''} (${e.rule})`;
    case 'combat':
      return `${e.attackers.map(n).join(', ')} attaquent ${e.hexes.join(', ')}\u202f: ${e.attack} contre ${e.defence}, ${e.odds}, dé ${e.die}\u202f: ${e.result}`;
    case 'aircraft':
      return `${n(e.unit)} au-dessus de ${e.hex} (B-N.1)`;
    case 'bomb':
      return `${n(e.aircraft)} bombarde ${n(e.target)}\u202f: dé ${e.die}, ${e.result} (${e.rule})`;
    case 'sam-defence':
      return `${n(e.sam)} tire sur ${n(e.aircraft)}\u202f: dé ${e.die}, ${e.result} (B-M.3)`;
    case 'vp':
      return `${sideName(t, e.side)} ${e.points >= 0 ? '+' : ''}${e.points} PV\u202f: ${e.why} (${e.rule})`;
    default:
      return line.text;
  }
}
