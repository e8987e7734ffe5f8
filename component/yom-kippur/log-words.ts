// The log in the element's language. Every language words the lines the
// log shows most (phases, moves, combats, bombing, points, the end) from its
// dictionary (text-en.ts, text-fr.ts), each die with its result spelled out
// (charts.ts); for the other events English reads the engine's own line
// (describe.ts) and another language its `eventWords`. A unit is named as
// the element names it (an aircraft or a SAM in the reader's words), and
// each line keeps the case it cites.
import type { Game, GameEvent } from '../../src/games/yom-kippur/index.js';
import type { LogLine } from '../hexmap/hex-game.js';
import { fill } from '../hexmap/text.js';
import { resultLogText } from './combat-panel.js';
import { overLogText } from './end.js';
import { dieAndResult } from './results.js';
import { textFor } from './text.js';
import { caseText, mpText, nameOf, sideName } from './view.js';
import { vpReason } from './vp-reason.js';

export function logText(g: Game, lang: string, line: LogLine): string {
  const t = textFor(lang);
  const e = line.event as GameEvent;
  const n = (id: string) => nameOf(g, t, id);
  const rule = (r: string) => caseText(t, r);
  const bridgeHex = (id: string) => g.bridges().find((b) => b.id === id)?.hexes[0] ?? id;
  switch (e.type) {
    case 'phase':
      return fill(t.logPhase, {
        turn: e.turn,
        dates: g.data.scenario.calendar[String(e.turn)] ?? '',
        side: sideName(t, e.side),
        phase: t.phases[e.phase] ?? e.phase,
      });
    case 'over':
      // B-R: the winner as the end-of-game box names it, each side's points (end.ts, loaded once the game is over)
      return overLogText(t, e) ?? line.text;
    case 'combat':
    case 'bomb':
    case 'sam-defence':
    case 'support':
    case 'shock':
      // from the bombing step on: their words come with the combat panel (combat-panel.ts)
      return resultLogText(g, t, e) ?? line.text;
    case 'bridge':
      return fill(t.logBridge, {
        hex: bridgeHex(e.bridge),
        state: t.bridgeStates[e.state] ?? e.state,
        rule: rule(e.rule),
      });
    case 'vp':
      return fill(t.logVp, {
        side: sideName(t, e.side),
        points: (e.points >= 0 ? '+' : '') + e.points,
        why: vpReason(g, t, e.why),
        rule: rule(e.rule),
      });
    case 'move':
      return (
        fill(e.from ? t.logMove : t.logEnter, { unit: n(e.unit), from: e.from ?? '', to: e.to, mp: mpText(e.cost) }) +
        (e.mode === 'normal' ? '' : ` (${t.moveModes[e.mode] ?? e.mode})`)
      );
  }
  // the other events: English reads the engine's own line (describe.ts), another language rewords it
  return t.reword?.event(e, n, () => dieAndResult(g, t, e as Extract<GameEvent, { type: 'drop' }>)) ?? line.text;
}
