// Reads Yom Kippur's record verbs (record.ts writes them): one action a line. Loaded with the first
// record a game reads (rules.ts loadRecordReader), so a page that replays none never loads it.
import { RecordError } from '../../engine/record.js';
import type { Action } from './types.js';

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const HEX = /^\d{4}$/;

/** Reads one action line (without its `= die result`, which the engine reads); throws RecordError. */
export function parseAction(word: string, args: string[], n: number): Action {
  const id = (s: string | undefined): string => {
    if (!s || !ID.test(s)) throw new RecordError(n, `"${s ?? ''}" is not a counter id`);
    return s;
  };
  const hex = (s: string | undefined): string => {
    if (!s || !HEX.test(s)) throw new RecordError(n, `"${s ?? ''}" is not a hex (four digits)`);
    return s;
  };
  const arity = (k: number) => {
    if (args.length !== k) throw new RecordError(n, `${word} takes ${k} word(s)`);
  };
  switch (word) {
    case 'place':
    case 'move':
    case 'aircraft':
    case 'drop':
    case 'heli':
    case 'retreat':
      arity(2);
      return { type: word, unit: id(args[0]), hex: hex(args[1]) };
    case 'exit':
    case 'sam-mov':
    case 'sam-ready':
    case 'recover':
    case 'reduce':
      arity(1);
      return { type: word, unit: id(args[0]) };
    case 'bomb':
      arity(2);
      return { type: 'bomb', aircraft: id(args[0]), target: id(args[1]) };
    case 'fire':
      if (args.length === 1 && args[0] === '-') return { type: 'fire', sam: null };
      arity(2);
      return { type: 'fire', sam: id(args[0]), aircraft: id(args[1]) };
    case 'attack': {
      const gt = args.indexOf('>');
      const plus = args.indexOf('+');
      if (gt < 1 || (plus >= 0 && plus < gt + 2)) throw new RecordError(n, 'attack <units> > <hexes> [+ <artillery>]');
      return {
        type: 'attack',
        attackers: args.slice(0, gt).map(id),
        defenders: args.slice(gt + 1, plus < 0 ? undefined : plus).map(hex),
        artillery: plus < 0 ? [] : args.slice(plus + 1).map(id),
      };
    }
    case 'support':
      return { type: 'support', artillery: args.length === 1 && args[0] === '-' ? [] : args.map(id) };
    case 'advance':
      if (args.length === 1 && args[0] === '-') return { type: 'advance', unit: null };
      if (args.length === 1) return { type: 'advance', unit: id(args[0]) };
      arity(2);
      return { type: 'advance', unit: id(args[0]), hex: hex(args[1]) };
    case 'bridge':
    case 'remove-bridge':
      arity(1);
      return { type: word, hex: hex(args[0]) };
    case 'end':
      arity(0);
      return { type: 'end' };
    default:
      throw new RecordError(n, `unknown action "${String(word).slice(0, 40)}"`);
  }
}
