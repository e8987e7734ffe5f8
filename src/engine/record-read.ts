// Reading a record's text (record.ts: the format, its errors, writing one): only a replay reads one
// (Match.replayed, a page restoring a saved game or importing a record), so it loads on first use.
import { clip } from './input-check.js';
import { RecordError, RECORD_MAX, type GameRecord, type RecordEntry } from './record.js';

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
