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
};

/** The combat panel's words: every key English has, each language has. */
export type CombatWords = typeof combatWords;
