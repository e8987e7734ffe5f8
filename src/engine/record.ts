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

/**
 * Reads a record of `game` (version `version`); throws RecordError naming
 * the line at fault. Never runs the actions: `parseAction` only reads words.
 */
export function parseRecord<A>(
  text: unknown,
  game: { id: string; version: number; dieFaces: number },
  parseAction: (word: string, args: string[], line: number) => A,
): GameRecord<A> {
  if (typeof text !== 'string') throw new RecordError(0, 'a record is text');
  if (text.length > RECORD_MAX) throw new RecordError(0, `record longer than ${RECORD_MAX} characters`);
  const lines = text.split(/\r?\n/);
  const magic = `${game.id} record ${game.version}`;
  if (lines[0]?.trim() !== magic) throw new RecordError(1, `must begin with "${magic}"`);
  const rec: GameRecord<A> = { game: game.id, version: game.version, seed: 0, entries: [] };
  let headerDone = false;
  const seen = new Set<'seed' | 'position'>();
  for (let i = 1; i < lines.length; i++) {
    const n = i + 1;
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('>')) {
      const text = line.slice(1).trim();
      const last = rec.entries.at(-1);
      if (last) last.comment = last.comment === undefined ? text : `${last.comment}\n${text}`;
      else rec.comment = rec.comment === undefined ? text : `${rec.comment}\n${text}`;
      continue;
    }
    const [word, ...rest] = line.split(/\s+/);
    if (!headerDone && word === 'seed') {
      if (seen.has('seed')) throw new RecordError(n, 'a second seed line');
      seen.add('seed');
      const seed = Number(rest[0]);
      if (rest.length !== 1 || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
        throw new RecordError(n, 'seed must be a whole number from 0 to 4294967295');
      }
      rec.seed = seed;
      continue;
    }
    if (!headerDone && word === 'position') {
      if (seen.has('position')) throw new RecordError(n, 'a second position line');
      seen.add('position');
      const text = line.slice('position'.length).trim();
      try {
        // JSON, or the game's compact string (position-text.ts), which the game reads when it starts
        rec.position = text.startsWith('{') ? JSON.parse(text) : text;
        rec.positionLine = n;
      } catch (e) {
        throw new RecordError(n, `position is not valid JSON (${clip((e as Error).message)})`);
      }
      continue;
    }
    headerDone = true;
    rec.entries.push(parseEntry(word!, rest, n, game.dieFaces, parseAction));
  }
  return rec;
}

/** One action line: the game's words, then optionally `= die result`. */
function parseEntry<A>(
  word: string,
  args: string[],
  n: number,
  faces: number,
  parseAction: (word: string, args: string[], line: number) => A,
): RecordEntry<A> {
  let die: number | undefined;
  let result: string | undefined;
  const eq = args.indexOf('=');
  if (eq >= 0) {
    die = Number(args[eq + 1]);
    if (!Number.isInteger(die) || die < 1 || die > faces) {
      throw new RecordError(n, `a die roll is a whole number from 1 to ${faces}`);
    }
    result = args[eq + 2];
    if (args.length > eq + 3) throw new RecordError(n, 'unexpected words after the die roll');
    args = args.slice(0, eq);
  }
  return { action: parseAction(word, args, n), line: n, ...(die !== undefined && { die }), ...(result && { result }) };
}
