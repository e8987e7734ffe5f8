// The combat panel's words (combat-panel.ts), in English: they load with it. Another language's are its
// text's `combat` (text-fr.ts), loaded with the rest of its words.
export const combatWords = {
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
};

/** The combat panel's words: every key English has, each language has. */
export type CombatWords = typeof combatWords;
