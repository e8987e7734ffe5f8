// The demo site as `npm run build:demo` makes it, served as static files: on
// every page every <across-suez> is defined, loads its game and draws its
// map, with no console error; on the play page the computer plays through
// the Web Worker the build bundles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import type { Page } from 'puppeteer-core';
import { startSite, type Site } from './site.js';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
let dir = '';
let site: Site;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'across-suez-demo-'));
  await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir: dir, emptyOutDir: true } });
  site = await startSite(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
      return true;
    } catch {
      return false;
    }
  });
}, 120_000);

afterAll(async () => {
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Waits until every <across-suez> of the page is defined and ready; returns how many drew a map grid. */
const boardsDrawn = (page: Page) => page.evaluate(async () => {
  const els = [...document.querySelectorAll('across-suez')] as (HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> })[];
  await Promise.race([customElements.whenDefined('across-suez'), new Promise((r) => setTimeout(r, 10_000))]);
  if (!customElements.get('across-suez')) return { elements: els.length, drawn: 0 };
  for (const el of els) {
    await el.ready;
    await el.updateComplete;
  }
  return { elements: els.length, drawn: els.filter((el) => el.shadowRoot?.querySelector('[role=grid]')).length };
});

describe('the demo site, built', () => {
  for (const [path, boards] of [['/index.html', 1], ['/article.html', 4], ['/wiki.html', 3], ['/scripting.html', 1]] as const) {
    it(`${path}: every board is defined, ready and drawn, with no console error`, async () => {
      const { page, problems } = await site.open(path);
      const { elements, drawn } = await boardsDrawn(page);
      expect(elements).toBeGreaterThanOrEqual(boards);
      expect(drawn).toBe(elements);
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);
  }

  it('the play page: against the computer, the Israeli side is searched in the bundled worker', async () => {
    const { page, requests, problems } = await site.open('/index.html');
    await boardsDrawn(page);
    const moved = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { game: { toRecord(): string } };
      const lines = () => el.game.toRecord().split('\n').length;
      const before = lines();
      el.setAttribute('level', 'easy');
      el.setAttribute('ai', 'israeli');
      for (let i = 0; i < 150 && lines() === before; i++) await new Promise((r) => setTimeout(r, 100));
      return lines() > before;
    });
    expect(moved).toBe(true);
    expect(requests.some((r) => /\/assets\/worker-[\w-]+\.js$/.test(r))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('the embed page: one board from the fragment (game, compact position, view, lang, mode), no chrome', async () => {
    const fragment = new URLSearchParams({
      game: 'across-suez',
      position: '2ic/reshev-2@0410,matt-1@0311,16-1@0411',
      view: '0107 0815',
      lang: 'fr',
      mode: 'readonly',
    });
    const { page, problems } = await site.open(`/embed.html#${fragment}`);
    expect(await boardsDrawn(page)).toEqual({ elements: 1, drawn: 1 });
    const shown = await page.evaluate(() => {
      const el = document.querySelector('across-suez') as HTMLElement & { game: { units(): { id: string; hex: string | null }[] } };
      const root = el.shadowRoot!;
      return {
        units: el.game.units().filter((u) => u.hex).map((u) => `${u.id}@${u.hex}`),
        readonly: el.hasAttribute('readonly'),
        view: el.getAttribute('view'),
        lang: document.documentElement.lang,
        chrome: ['[part=bar]', '[part=share]', '.panel', '[part=log]'].filter((s) => root.querySelector(s)?.checkVisibility()),
        // nothing around the board: the page is as tall as the element, which is as wide as the page
        around: [document.body.scrollHeight - el.getBoundingClientRect().height, innerWidth - el.getBoundingClientRect().width],
      };
    });
    expect(shown.units.sort()).toEqual(['16-1@0411', 'matt-1@0311', 'reshev-2@0410']);
    expect(shown).toMatchObject({ readonly: true, view: '0107 0815', lang: 'fr', chrome: [] });
    expect(shown.around.map((d) => Math.abs(Math.round(d)))).toEqual([0, 0]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('the embed page: mode=play gives a board to play, and an unknown game says so', async () => {
    const { page, problems } = await site.open('/embed.html#game=across-suez&mode=play');
    expect(await boardsDrawn(page)).toEqual({ elements: 1, drawn: 1 });
    expect(await page.evaluate(() => document.querySelector('across-suez')!.hasAttribute('readonly'))).toBe(false);
    await page.evaluate(() => (location.hash = 'game=no-such-game'));
    await page.waitForFunction(() => document.querySelector('main')!.textContent!.includes('no-such-game'));
    expect(await page.evaluate(() => document.querySelector('main')!.textContent)).toMatch(/No game "no-such-game" here \(known: .*across-suez/);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
