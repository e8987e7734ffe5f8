// The engine writes some words into its data and events in English (a VP
// reason, victory.ts; an aircraft's or a SAM battery's name, data.ts and
// advanced/air/counters.ts). Another language words them from templates
// keyed by the engine's own, `{slot}` for what varies: this reads the
// slots back from the engine's text, so each language fills its template.

const compiled = new Map<string, RegExp>();

/** The slots of `template` read from `text` ({n}: digits, any other slot: some text), or null when it does not fit. */
export function readBack(template: string, text: string): Record<string, string> | null {
  let pattern = compiled.get(template);
  if (!pattern) {
    const source = template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_, slot: string) => (slot === 'n' ? '(?<n>\\d+)' : `(?<${slot}>.+)`));
    pattern = new RegExp(`^${source}$`);
    compiled.set(template, pattern);
  }
  const found = pattern.exec(text);
  return found ? { ...found.groups } : null;
}
