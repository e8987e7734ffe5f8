// The results Yom Kippur states in words: a combat's or a bombing's die and
// what its code does (from the tables' own definitions, charts.ts), for the
// bar, the log, the map's badge and the summary of the computer's turn (ai-notes-body.ts). A
// drop's (B-O.1, the air phase) are here; the others' come with the combat
// panel (combat-panel.ts), which loads before the first of them.
import type { Game, GameEvent } from '../../src/games/yom-kippur/index.js';
import type { LogLine } from '../hexmap/hex-game.js';
import { fill } from '../hexmap/text.js';
import { resultDie, resultHead } from './combat-panel.js';
import type { Text } from './text.js';
import { nameOf } from './view.js';

type Result = Extract<GameEvent, { type: 'combat' | 'bomb' | 'sam-defence' | 'drop' }>;
const isResult = (e: { type: string }): e is Result =>
  e.type === 'combat' || e.type === 'bomb' || e.type === 'sam-defence' || e.type === 'drop';

/** "die 5: D1 (defender retreats 1 hex)", "die 4: lands": a drop's at once, the others' with the combat panel. */
export function dieAndResult(g: Game, t: Text, e: Result): string {
  return e.type === 'drop'
    ? fill(t.dieWords, { die: e.die, words: e.survived ? t.lands : t.lostInDrop })
    : resultDie(g, t, e);
}

/** A result in a sentence: "Combat in 0611 (2-1): die 5: D1 (defender retreats 1 hex)". */
export function resultSentence(g: Game, t: Text, e: Result): string {
  const what = e.type === 'drop' ? fill(t.dropOf, { unit: nameOf(g, t, e.unit), hex: e.hex }) : resultHead(g, t, e);
  return `${what}${t.colon} ${dieAndResult(g, t, e)}`;
}

/** B-I.3, B-N.2: the last result of the phase under way, for the bar (it stays once its retreats are made). */
export function lastResult(g: Game, t: Text, log: readonly LogLine[]): string {
  const now = log.at(-1);
  for (let i = log.length - 1; i >= 0; i--) {
    const l = log[i]!;
    if (!now || l.turn !== now.turn || l.side !== now.side || l.phase !== now.phase) break;
    if (isResult(l.event)) return resultSentence(g, t, l.event);
  }
  return '';
}

/** A combat's, a bombing's, a SAM's or a drop's result in a sentence (resultSentence); null for any other event. */
export const resultOf = (g: Game, t: Text, e: GameEvent): string | null =>
  isResult(e) ? resultSentence(g, t, e) : null;
