// The advanced game's own log lines in the element's language: A-K's air
// phase (raids, detection, interceptions, SAM fire, air combat, bombing,
// aircraft home, the stages) and A-H's transfers between fronts. The engine
// writes them in English with ids (air/events.ts, transfers.ts); here every
// language names the aircraft and units and spells out the die, as the basic
// game's log does (log-words.ts), and the lines keep the case they cite.
import type { Game, GameEvent } from '../../../src/games/yom-kippur/index.js';
import type { AirEvent } from '../../../src/games/yom-kippur/advanced/air/events.js';
import type { TransferEvent } from '../../../src/games/yom-kippur/advanced/transfers.js';
import type { LogLine } from '../../hexmap/hex-game.js';
import { fill } from '../../hexmap/text.js';
import { textFor } from '../text.js';
import { advancedWords } from './words.js';
import { logText as basicLogText } from '../log-words.js';
import { frontOf } from './air-view.js';
import { arabSide, seatPlaying } from './fronts.js';
import { caseText, nameOf } from '../view.js';

/** The line of an advanced event in `lang`, or null for the events the basic game's log words. */
export function advancedLogText(g: Game, lang: string, line: LogLine): string | null {
  const e = line.event as unknown as AirEvent | TransferEvent | Extract<GameEvent, { type: 'phase' | 'vp' | 'over' }>;
  const [t, w] = [textFor(lang), advancedWords(lang)];
  const n = (id: string) => nameOf(g, t, id);
  const names = (ids: readonly string[]) => ids.map(n).join(', ');
  const die = (d: number, result: string) => fill(w.die, { die: d, result });
  switch (e.type) {
    case 'phase': {
      // A-Use: a front's phase is its seat's (Syria's, Israel's on the Golan); the engine's event names the side
      const side = seatPlaying(g, e.side, frontOf(e.phase));
      return basicLogText(g, lang, { ...line, event: { ...e, side } as LogLine['event'] });
    }
    case 'vp':
      // A-M: the Arab seats score together
      return basicLogText(g, lang, { ...line, event: { ...e, side: arabSide(e.side) } as LogLine['event'] });
    case 'over': {
      // A-Use, A-M: the Arab seats win or lose together, with the Arab side's points
      const vp = Object.fromEntries(Object.entries(e.vp).map(([side, points]) => [arabSide(side), points]));
      const winner = e.winner && arabSide(e.winner);
      return basicLogText(g, lang, { ...line, event: { ...e, winner, vp } as LogLine['event'] });
    }
    case 'raid':
      return fill(w.logRaid, { aircraft: n(e.aircraft), hex: e.hex, role: w.roles[e.role] ?? e.role });
    case 'detect':
      return fill(w.logDetect, {
        n: e.counters,
        hex: e.hex,
        result: die(e.die, e.detected ? w.detected : w.notDetected),
      });
    case 'intercept':
      return fill(w.logIntercept, { aircraft: n(e.aircraft), hex: e.hex });
    case 'sam-fire':
      return fill(w.logSamFire, { sam: n(e.sam), targets: names(e.targets), hex: e.hex, result: die(e.die, e.result) });
    case 'air-combat':
      return fill(w.logAirCombat, {
        attackers: names(e.attackers),
        targets: names(e.targets),
        odds: e.odds,
        result: die(e.die, e.result),
      });
    case 'air-bomb': {
      // a bridge is named by its hex (B-R), a unit by its name
      const bridge = g.bridges().find((b) => b.id === e.target);
      const target = bridge ? fill(t.bridgeAt, { hex: bridge.hexes[0]! }) : n(e.target);
      return fill(w.logAirBomb, {
        aircraft: n(e.aircraft),
        target,
        result: die(e.die, e.result),
        rule: caseText(t, e.rule),
      });
    }
    case 'air-home': {
      const repulsed = /^repulsed, (.+)$/.exec(e.why);
      const why =
        e.why === 'end of the air phase'
          ? w.homeWhy.end
          : repulsed
            ? fill(w.homeWhy.repulsed, { rule: caseText(t, repulsed[1]!) })
            : e.why;
      return fill(w.logAirHome, { aircraft: n(e.aircraft), why });
    }
    case 'air-stage':
      return fill(w.logAirStage, { stage: w.stages[e.stage] ?? e.stage });
    case 'heli-raid':
      return fill(w.logHeliRaid, { helicopter: n(e.helicopter), from: e.from, cargo: n(e.cargo), hex: e.hex });
    case 'transfer':
      return fill(w.logTransfer, { unit: n(e.unit), hex: e.from });
    default:
      return null;
  }
}
