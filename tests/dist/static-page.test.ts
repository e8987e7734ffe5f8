// The built module dropped into a plain static page, as a blog author would:
// no bundler, a strict Content-Security-Policy, and no request but the module
// (and, when the computer plays, the worker script shipped beside it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { startStaticSite, type Site } from './site.js';

const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'";
/** docs/security.md's policy with what PNG export needs: the SVG drawn into a canvas through a blob: URL. */
const PNG_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; img-src blob:";
const page = (element: string) => `<!doctype html><meta charset="utf-8"><title>post</title>
<script type="module" src="/across-suez.js"></script>
<p>An article with a game in it.</p>
${element}`;
const PAGES: Record<string, string> = {
  '/': page('<across-suez seed="1" id="g"></across-suez>'),
  '/png': page('<across-suez seed="1"></across-suez>'),
  '/fr': page('<across-suez seed="1" lang="fr"></across-suez>'),
  '/against-the-computer': page(`<across-suez ai="egyptian" level="easy" seed="1"
    position='{"turn":2,"side":"egyptian","phase":"movement","units":{"reshev-2":"0308","16-1":"0512","16-2":"0610"}}'></across-suez>`),
  // no worker: the computer searches in the page, from the worker's own file loaded as a module
  '/computer-in-page': page(`<across-suez ai="egyptian" level="easy" seed="1" ai-worker=""
    position='{"turn":2,"side":"egyptian","phase":"movement","units":{"reshev-2":"0308","16-1":"0512","16-2":"0610"}}'></across-suez>`),
};

let site: Site;

beforeAll(async () => {
  // the module, the worker and the lazy modules beside them (across-suez-*.js)
  const scripts: Record<string, Buffer> = {};
  for (const file of (await readdir('dist')).filter((f) => f.endsWith('.js'))) scripts[`/${file}`] = await readFile(`dist/${file}`);
  site = await startStaticSite(PAGES, scripts, (path) => (path === '/png' ? PNG_CSP : CSP));
}, 60_000);

afterAll(() => site?.close());

describe.runIf(existsSync('dist/across-suez.js'))('dist/across-suez.js in a plain static page', () => {
  it('works under a strict CSP, plays a move, and requests nothing but its own module', async () => {
    const { page, requests, problems } = await site.open('/');
    const moved = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean>; game: { unit(id: string): { hex: string }; reachable(id: string): Map<string, number> } };
      await customElements.whenDefined('across-suez');
      await el.ready;
      await el.updateComplete;
      const click = async (hex: string) => {
        el.shadowRoot!.querySelector(`#hex-${hex}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await el.updateComplete;
      };
      await click('0210');
      const to = [...el.game.reachable('reshev-1').keys()][0]!;
      await click(to);
      return el.game.unit('reshev-1').hex === to;
    });
    expect(problems).toEqual([]);
    expect(moved).toBe(true);
    expect(requests.filter((r) => r !== '/favicon.ico')).toEqual(['/', '/across-suez.js']);
    await page.close();
  }, 60_000);

  it('against the computer, searches in dist/ai-worker.js beside the module, under the same policy', async () => {
    const { page, requests, problems } = await site.open('/against-the-computer');
    const after = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; game: { side: string; turn: number } };
      await customElements.whenDefined('across-suez');
      await el.ready;
      for (let i = 0; i < 200 && el.game.side === 'egyptian'; i++) await new Promise((r) => setTimeout(r, 100));
      return [el.game.side, el.game.turn];
    });
    expect(problems).toEqual([]);
    expect(after).toEqual(['israeli', 3]);
    // the position given loads its reader, a file beside the module, and the computer's first decision its players
    const named = requests.map((r) =>
      r
        .replace(/^\/across-suez-position-read-[\w-]+\.js$/, 'position reader')
        .replace(/^\/across-suez-computer-[\w-]+\.js$/, 'computer players'),
    );
    expect(named.filter((r) => r !== '/favicon.ico')).toEqual([
      '/against-the-computer',
      '/across-suez.js',
      'position reader',
      'computer players',
      '/ai-worker.js',
    ]);
    await page.close();
  }, 60_000);

  it("without a worker, searches in the page with dist/ai-worker.js's own engine: the kernel with the weighted search", async () => {
    // the element's file carries the rules' kernel alone (vite.lib.config.ts rulesKernel); the planner's weighted
    // search runs on the boards of the worker's file, loaded into the page as a module
    const { page, requests, problems } = await site.open('/computer-in-page');
    const after = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; game: { side: string; turn: number } };
      await customElements.whenDefined('across-suez');
      await el.ready;
      for (let i = 0; i < 300 && el.game.side === 'egyptian'; i++) await new Promise((r) => setTimeout(r, 100));
      return [el.game.side, el.game.turn];
    });
    expect(problems).toEqual([]);
    expect(after).toEqual(['israeli', 3]);
    expect(requests).toContain('/ai-worker.js');
    await page.close();
  }, 90_000);

  it('in French, loads the French words from the file beside the module, and only then', async () => {
    const { page, requests, problems } = await site.open('/fr');
    const text = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> };
      await customElements.whenDefined('across-suez');
      await el.ready;
      for (let i = 0; i < 100 && !el.shadowRoot!.innerHTML.includes('Partager / exporter'); i++) await new Promise((r) => setTimeout(r, 50));
      await el.updateComplete;
      return el.shadowRoot!.innerHTML;
    });
    expect(problems).toEqual([]);
    expect(text).toContain('Partager / exporter'); // the generic controls' words
    expect(text).toContain('Israélien'); // the game's
    expect(requests.filter((r) => r !== '/favicon.ico' && !r.includes('rolldown-runtime'))).toEqual(['/fr', '/across-suez.js', expect.stringMatching(/^\/across-suez-fr-[\w-]+\.js$/)]);
    // an English page never loads them (the first test: nothing but the module)
    await page.close();
  }, 60_000);

  it('opens a chart: its dialog and body load from files beside the module when the chart first opens', async () => {
    const { page, requests, problems } = await site.open('/');
    const chart = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean>; openChart(id: string): void };
      await customElements.whenDefined('across-suez');
      await el.ready;
      await el.updateComplete;
      el.openChart('tec');
      await el.updateComplete;
      return el.shadowRoot!.querySelector('[part=chart]')?.textContent ?? '';
    });
    expect(problems).toEqual([]);
    expect(chart).toContain('Lake hexside: never crossed');
    const named = requests.map((r) =>
      r
        .replace(/^\/across-suez-chart-bodies-[\w-]+\.js$/, 'chart bodies')
        .replace(/^\/across-suez-charts-[\w-]+\.js$/, 'chart dialog'),
    );
    expect(named.filter((r) => r !== '/favicon.ico').sort()).toEqual(['/', '/across-suez.js', 'chart bodies', 'chart dialog']);
    await page.close();
  }, 60_000);

  it('hovering a counter shows its card: the card loads from files beside the module when one first shows', async () => {
    const { page, requests, problems } = await site.open('/');
    const card = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> };
      await customElements.whenDefined('across-suez');
      await el.ready;
      await el.updateComplete;
      el.shadowRoot!.querySelector('#hex-0210')!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: 10 }));
      await el.updateComplete;
      const shown = el.shadowRoot!.querySelector<HTMLElement>('[part=card]');
      // its rules came with it: the card floats over the map
      return `${shown ? getComputedStyle(shown).position : ''} ${shown?.textContent?.replace(/\s+/g, ' ') ?? ''}`;
    });
    expect(card).toMatch(/^absolute /);
    expect(problems).toEqual([]);
    expect(card).toContain('Combat Strength 3 · Movement Allowance 8');
    expect(card).toContain('0210: clear');
    const named = requests.map((r) => r.replace(/^\/across-suez-card-[\w-]+\.js$/, 'card'));
    expect(named.filter((r) => r !== '/favicon.ico')).toEqual(['/', '/across-suez.js', 'card', 'card']);
    await page.close();
  }, 60_000);

  it('imports a record: its reader loads from files beside the module when the first record is read', async () => {
    const { page, requests, problems } = await site.open('/');
    const replayed = await page.evaluate(async () => {
      type G = { unit(id: string): { hex: string }; reachable(id: string): Map<string, number>; move(id: string, hex: string): void };
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; game: G; exportRecord(): string; importRecord(text: string): Promise<void> };
      await customElements.whenDefined('across-suez');
      await el.ready;
      const played = el.game;
      const to = [...played.reachable('reshev-1').keys()][0]!;
      played.move('reshev-1', to);
      await el.importRecord(el.exportRecord());
      return el.game !== played && el.game.unit('reshev-1').hex === to;
    });
    expect(problems).toEqual([]);
    expect(replayed).toBe(true);
    const named = requests.map((r) => r.replace(/^\/across-suez-record-(read|parse)-[\w-]+\.js$/, 'record $1'));
    expect(named.filter((r) => r !== '/favicon.ico').sort()).toEqual(['/', '/across-suez.js', 'record parse', 'record read']);
    await page.close();
  }, 60_000);

  it('writes and reads a compact position string: its frame and codec load from files beside the module on first use', async () => {
    const { page, requests, problems } = await site.open('/');
    const [text, read] = await page.evaluate(async () => {
      type G = {
        unit(id: string): { hex: string };
        reachable(id: string): Map<string, number>;
        move(id: string, hex: string): void;
        positionText(): Promise<string>;
      };
      const el = document.querySelector('across-suez') as unknown as HTMLElement & { ready: Promise<void>; game: G };
      await customElements.whenDefined('across-suez');
      await el.ready;
      el.game.move('reshev-1', [...el.game.reachable('reshev-1').keys()][0]!);
      const text = await el.game.positionText();
      const Game = el.game.constructor as unknown as { create(options: { position: string }): Promise<G> };
      const read = await Game.create({ position: text });
      return [text, read.unit('reshev-1').hex === el.game.unit('reshev-1').hex];
    });
    expect(problems).toEqual([]);
    expect(text).toMatch(/^across-suez\.1:/);
    expect(read).toBe(true);
    const named = requests.map((r) => r.replace(/^\/across-suez-position-(text|code|read)-[\w-]+\.js$/, 'position $1'));
    expect(named.filter((r) => r !== '/favicon.ico').sort()).toEqual([
      '/',
      '/across-suez.js',
      'position code',
      'position read',
      'position text',
    ]);
    await page.close();
  }, 60_000);

  it('exports a PNG under docs/security.md’s policy for PNG export (img-src blob:)', async () => {
    const { page, problems } = await site.open('/png');
    const png = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; toPNG(): Promise<Blob> };
      await customElements.whenDefined('across-suez');
      await el.ready;
      const blob = await el.toPNG();
      return [blob.type, new Uint8Array(await blob.slice(0, 4).arrayBuffer()).join(',')];
    });
    expect(problems).toEqual([]);
    expect(png).toEqual(['image/png', '137,80,78,71']);
    await page.close();
  }, 60_000);
});
