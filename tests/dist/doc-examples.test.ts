// Every code example of README.md and docs/ runs as written (tests/dist/doc-examples.ts says which
// blocks are examples and how a block says what it takes as given): Node examples against the built
// package, as an app that installed it would import it; page examples in Chromium beside the built
// single files, where every element they put in the page must load its game without an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { documents, examples, type Example } from './doc-examples.js';
import { startSite, type Site } from './site.js';
import { startServer, tempDir, type ServerProcess } from '../online/server-process.js';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const all = documents(repo).flatMap((file) => examples(file, readFileSync(join(repo, file), 'utf8')));
const nodeExamples = all.filter((e) => e.runs === 'node');
const pageExamples = all.filter((e) => e.runs === 'page');

describe('the examples of README.md and docs/', () => {
  it('are found, and each one that does not run says why', () => {
    expect(nodeExamples.length).toBeGreaterThan(10);
    expect(pageExamples.length).toBeGreaterThan(5);
    for (const e of all.filter((e) => e.runs === 'skip')) expect(e.why, e.where).toMatch(/\w{3,}/);
  });
});

/** A folder outside the repository where `across-suez` is installed as a link to it, as npm would. */
let app = '';
/** `across-suez serve`, for the examples that play online. */
let server: ServerProcess | undefined;

describe.runIf(existsSync('dist/esm/engine.js'))('Node examples, against the built package', () => {
  beforeAll(async () => {
    app = await mkdtemp(join(tmpdir(), 'across-suez-examples-'));
    await mkdir(join(app, 'node_modules'));
    await symlink(repo, join(app, 'node_modules', 'across-suez'), 'dir');
    await writeFile(join(app, 'package.json'), '{ "type": "module" }');
    if (nodeExamples.some((e) => e.serve))
      server = await startServer(['--port', '0', '--data', tempDir('across-suez-examples-data')]);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (app) await rm(app, { recursive: true, force: true });
  }, 60_000);

  it.each(nodeExamples.map((e) => [e.where, e] as const))('%s runs in Node', async (where, e: Example) => {
    const file = join(app, `${where.replace(/[^\w]+/g, '-')}.${e.lang === 'ts' ? 'ts' : 'mjs'}`);
    // the server the example names is the one started for it
    const text = `${e.given}\n${e.code}\n`;
    await writeFile(file, e.serve ? text.replaceAll(`http://${e.serve}`, server!.url) : text);
    const result = await run(process.execPath, ['--import', 'tsx', file], { cwd: repo, timeout: 120_000 }).catch(
      (error: { stderr?: string; message: string }) => ({ stderr: error.stderr ?? error.message, failed: true }),
    );
    expect('failed' in result ? result.stderr : '', where).toBe('');
  }, 150_000);
});

let site: Site;
const BODY: Record<string, string> = {};

/** The built single files answer at any folder (`across-suez.js` beside the page, `/dist/yom-kippur.js`). */
async function builtFile(path: string): Promise<Buffer | null> {
  const inDist = path.replace(/^\/(dist\/)?/, '');
  for (const candidate of [join(repo, 'dist', inDist), join(repo, 'dist', basename(path))])
    if (existsSync(candidate) && candidate.startsWith(join(repo, 'dist'))) return readFile(candidate).catch(() => null);
  return null;
}

const IMPORT_MAP = JSON.stringify({
  imports: {
    'across-suez/engine': '/dist/esm/engine.js',
    'across-suez/yom-kippur/engine': '/dist/esm/yom-kippur/engine.js',
  },
});

/** The page of an example: its body, and the module of each element it shows unless the body loads it itself. */
function pageOf(e: Example): string {
  const script = e.runs === 'page' && e.lang !== 'html';
  const body = e.lang === 'html' ? e.code : e.page;
  const modules = ['across-suez', 'yom-kippur'].filter(
    (tag) => body.includes(`<${tag}`) && !new RegExp(`<script[^>]*src="[^"]*${tag}\\.js"`).test(body),
  );
  return `<!doctype html><meta charset="utf-8"><title>example</title>
<script type="importmap">${IMPORT_MAP}</script>
${modules.map((tag) => `<script type="module" src="/dist/${tag}.js"></script>`).join('\n')}
${body}
${script ? `<script type="module">${e.given}\n${e.code}\nwindow.exampleDone = true;</script>` : ''}`;
}

describe.runIf(existsSync('dist/across-suez.js'))('page examples, in Chromium beside the built files', () => {
  beforeAll(async () => {
    pageExamples.forEach((e, i) => (BODY[`/example/${i}.html`] = pageOf(e)));
    site = await startSite(async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const html = BODY[path];
      if (html) {
        res.writeHead(200, { 'content-type': 'text/html' }).end(html);
        return true;
      }
      const file = await builtFile(path.replace(/^\/example\//, '/'));
      if (!file) return false;
      res.writeHead(200, { 'content-type': extname(path) === '.js' ? 'text/javascript' : 'application/octet-stream' }).end(file);
      return true;
    });
  }, 60_000);
  afterAll(() => site?.close());

  it.each(pageExamples.map((e, i) => [e.where, e, i] as const))(
    '%s runs in a page',
    async (where, e: Example, i: number) => {
      const { page, problems } = await site.open(`/example/${i}.html`);
      // every element of the page has loaded its game (a position, a record, a set-up it could read)
      const games = await page.evaluate(async () => {
        const elements = [...document.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
        return Promise.all(
          elements.map(async (el) => {
            await customElements.whenDefined(el.localName);
            const element = el as HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean>; game: unknown };
            await element.ready;
            await element.updateComplete;
            return element.game !== null;
          }),
        );
      });
      expect(games.every(Boolean), where).toBe(true);
      // a page example's script has run to its end, or failed
      if (e.lang !== 'html')
        while (problems.length === 0 && !(await page.evaluate(() => (window as { exampleDone?: boolean }).exampleDone)))
          await new Promise((r) => setTimeout(r, 100));
      expect(problems, where).toEqual([]);
      await page.close();
    },
    120_000,
  );
});
