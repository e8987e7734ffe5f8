// The package as a bundler sees it: a tiny Vite + TypeScript app, built in a
// temporary folder from the packed package (`npm pack`, as `npm install`
// would unpack it), importing Game and RulesError from across-suez/engine and
// the element from across-suez. The engine and its WebAssembly ship once in
// the page's scripts, instanceof holds across the two entries, and the
// computer's turn searched in the page plays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import kernelText from '../../src/engine/wasm/kernel.wasm.text.js';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { startSite, type Site } from './site.js';
import { installPacked } from './packed-app.js';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');

const APP: Record<string, string> = {
  'index.html': `<!doctype html><meta charset="utf-8"><title>app</title>
<script type="module" src="/src/main.ts"></script>
<across-suez seed="1"></across-suez>
<across-suez id="computer" ai="egyptian" level="easy" seed="1" ai-worker=""
  position='{"turn":2,"side":"egyptian","phase":"movement","units":{"reshev-2":"0308","16-1":"0512","16-2":"0610"}}'></across-suez>`,
  'src/main.ts': `import { Game, RulesError } from 'across-suez/engine';
import { AcrossSuezElement } from 'across-suez';

declare global {
  interface Window {
    verdict: Promise<Record<string, boolean>>;
    computerPlayed: Promise<[string, number]>;
  }
}

const el = document.querySelector('across-suez')!;
// the computer's turn searched in the page (no worker): the element's boards are on the rules' kernel alone, its
// planner's weighted search in the kernel with it, beside them (src/engine/weighted-search.ts)
const computer = document.querySelector<AcrossSuezElement>('#computer')!;
window.computerPlayed = (async () => {
  await computer.ready;
  for (let i = 0; i < 300 && computer.game!.side === 'egyptian'; i++) await new Promise((r) => setTimeout(r, 100));
  return [computer.game!.side, computer.game!.turn];
})();
window.verdict = (async () => {
  await el.ready;
  let rulesError = false;
  try {
    el.game!.move('reshev-1', '9999');
  } catch (e) {
    rulesError = e instanceof RulesError;
  }
  return {
    game: el.game instanceof Game,
    rulesError,
    element: el instanceof AcrossSuezElement && customElements.get('across-suez') === AcrossSuezElement,
    drawn: el.shadowRoot!.querySelectorAll('[role=gridcell]').length > 0,
  };
})();
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      strict: true,
      noEmit: true,
      types: [],
    },
    include: ['src'],
  }),
};

let dir = '';
let app = '';
let site: Site;
/** The app's built scripts: file name → text. */
const scripts: Record<string, string> = {};

describe.runIf(existsSync('dist/esm/across-suez.js'))('a Vite + TypeScript app built on the packed package', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'across-suez-consumer-'));
    app = join(dir, 'app');
    await installPacked(dir, app);
    for (const [file, text] of Object.entries(APP)) {
      await mkdir(join(app, file, '..'), { recursive: true });
      await writeFile(join(app, file), text);
    }
    await build({ root: app, configFile: false, logLevel: 'silent', build: { outDir: 'dist', target: 'es2022' } });
    const assets = join(app, 'dist', 'assets');
    for (const file of (await readdir(assets)).filter((f) => extname(f) === '.js'))
      scripts[file] = await readFile(join(assets, file), 'utf8');
    site = await startSite(async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      try {
        const body = await readFile(join(app, 'dist', path === '/' ? 'index.html' : path));
        res.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
        return true;
      } catch {
        return false;
      }
    });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('type-checks against the package’s declarations', async () => {
    await expect(run(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', app])).resolves.toBeDefined();
  }, 60_000);

  it('ships the engine and its WebAssembly once in the page’s scripts (the worker, its own realm, has its own)', async () => {
    const wasm = kernelText.slice(0, 64);
    const count = (text: string) => text.split(wasm).length - 1;
    const page = Object.entries(scripts).filter(([file]) => !file.startsWith('ai-worker'));
    const worker = Object.entries(scripts).filter(([file]) => file.startsWith('ai-worker'));
    expect(page.reduce((n, [, text]) => n + count(text), 0)).toBe(1);
    expect(worker.map(([, text]) => count(text))).toEqual([1]);
    const size = (files: [string, string][]) =>
      files.reduce((n, [, t]) => n + gzipSync(t, { level: 9 }).length, 0);
    console.log(
      `consumer app: page scripts ${page.reduce((n, [, t]) => n + t.length, 0)} B (${size(page)} B gzipped), worker ${size(worker)} B gzipped`,
    );
  });

  it('runs in Chromium: el.game instanceof Game, its errors instanceof RulesError, one <across-suez> class', async () => {
    const { page, problems } = await site.open('/');
    const verdict = await page.evaluate(() => (window as unknown as { verdict: Promise<unknown> }).verdict);
    expect(problems).toEqual([]);
    expect(verdict).toEqual({ game: true, rulesError: true, element: true, drawn: true });
    await page.close();
  }, 60_000);

  it("plays the computer's turn in the page, its weighted search in the full kernel beside the rules' kernel", async () => {
    const { page, problems } = await site.open('/');
    const after = await page.evaluate(() => (window as unknown as { computerPlayed: Promise<unknown> }).computerPlayed);
    expect(problems).toEqual([]);
    expect(after).toEqual(['israeli', 3]);
    await page.close();
  }, 90_000);
});
