// A game's end in words (B-R): the winner as the end-of-game box, the panel and the log name it, each side's points,
// the standing prompt. Loaded with its English words once the game is over (end.ts), before the update that draws it.
import type { Game, GameEvent } from '../../src/games/yom-kippur/index.js';
import { fill } from '../hexmap/text.js';
import { endWords } from './end-words-en.js';
import type { Text } from './text.js';
import { sideName } from './view.js';

/** "Egyptian victory", "A draw": the winner of the game (or of the `over` event) in words. */
export function result(t: Text, winner: string | null): string {
  return winner ? (t.victory[winner] ?? sideName(t, winner)) : (t.end ?? endWords).draw;
}

/** The end-of-game box: the winner, each side's points. */
export function gameOverText(g: Game, t: Text): { title: string; text: string } {
  const total = g.victoryPoints().total;
  return {
    title: result(t, g.winningSide),
    text: fill((t.end ?? endWords).vpText, { e: total.egyptian ?? 0, i: total.israeli ?? 0 }),
  };
}

export const promptOver = (t: Text): string => (t.end ?? endWords).promptOver;

/** The log's last line: the winner, each side's points. */
export function overLogText(t: Text, e: Extract<GameEvent, { type: 'over' }>): string {
  const w = t.end ?? endWords;
  return fill(w.logOver, {
    result: result(t, e.winner),
    vp: Object.entries(e.vp)
      .map(([side, points]) => fill(w.vpOf, { side: sideName(t, side), n: points }))
      .join(', '),
  });
}
