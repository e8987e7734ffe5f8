// A-C: records made before the set-up was split by seat (version 1 and 2)
// still replay. Such a record's set-up gave each side one step, in which its
// first seat placed the counters of both maps and ended once; from version 3
// a side split among seats sets up a front a step, each ended by `end`. The
// placements of two maps never bear on each other (every zone lies on one
// map, stacking is per hex), so the old steps' `place` lines are reordered by
// front, in the new steps' order, with an `end` after each step but the last.
import { recordHeader } from '../../../engine/record.js';
import type { Action } from '../types.js';

/** The advanced game's record version: 3 since the set-up was split by seat (2 since the retired phases left the sequence). */
export const ADVANCED_RECORD_VERSION = 3;

/** What the upgrade reads of the game: its words, each new step (side id, front or null), each counter's set-up front. */
export interface SetupRecordGame {
  id: string;
  dieFaces: number;
  parse: (word: string, args: string[], line: number) => Action;
  /** The set-up steps of a game of `seats` seats, in order: the side placing, the front (null: both). */
  steps: (seats: number) => { side: string; front: string | null }[];
  /** The front a counter is set up on. */
  frontOf: (unit: string) => string | null;
}

/** A record older than version 3 with its set-up's `place` lines in the steps of version 3 (its version line kept). */
export async function splitSetupRecord(text: string, game: SetupRecordGame): Promise<string> {
  const { version } = recordHeader(text);
  if (version >= ADVANCED_RECORD_VERSION) return text;
  // the record reader loads with the first replay (engine/record-read.ts)
  const { parseRecord } = await import('../../../engine/record-read.js');
  const rec = parseRecord(text, { ...game, version }, game.parse);
  const p = (rec.position ?? {}) as { seats?: number; side?: string; phase?: string };
  if (p.phase !== 'setup' || typeof p.side !== 'string') return text;
  const steps = game.steps(p.seats ?? 2);
  const sides = [...new Set(steps.map((t) => t.side))];
  const lines = text.split(/\r?\n/);
  const entries = rec.entries.map((e, i) => ({
    action: e.action,
    // an entry's lines: its own and the comments and blanks after it
    lines: lines.slice(e.line! - 1, (rec.entries[i + 1]?.line ?? lines.length + 1) - 1),
  }));
  const out: string[] = [];
  let side = sides.indexOf(p.side);
  let k = 0;
  while (side >= 0 && side < sides.length && k < entries.length) {
    const mine = steps.filter((t) => t.side === sides[side]);
    const byStep: string[][] = mine.map(() => []);
    let ended: string[] | null = null;
    for (; k < entries.length && !ended; k++) {
      const { action, lines: own } = entries[k]!;
      if (action.type === 'end') ended = own;
      else if (action.type === 'place') {
        const front = game.frontOf(action.unit);
        const at = Math.max(
          0,
          mine.findIndex((t) => t.front === null || t.front === front),
        );
        byStep[at]!.push(...own);
      } else return text; // not a set-up the old sequence could play: left for the replay to report
    }
    const last = ended ? mine.length - 1 : byStep.findLastIndex((b) => b.length > 0);
    for (let i = 0; i <= last; i++) {
      out.push(...byStep[i]!);
      if (i < last) out.push('end');
    }
    if (ended) out.push(...ended);
    side++;
  }
  const first = rec.entries[0]?.line ?? lines.length + 1;
  const rest = entries.slice(k).flatMap((e) => e.lines);
  return [...lines.slice(0, first - 1), ...out, ...rest].join('\n');
}

/** A record of version 2 named version 3 (after splitSetupRecord and, for version 1, the retired phases' upgrade). */
export function asSplitSetupVersion(text: string): string {
  if (recordHeader(text).version !== ADVANCED_RECORD_VERSION - 1) return text;
  const lines = text.split(/\r?\n/);
  lines[0] = lines[0]!.replace(/\d+$/, String(ADVANCED_RECORD_VERSION));
  return lines.join('\n');
}
