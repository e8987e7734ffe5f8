// Across Suez's record verbs read back (record.ts writes them): loaded with the first record a game reads
// (codec.ts, GameRules.loadRecordReader), so a page that replays none never loads it.
import { RecordError } from '../../engine/record.js';
import type { Action } from './record.js';

const ID = /^[A-Za-z0-9][A-Za-z0-9/-]{0,31}$/;
const HEX = /^\d{4}$/;

/** Reads one action line (without its `= die result`, which the engine reads); throws RecordError. */
export function parseAction(word: string, args: string[], n: number): Action {
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
  switch (word) {
    case 'move':
      arity(2);
      return { type: 'move', unit: id(args[0]), hex: hex(args[1]) };
    case 'cross':
      arity(1);
      return { type: 'cross', unit: id(args[0]) };
    case 'retreat':
      arity(2);
      return { type: 'retreat', unit: id(args[0]), hex: hex(args[1]) };
    case 'bombard':
      arity(1);
      return { type: 'bombard', target: id(args[0]) };
    case 'end':
      arity(0);
      return { type: 'end' };
    case 'exchange':
      if (args.length === 0) throw new RecordError(n, 'exchange names the units lost');
      return { type: 'exchange', units: args.map(id) };
    case 'advance':
      if (args.length === 1 && args[0] === '-') return { type: 'advance', unit: null };
      if (args.length < 1 || args.length > 2)
        throw new RecordError(n, 'advance takes a unit and optionally a hex, or -');
      return { type: 'advance', unit: id(args[0]), ...(args[1] && { hex: hex(args[1]) }) };
    case 'attack': {
      const gt = args.indexOf('>');
      if (gt < 1) throw new RecordError(n, 'attack lists the attackers, then > and the defender');
      const tail = args.slice(gt + 1);
      const artillery = tail[1] === 'artillery';
      if (tail.length !== (artillery ? 2 : 1))
        throw new RecordError(n, 'after > comes the defender, then optionally "artillery"');
      return { type: 'attack', attackers: args.slice(0, gt).map(id), defender: id(tail[0]), artillery };
    }
    default:
      throw new RecordError(n, `unknown action "${word}"`);
  }
}
