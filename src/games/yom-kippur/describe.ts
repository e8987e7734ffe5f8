// One log line for each event, in the rulebook's words.
import type { Context } from './context.js';
import type { GameEvent } from './events.js';

export function describeEvent(ctx: Context, e: GameEvent): string {
  const name = (id: string) => ctx.units[ctx.unitIndex.get(id) ?? -1]?.name ?? id;
  switch (e.type) {
    case 'phase':
      return `Game-Turn ${e.turn} (${ctx.data.scenario.calendar[String(e.turn)] ?? ''}): ${e.side} ${e.phase} phase`;
    case 'over':
      return `Game over: ${e.winner ?? 'a draw'} (${Object.entries(e.vp)
        .map(([s, v]) => `${s} ${v} VP`)
        .join(', ')})`;
    case 'move': {
      const how = e.mode === 'normal' ? '' : ` (${e.mode === 'canal' ? 'across the canal' : e.mode})`;
      return `${name(e.unit)} ${e.from ? 'moves' : 'enters'} ${e.from ? e.from + '–' : 'at '}${e.to}, ${e.cost} MP${how}`;
    }
    case 'placed':
      return `${name(e.unit)} set up on ${e.to} instead of ${e.from} (B-D)`;
    case 'exit':
      return `${name(e.unit)} leaves the map from ${e.from} toward Israel (B-R.2)`;
    case 'sam-mov':
      return `${name(e.unit)}: SAM MOV marker ${e.placed ? 'placed' : 'removed'} (B-M.2)`;
    case 'recover':
      return `${name(e.unit)} ${e.rebuilt ? 'rebuilt' : 'restored'} for ${e.points} recovery points (B-Q)`;
    case 'reduced':
      return `${name(e.unit)} reduced${e.hex ? ' in ' + e.hex : ''} (${e.rule})`;
    case 'eliminated':
      return `${name(e.unit)} eliminated${e.hex ? ' in ' + e.hex : ''} (${e.rule})`;
    case 'shock':
      return `${name(e.unit)}: shock marker ${e.placed ? 'placed' : 'removed'} (${e.rule})`;
    case 'bridge':
      return `${e.bridge} ${e.state} (${e.rule})`;
    case 'vp':
      return `${e.side} ${e.points >= 0 ? '+' : ''}${e.points} VP: ${e.why} (${e.rule})`;
    case 'aircraft':
      return `${name(e.unit)} over ${e.hex} (B-N.1)`;
    case 'drop-declared':
      return `${name(e.unit)} to be dropped on ${e.hex}: its die is rolled once the phase's drops are declared (B-O.1)`;
    case 'drop':
      return `${name(e.unit)} ${e.mode === 'drop' ? 'dropped' : 'heli-lifted'} on ${e.hex}: die ${e.die}, ${e.survived ? 'lands' : 'lost'} (B-O)`;
    case 'bomb':
      return `${name(e.aircraft)} bombs ${name(e.target)}: die ${e.die}, ${e.result} (${e.rule})`;
    case 'sam-defence':
      return `${name(e.sam)} fires at ${name(e.aircraft)}: die ${e.die}, ${e.result} (B-M.3)`;
    case 'aircraft-lost':
      return `${name(e.unit)} lost (${e.rule})`;
    case 'combat':
      return `${e.attackers.map(name).join(', ')} attack ${e.hexes.join(', ')}: ${e.attack} to ${e.defence}, ${e.odds}, die ${e.die}: ${e.result}`;
    case 'support':
      return `${e.side} artillery support: ${e.artillery.map(name).join(', ') || 'none'} (B-L)`;
    case 'retreat':
      return `${name(e.unit)} retreats ${e.from}–${e.to} (B-I.3)`;
    case 'advance':
      return `${name(e.unit)} advances ${e.from}–${e.to} (B-I.3 g)`;
  }
}
