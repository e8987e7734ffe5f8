// Across Suez's record verbs: one action a line in the words of the rules.
// The record around them (header, seed, position, dice, comments) is the
// engine's (src/engine/record.ts). The reader of action lines is
// record-parse.ts, loaded with the first record read (codec.ts).
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
