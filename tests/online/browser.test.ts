// Two Chromium pages play a table through `across-suez serve` and its
// database from the links POST /api/tables gave (the server's play page
// loads the game's element, dist/<game>.js), and a third page watches: each
// action clicked on the map of the seat that must decide reaches every page,
// the decision passes from one seat to the other, the other seat's map takes
// no input meanwhile, and the bar says whose decision it is and who is
// connected. Every wait ends on an event of the element or of its table
// (presence, the game's move and phase events), never on a timer: the
// machine may be loaded, and rAF-polled waits stall in pages drawn rarely.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { bar, clickAction, everySeatHere, holds, open, record, type El, serverAndBrowser } from './pages.js';
import { newTable, publicView } from './server-process.js';

const built = existsSync('dist/across-suez.js') && existsSync('dist/yom-kippur.js');
const env = serverAndBrowser('across-suez-browser', built);

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
      const made = await newTable(env.server.url, {
        game: tag,
        ...(starts[tag] !== undefined && { options: { position: starts[tag] } }),
      });
      const first = (await publicView(env.server.url, made.id)).deciding!;
      const seats = Object.keys(made.seats);
      const pages = new Map<string, Awaited<ReturnType<typeof open>>>();
      for (const side of seats) pages.set(side, await open(env.browser, made.seats[side]!.link, tag));
      const watcher = await open(env.browser, made.watch.link, tag);
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
        const view = await publicView(env.server.url, made.id);
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
