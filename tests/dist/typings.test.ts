// The package's typings as a TypeScript app sees them, with skipLibCheck
// false: a React 19 TSX app built on the packed package (as `npm install`
// unpacks it) type-checks the elements' attributes, properties and events
// (`across-suez/react`), `addEventListener` on each element narrows a detail
// to that game's, and `HTMLElementEventMap` knows every event of both. Lines
// marked @ts-expect-error prove the types refuse what is wrong (tsc fails
// when such a line compiles). Also: the tarball ships the docs' text, not
// their images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { installPacked } from './packed-app.js';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');

const APP: Record<string, string> = {
  'src/app.tsx': `import type {} from 'across-suez/react';
import { AcrossSuezElement } from 'across-suez';
import { YomKippurElement } from 'across-suez/yom-kippur';

export function Boards() {
  return (
    <>
      <across-suez
        seed={1}
        position="2ic/reshev-2@0410"
        readonly
        hex-numbers={false}
        onmove={(e) => console.log(e.detail.unit, e.detail.cost, e.detail.path.length)}
        oncross={(e) => console.log(e.detail.from)}
        ongameover={(e) => console.log(e.detail.winner, e.detail.reason)}
        onbeforemove={(e) => e.preventDefault()}
        onready={(e) => console.log(e.detail.game.turn)}
        className="board"
      />
      {/* @ts-expect-error: <across-suez>'s move has no mode (Yom Kippur's has) */}
      <across-suez onmove={(e) => console.log(e.detail.mode)} />
      {/* @ts-expect-error: seed is a number */}
      <across-suez seed="one" />
      <yom-kippur level="hard" evaluation onmove={(e) => console.log(e.detail.mode)} onvp={(e) => console.log(e.detail.points)} />
      {/* @ts-expect-error: <yom-kippur> fires no cross */}
      <yom-kippur oncross={() => {}} />
    </>
  );
}

const as = document.querySelector('across-suez')!;
const asIsTyped: AcrossSuezElement = as;
as.addEventListener('combat', (e) => console.log(e.detail.differential, e.detail.column));
as.addEventListener('beforeattack', (e) => console.log(e.detail.defender, e.detail.artillery));
// @ts-expect-error: Across Suez's combat has no odds
as.addEventListener('combat', (e) => console.log(e.detail.odds));
as.addEventListener('error', (e) => console.log(e.detail.message));
as.addEventListener('click', (e) => console.log(e.clientX));

const yk: YomKippurElement = document.querySelector('yom-kippur')!;
yk.addEventListener('sam-defence', (e) => console.log(e.detail.sam, e.detail.die));
yk.addEventListener('combat', (e) => console.log(e.detail.odds));

// any element: the detail is either game's
document.body.addEventListener('move', (e) => console.log(e.detail.unit, e.detail.to));
document.body.addEventListener('gameover', (e) => console.log(e.detail.winner));
export { asIsTyped };
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    include: ['src'],
  }),
};

let dir = '';
let app = '';
let packed: string[] = [];

describe.runIf(existsSync('dist/types'))('the typings of the packed package', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'across-suez-typings-'));
    app = join(dir, 'app');
    // React's types beside the package's dependencies, as an app would install them
    packed = await installPacked(dir, app, ['@types/react', 'csstype']);
    for (const [file, text] of Object.entries(APP)) {
      await mkdir(join(app, file, '..'), { recursive: true });
      await writeFile(join(app, file), text);
    }
  }, 120_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a React 19 TSX app type-checks the elements’ props and events, skipLibCheck false', async () => {
    const result = await run(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', app]).then(
      () => '',
      (e: { stdout: string }) => e.stdout,
    );
    expect(result).toBe('');
  }, 120_000);

  it('ships the docs’ text and the React typings, not the docs’ images', () => {
    expect(packed).toContain('docs/api.md');
    expect(packed).toContain('docs/across-suez/rules-notes.md');
    expect(packed).toContain('types/react.d.ts');
    expect(packed.filter((f) => /^docs\/.*\.(png|svg|jpe?g)$/.test(f))).toEqual([]);
  });
});
