// What the online browser tests do in a page: open a link and wait for the
// game's element, wait on its table's and its game's events (never on a
// timer: the machine may be loaded), read its bar and record, and click a
// move on its map as a player would.
import { afterAll, beforeAll } from 'vitest';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumOptions } from '../../scripts/chromium.mjs';
import { startServer, tempDir, type ServerProcess } from './server-process.js';

/**
 * What a file's tests share: `across-suez serve` (its embedded database in a temporary folder named after
 * `folder`) and a Chromium, started before the tests when the built elements are there, ended after them.
 */
export function serverAndBrowser(folder: string, built: boolean): { server: ServerProcess; browser: Browser } {
  const env = {} as { server: ServerProcess; browser: Browser };
  beforeAll(async () => {
    if (!built) return;
    env.server = await startServer(['--port', '0', '--data', tempDir(folder)]);
    env.browser = await puppeteer.launch(launchOptions);
  }, 120_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  }, 60_000);
  return env;
}

/** Launch options for pages that run at once: none is slowed down for not being the one in front. */
const launchOptions = {
  ...chromiumOptions([
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
  ]),
  protocolTimeout: 240_000,
};

export type Table = EventTarget & { presence: { seats: Record<string, boolean> } };
export type El = HTMLElement & {
  ready: Promise<void>;
  updateComplete: Promise<boolean>;
  online: { table: Table | null };
  exportRecord(): string;
  game: {
    actingSide: string | null;
    history: unknown[];
    units(): { id: string; side: string; hex: string | null }[];
    reachable(id: string): Map<string, number>;
  };
};

export async function open(browser: Browser, link: string, tag: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(link, { waitUntil: 'load' });
  await page.waitForSelector(tag); // the play page puts the element in once it knows the table's game
  await page.evaluate((tag) => (document.querySelector(tag) as El).ready, tag);
  return { page, problems };
}

/** Resolves once the page's table says every seat is connected (its presence event). */
export const everySeatHere = (page: Page, tag: string) =>
  page.evaluate(
    (tag) =>
      new Promise<void>((resolve) => {
        const table = (document.querySelector(tag) as El).online.table!;
        const check = () => Object.values(table.presence.seats).every(Boolean) && (resolve(), true);
        if (!check()) table.addEventListener('presence', check);
      }),
    tag,
  );

/** Resolves once the page's game holds n actions: checked after each move or phase event of the element. */
export const holds = (page: Page, tag: string, n: number) =>
  page.evaluate(
    (tag, n) =>
      new Promise<void>((resolve) => {
        const el = document.querySelector(tag) as El;
        // the event fires inside apply: look once the action is in the game's history
        const check = () => queueMicrotask(() => el.game.history.length >= n && resolve());
        for (const type of ['move', 'phase']) el.addEventListener(type, check);
        check();
      }),
    tag,
    n,
  );

export const bar = (page: Page, tag: string) =>
  page.evaluate(async (tag) => {
    const el = document.querySelector(tag) as El;
    await el.updateComplete;
    return el.shadowRoot!.querySelector('[part="seat"]')?.textContent?.trim() ?? '';
  }, tag);

export const record = (page: Page, tag: string) =>
  page.evaluate((tag) => (document.querySelector(tag) as El).exportRecord(), tag);

/**
 * Clicks, on the page's map, a unit of the side that must decide (one alone
 * in its hex, so the click takes that unit) and then the first hex it may
 * reach: the move as [unit, hex]. With no such unit, or `moves` made in this
 * phase already, clicks End phase (and "End the phase anyway" when the
 * element warns first): null.
 */
export const clickAction = (page: Page, tag: string, endPhase: boolean) =>
  page.evaluate(
    async (tag, endPhase) => {
      const el = document.querySelector(tag) as El;
      const g = el.game;
      const here = new Map<string, number>();
      for (const u of g.units()) if (u.hex) here.set(u.hex, (here.get(u.hex) ?? 0) + 1);
      const unit = endPhase
        ? undefined
        : g.units().find((u) => u.side === g.actingSide && u.hex && here.get(u.hex) === 1 && g.reachable(u.id).size);
      const button = (test: RegExp) =>
        [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => test.test(b.textContent ?? ''));
      if (!unit) {
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part="end-phase"]')!.click();
        await el.updateComplete;
        button(/anyway/)?.click();
        await el.updateComplete;
        return null;
      }
      const click = async (hex: string) => {
        el.shadowRoot!.querySelector(`#hex-${hex}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await el.updateComplete;
      };
      const to = [...g.reachable(unit.id).keys()][0]!;
      await click(unit.hex!);
      await click(to);
      return [unit.id, to] as const;
    },
    tag,
    endPhase,
  );
