// The combat panel's words (combat-panel.ts), in English: they load with it. Another language's are its
// text's `combat` (text-fr.ts), loaded with the rest of its words.
export const combatWords = {
  attacker: 'attacker',
  defender: 'defender',
  forbidden: 'Below 1-3: no attack (B-I.2)',
  // what a bombing, a SAM's fire or a bombed SAM's answer does (the panel, the results, the bombing chart, the SAMs over an aircraft)
  outcomes: {
    'bombs unharmed': 'bombs unharmed',
    'turns back': 'turns back',
    'reduced, still bombs': 'reduced, still bombs',
    'turned back': 'turned back',
    reduced: 'reduced',
    destroyed: 'destroyed',
    none: 'no effect',
    shock: 'shock',
    reduce: 'reduced',
    eliminate: 'eliminated',
  } as Record<string, string>,
  artillery: 'Artillery',
  odds: 'Odds',
  column: 'Column',
  modifiers: 'Modifiers',
  results: 'Results',
  dieModifier: 'die +{n} (B-I.2)',
  strengths: 'Attack {a} · defence {d}',
  // combat modifiers: the rules' own words (OddsInfo.modifiers[].what), but terrain and features in these tables' words;
  // other languages say every case (and B-J.6 by side)
  modifierWords: { 'B-J.3': '{terrain}', 'B-J.4': '{feature}', 'B-J.5': '{feature}' } as Record<string, string>,
  supportAttack: '{attackers} attack {hexes}. Tick the artillery to fire in defence and read the odds it leaves:',
  defenceArtillery: 'Defensive artillery',
  // the standing prompt in a combat phase and while a combat's decisions are made (prompt.ts)
  promptCombat:
    '{side} combat: select enemy hexes to attack (red), then your attackers and artillery; or end the phase.',
  promptCombatOdds: '{side} combat: {attack} against {defence}, odds {ratio} (column {column}). Attack, or change it.',
  promptNoAttack: '{side} combat: these units cannot attack these hexes ({why}).',
  promptAttackRefused: '{side} combat: this attack may not be made yet: {why}. Add or change units.',
  promptSupport:
    '{side}: the defender may answer the attack with artillery (B-L.2): tick it in the panel, then fire, or no support.',
  promptRetreat: '{side}: retreat {units} up to {n} hexes: choose a highlighted hex, or reduce instead.',
  promptRetreat1: '{side}: retreat {units} 1 hex: choose a highlighted hex, or reduce instead.',
  promptLosses: '{side}: choose {n} step(s) to lose.',
  promptAdvance: '{side}: advance {units} into a highlighted hex, or do not advance.',
  // the bombing step's prompts (B-N, B-M.3) and the buttons of the bombing's and the combat's decisions
  bombRoll: 'Roll the bombing die: {aircraft} on {target}',
  bombWith: '{aircraft} bombs {target}',
  fireAt: '{sam} fires at {aircraft}',
  noFire: 'No more SAM fire',
  supportWith: 'Support with {units}',
  noSupport: 'No artillery support',
  loseStep: '{unit} loses a step',
  reduce: 'Reduce {unit} instead',
  decline: 'Do not advance',
  promptBombing: '{side} bombing: select a red hex (a target under one of your aircraft), or end the phase.',
  promptBombHex: '{side} bombing: choose which aircraft bombs which unit (buttons above the map).',
  promptSamFire: '{side}: your SAMs may fire at the aircraft over their range (B-M), or stop firing.',
  promptBomb: '{side}: the SAM has answered; roll the bombing die.',
  promptBombingMust:
    '{side} bombing: every aircraft over the map bombs — select a red hex (a target under one of your aircraft).',
  promptBombingNone: '{side} bombing: no aircraft of yours is over an enemy unit; end the phase.',
  // a combat's, a bombing's and a SAM's result in words (result-words.ts, results.ts) and their log lines (log-words.ts)
  resultEliminated: 'eliminated',
  resultReduced: 'reduced (one step)',
  resultExchange: 'reduces as many units as the defender has',
  resultRetreat1: 'retreats 1 hex',
  resultRetreat: 'retreats {n} hexes',
  resultShock: 'shock marker',
  dieResult: 'die {die}: {code} ({words})',
  combatIn: 'Combat in {hexes} ({odds})',
  bombOf: '{aircraft} bombs {target}',
  samOf: '{sam} fires at {aircraft}',
  logCombat: '{attackers} attack {hexes}: {a} to {d}, {odds}, {result}',
  logBomb: '{aircraft} bombs {target}: {result} ({rule})',
  logSam: '{sam} fires at {aircraft}: {result} (B-M.3)',
  logSupport: '{side} defensive artillery: {units} (B-L.2)',
  logShockOn: '{unit}: shock marker placed ({rule})',
  logShockOff: '{unit}: shock marker removed ({rule})',
};

/** The combat panel's words: every key English has, each language has. */
export type CombatWords = typeof combatWords;
