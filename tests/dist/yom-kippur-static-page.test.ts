// dist/yom-kippur.js dropped into a plain static page: no bundler, a strict
// Content-Security-Policy, and no request but the module itself and, when the
// computer plays, its worker script beside it — not the Across Suez module,
// not another origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { startStaticSite, type Site } from './site.js';
import { namingPhaseRules } from './yom-kippur-files.js';

const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'";
const page = (element: string) => `<!doctype html><meta charset="utf-8"><title>post</title>
<script type="module" src="/yom-kippur.js"></script>
<p>An article with a game in it.</p>
${element}`;
const PAGES: Record<string, string> = {
  '/': page(`<yom-kippur seed="1" position='{"turn":1,"side":"israeli","phase":"movement-1"}'></yom-kippur>`),
  // GT 1 opens with the Israeli player-turn (B-D[Note]): the computer flies, moves, bombs and attacks
  // seed 1: easy sends bombers in this player-turn, so the bombing step is answered in the worker
  // (seed 3's easy, blurred ±2 VP since the levels were retuned, sends none)
  '/against-the-computer': page('<yom-kippur seed="1" ai="israeli" level="easy"></yom-kippur>'),
  '/fr': page('<yom-kippur seed="1" lang="fr"></yom-kippur>'),
  '/first-use': page('<yom-kippur seed="1"></yom-kippur>'),
  '/evaluation': page('<yom-kippur seed="1" evaluation></yom-kippur>'),
  // the revised tables (T003), given with the position
  '/revised': page(
    `<yom-kippur seed="1" position='{"tables":"revised","turn":1,"side":"israeli","phase":"movement-1"}'></yom-kippur>`,
  ),
  // GT 2's Egyptian combat phase, the counters on their printed hexes
  '/combat': page(`<yom-kippur seed="1" position='{"turn":2,"side":"egyptian","phase":"combat"}'></yom-kippur>`),
  // GT 9's Israeli combat phase, the last of the game (B-B)
  '/last-combat': page(`<yom-kippur seed="1" position='{"turn":9,"side":"israeli","phase":"combat"}'></yom-kippur>`),
  // B-D: a game in its set-up step, the Egyptian player placing
  '/set-up': page(`<yom-kippur seed="1" position='{"side":"egyptian","phase":"setup"}'></yom-kippur>`),
};

let site: Site;

beforeAll(async () => {
  // the module, its worker and the lazy modules beside them (yom-kippur-*.js)
  const scripts: Record<string, Buffer> = {};
  for (const file of (await readdir('dist')).filter((f) => f.startsWith('yom-kippur') && f.endsWith('.js')))
    scripts[`/${file}`] = await readFile(`dist/${file}`);
  site = await startStaticSite(PAGES, scripts, () => CSP);
}, 60_000);

afterAll(() => site?.close());

describe.runIf(existsSync('dist/yom-kippur.js'))('dist/yom-kippur.js in a plain static page', () => {
  it('works under a strict CSP, plays a move, and requests nothing but its own module, its phase rules and, given a position, its reader', async () => {
    const { page, requests, problems } = await site.open('/');
    const moved = await page.evaluate(async () => {
      type El = HTMLElement & {
        ready: Promise<void>;
        updateComplete: Promise<boolean>;
        game: { unit(id: string): { hex: string }; reachable(id: string): Map<string, number> };
      };
      const el = document.querySelector('yom-kippur') as El;
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      await el.updateComplete;
      const click = async (hex: string) => {
        el.shadowRoot!.querySelector(`#hex-${hex}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await el.updateComplete;
      };
      await click('0916');
      const to = [...el.game.reachable('il-14-armd').keys()][0]!;
      await click(to);
      return el.game.unit('il-14-armd').hex === to;
    });
    expect(problems).toEqual([]);
    expect(moved).toBe(true);
    const named = namingPhaseRules(requests).map((r) =>
      r.replace(/^\/yom-kippur-position-read-[\w-]+\.js$/, 'position reader'),
    );
    expect(named.filter((r) => r !== '/favicon.ico')).toEqual(['/', '/yom-kippur.js', 'phase rules', 'position reader']);
    await page.close();
  }, 60_000);

  it('imports a record: the readers of a record and of its action lines load from files beside the module, and only then', async () => {
    const { page, requests, problems } = await site.open('/');
    type El = HTMLElement & {
      ready: Promise<void>;
      game: { unit(id: string): { hex: string }; reachable(id: string): Map<string, number>; move(id: string, hex: string): void };
      exportRecord(): string;
      importRecord(text: string): Promise<void>;
    };
    const to = await page.evaluate(async () => {
      const el = document.querySelector('yom-kippur') as El;
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      const hex = [...el.game.reachable('il-14-armd').keys()][0]!;
      el.game.move('il-14-armd', hex);
      return hex;
    });
    const reader = (r: string) => /^\/yom-kippur-record-(read|parse)-[\w-]+\.js$/.test(r);
    expect(requests.filter(reader)).toEqual([]);
    const replayed = await page.evaluate(async (hex) => {
      const el = document.querySelector('yom-kippur') as El;
      const played = el.game;
      await el.importRecord(el.exportRecord());
      return el.game !== played && el.game.unit('il-14-armd').hex === hex;
    }, to);
    expect(problems).toEqual([]);
    expect(replayed).toBe(true);
    expect(requests.filter(reader).map((r) => /record-(read|parse)/.exec(r)![0]).sort()).toEqual(['record-parse', 'record-read']);
    await page.close();
  }, 60_000);

  it('against the computer, plays the Israeli player-turn in dist/yom-kippur-ai-worker.js, under the same policy', async () => {
    const { page, requests, problems } = await site.open('/against-the-computer');
    const after = await page.evaluate(async () => {
      type El = HTMLElement & {
        ready: Promise<void>;
        game: {
          phasingSide: string;
          actingSide: string;
          turn: number;
          pending: { kind: string } | null;
          history: readonly { action: string }[];
          apply(a: unknown): void;
        };
      };
      const el = document.querySelector('yom-kippur') as El;
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      for (let i = 0; i < 1200 && el.game.phasingSide === 'israeli'; i++) {
        // the reader, Egyptian, declines the defender's artillery support when asked (B-L.2)
        if (el.game.pending?.kind === 'support' && el.game.actingSide === 'egyptian')
          el.game.apply({ type: 'support', artillery: [] });
        await new Promise((r) => setTimeout(r, 100));
      }
      const bombs = el.game.history.filter((h) => h.action.startsWith('bomb ')).length;
      return { turn: [el.game.turn, el.game.phasingSide], bombs };
    });
    expect(problems).toEqual([]);
    expect(after.turn).toEqual([2, 'egyptian']);
    expect(after.bombs).toBeGreaterThan(0);
    // the computer's first decision loads its players (and their worker client) from a file beside the module
    // and its aircraft over the map, the panel's body on the SAMs over them; its bombing step, the combat panel and
    // the results in words
    const named = namingPhaseRules(requests).map((r) =>
      r
        .replace(/^\/yom-kippur-computer-[\w-]+\.js$/, 'computer players')
        .replace(/^\/yom-kippur-ai-notes-body-[\w-]+\.js$/, 'ai notes')
        .replace(/^\/yom-kippur-threat-details-[\w-]+\.js$/, 'SAM threat')
        .replace(/^\/yom-kippur-combat-words-en-[\w-]+\.js$/, 'combat words')
        .replace(/^\/yom-kippur-combat-panel-body-[\w-]+\.js$/, 'combat panel')
        .replace(/^\/yom-kippur-result-words-[\w-]+\.js$/, 'result words'),
    );
    // what the element says of the computer's play (the summary of its turn) loads with the game's computer seat, beside
    // the players: which of the two the browser asks first is its choice
    expect(named.filter((r) => r === 'ai notes')).toHaveLength(1);
    expect(named.filter((r) => r !== '/favicon.ico' && r !== 'ai notes')).toEqual([
      '/against-the-computer',
      '/yom-kippur.js',
      'phase rules',
      'computer players',
      '/yom-kippur-ai-worker.js',
      'SAM threat',
      'combat words', // what a SAM, a bombing or a combat does: imported by the SAM threat, the combat panel and the charts
      'combat panel',
      'result words', // imported by the combat panel, shared with the charts
    ]);
    await page.close();
  }, 180_000);

  it('in French, loads the French words from the file beside the module, and only then', async () => {
    const { page, requests, problems } = await site.open('/fr');
    const text = await page.evaluate(async () => {
      const el = document.querySelector('yom-kippur') as HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> };
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      for (let i = 0; i < 100 && !el.shadowRoot!.innerHTML.includes('Partager / exporter'); i++)
        await new Promise((r) => setTimeout(r, 50));
      await el.updateComplete;
      return el.shadowRoot!.innerHTML;
    });
    expect(problems).toEqual([]);
    expect(text).toContain('Partager / exporter'); // the generic controls' words
    expect(text).toContain('Israélien'); // the game's
    // the module, then the French words (and the bundler's few lines of runtime they share with the online
    // client) with the reader of the engine's English they reword (vp-reason.ts), then the game's phase rules
    expect(namingPhaseRules(requests).filter((r) => r !== '/favicon.ico' && !r.includes('rolldown-runtime'))).toEqual([
      '/fr',
      '/yom-kippur.js',
      expect.stringMatching(/^\/yom-kippur-fr-[\w-]+\.js$/),
      expect.stringMatching(/^\/yom-kippur-vp-words-[\w-]+\.js$/),
      'phase rules',
    ]);
    await page.close();
  }, 60_000);

  it('loads the replay and its controls from a file beside the module when a review opens, and only then', async () => {
    const { page, requests, problems } = await site.open('/first-use');
    type El = HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean>; review(at: number): Promise<void> };
    const shown = () =>
      page.evaluate(async () => {
        const el = document.querySelector('yom-kippur') as El;
        await customElements.whenDefined('yom-kippur');
        await el.ready;
        await el.updateComplete;
        return el.shadowRoot!.querySelector('[part=replay]')?.getAttribute('aria-label') ?? null;
      });
    const replaying = (r: string) => /^\/yom-kippur-replaying-[\w-]+\.js$/.test(r);
    expect(await shown()).toBe(null);
    expect(requests.filter(replaying)).toEqual([]);
    await page.evaluate(() => (document.querySelector('yom-kippur') as El).review(-1));
    expect(await shown()).toBe('Reviewing action 0 of 0');
    expect(problems).toEqual([]);
    expect(requests.filter(replaying)).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('loads the panel’s body on the SAMs over an aircraft from a file beside the module when one is selected, and only then', async () => {
    // GT 1 opens with the Israeli air phase (B-D[Note]); SAM battery 1 stands on 0411
    const { page, requests, problems } = await site.open('/first-use');
    type El = HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> };
    const said = (aircraft: boolean) =>
      page.evaluate(async (aircraft) => {
        const el = document.querySelector('yom-kippur') as El;
        await customElements.whenDefined('yom-kippur');
        await el.ready;
        await el.updateComplete;
        if (aircraft) {
          [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.includes('Israel aircraft 1'))!.click();
          await el.updateComplete;
          const cell = el.shadowRoot!.querySelector('#hex-0411')!;
          cell.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: 10 }));
          await el.updateComplete;
        }
        const part = el.shadowRoot!.querySelector('[part=sam-threat]')!;
        // the body's stylesheet comes with it: its border shows once it is drawn
        return `${part.textContent!.replace(/\s+/g, ' ').trim()} [border ${getComputedStyle(part).borderLeftWidth}]`;
      }, aircraft);
    const body = (r: string) => /^\/yom-kippur-threat-details-[\w-]+\.js$/.test(r);
    expect(await said(false)).toContain('Select or point at an aircraft');
    expect(requests.filter(body)).toEqual([]);
    const shown = await said(true);
    expect(shown).toContain('Israel aircraft 1 over 0411');
    expect(shown).toContain('SAM battery 1 in 0411 (distance 0)');
    expect(shown).toContain('[border 3px]');
    expect(problems).toEqual([]);
    expect(requests.filter(body)).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('loads the bombing’s and combat’s panel, prompts and buttons from a file beside the module when the bombing step begins, and only then', async () => {
    const body = (r: string) => /^\/yom-kippur-combat-panel-body-[\w-]+\.js$/.test(r);
    const first = await site.open('/first-use');
    type El = HTMLElement & {
      ready: Promise<void>;
      updateComplete: Promise<boolean>;
      game: { phase: string; endPhase(): void; unit(id: string): { hex: string } };
    };
    const phase = (to: string | null) =>
      first.page.evaluate(async (to) => {
        const el = document.querySelector('yom-kippur') as El;
        await customElements.whenDefined('yom-kippur');
        await el.ready;
        await el.updateComplete;
        // GT 1's Israeli player-turn: its air and movement phases, then its bombing step
        for (let i = 0; to && i < 4 && el.game.phase !== to; i++) {
          el.game.endPhase();
          await el.updateComplete;
        }
        return [el.game.phase, el.shadowRoot!.querySelector('[part=prompt]')?.textContent?.replace(/\s+/g, ' ') ?? ''];
      }, to);
    expect((await phase(null))[0]).toBe('air');
    expect(first.requests.filter(body)).toEqual([]);
    const [bombing, prompt] = await phase('bombing');
    expect(bombing).toBe('bombing');
    // no aircraft of the Israeli player's went up: nothing to bomb (B-N.1)
    expect(prompt).toContain('Israeli bombing: no aircraft of yours is over an enemy unit');
    expect(first.problems).toEqual([]);
    expect(first.requests.filter(body)).toHaveLength(1);
    await first.page.close();
    // a game given in its combat phase: the panel words each result of the attack gathered
    const { page, problems } = await site.open('/combat');
    const said = await page.evaluate(async () => {
      const el = document.querySelector('yom-kippur') as El;
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      await el.updateComplete;
      const click = async (hex: string) => {
        el.shadowRoot!.querySelector(`#hex-${hex}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await el.updateComplete;
      };
      const prompt = () => el.shadowRoot!.querySelector('[part=prompt]')?.textContent?.replace(/\s+/g, ' ') ?? '';
      const before = prompt();
      await click('0611');
      await click(el.game.unit('eg-90-inf').hex);
      await click(el.game.unit('eg-134-inf').hex);
      return { before, prompt: prompt(), panel: el.shadowRoot!.querySelector('[part=combat-panel]')?.textContent ?? '' };
    });
    expect(problems).toEqual([]);
    // the combat's prompt, before an attack is gathered and with its odds
    expect(said.before).toContain('Egyptian combat: select enemy hexes to attack');
    expect(said.prompt).toMatch(/Egyptian combat: \d+ against \d+, odds/);
    expect(said.panel).toContain('defender retreats 1 hex');
    await page.close();
  }, 60_000);

  it('loads the words of a game’s end from a file beside the module when the game is over, and only then', async () => {
    const { page, requests, problems } = await site.open('/last-combat');
    type El = HTMLElement & {
      ready: Promise<void>;
      updateComplete: Promise<boolean>;
      game: { isOver: boolean; endPhase(): void };
    };
    const said = (end: boolean) =>
      page.evaluate(async (end) => {
        const el = document.querySelector('yom-kippur') as El;
        await customElements.whenDefined('yom-kippur');
        await el.ready;
        await el.updateComplete;
        for (let i = 0; end && i < 5 && !el.game.isOver; i++) el.game.endPhase();
        await el.updateComplete;
        const words = (sel: string) => el.shadowRoot!.querySelector(sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        return [words('[part=game-over]'), words('[part=prompt]')];
      }, end);
    const body = (r: string) => /^\/yom-kippur-end-body-[\w-]+\.js$/.test(r);
    expect((await said(false))[0]).toBe('');
    expect(requests.filter(body)).toEqual([]);
    const [box, prompt] = await said(true);
    expect(box).toContain('Israeli victory');
    expect(box).toContain('Egyptian 0 VP · Israeli 14 VP');
    expect(prompt).toBe('The game is over.');
    expect(problems).toEqual([]);
    expect(requests.filter(body)).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('loads the share menu’s body from a file beside the module when the menu opens, and only then', async () => {
    const { page, requests, problems } = await site.open('/first-use');
    type El = HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> };
    const items = (open: boolean) =>
      page.evaluate(async (open) => {
        const el = document.querySelector('yom-kippur') as El;
        await customElements.whenDefined('yom-kippur');
        await el.ready;
        await el.updateComplete;
        const menu = el.shadowRoot!.querySelector<HTMLDetailsElement>('[part=share]')!;
        if (open) {
          const toggled = new Promise((r) => menu.addEventListener('toggle', r, { once: true }));
          menu.open = true;
          await toggled;
          await el.updateComplete;
        }
        return [...menu.querySelectorAll('[data-share]')].map((b) => b.getAttribute('data-share'));
      }, open);
    const body = (r: string) => /^\/yom-kippur-share-menu-body-[\w-]+\.js$/.test(r);
    expect(await items(false)).toEqual([]);
    expect(requests.filter(body)).toEqual([]);
    expect(await items(true)).toEqual(['link', 'embed', 'tag', 'position', 'svg', 'png', 'record']);
    expect(problems).toEqual([]);
    expect(requests.filter(body)).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('given a position in the set-up step, loads the set-up rules from a file beside the module before the first placement', async () => {
    const { page, requests, problems } = await site.open('/set-up');
    const placed = await page.evaluate(async () => {
      type El = HTMLElement & {
        ready: Promise<void>;
        updateComplete: Promise<boolean>;
        game: {
          phase: string;
          legalActions(): { type: string; unit?: string; hex?: string }[];
          apply(a: object): unknown;
          unit(id: string): { hex: string };
        };
      };
      const el = document.querySelector('yom-kippur') as El;
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      await el.updateComplete;
      const place = el.game.legalActions().find((a) => a.type === 'place')!;
      el.game.apply(place);
      return [el.game.phase, el.game.unit(place.unit!).hex === place.hex];
    });
    expect(problems).toEqual([]);
    expect(placed).toEqual(['setup', true]);
    const setupRules = (r: string) => /^\/yom-kippur-setup-[\w-]+\.js$/.test(r);
    expect(requests.filter(setupRules)).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('on the revised tables, loads T003 from a file beside the module with the position, before the game reads it', async () => {
    const { page, requests, problems } = await site.open('/revised');
    const fire = await page.evaluate(async () => {
      type El = HTMLElement & {
        ready: Promise<void>;
        game: { tables: string; samThreat(aircraft: string, hex: string): { sams: { fire: object | null }[] } };
      };
      const el = document.querySelector('yom-kippur') as El;
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      return [el.game.tables, el.game.samThreat('il-air-1', '0411').sams[0]!.fire];
    });
    expect(problems).toEqual([]);
    // T003[Air] "Tirs de SAM": a SAM under the aircraft fires at die − 0: r, rr, Rrr, RRr, DRR, DDR
    expect(fire).toEqual(['revised', { none: 0, 'turned back': 1 / 3, reduced: 1 / 3, destroyed: 1 / 3 }]);
    // a game on the rulebook's tables never requests it (the first test names every request of one)
    expect(requests.filter((r) => /^\/yom-kippur-tables-revised-[\w-]+\.js$/.test(r))).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('with `evaluation`, loads the evaluation bar and its note from files beside the module before drawing the panel', async () => {
    const { page, requests, problems } = await site.open('/evaluation');
    const [bar, note] = await page.evaluate(async () => {
      const el = document.querySelector('yom-kippur') as HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean> };
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      await el.updateComplete;
      const panel = el.shadowRoot!.querySelector('[part=victory-points]')?.textContent ?? '';
      return [el.shadowRoot!.querySelector('[part=evaluation]')?.getAttribute('role') ?? null, panel];
    });
    expect(problems).toEqual([]);
    expect(bar).toBe('meter');
    expect(note).toContain('two computer players (normal) win');
    expect(requests.filter((r) => /^\/yom-kippur-evaluation-bar-[\w-]+\.js$/.test(r))).toHaveLength(1);
    expect(requests.filter((r) => /^\/yom-kippur-ai-notes-body-[\w-]+\.js$/.test(r))).toHaveLength(1);
    await page.close();
  }, 60_000);
});
