// The words of Yom Kippur's charts (chart-bodies.ts), in English: loaded with the charts when one first opens
// (chart-words-fr.ts: the same in French). The charts' titles, and what the log also says, are text-en.ts's.

export const chartWords = {
  crtCaption: '{side} attacks: odds (columns), die (rows)',
  die: 'Die',
  crtNote:
    'Odds below 1-3 may not attack (B-I.2); above 6-1, read 6-1 and add 1 to the die per odds point above 6. A retreat a unit cannot make costs it a step instead (B-I.3).',
  bombSide: '{side} aircraft',
  bombOther: 'any other unit (forts included)',
  bombReducedOn: 'reduced on a die of {dice}, else no effect',
  bombOutsideCover: 'Bombing a hex outside active SAM cover costs Egypt one aircraft that player-turn.',
  bombIsraeli:
    'Read the Israeli CRT in the {column} column ({reduced} for a reduced aircraft), one column left for each effective SAM covering the hex. Attacker results do not apply to aircraft:',
  bombRevised: 'This game plays the revised tables (T003): the bombing die reads the T003 bombing table.',
  terrainCol: 'Terrain',
  moveCol: 'MP to enter',
  combatCol: 'Combat',
  waterOnly: 'Egyptian marines, Israeli rafts only: 1',
  impassable: 'may not enter',
  defencePlusHex: 'defence +{n} for the hex (B-J.3)',
  defenceTimes: 'each defender ×{n} (B-J.6)',
  attackFromDivided: 'attacking out of it ÷{n} (B-J.6)',
  tecRules: [
    'Road: ½ MP a hex whatever the terrain; a move entirely on road (column) ⅓ MP a hex, never in an enemy zone of control (B-G.3).',
    'Suez Canal: crossed only over a bridge (2 MP, B-G.4a) or, for Israel, directly in its first movement (B-G.4b); no attack and no zone of control across it (B-J.1, B-H).',
    'Red line: never crossed (B-G.5b).',
    'Town: defence +1 for the hex (B-J.4). Entrenched camp: +2 for each defending unit (B-J.5).',
  ],
  keyCanal: 'Suez Canal (along hexsides): no movement, attack or zone of control across, except over a bridge',
  keyRedLine: 'Red line where the canal meets a lake or the sea: never crossed',
  keyRoad: 'Road, drawn from hex centre to hex centre (so it zigzags along a row of hexes)',
  keyTown: 'Town: defence +1 (B-J.4)',
  keyPass: 'Pass: 10 VP to Egypt for each pass it holds at the end (B-R.2)',
  keyCamp: 'Entrenched camp: each defender +2 (B-J.5)',
  keyBridge: 'Egyptian bridge site (B-D, B-G.4)',
  keySamRange: 'In range of an active SAM ("Show SAM ranges"; the range in hexes in brackets)',
  keyShock: 'Shock marker: the unit may not move of its own will in its next player-turn (B-N.2b)',
  keyAircraft: 'Aircraft over a hex: it bombs a unit there in the bombing step (B-N.1)',
  keyNotes: [
    'Counter: strength-movement at the bottom; a reduced unit shows its lighter face.',
    'A number badge on a counter: a stack of ground units; click it, or press ] and [, to bring the next unit on top.',
    'Calendar: "+7" under a Game-Turn is the number of reinforcements arriving then.',
    'Hex numbers: column then row (0712: column 07, row 12).',
  ],
};

/** The charts' words: every key English has, each language has. */
export type ChartWords = typeof chartWords;
