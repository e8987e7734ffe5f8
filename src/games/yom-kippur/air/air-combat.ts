// T003[Air]'s letters dealt to the aircraft hit, the most severe first: in
// the advanced game's air combats (air-combat-odds.ts) and in SAM fire, basic
// and advanced (B-M, A-K).
const SEVERITY = 'DRr';

/**
 * T003[Air]: each letter hits one aircraft, the attacked player choosing
 * which; with fewer aircraft than letters the most severe apply first and
 * the rest are lost. Returns the letters that hit, most severe first.
 */
export function hitsOn(letters: string, aircraft: number): string[] {
  const sorted = [...letters.replace(/-/g, '')].sort((a, b) => SEVERITY.indexOf(a) - SEVERITY.indexOf(b));
  return sorted.slice(0, aircraft);
}
