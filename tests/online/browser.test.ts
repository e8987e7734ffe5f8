// Two Chromium pages play a table through `across-suez serve` from the links
// POST /api/tables gave (the server's play page loads the game's element,
// dist/<game>.js), and a third page watches: a move clicked on the map of
// the seat that must decide reaches every page; the other seat's map takes
// no input meanwhile; the bar says whose decision it is and who is connected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { newTable, publicView, startServer, tempDir, type ServerProcess } from './server-process.js';

let server: ServerProcess;
let browser: Browser;

const built = existsSync('dist/across-suez.js') && existsSync('dist/yom-kippur.js');

beforeAll(async () => {
  if (!built) return;
  server = await startServer(['--port', '0', '--data', tempDir('across-suez-browser')]);
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

type El = HTMLElement & {
  ready: Promise<void>;
  updateComplete: Promise<boolean>;
  game: {
    actingSide: string | null;
    history: unknown[];
    units(): { id: string; side: string; hex: string | null }[];
    reachable(id: string): Map<string, number>;
  };
};

async function open(link: string, game: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  page.setDefaultTimeout(100_000); // a busy machine: waits end on the condition, never on the clock
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(link, { waitUntil: 'load' });
  await page.waitForFunction((tag) => (document.querySelector(tag) as El | null)?.game, {}, game);
  return { page, problems };
}

const bar = (page: Page, game: string) =>
  page.evaluate(async (tag) => {
    const el = document.querySelector(tag) as El;
    await el.updateComplete;
    return el.shadowRoot!.querySelector('[part="seat"]')?.textContent?.trim() ?? '';
  }, game);

const actions = (page: Page, game: string) =>
  page.evaluate((tag) => (document.querySelector(tag) as El).game.history.length, game);

/** Clicks a unit of the side that must decide and then a hex it may reach ([unit, hex]), or End phase when none may move (null). */
const clickMove = (page: Page, game: string) =>
  page.evaluate(async (tag) => {
    const el = document.querySelector(tag) as El;
    const g = el.game;
    const unit = g.units().find((u) => u.side === g.actingSide && u.hex && g.reachable(u.id).size);
    const click = async (hex: string) => {
      el.shadowRoot!.querySelector(`#hex-${hex}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await el.updateComplete;
    };
    if (!unit) {
      // no move in this phase (an air phase): End phase
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="end-phase"]')!.click();
      await el.updateComplete;
      // the element may warn first (aircraft that could still fly): end anyway
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')]
        .find((b) => /anyway/.test(b.textContent ?? ''))
        ?.click();
      await el.updateComplete;
      return null;
    }
    const to = [...g.reachable(unit.id).keys()][0]!;
    await click(unit.hex!);
    await click(to);
    return [unit.id, to];
  }, game);

describe.runIf(built)('the elements play online', () => {
  for (const game of ['yom-kippur']) {
    it(`<${game}>: two seats' pages and a watcher's, through the server`, async () => {
      const made = await newTable(server.url, { game });
      const first = (await publicView(server.url, made.id)).deciding!;
      const second = Object.keys(made.seats).find((s) => s !== first)!;
      const deciding = await open(made.seats[first]!.link, game);
      const waiting = await open(made.seats[second]!.link, game);
      const watcher = await open(made.watch.link, game);
      await deciding.page.waitForFunction(
        (tag) =>
          /connected/.test(
            (document.querySelector(tag) as El).shadowRoot!.querySelector('[part="seat"]')?.textContent ?? '',
          ) &&
          !/not connected/.test(
            (document.querySelector(tag) as El).shadowRoot!.querySelector('[part="seat"]')!.textContent!,
          ),
        {},
        game,
      );
      expect(await bar(deciding.page, game)).toMatch(/your turn/);
      expect(await bar(waiting.page, game)).toMatch(/waiting for/);
      expect(await bar(watcher.page, game)).toMatch(/^Watching/);

      // the seat that waits clicks a move of the deciding side: nothing happens
      await clickMove(waiting.page, game);
      const moved = await clickMove(deciding.page, game);
      for (const p of [deciding, waiting, watcher]) {
        await p.page.waitForFunction((tag) => (document.querySelector(tag) as El).game.history.length === 1, {}, game);
      }
      const record = (await publicView(server.url, made.id)).record;
      for (const p of [deciding, waiting, watcher]) {
        expect(
          await p.page.evaluate(
            (tag) => (document.querySelector(tag) as El & { exportRecord(): string }).exportRecord(),
            game,
          ),
        ).toBe(record);
      }
      if (moved) expect(record).toContain(`move ${moved[0]} ${moved[1]}`);
      expect((await publicView(server.url, made.id)).seq).toBe(1);
      expect(await actions(waiting.page, game)).toBe(1);
      for (const p of [deciding, waiting, watcher]) {
        expect(p.problems).toEqual([]);
        await p.page.close();
      }
    }, 300_000);
  }
});
