// The log in the element's language: the engine's own lines are English
// (describe.ts), so English reads them as they are; French words the events
// the log shows most (phases, moves, combats, retreats, losses, the air war)
// and keeps the engine's line for the rest.
import type { Game, GameEvent } from '../../src/games/yom-kippur/index.js';
import type { LogLine } from '../hexmap/hex-game.js';
import { fill } from '../hexmap/text.js';
import { dieAndResult } from './results.js';
import { textFor } from './text.js';
import { mpText, sideName } from './view.js';
import { vpReason } from './vp-words.js';

export function logText(g: Game, lang: string, line: LogLine): string {
  const t = textFor(lang);
  const e = line.event as GameEvent;
  const n = (id: string) => g.unit(id).name;
  const bridgeHex = (id: string) => g.bridges().find((b) => b.id === id)?.hexes[0] ?? id;
  // every language: the phase in the game's words, each die with its result spelled out (charts.ts)
  switch (e.type) {
    case 'phase':
      return fill(t.logPhase, {
        turn: e.turn,
        dates: g.data.scenario.calendar[String(e.turn)] ?? '',
        side: sideName(t, e.side),
        phase: t.phases[e.phase] ?? e.phase,
      });
    case 'combat':
      return fill(t.logCombat, {
        attackers: e.attackers.map(n).join(', '),
        hexes: e.hexes.join(', '),
        a: e.attack,
        d: e.defence,
        odds: e.odds,
        result: dieAndResult(g, t, e),
      });
    case 'bomb':
      return fill(t.logBomb, {
        aircraft: n(e.aircraft),
        target: n(e.target),
        result: dieAndResult(g, t, e),
        rule: e.rule,
      });
    case 'sam-defence':
      return fill(t.logSam, { sam: n(e.sam), aircraft: n(e.aircraft), result: dieAndResult(g, t, e) });
    case 'support':
      return fill(t.logSupport, { side: sideName(t, e.side), units: e.artillery.map(n).join(', ') || t.none });
    case 'shock':
      return fill(e.placed ? t.logShockOn : t.logShockOff, { unit: n(e.unit), rule: e.rule });
    case 'bridge':
      return fill(t.logBridge, { hex: bridgeHex(e.bridge), state: t.bridgeStates[e.state] ?? e.state, rule: e.rule });
    case 'vp':
      return fill(t.logVp, {
        side: sideName(t, e.side),
        points: (e.points >= 0 ? '+' : '') + e.points,
        why: vpReason(g, t, e.why),
        rule: e.rule,
      });
    case 'move':
      return (
        fill(e.from ? t.logMove : t.logEnter, { unit: n(e.unit), from: e.from ?? '', to: e.to, mp: mpText(e.cost) }) +
        (e.mode === 'normal' ? '' : ` (${t.moveModes[e.mode] ?? e.mode})`)
      );
  }
  if (!lang.toLowerCase().startsWith('fr')) return line.text;
  switch (e.type) {
    case 'retreat':
      return `${n(e.unit)} retraite de ${e.from} à ${e.to} (B-I.3)`;
    case 'advance':
      return `${n(e.unit)} avance de ${e.from} à ${e.to} (B-I.3 g)`;
    case 'reduced':
      return `${n(e.unit)} réduite${e.hex ? ' en ' + e.hex : ''} (${e.rule})`;
    case 'eliminated':
      return `${n(e.unit)} éliminée${e.hex ? ' en ' + e.hex : ''} (${e.rule})`;
    case 'aircraft':
      return `${n(e.unit)} au-dessus de ${e.hex} (B-N.1)`;
    default:
      return line.text;
  }
}
