// Two Chromium pages play a table through `across-suez serve` and its
// database from the links POST /api/tables gave (the server's play page
// loads the game's element, dist/<game>.js), and a third page watches: each
// action clicked on the map of the seat that must decide reaches every page,
// the decision passes from one seat to the other, the other seat's map takes
// no input meanwhile, and the bar says whose decision it is and who is
// connected. Every wait ends on an event of the element or of its table
// (presence, the game's move and phase events), never on a timer: the
// machine may be loaded, and rAF-polled waits stall in pages drawn rarely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumOptions } from '../../scripts/chromium.mjs';
import { newTable, publicView, startServer, tempDir, type ServerProcess } from './server-process.js';

let server: ServerProcess;
let browser: Browser;

const built = existsSync('dist/across-suez.js') && existsSync('dist/yom-kippur.js');

beforeAll(async () => {
  if (!built) return;
  server = await startServer(['--port', '0', '--data', tempDir('across-suez-browser')]);
  browser = await puppeteer.launch({
    // three pages at once: none is slowed down for not being the one in front
    ...chromiumOptions([
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ]),
    protocolTimeout: 240_000,
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

type Table = EventTarget & { presence: { seats: Record<string, boolean> } };
type El = HTMLElement & {
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

async function open(link: string, tag: string): Promise<{ page: Page; problems: string[] }> {
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
const everySeatHere = (page: Page, tag: string) =>
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
const holds = (page: Page, tag: string, n: number) =>
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

const bar = (page: Page, tag: string) =>
  page.evaluate(async (tag) => {
    const el = document.querySelector(tag) as El;
    await el.updateComplete;
    return el.shadowRoot!.querySelector('[part="seat"]')?.textContent?.trim() ?? '';
  }, tag);

const record = (page: Page, tag: string) =>
  page.evaluate((tag) => (document.querySelector(tag) as El).exportRecord(), tag);

/**
 * Clicks, on the page's map, a unit of the side that must decide (one alone
 * in its hex, so the click takes that unit) and then the first hex it may
 * reach: the move as [unit, hex]. With no such unit, or `moves` made in this
 * phase already, clicks End phase (and "End the phase anyway" when the
 * element warns first): null.
 */
const clickAction = (page: Page, tag: string, endPhase: boolean) =>
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

/** Whether the page's Undo button is offered (enabled). */
const undoOffered = (page: Page, tag: string) =>
  page.evaluate((tag) => {
    const el = document.querySelector(tag) as El;
    const undo = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="actions"] button')].find(
      (b) => b.textContent?.trim() === 'Undo',
    );
    if (!undo) throw new Error('no Undo button');
    return !undo.disabled;
  }, tag);

/** Where each game's table starts: Across Suez after Game-Turn 1 (whose combat phase must see every adjacent unit attack, 9.2), a few units apart. */
const starts: Record<string, unknown> = {
  'across-suez': {
    turn: 2,
    side: 'israeli',
    phase: 'movement',
    units: { 'reshev-2': '0308', '16-1': '0512', '16-2': '0610' },
  },
};

describe.runIf(built)('the elements play online', () => {
  for (const tag of ['across-suez', 'yom-kippur']) {
    it(`<${tag}>: two seats' pages play in turn through the server and its database, a third page watches`, async () => {
      const made = await newTable(server.url, {
        game: tag,
        ...(starts[tag] !== undefined && { options: { position: starts[tag] } }),
      });
      const first = (await publicView(server.url, made.id)).deciding!;
      const seats = Object.keys(made.seats);
      const pages = new Map<string, Awaited<ReturnType<typeof open>>>();
      for (const side of seats) pages.set(side, await open(made.seats[side]!.link, tag));
      const watcher = await open(made.watch.link, tag);
      const all = [...pages.values(), watcher];
      for (const p of all) await everySeatHere(p.page, tag);
      const other = seats.find((s) => s !== first)!;
      expect(await bar(pages.get(first)!.page, tag)).toMatch(/your turn/);
      expect(await bar(pages.get(other)!.page, tag)).toMatch(/waiting for/);
      expect(await bar(watcher.page, tag)).toMatch(/^Watching/);

      // the seat that waits clicks a move of the deciding side: nothing is sent
      await clickAction(pages.get(other)!.page, tag, false);

      const played = new Set<string>();
      let movesThisPhase = 0;
      let n = 0;
      // until each seat has played an action and the decision has come back once, or 40 actions
      for (let decided = first; n < 40 && !(played.size === seats.length && decided === first);) {
        const deciding = pages.get(decided)!.page;
        const moved = await clickAction(deciding, tag, movesThisPhase >= 2);
        n++;
        for (const p of all) await holds(p.page, tag, n);
        const view = await publicView(server.url, made.id);
        expect(view.seq).toBe(n);
        for (const p of all) expect(await record(p.page, tag)).toBe(view.record);
        if (moved) expect(view.record.trim().split('\n').at(-1)).toContain(`move ${moved[0]} ${moved[1]}`);
        played.add(decided);
        movesThisPhase = moved ? movesThisPhase + 1 : 0;
        const next = view.deciding!;
        // the server has stored the action: the seat that made it is not offered to take it back
        if (moved && next === decided) expect(await undoOffered(deciding, tag)).toBe(false);
        if (next !== decided) {
          expect(await bar(pages.get(next)!.page, tag)).toMatch(/your turn/);
          expect(await bar(pages.get(decided)!.page, tag)).toMatch(/waiting for/);
        }
        decided = next;
      }
      expect([...played].sort()).toEqual([...seats].sort());
      for (const p of all) {
        expect(p.problems).toEqual([]);
        await p.page.close();
      }
    }, 300_000);
  }
});
