// The short designation a counter prints: "14" for the 14th Armoured Bde,
// "1/2" for the first Infantry Bde of the 2nd Infantry Div, "R/162" for the
// 162nd Division's reserve brigade, "Orkal" for a fort, "SAM 3", "Air 2",
// "Heli 1".
// The unit's type is the NATO symbol above it; its whole name is on the card
// and in the screen reader's words.
import type { UnitInfo } from '../../src/games/yom-kippur/index.js';
import type { MapUnit } from '../hexmap/hex-game.js';

const number = (s: string) => /\d+/.exec(s)?.[0];
const initials = (s: string) =>
  s
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => (w.length <= 3 && w === w.toUpperCase() ? w : w[0]))
    .join('');

export function designation(u: UnitInfo): string {
  const name = u.name;
  if (u.kind === 'fort')
    return name
      .replace(/^Fort /, '')
      .replace(/ \(.*\)$/, '')
      .slice(0, 8);
  if (u.kind === 'sam') return `SAM ${number(name) ?? ''}`.trim();
  if (u.kind === 'aircraft') return `Air ${number(name) ?? ''}`.trim();
  // A-K b: "Mi-8 Helicopter Sqn (2)" prints its squadron's number
  if (u.kind === 'helicopter') return `Heli ${/\((\d+)\)$/.exec(name)?.[1] ?? ''}`.trim();
  const lead = /^(\d+)(st|nd|rd|th)\b/.exec(name)?.[1];
  if (lead) return lead;
  const paren = /\(([^)]*)\)\s*(\d+)?$/.exec(name);
  if (paren) {
    const inside = paren[1]!;
    const of = number(inside) ?? initials(inside);
    const index = paren[2] ?? '';
    const reserve = /^Reserve\b/.test(name) ? 'R' : '';
    return index || reserve ? `${reserve}${index}/${of}` : of;
  }
  return name.slice(0, 5);
}

/** The markers' tabs on a counter: a shock marker (B-N.2b), a SAM MOV marker (B-M.2). */
const MARKER_TEXT: Record<string, string> = { shock: 'SH', 'sam-mov': 'MOV' };

/**
 * The counters as the map draws them: the designation, the reduced face of a unit that lost a step (B-C), its
 * markers, and an aircraft over its hex (B-N.1) apart from the stack it will bomb.
 */
export function counters(units: readonly UnitInfo[]): MapUnit[] {
  return units.map((u) => ({
    ...u,
    name: designation(u),
    reduced: u.steps > 0 && u.steps < u.maxSteps,
    tags: u.markers.map((m) => ({ kind: m.kind, text: MARKER_TEXT[m.kind] ?? m.kind })),
    aloft: u.kind === 'aircraft',
  }));
}
