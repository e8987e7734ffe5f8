// Positions the computer player's tests share.
import type { Position } from '../../../../src/games/across-suez/types.js';

/** Game-Turn 6, the bridge in, five units across: the Israeli side is close to winning. */
export const nearlyWon: Position = {
  turn: 6,
  side: 'israeli',
  phase: 'movement',
  units: {
    bridge: '0112',
    'reshev-1': 'crossed',
    sharon: 'crossed',
    'matt-2': 'crossed',
    'erez-1': 'crossed',
    'erez-2': 'crossed',
    'reshev-2': '0212',
    'karen-1': '0314',
    '16-1': '0606',
  },
};
