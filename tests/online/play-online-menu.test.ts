// "Play online" in the share menu of an element given a `server` (and no
// table yet): the server makes a table from the element's game as it stands,
// the other seat's link and a watch link are copied, and the element moves
// onto the reader's seat. The opponent opens the copied link (the server's
// play page) and the two play through `across-suez serve`, started as a
// child process with its embedded database, in real Chromium.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { bar, clickAction, everySeatHere, holds, open, record, type El, serverAndBrowser } from './pages.js';
import { publicView } from './server-process.js';

const built = existsSync('dist/across-suez.js') && existsSync('dist/yom-kippur.js');
const env = serverAndBrowser('across-suez-menu', built);
beforeAll(async () => {
  if (!built) return;
  await env.browser
    .defaultBrowserContext()
    .overridePermissions(env.server.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
});

/** Where Across Suez's game stands when its author makes the table: Game-Turn 2, a few units apart. */
const positions: Record<string, string | undefined> = {
  'across-suez': JSON.stringify({
    turn: 2,
    side: 'israeli',
    phase: 'movement',
    units: { 'reshev-2': '0308', '16-1': '0512', '16-2': '0610' },
  }),
};

/** An author's page on the server's origin: the game's element with `server` and no table, at `position`. */
async function authorPage(tag: string, position: string | undefined): Promise<{ page: Page; problems: string[] }> {
  const page = await env.browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(`${env.server.url}/play`, { waitUntil: 'load' }); // names no table: the page only says so
  await page.addScriptTag({ type: 'module', url: `/dist/${tag}.js` });
  await page.evaluate(
    async (tag, position) => {
      await customElements.whenDefined(tag);
      const el = document.createElement(tag) as El;
      el.setAttribute('server', location.origin);
      if (position) el.setAttribute('position', position);
      document.querySelector('main')!.append(el);
      await el.ready;
    },
    tag,
    position,
  );
  return { page, problems };
}

/** The units' hexes, by id. */
const unitHexes = (page: Page, tag: string) =>
  page.evaluate(
    (tag) => Object.fromEntries((document.querySelector(tag) as El).game.units().map((u) => [u.id, u.hex])),
    tag,
  );

/**
 * Presses "Play online as <side>" and waits for the element to be ready on its seat; returns the
 * menu's status and the links it gave (from the clipboard, or the text shown when the clipboard refused).
 */
const playOnlineAs = (page: Page, tag: string, side: string) =>
  page.evaluate(
    async (tag, side) => {
      const el = document.querySelector(tag) as El;
      const seated = new Promise((resolve) => el.addEventListener('ready', resolve, { once: true }));
      const menu = el.shadowRoot!.querySelector<HTMLDetailsElement>('[part="share"]')!;
      const toggled = new Promise((r) => menu.addEventListener('toggle', r, { once: true }));
      menu.open = true;
      await toggled; // the menu's body loads when it first opens
      await el.updateComplete;
      const button = menu.querySelector<HTMLButtonElement>(`[data-share="online"][data-side="${side}"]`);
      if (!button) throw new Error(`no "Play online" for ${side}`);
      button.click();
      await seated;
      await el.updateComplete;
      const status = menu.querySelector('[role="status"]')!.textContent!.trim();
      const shown = menu.querySelector('textarea[readonly]') as HTMLTextAreaElement | null;
      const text = shown ? shown.value : await navigator.clipboard.readText();
      const { table, token } = el as unknown as { table: string | null; token: string | null };
      return { status, text, seat: token ? table : null };
    },
    tag,
    side,
  );

describe.runIf(built)('the share menu plays online', () => {
  for (const tag of ['across-suez', 'yom-kippur']) {
    it(`<${tag} server>: "Play online" makes a table of the game as it stands, copies the other seat's link and a watch link, and moves the element onto its seat`, async () => {
      const author = await authorPage(tag, positions[tag]);
      const before = await unitHexes(author.page, tag);
      const side = await author.page.evaluate((tag) => (document.querySelector(tag) as El).game.actingSide!, tag);

      const { status, text, seat } = await playOnlineAs(author.page, tag, side);
      expect(status).toMatch(/^Table made: you play /);
      const links = Object.fromEntries([...text.matchAll(/^(.+): (http\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
      expect(Object.keys(links)).toHaveLength(2); // the other seat's and the watch link
      const watch = links.Watch!;
      const opponentLink = Object.entries(links).find(([name]) => name !== 'Watch')![1];
      expect(opponentLink).toMatch(new RegExp(`^${env.server.url}/play#table=${seat}&token=`));
      expect(watch).toBe(`${env.server.url}/play#table=${seat}`);

      const opponent = await open(env.browser, opponentLink, tag);
      const watcher = await open(env.browser, watch, tag);
      const all = [author, opponent, watcher];
      for (const p of all) await everySeatHere(p.page, tag);
      expect(await unitHexes(opponent.page, tag)).toEqual(before);
      expect(await bar(author.page, tag)).toMatch(/your turn/);
      expect(await bar(opponent.page, tag)).toMatch(/waiting for/);

      // the author's seat plays on its map (a move, or End phase): it reaches the opponent and the watcher
      const moved = await clickAction(author.page, tag, false);
      for (const p of all) await holds(p.page, tag, 1);
      const view = await publicView(env.server.url, seat!);
      expect(view.seq).toBe(1);
      for (const p of all) expect(await record(p.page, tag)).toBe(view.record);
      if (moved) expect(view.record.trim().split('\n').at(-1)).toContain(`move ${moved[0]} ${moved[1]}`);
      for (const p of all) {
        expect(p.problems).toEqual([]);
        await p.page.close();
      }
    }, 300_000);
  }
});
