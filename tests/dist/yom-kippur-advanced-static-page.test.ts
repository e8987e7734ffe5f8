// dist/yom-kippur.js in a plain static page plays the advanced game (issue 32):
// `scenario="advanced"` loads the advanced view, a file beside the module that
// imports what it shares from it (and nothing else at once), with the phase rules
// and the set-up rules its rules import, and its computer
// seats search in dist/yom-kippur-advanced-ai-worker.js, which the element ends
// when it leaves the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { startStaticSite, type Site } from './site.js';
import { namingPhaseRules } from './yom-kippur-files.js';

const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'";

/**
 * A window.Worker that notes the scripts started, the computer's questions and answers, and the workers
 * ended (as tests/component/worker-spy.ts does), loaded before the module.
 */
const WORKER_SPY = `window.spy = { started: [], asked: 0, answered: 0, terminated: 0 };
window.Worker = class extends window.Worker {
  constructor(url, options) {
    super(url, options);
    spy.started.push(String(url));
    this.addEventListener('message', (e) => { if (e.data.type === 'action') spy.answered++; });
  }
  postMessage(message, transfer) {
    if (message.type === 'decide') spy.asked++;
    super.postMessage(message, transfer);
  }
  terminate() { spy.terminated++; super.terminate(); }
};`;

const page = (element: string) => `<!doctype html><meta charset="utf-8"><title>post</title>
<script src="/worker-spy.js"></script>
<script type="module" src="/yom-kippur.js"></script>
${element}`;
const PAGES: Record<string, string> = {
  '/': page('<yom-kippur scenario="advanced" seed="1"></yom-kippur>'),
  '/against-the-computer': page(
    '<yom-kippur scenario="advanced" seats="3" seed="4" ai="syrian" level="easy"></yom-kippur>',
  ),
};

let site: Site;

beforeAll(async () => {
  const scripts: Record<string, Buffer | string> = { '/worker-spy.js': WORKER_SPY };
  for (const file of await readdir('dist')) {
    if (/^yom-kippur.*\.js$/.test(file)) scripts[`/${file}`] = await readFile(`dist/${file}`);
  }
  site = await startStaticSite(PAGES, scripts, () => CSP);
}, 60_000);

afterAll(() => site?.close());

/** The rules files a game loads beside the module: the phase rules (each game's context) and, imported by the advanced game's rules, the set-up rules. */
const RULES = ['phase rules', 'set-up rules'];

/**
 * The requests of the page but its own (and the favicon), the advanced view's, the rules' and the computer's files
 * named by their role. The rules files load side by side (the view's imports and the game context's), each named
 * once, in the order of their names: which arrives first is the browser's choice.
 */
const scriptsLoaded = (requests: string[]) => {
  const named = namingPhaseRules(requests.slice(1)).flatMap((r) =>
    r === '/favicon.ico'
      ? []
      : [
          r
            .replace(/^\/yom-kippur-element-[\w-]+\.js$/, 'view')
            .replace(/^\/yom-kippur-setup-[\w-]+\.js$/, 'set-up rules')
            .replace(/^\/yom-kippur-computer-[\w-]+\.js$/, 'computer players')
            .replace(/^\/yom-kippur-ai-notes-body-[\w-]+\.js$/, 'ai notes')
            .replace(/^\/yom-kippur-vp-words-[\w-]+\.js$/, 'vp words')
            .replace(/^\/yom-kippur-threat-details-[\w-]+\.js$/, 'SAM threat')
            .replace(/^\/yom-kippur-combat-words-en-[\w-]+\.js$/, 'combat words'),
        ],
  );
  const once = named.filter((r, i) => !RULES.includes(r) || named.indexOf(r) === i);
  const first = once.findIndex((r) => RULES.includes(r));
  const rules = once.filter((r) => RULES.includes(r));
  return first < 0 ? once : [...once.slice(0, first), ...rules.sort(), ...once.slice(first + rules.length)];
};

describe.runIf(existsSync('dist/yom-kippur.js'))('the advanced game from dist/yom-kippur.js', () => {
  it('scenario="advanced": both fronts shown, a move played by two clicks; the view, the phase rules and the set-up rules are the files loaded after the module', async () => {
    const { page, requests, problems } = await site.open('/');
    const shown = await page.evaluate(async () => {
      type El = HTMLElement & {
        ready: Promise<void>;
        updateComplete: Promise<boolean>;
        game: {
          phase: string;
          rules: { descriptor: { id: string } };
          legalActions(): { type: string; unit?: string; hex?: string }[];
          unit(id: string): { hex: string };
        };
      };
      const el = document.querySelector('yom-kippur') as El;
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      await el.updateComplete;
      const root = el.shadowRoot!;
      const click = async (hex: string) => {
        root.querySelector(`#hex-${hex}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await el.updateComplete;
      };
      const front = root.querySelector('[part=fronts] [aria-selected=true]')?.getAttribute('data-front');
      // a hex of each front: Sinai's 0916, the Golan's 5111
      const hexes = ['0916', '5111'].map((h) => !!root.querySelector(`#hex-${h}`));
      for (let i = 0; i < 10 && el.game.phase !== 'movement@sinai'; i++) {
        root.querySelector<HTMLButtonElement>('[part=end-phase]')!.click();
        await el.updateComplete;
      }
      const move = el.game.legalActions().find((a) => a.type === 'move')!;
      await click(el.game.unit(move.unit!).hex);
      await click(move.hex!);
      return { id: el.game.rules.descriptor.id, front, hexes, moved: el.game.unit(move.unit!).hex === move.hex };
    });
    expect(problems).toEqual([]);
    expect(shown).toEqual({ id: 'yom-kippur-advanced', front: 'both', hexes: [true, true], moved: true });
    // the reader of the VP reasons the advanced game words (vp-reason.ts) loads with its words, beside its rules
    expect(scriptsLoaded(requests).filter((r) => r === 'vp words')).toHaveLength(1);
    expect(scriptsLoaded(requests).filter((r) => r !== 'vp words')).toEqual([
      '/worker-spy.js',
      '/yom-kippur.js',
      'view',
      'phase rules',
      'set-up rules',
    ]);
    await page.close();
  }, 60_000);

  it('a computer seat (ai="syrian") searches in dist/yom-kippur-advanced-ai-worker.js, every decision answered there; the worker ends when the element leaves', async () => {
    const { page, requests, problems } = await site.open('/against-the-computer');
    type El = HTMLElement & {
      ready: Promise<void>;
      updateComplete: Promise<boolean>;
      game: { phase: string; actingSide: string; log: readonly { side: string; phase: string }[] };
    };
    // the reader plays Egypt (and Israel) until Syria's air phase on the Golan, the computer's
    await page.evaluate(async () => {
      const el = document.querySelector('yom-kippur') as El;
      await customElements.whenDefined('yom-kippur');
      await el.ready;
      await el.updateComplete;
      for (let i = 0; i < 30 && el.game.phase !== 'air@golan'; i++) {
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part=end-phase]')!.click();
        await el.updateComplete;
      }
    });
    // the page answers while the computer searches (each look is a call into it)
    for (let i = 0; i < 2000; i++) {
      if ((await page.evaluate(() => (document.querySelector('yom-kippur') as El).game.actingSide)) !== 'syrian') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const after = await page.evaluate(() => {
      const spy = (window as unknown as { spy: { started: string[]; asked: number; answered: number; terminated: number } })
        .spy;
      const el = document.querySelector('yom-kippur') as El;
      const syrian = el.game.log.filter((l) => l.side === 'syrian' && l.phase === 'air@golan').length;
      const played = { phase: el.game.phase, actingSide: el.game.actingSide, syrian, ...spy, started: [...spy.started] };
      el.remove();
      return { played, terminated: spy.terminated };
    });
    expect(problems).toEqual([]);
    const { played, terminated } = after;
    expect(played.syrian, 'the Syrian air phase played').toBeGreaterThan(0);
    expect([played.phase, played.actingSide]).toEqual(['bridges@sinai', 'egyptian']);
    expect(played.started.map((u) => new URL(u).pathname)).toEqual(['/yom-kippur-advanced-ai-worker.js']);
    expect(played.asked).toBeGreaterThan(0);
    expect(played.answered).toBe(played.asked);
    expect(terminated).toBe(1);
    // the summary of the computer's turn (ai-notes.ts) loads with the game's computer seat, beside the players, and the
    // reader of VP reasons (vp-reason.ts) with the advanced game's words: which comes first is the browser's choice
    expect(scriptsLoaded(requests).filter((r) => r === 'ai notes' || r === 'vp words')).toHaveLength(2);
    expect(scriptsLoaded(requests).filter((r) => r !== 'ai notes' && r !== 'vp words')).toEqual([
      '/worker-spy.js',
      '/yom-kippur.js',
      'view',
      'phase rules',
      'set-up rules',
      'computer players',
      '/yom-kippur-advanced-ai-worker.js',
      // the Syrian aircraft over the map: the panel's body on the SAMs over them (threat.ts), with the words of what
      // a SAM does (combat-words-en.ts)
      'SAM threat',
      'combat words',
    ]);
    await page.close();
  }, 300_000);
});
