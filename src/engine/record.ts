// A game record: a header naming the game, then one action a line in the
// game's words; die rolls are written with the action so a record replays
// exactly whatever the seed. Lines starting with '>' annotate the action
// above them; lines starting with '#' are ignored.
//
//   <game> record <version>
//   seed 42
//   position {...}                (only when the game did not start from the standard setup; JSON or compact)
//   <action words>  = <die> <result>
//   > a comment on the action above
import { clip, QUOTE_MAX } from './input-check.js';

export interface RecordEntry<A> {
  action: A;
  /** The die rolled and, for attacks, the result. */
  die?: number;
  result?: string;
  comment?: string;
  /** Where a parsed entry stood in the record's text. */
  line?: number;
}

export interface GameRecord<A> {
  game: string;
  version: number;
  seed: number;
  position?: unknown;
  /** The line the position stood on, for errors. */
  positionLine?: number;
  entries: RecordEntry<A>[];
  /** An annotation before the first action. */
  comment?: string;
}

export class RecordError extends Error {
  constructor(
    readonly line: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`record line ${line}: ${clip(message, 3 * QUOTE_MAX)}`, options);
    this.name = 'RecordError';
  }
}

/** The longest record read (and written: Match.annotate keeps to it). */
export const RECORD_MAX = 4_000_000;

const MAGIC = /^([a-z][a-z0-9-]*) record (\d+)$/;

/** The game and version a record's first line names (throws RecordError). */
export function recordHeader(text: unknown): { game: string; version: number } {
  if (typeof text !== 'string') throw new RecordError(0, 'a record is text');
  const first = text.slice(0, 200).split(/\r?\n/, 1)[0]!.trim();
  const m = MAGIC.exec(first);
  if (!m) throw new RecordError(1, 'must begin with "<game> record <version>"');
  return { game: m[1]!, version: Number(m[2]) };
}

export function formatRecord<A>(r: GameRecord<A>, formatAction: (a: A) => string): string {
  const lines = [`${r.game} record ${r.version}`, `seed ${r.seed}`];
  if (r.position) lines.push(`position ${JSON.stringify(r.position)}`);
  const note = (c?: string) => c && lines.push(...c.split('\n').map((l) => `> ${l}`));
  note(r.comment);
  for (const e of r.entries) {
    let line = formatAction(e.action);
    if (e.die !== undefined) line += ` = ${e.die}${e.result ? ' ' + e.result : ''}`;
    lines.push(line);
    note(e.comment);
  }
  return lines.join('\n') + '\n';
}
