// Across Suez's record verbs: one action a line in the words of the rules.
// The record around them (header, seed, position, dice, comments) is the
// engine's (src/engine/record.ts).
//
//   across-suez record 1
//   seed 42
//   move reshev-2 0409
//   > Reshef drives for the crossroads.
//   attack reshev-1 sharon > 14-21-1 artillery = 3 Dr
//   retreat 14-21-1 0205
//   advance sharon 0206               (advance - declines)
//   end
import { RecordError } from '../../engine/record.js';

export { RecordError };

export type Action =
  | { type: 'move'; unit: string; hex: string }
  | { type: 'cross'; unit: string }
  | { type: 'attack'; attackers: string[]; defender: string; artillery: boolean; die?: number }
  | { type: 'bombard'; target: string; die?: number }
  | { type: 'retreat'; unit: string; hex: string }
  | { type: 'advance'; unit: string | null; hex?: string }
  | { type: 'exchange'; units: string[] }
  | { type: 'end' };

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
