// One line of the game log per event, in the rulebook's words.
import type { Context } from './context.js';
import type { GameEvent } from './events.js';

export function describeEvent(ctx: Context, e: GameEvent): string {
  const n = (id: string) => ctx.units[ctx.unitIndex.get(id)!]!.name;
  switch (e.type) {
    case 'move':
      return `${n(e.unit)} ${e.from ? `moves ${e.from}–${e.to}` : `enters at ${e.to}`} (${e.cost} MP)`;
    case 'cross':
      return `${n(e.unit)} crosses the canal at ${e.from} (${e.cost} MP)`;
    case 'combat':
      return `${e.attackers.map(n).join(' + ')} attack ${n(e.defender)}${e.artillery ? ' with artillery' : ''}: differential ${e.differential >= 0 ? '+' : ''}${e.differential}, die ${e.die}: ${e.result}`;
    case 'retreat':
      return `${n(e.unit)} retreats ${e.from}–${e.to}`;
    case 'advance':
      return `${n(e.unit)} advances ${e.from}–${e.to}`;
    case 'eliminated':
      return `${n(e.unit)} is eliminated${e.hex ? ` in ${e.hex}` : ''} (${e.cause}, ${e.rule})`;
    case 'bombard':
      return `Bombardment of ${n(e.target)}: die ${e.die}${e.eliminated ? ', eliminated' : ', no effect'}`;
    case 'phase':
      return e.phase === 'over' ? `Game-Turn ${e.turn} ends` : `Game-Turn ${e.turn}: ${e.side} ${e.phase} phase`;
    case 'over':
      return `${e.winner === 'israeli' ? 'Israeli' : 'Egyptian'} victory (${e.reason})`;
  }
}
