// dist/custom-elements.json as it ships (scripts/custom-elements.ts, the
// last step of the build): the elements' modules at the package's paths,
// and for each element every event it dispatches — read here from the
// code, the game's events list and every emit() of the element and the
// generic layer — every custom property its stylesheets read, and parts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const file = 'dist/custom-elements.json';

interface Manifest {
  modules: {
    path: string;
    declarations: {
      tagName: string;
      events: { name: string; type: { text: string } }[];
      cssParts: { name: string }[];
      cssProperties: { name: string }[];
    }[];
  }[];
}

const text = (dir: string): string =>
  readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? text(path) : path.endsWith('.ts') ? readFileSync(path, 'utf8') : ''))
    .join('\n');

describe.runIf(existsSync(file))('custom-elements.json', () => {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;

  it('lists the two elements at files the package ships, no source path', () => {
    expect(manifest.modules.map((m) => [m.path, m.declarations[0]!.tagName])).toEqual([
      ['dist/esm/across-suez.js', 'across-suez'],
      ['dist/esm/yom-kippur.js', 'yom-kippur'],
    ]);
    for (const m of manifest.modules) expect(existsSync(m.path), m.path).toBe(true);
    expect(readFileSync(file, 'utf8')).not.toMatch(/\.ts"/);
  });

  for (const game of ['across-suez', 'yom-kippur']) {
    it(`<${game}>: every event it dispatches, each with its detail type, and no other`, async () => {
      const element = manifest.modules.find((m) => m.declarations[0]!.tagName === game)!.declarations[0]!;
      const { GAME_EVENTS } = (await import(`../../component/${game}/events.ts`)) as { GAME_EVENTS: string[] };
      const code = text('component/hexmap') + text(`component/${game}`);
      const emitted = [...code.matchAll(/(?:\bemit|#onGameEvent)\('([a-z-]+)'|new CustomEvent\('([a-z-]+)'/g)].map(
        (m) => m[1] ?? m[2]!,
      );
      const dispatched = new Set([...GAME_EVENTS, ...emitted]);
      expect(new Set(element.events.map((e) => e.name))).toEqual(dispatched);
      for (const e of element.events) expect(e.type.text).toMatch(/^CustomEvent<[A-Za-z]+EventDetails\['[a-z-]+'\]>$/);
    });

    it(`<${game}>: every custom property its stylesheets read, and every part its templates name`, () => {
      const element = manifest.modules.find((m) => m.declarations[0]!.tagName === game)!.declarations[0]!;
      const styles = ['component/hexmap/styles.ts', 'component/hexmap/chrome-styles.ts', `component/${game}/styles.ts`]
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      const read = new Set([...styles.matchAll(/var\((--[a-z-]+)/g)].map((m) => m[1]!));
      const listed = new Set(element.cssProperties.map((p) => p.name));
      expect([...read].filter((p) => !listed.has(p))).toEqual([]);
      const code = text('component/hexmap') + text(`component/${game}`);
      const parts = new Set([...code.matchAll(/\bpart="([a-z-]+)"/g)].map((m) => m[1]!));
      expect(new Set(element.cssParts.map((p) => p.name))).toEqual(parts);
    });
  }
});
