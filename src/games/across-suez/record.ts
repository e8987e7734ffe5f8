// The game record: a header, then one action a line, in the words of the
// rules; die rolls are written with the action so a record replays exactly
// whatever the seed. Lines starting with '>' annotate the action above them;
// lines starting with '#' are ignored.
//
//   across-suez record 1
//   seed 42
//   position {"units": {...}}          (only when the game did not start from the standard setup)
//   move reshev-2 0409
//   > Reshef drives for the crossroads.
//   attack reshev-1 sharon > 14-21-1 artillery = 3 Dr
//   retreat 14-21-1 0205
//   advance sharon 0206               (advance - declines)
//   end
import type { Position } from './types.js';

export type Action =
  | { type: 'move'; unit: string; hex: string }
  | { type: 'cross'; unit: string }
  | { type: 'attack'; attackers: string[]; defender: string; artillery: boolean; die?: number }
  | { type: 'bombard'; target: string; die?: number }
  | { type: 'retreat'; unit: string; hex: string }
  | { type: 'advance'; unit: string | null; hex?: string }
  | { type: 'exchange'; units: string[] }
  | { type: 'end' };

export interface RecordEntry {
  action: Action;
  /** The die rolled (attack, bombard) and, for attacks, the result. */
  die?: number;
  result?: string;
  comment?: string;
  /** Where a parsed entry stood in the record's text. */
  line?: number;
}

export interface GameRecord {
  seed: number;
  position?: Position;
  /** The line the position stood on, for errors. */
  positionLine?: number;
  entries: RecordEntry[];
  /** An annotation before the first action. */
  comment?: string;
}

export class RecordError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`record line ${line}: ${message}`);
    this.name = 'RecordError';
  }
}

const MAGIC = 'across-suez record 1';
const ID = /^[A-Za-z0-9][A-Za-z0-9/-]{0,31}$/;
const HEX = /^\d{4}$/;

export function actionText(a: Action): string {
  switch (a.type) {
    case 'move':
      return `move ${a.unit} ${a.hex}`;
    case 'cross':
      return `cross ${a.unit}`;
    case 'attack':
      return `attack ${a.attackers.join(' ')} > ${a.defender}${a.artillery ? ' artillery' : ''}`;
    case 'bombard':
      return `bombard ${a.target}`;
    case 'retreat':
      return `retreat ${a.unit} ${a.hex}`;
    case 'advance':
      return a.unit === null ? 'advance -' : `advance ${a.unit}${a.hex ? ' ' + a.hex : ''}`;
    case 'exchange':
      return `exchange ${a.units.join(' ')}`;
    case 'end':
      return 'end';
  }
}

export function formatRecord(r: GameRecord): string {
  const lines = [MAGIC, `seed ${r.seed}`];
  if (r.position) lines.push(`position ${JSON.stringify(r.position)}`);
  const note = (c?: string) => c && lines.push(...c.split('\n').map((l) => `> ${l}`));
  note(r.comment);
  for (const e of r.entries) {
    let line = actionText(e.action);
    if (e.die !== undefined) line += ` = ${e.die}${e.result ? ' ' + e.result : ''}`;
    lines.push(line);
    note(e.comment);
  }
  return lines.join('\n') + '\n';
}

/** Reads a record; throws RecordError naming the line at fault. Never runs the actions. */
export function parseRecord(text: unknown): GameRecord {
  if (typeof text !== 'string') throw new RecordError(0, 'a record is text');
  if (text.length > 4_000_000) throw new RecordError(0, 'record too long');
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== MAGIC) throw new RecordError(1, `must begin with "${MAGIC}"`);
  const rec: GameRecord = { seed: 0, entries: [] };
  let headerDone = false;
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
      const seed = Number(rest[0]);
      if (rest.length !== 1 || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
        throw new RecordError(n, 'seed must be a whole number from 0 to 4294967295');
      rec.seed = seed;
      continue;
    }
    if (!headerDone && word === 'position') {
      try {
        rec.position = JSON.parse(line.slice('position'.length)) as Position;
        rec.positionLine = n;
      } catch (e) {
        throw new RecordError(n, `position is not valid JSON (${(e as Error).message})`);
      }
      continue;
    }
    headerDone = true;
    rec.entries.push(parseAction(word!, rest, n));
  }
  return rec;
}

function parseAction(word: string, args: string[], n: number): RecordEntry {
  let die: number | undefined;
  let result: string | undefined;
  const eq = args.indexOf('=');
  if (eq >= 0) {
    die = Number(args[eq + 1]);
    if (!Number.isInteger(die) || die < 1 || die > 6)
      throw new RecordError(n, 'a die roll is a whole number from 1 to 6');
    result = args[eq + 2];
    if (args.length > eq + 3) throw new RecordError(n, 'unexpected words after the die roll');
    args = args.slice(0, eq);
  }
  const id = (s: string | undefined): string => {
    if (!s || !ID.test(s)) throw new RecordError(n, `"${s ?? ''}" is not a unit id`);
    return s;
  };
  const hex = (s: string | undefined): string => {
    if (!s || !HEX.test(s)) throw new RecordError(n, `"${s ?? ''}" is not a hex (CCRR)`);
    return s;
  };
  const arity = (k: number) => {
    if (args.length !== k) throw new RecordError(n, `${word} takes ${k} argument${k === 1 ? '' : 's'}`);
  };
  const entry = (action: Action): RecordEntry => ({
    action,
    line: n,
    ...(die !== undefined && { die }),
    ...(result && { result }),
  });
  switch (word) {
    case 'move':
      arity(2);
      return entry({ type: 'move', unit: id(args[0]), hex: hex(args[1]) });
    case 'cross':
      arity(1);
      return entry({ type: 'cross', unit: id(args[0]) });
    case 'retreat':
      arity(2);
      return entry({ type: 'retreat', unit: id(args[0]), hex: hex(args[1]) });
    case 'bombard':
      arity(1);
      return entry({ type: 'bombard', target: id(args[0]) });
    case 'end':
      arity(0);
      return entry({ type: 'end' });
    case 'exchange':
      if (args.length === 0) throw new RecordError(n, 'exchange names the units lost');
      return entry({ type: 'exchange', units: args.map(id) });
    case 'advance':
      if (args.length === 1 && args[0] === '-') return entry({ type: 'advance', unit: null });
      if (args.length < 1 || args.length > 2)
        throw new RecordError(n, 'advance takes a unit and optionally a hex, or -');
      return entry({ type: 'advance', unit: id(args[0]), ...(args[1] && { hex: hex(args[1]) }) });
    case 'attack': {
      const gt = args.indexOf('>');
      if (gt < 1) throw new RecordError(n, 'attack lists the attackers, then > and the defender');
      const tail = args.slice(gt + 1);
      const artillery = tail[1] === 'artillery';
      if (tail.length !== (artillery ? 2 : 1))
        throw new RecordError(n, 'after > comes the defender, then optionally "artillery"');
      return entry({ type: 'attack', attackers: args.slice(0, gt).map(id), defender: id(tail[0]), artillery });
    }
    default:
      throw new RecordError(n, `unknown action "${word}"`);
  }
}
