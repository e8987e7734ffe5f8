// Across Suez's log lines, review steps and announcements in the reader's
// language, from the game's events (the engine's own log text is English).
import type { Game, GameEvent } from '../../src/games/across-suez/index.js';
import { fill } from '../hexmap/text.js';
import { textFor, type Text } from './text.js';
import { nameOf, signed } from './view.js';

export type LogWords = Text['logWords'];

/** The log's words in a language (text-en.ts and text-fr.ts, `logWords`; English until the language has loaded). */
export function logWords(lang: string): LogWords {
  return textFor(lang).logWords;
}

/** One event in words; '' for the phase changes, which the log's headings say. */
export function eventText(game: Game, t: Text, w: LogWords, e: GameEvent): string {
  const n = (id: string) => nameOf(t, game.unit(id));
  const mp = (x: number) => String(x).replace('.', t.decimal);
  switch (e.type) {
    case 'move':
      return e.from
        ? fill(w.move, { unit: n(e.unit), from: e.from, to: e.to, cost: mp(e.cost) })
        : fill(w.enter, { unit: n(e.unit), to: e.to, cost: mp(e.cost) });
    case 'cross':
      return fill(w.cross, { unit: n(e.unit), from: e.from, cost: mp(e.cost) });
    case 'combat':
      return fill(e.attackers.length > 1 ? w.attack : w.attackOne, {
        attackers: e.attackers.map(n).join(' + '),
        defender: n(e.defender),
        artillery: e.artillery ? w.withArtillery : '',
        d: signed(e.differential),
        die: e.die,
        result: w.results[e.result] ?? e.result,
      });
    case 'retreat':
    case 'advance':
      return fill(w[e.type], { unit: n(e.unit), from: e.from, to: e.to });
    case 'eliminated':
      return fill(w.eliminated, {
        unit: n(e.unit),
        where: e.hex ? fill(w.inHex, { hex: e.hex }) : '',
        cause: w.causes[e.cause] ?? e.cause,
        rule: e.rule,
      });
    case 'bombard':
      return fill(w.bombard, { unit: n(e.target), die: e.die, effect: e.eliminated ? w.bombardHit : w.bombardMiss });
    case 'over':
      return fill(w.over, { victory: t.victory[e.winner] ?? e.winner, reason: t.reasons[e.reason] ?? e.reason });
    case 'phase':
      return '';
  }
}
