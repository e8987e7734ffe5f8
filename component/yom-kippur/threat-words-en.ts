// The words of the panel's body on the SAMs over an aircraft (threat-details.ts), in English: they load with
// it. Another language's are its text's `threat` (text-fr.ts), loaded with the rest of its words.
export const threatWords = {
  title: '{aircraft} over {hex}',
  none: 'No enemy SAM covers this hex (B-M.1b: 5 hexes).',
  sam: '{sam} in {hex} (distance {n})',
  selfDefence: 'if it bombs this SAM (B-M.3)',
  fire: 'its fire at the aircraft (T003[Air])',
  effective: 'Together they act as {n} SAMs (B-M.4: reduced ones at half strength).',
  bombing: 'Bombing read at {column} on the Israeli table (3-1, 2-1 reduced; one column left per SAM, B-N.2b)',
  covered: 'Covered by {sams}: no aircraft lost (B-N.2a).',
  uncovered: 'Outside SAM cover: bombing here costs Egypt one aircraft (B-N.2a).',
};

/** The panel's words on an aircraft's SAMs: every key English has, each language has. */
export type ThreatWords = typeof threatWords;
