// The built modules' data (scripts/pack-data.ts): every data file read back through its packed module is
// the file itself without its notes for its readers (`$comment`, …: NOTES), and each map's terrain and hexsides
// are packed.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataModule, NOTES } from '../../scripts/pack-data.js';

const dir = join(import.meta.dirname, '../../data');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));

async function load(module: ReturnType<typeof dataModule>): Promise<unknown> {
  if (typeof module === 'string') return JSON.parse(module);
  return ((await import(`data:text/javascript,${encodeURIComponent(module.code)}`)) as { default: unknown }).default;
}

describe('packed data', () => {
  it.each(files)('%s reads back as the file without its notes', async (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const expected = JSON.parse(text, (key, value: unknown) => (NOTES.has(key) ? undefined : value)) as object;
    const data = await load(dataModule(text));
    expect(data).toEqual(expected);
    // the same keys in the same order, hexside classes too (a map's flag bits are made in that order)
    expect(JSON.stringify(data)).toBe(JSON.stringify(expected));
  });

  it('packs the terrain and hexsides of every map', () => {
    const maps = files.filter((f) => 'hexes' in (JSON.parse(readFileSync(join(dir, f), 'utf8')) as object));
    expect(maps.length).toBeGreaterThanOrEqual(3);
    for (const f of maps) {
      const module = dataModule(readFileSync(join(dir, f), 'utf8'));
      expect(typeof module === 'string' ? module : module.code, f).toMatch(/const letters = [^]*Object\.entries\(\{/);
    }
  });
});
