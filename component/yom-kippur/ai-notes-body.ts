// What the element says of the computer's play: its turn summed up once the reader has the decision again, and the
// note under the chances bar, with the bar's colours. Loaded with its English words once a side is the computer's
// or the chances are shown (ai-notes.ts), before the update that draws them.
import { css } from 'lit';
import type { Game, GameEvent } from '../../src/games/yom-kippur/index.js';
import type { LogLine } from '../hexmap/hex-game.js';
import { fill } from '../hexmap/text.js';
import { aiNotesWords } from './ai-notes-words-en.js';
import type { Text } from './text.js';
import { nameOf, sideName } from './view.js';

/** The computer's turn in a sentence: how many moves, then each combat's and bombing's result (`resultOf`, results.ts). */
export function turnSummary(
  g: Game,
  t: Text,
  lines: readonly LogLine[],
  resultOf: (e: GameEvent) => string | null,
): string {
  const w = t.aiNotes ?? aiNotesWords;
  const events = lines.map((l) => l.event as GameEvent);
  const sides = [...new Set(lines.map((l) => l.side))].map((s) => sideName(t, s)).join(', ');
  const moves = events.filter((e) => e.type === 'move').length;
  const results = events.flatMap((e) => resultOf(e) ?? []);
  const lost = events.filter((e) => e.type === 'eliminated').map((e) => nameOf(g, t, e.unit));
  return [
    fill(w.summary, { side: sides, moves, n: results.length }),
    ...results,
    lost.length ? fill(w.summaryLost, { units: lost.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What the chances bar's figures are (the evaluation's playouts). */
export const chancesAre = (t: Text): string => (t.aiNotes ?? aiNotesWords).chancesAre;

/** The chances bar's colours, each side's counters'. */
export const styles = css`
  .estimate-egyptian {
    fill: var(--yk-egyptian);
  }
  .estimate-israeli {
    fill: var(--yk-israeli);
  }
`;
