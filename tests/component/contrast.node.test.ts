// WCAG AA: every text colour of <across-suez>'s default theme against every
// background it is drawn on reaches 4.5:1 (small text). Reads the custom
// properties' defaults: the generic element's, then the game's. A Node test
// (vitest) beside the browser tests of the components it checks.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const css = ['../../component/hexmap/styles.ts', '../../component/across-suez/styles.ts']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');
// a default is a colour, or the property's former name falling back to one: --hex-bg: var(--as-bg, #fbf8ef)
const colour = Object.fromEntries(
  [...css.matchAll(/(--(?:as|hex)-[a-z-]+):\s*(?:var\(--as-[a-z-]+,\s*)?(#[0-9a-fA-F]{6})/g)].map((m) => [m[1], m[2]]),
);

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const ratio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

const terrains = [
  '--as-clear',
  '--as-sand',
  '--as-elevated-sand',
  '--as-chinese-farm',
  '--as-bar-lev',
  '--as-swamp',
  '--as-lake',
];
const pairs: [string, string][] = [
  ['--hex-fg', '--hex-bg'],
  ['--hex-fg', '--hex-panel-bg'],
  ['--hex-muted', '--hex-panel-bg'],
  ['--hex-muted', '--hex-bg'],
  ['--as-israeli-ink', '--as-israeli'],
  ['--as-egyptian-ink', '--as-egyptian'],
  ...terrains.map((t): [string, string] => ['--hex-number', t]),
  ...terrains.map((t): [string, string] => ['--hex-place', t]),
];

describe('colours meet WCAG AA contrast', () => {
  it.each(pairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(colour[fg], fg).toBeDefined();
    expect(colour[bg], bg).toBeDefined();
    expect(ratio(colour[fg]!, colour[bg]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('white button text on the accent colour is at least 4.5:1', () => {
    expect(ratio('#ffffff', colour['--hex-accent']!)).toBeGreaterThanOrEqual(4.5);
  });
});
