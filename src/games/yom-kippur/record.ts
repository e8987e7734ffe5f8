// Yom Kippur's record verbs: one action a line in the words of the rules
// (types.ts lists them with their cases). The record around them (header,
// seed, position, dice, comments) is the engine's (src/engine/record.ts). This
// file writes them; record-parse.ts reads them, loaded with the first record read.
//
//   yom-kippur record 1
//   seed 42
//   position {"tables":"revised"}
//   move il-14-armd 0815
//   attack il-14-armd il-460-armd > 0714 + il-art-162 = 4 D2
//   retreat eg-16-inf 0613
//   advance -
//   end
import type { Action } from './types.js';

export function actionText(a: Action): string {
  switch (a.type) {
    case 'place':
    case 'move':
    case 'aircraft':
    case 'drop':
    case 'heli':
    case 'retreat':
      return `${a.type} ${a.unit} ${a.hex}`;
    case 'exit':
    case 'sam-mov':
    case 'sam-ready':
    case 'recover':
    case 'reduce':
      return `${a.type} ${a.unit}`;
    case 'bomb':
      return `bomb ${a.aircraft} ${a.target}`;
    case 'fire':
      return a.sam === null ? 'fire -' : `fire ${a.sam} ${a.aircraft ?? ''}`;
    case 'attack':
      return `attack ${a.attackers.join(' ')} > ${a.defenders.join(' ')}${a.artillery.length ? ' + ' + a.artillery.join(' ') : ''}`;
    case 'support':
      return a.artillery.length ? `support ${a.artillery.join(' ')}` : 'support -';
    case 'advance':
      return a.unit === null ? 'advance -' : `advance ${a.unit}${a.hex ? ' ' + a.hex : ''}`;
    case 'bridge':
    case 'remove-bridge':
      return `${a.type} ${a.hex}`;
    case 'end':
      return 'end';
  }
}
