// Which sides an element's `ai` attribute gives the computer: read on every decision, so apart from the
// players themselves (computer.ts), which load on first use.

/** The sides the `ai` attribute names: a side's id, several (commas or spaces between), or "both"/"all" (every side). */
export function aiSides(attribute: string | null, sides: readonly { id: string }[]): string[] {
  const a = (attribute ?? '').toLowerCase();
  return a === 'both' || a === 'all' ? sides.map((s) => s.id) : a.split(/[\s,]+/).filter(Boolean);
}
