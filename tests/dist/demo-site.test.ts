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

/** Waits until every game element (<across-suez>, <yom-kippur>) of the page is defined and ready; returns how many drew a map grid. */
const boardsDrawn = (page: Page, tag = 'across-suez') => page.evaluate(async (tag) => {
  const els = [...document.querySelectorAll(tag)] as (HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> })[];
  await Promise.race([customElements.whenDefined(tag), new Promise((r) => setTimeout(r, 10_000))]);
  if (!customElements.get(tag)) return { elements: els.length, drawn: 0 };
  for (const el of els) {
    await el.ready;
    await el.updateComplete;
  }
  return { elements: els.length, drawn: els.filter((el) => el.shadowRoot?.querySelector('[role=grid]')).length };
}, tag);

describe('the demo site, built', () => {
  const pages = [
    ['/index.html', 1, 'across-suez'],
    ['/article.html', 4, 'across-suez'],
    ['/wiki.html', 3, 'across-suez'],
    ['/scripting.html', 1, 'across-suez'],
    ['/yom-kippur.html', 1, 'yom-kippur'],
    ['/yom-kippur-article.html', 2, 'yom-kippur'],
  ] as const;
  for (const [path, boards, tag] of pages) {
    it(`${path}: every board is defined, ready and drawn, with no console error`, async () => {
      const { page, problems } = await site.open(path);
      const { elements, drawn } = await boardsDrawn(page, tag);
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
    await page.waitForSelector('across-suez');
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

  it('the embed page: mode=play gives a board to play, a record is replayed, and an unknown game says so', async () => {
    const { page, problems } = await site.open('/embed.html#game=across-suez&mode=play');
    await page.waitForSelector('across-suez');
    expect(await boardsDrawn(page)).toEqual({ elements: 1, drawn: 1 });
    expect(await page.evaluate(() => document.querySelector('across-suez')!.hasAttribute('readonly'))).toBe(false);
    // a record, replayed with its controls
    const record = 'across-suez record 1\nseed 1015\nmove reshev-1 0209\nend\n';
    await page.evaluate((r) => (location.hash = new URLSearchParams({ game: 'across-suez', record: r, ply: '1', mode: 'play' }).toString()), record);
    await page.waitForFunction(() => document.querySelector('across-suez')?.shadowRoot?.querySelector('[part=replay]'));
    expect(
      await page.evaluate(async () => {
        const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; game: { units(): { id: string; hex: string | null }[] } };
        await el.ready;
        return el.game.units().find((u) => u.id === 'reshev-1')!.hex;
      }),
    ).toBe('0209');
    await page.evaluate(() => (location.hash = 'game=no-such-game'));
    await page.waitForFunction(() => document.querySelector('main')!.textContent!.includes('no-such-game'));
    expect(await page.evaluate(() => document.querySelector('main')!.textContent)).toMatch(/No game "no-such-game" here \(known: .*across-suez/);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('the embed page and the editor are every game\'s: <yom-kippur> from the fragment; in the editor its compact string, a stack of two, a reduced step and a shock marker', async () => {
    const { page, problems } = await site.open('/embed.html#game=yom-kippur&view=0601+1210');
    const grid = (tag: string) =>
      page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[role=grid]'), {}, tag);
    await grid('yom-kippur');
    expect(await page.$eval('yom-kippur', (el) => [el.hasAttribute('readonly'), el.getAttribute('view')])).toEqual([
      true,
      '0601 1210',
    ]);
    // a compact string in the fragment: B-C a reduced step
    await page.goto(page.url().replace(/#.*/, '#game=yom-kippur&position=2ec/eg-15-armd@0812.r&view=0601+1210'));
    await page.waitForFunction(() =>
      document.querySelector('yom-kippur')?.shadowRoot?.querySelector('.counter.reduced[data-unit="eg-15-armd"]'),
    );
    await page.goto(page.url().replace(/embed\.html.*/, 'editor.html'));
    await page.waitForSelector('#tray button[data-unit]');
    await page.select('#game', 'yom-kippur');
    await grid('#stage yom-kippur');
    await page.waitForFunction(() => (document.querySelector('#out-tag') as HTMLTextAreaElement).value.startsWith('<yom-kippur'));
    // the set-up, in Yom Kippur's compact string: GT 1, the Israeli air phase
    const tag = () => page.$eval('#out-tag', (t) => (t as HTMLTextAreaElement).value);
    expect(await tag()).toMatch(/^<yom-kippur position="1ia" /);
    const phases = await page.$$eval('#phase option', (o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(phases).toContain('movement-1');
    // a stack of two (0420: 1st and 14th Armoured): a click takes its first unit, a click again the second
    const settled = (before: string) =>
      page.waitForFunction((b) => (document.querySelector('#out-tag') as HTMLTextAreaElement).value !== b, {}, before);
    const typeHex = async (hex: string) => {
      await page.$eval('#hex', (i, h) => ((i as HTMLInputElement).value = h), hex);
      await page.click('#by-hex button');
    };
    const pressed = () => page.$$eval('#marks button[aria-pressed=true]', (b) => b.map((x) => x.getAttribute('data-unit')));
    await typeHex('0420');
    await page.waitForSelector('#marks:not([hidden]) button[data-unit]');
    expect(await page.$$eval('#marks button', (b) => b.map((x) => x.getAttribute('data-unit')))).toEqual([
      'eg-1-armd',
      'eg-14-armd',
    ]);
    expect(await pressed()).toEqual(['eg-1-armd']);
    await typeHex('0420');
    await page.waitForFunction(() => document.querySelector('#marks button[aria-pressed=true]')?.getAttribute('data-unit') === 'eg-14-armd');
    // B-C: the second unit on its reduced face, moved off the stack; B-N.2b: the first shocked
    let before = await tag();
    await page.click('#marks input[data-mark=r]');
    await settled(before);
    before = await tag();
    await page.click('#marks button[data-unit=eg-14-armd]'); // still selected: the next click on a hex moves it
    await typeHex('0520');
    await settled(before);
    before = await tag();
    await typeHex('0420');
    await page.waitForSelector('#marks input[data-mark=sh]');
    await page.click('#marks input[data-mark=sh]');
    await settled(before);
    expect(await tag()).toMatch(/^<yom-kippur position="1ia\/eg-1-armd.sh2e,eg-14-armd@0520.r" /);
    expect(await page.$eval('#out-position', (i) => (i as HTMLInputElement).value)).toBe('1ia/eg-1-armd.sh2e,eg-14-armd@0520.r');
    const board = await page.$eval('#stage yom-kippur', (el) => {
      const g = (el as unknown as { game: { unit(id: string): { hex: string; steps: number; markers: unknown[] } } }).game;
      return [g.unit('eg-14-armd').hex, g.unit('eg-14-armd').steps, g.unit('eg-1-armd').markers.length];
    });
    expect(board).toEqual(['0520', 1, 1]);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('the editor (issue 33, 11): menus in words, Empty the map writes only what is on it, another game clears rings, arrows and crop, the tray says whose', async () => {
    const { page, problems } = await site.open('/editor.html');
    await page.waitForSelector('#tray button[data-unit]');
    const options = (id: string) => page.$$eval(`#${id} option`, (o) => o.map((x) => x.textContent));
    expect(await options('game')).toEqual(['Across Suez', 'Yom Kippur']);
    expect(await options('side')).toEqual(['Israeli', 'Egyptian']);
    expect(await options('phase')).toContain('Movement');
    const tag = () => page.$eval('#out-tag', (t) => (t as HTMLTextAreaElement).value);
    const settled = (before: string) =>
      page.waitForFunction((b) => (document.querySelector('#out-tag') as HTMLTextAreaElement).value !== b, {}, before);
    const typeHex = async (hex: string) => {
      await page.$eval('#hex', (i, h) => ((i as HTMLInputElement).value = h), hex);
      await page.click('#by-hex button');
    };
    let before = await tag();
    await page.click('#empty');
    await settled(before);
    before = await tag();
    await page.click('#tray button[data-unit="reshev-2"]');
    await typeHex('0410');
    await settled(before);
    // the one unit on the map, not every reinforcement as @r
    expect(await page.$eval('#out-position', (i) => (i as HTMLInputElement).value)).toBe('1im/reshev-2@0410');
    for (const [tool, hexes] of [['highlight', ['0411']], ['arrow', ['0308', '0410']], ['crop', ['0107', '0815']]] as const) {
      await page.click(`input[name=tool][value=${tool}]`);
      for (const hex of hexes) {
        before = await tag();
        await typeHex(hex);
        if (hex === hexes.at(-1)) await settled(before);
      }
    }
    expect(await tag()).toContain('view="0107 0815"');
    await page.select('#game', 'yom-kippur');
    await page.waitForFunction(() => (document.querySelector('#out-tag') as HTMLTextAreaElement).value.startsWith('<yom-kippur'));
    const board = await page.$eval('#stage yom-kippur', (el) => ['highlights', 'arrows', 'view'].map((a) => el.getAttribute(a)));
    expect(board).toEqual([null, null, null]);
    expect(await tag()).not.toMatch(/highlights|arrows|view/);
    before = await tag();
    await page.click('#empty');
    await settled(before);
    const fourteenth = await page.$$eval('#tray button', (b) =>
      b.map((x) => x.textContent!).filter((t) => t.startsWith('14th Armoured')),
    );
    expect(fourteenth.length).toBeGreaterThan(1);
    expect(new Set(fourteenth).size).toBe(fourteenth.length);
    for (const name of fourteenth) expect(name).toMatch(/\((Israeli|Egyptian)\)$/);
    before = await tag();
    await page.click('input[name=tool][value=place]');
    await page.click('#tray button[data-unit="il-14-armd"]');
    await typeHex('1019');
    await settled(before);
    // "only" the one counter on the map, not every set-up counter as @e
    expect(await page.$eval('#out-position', (i) => (i as HTMLInputElement).value)).toMatch(/^\w+\/only,il-14-armd@1019$/);
    expect((await tag()).length).toBeLessThan(120);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('the position editor: units from the tray by click, typed hex and drop, dragged on and off the map; a refused place; turn, phase, a unit\'s mark, highlights, arrows, crop; the copied tag', async () => {
    const { page, problems } = await site.open('/editor.html');
    await page.waitForSelector('#tray button[data-unit]');
    await page.evaluate(async () => {
      const copied: string[] = [];
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void copied.push(t) } });
      (window as unknown as { copied: string[] }).copied = copied;
    });
    type Board = HTMLElement & { game: { units(): { id: string; hex: string | null }[] } };
    const onMap = () =>
      page.evaluate(() =>
        (document.querySelector('across-suez') as Board).game
          .units()
          .filter((u) => u.hex)
          .map((u) => `${u.id}@${u.hex}`)
          .sort(),
      );
    const status = () => page.$eval('#status', (s) => s.textContent ?? '');
    /** Waits until the board has redrawn after a change (the tag output follows it). */
    const settled = async (before: string) =>
      page.waitForFunction((b) => (document.querySelector('#out-tag') as HTMLTextAreaElement).value !== b, {}, before);
    const tag = () => page.$eval('#out-tag', (t) => (t as HTMLTextAreaElement).value);
    const typeHex = async (hex: string) => {
      await page.$eval('#hex', (i, h) => ((i as HTMLInputElement).value = h), hex);
      await page.click('#by-hex button');
    };
    const tool = (name: string) => page.click(`input[name=tool][value=${name}]`);

    let before = await tag();
    await page.click('#empty');
    await settled(before);
    expect(await onMap()).toEqual([]);
    // select in the tray, then a typed hex (the keyboard's way)
    before = await tag();
    await page.click('#tray button[data-unit="reshev-2"]');
    await typeHex('0410');
    await settled(before);
    // select, then a click on the map's hex
    before = await tag();
    await page.click('#tray button[data-unit="matt-1"]');
    const at = await page.evaluate(() => {
      const hex = document.querySelector('across-suez')!.shadowRoot!.querySelector('#hex-0311')!;
      hex.scrollIntoView({ block: 'center' });
      const r = hex.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await page.mouse.click(at.x, at.y);
    await settled(before);
    // dropped from the tray
    before = await tag();
    await page.evaluate(() => {
      const board = document.querySelector('across-suez')!;
      const r = board.shadowRoot!.querySelector('#hex-0411')!.getBoundingClientRect();
      const dataTransfer = new DataTransfer();
      dataTransfer.setData('text/plain', '16-1');
      board.dispatchEvent(
        new DragEvent('drop', { dataTransfer, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, bubbles: true }),
      );
    });
    await settled(before);
    expect(await onMap()).toEqual(['16-1@0411', 'matt-1@0311', 'reshev-2@0410']);
    // dragged on the map from one hex to another, and off the map onto the tray
    const drag = (from: string, to: string | null) =>
      page.evaluate(
        (f, t) => {
          const root = document.querySelector('across-suez')!.shadowRoot!;
          const at = (el: Element) => {
            const r = el.getBoundingClientRect();
            return { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, bubbles: true, composed: true };
          };
          const start = root.querySelector(`#hex-${f}`)!;
          start.dispatchEvent(new PointerEvent('pointerdown', at(start)));
          const end = t ? root.querySelector(`#hex-${t}`)! : document.querySelector('#tray')!;
          end.dispatchEvent(new PointerEvent('pointerup', at(end)));
        },
        from,
        to,
      );
    before = await tag();
    await drag('0410', null);
    await settled(before);
    expect(await onMap()).toEqual(['16-1@0411', 'matt-1@0311']);
    before = await tag();
    await drag('0411', '0410');
    await settled(before);
    expect(await onMap()).toEqual(['16-1@0410', 'matt-1@0311']);
    before = await tag();
    await drag('0410', '0411');
    await settled(before);
    before = await tag();
    await page.click('#tray button[data-unit="reshev-2"]');
    await typeHex('0410');
    await settled(before);
    expect(await onMap()).toEqual(['16-1@0411', 'matt-1@0311', 'reshev-2@0410']);
    // a place the rules refuse (4.4: one unit a hex) leaves the board as it was
    await page.click('#tray button[data-unit="reshev-1"]');
    await typeHex('0410');
    await page.waitForFunction(() => document.querySelector('#status')!.textContent!.startsWith('Refused'));
    expect(await status()).toMatch(/^Refused: .*0410/);
    expect(await onMap()).toEqual(['16-1@0411', 'matt-1@0311', 'reshev-2@0410']);
    await page.click('#tray button[data-unit="reshev-1"]'); // unselect
    // the situation, the marks and the crop
    before = await tag();
    await page.$eval('#turn', (i) => {
      (i as HTMLInputElement).value = '2';
      i.dispatchEvent(new Event('change'));
    });
    await settled(before);
    before = await tag();
    await page.select('#phase', 'combat');
    await settled(before);
    // a unit's mark (5.3: has attacked), written into the compact string
    await typeHex('0410');
    await page.waitForSelector('#marks:not([hidden]) input[data-mark=a]');
    before = await tag();
    await page.click('#marks input[data-mark=a]');
    await settled(before);
    expect(await tag()).toContain('reshev-2@0410.a');
    await page.click('#tray button[data-unit="reshev-1"]'); // the tray's unit selected, then unselected
    await page.click('#tray button[data-unit="reshev-1"]');
    for (const [name, hexes] of [['highlight', ['0411']], ['arrow', ['0308', '0410']], ['crop', ['0107', '0815']]] as const) {
      await tool(name);
      for (const hex of hexes) {
        before = await tag();
        await typeHex(hex);
      }
      await settled(before);
    }
    const text = await tag();
    expect(text).toMatch(/^<across-suez position="2ic\/[^"]*reshev-2@0410/);
    expect(text).toContain('matt-1@0311');
    expect(text).toContain(' readonly view="0107 0815" highlights="0411" arrows="0308-0410"></across-suez>');
    expect(await page.$eval('#out-position', (i) => (i as HTMLInputElement).value)).toMatch(/^2ic\//);
    // copied as the tag, and as an iframe of the embed page beside it
    await page.click('#copy [data-share=tag]');
    await page.click('#copy [data-share=embed]');
    await page.waitForFunction(() => (window as unknown as { copied: string[] }).copied.length === 2);
    const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(copied[0]).toBe(text);
    expect(copied[1]).toMatch(/^<iframe src="http:\/\/[^"]+\/embed\.html#game=across-suez&amp;position=2ic/);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
