// A player who comes back to a correspondence table: their element opens at
// the first action they have not seen in this browser, in review, and the
// log column marks that action and the later ones as new, in words a screen
// reader reads. Real Chromium, `across-suez serve` as a child process with
// its embedded database.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { clickAction, everySeatHere, holds, open, type El, type Table, serverAndBrowser } from './pages.js';
import { newTable, publicView } from './server-process.js';

const built = existsSync('dist/across-suez.js');
const env = serverAndBrowser('across-suez-return', built);

const tag = 'across-suez';

/** What the page's element shows of a return: the replay bar's label, the log's heading, the log lines marked new. */
const returnView = (page: Page) =>
  page.evaluate(async (tag) => {
    const el = document.querySelector(tag) as El;
    await el.updateComplete;
    const root = el.shadowRoot!;
    const marked = [...root.querySelectorAll<HTMLButtonElement>('.log .entry.new')];
    return {
      replay: root.querySelector('[part="replay"]')?.getAttribute('aria-label') ?? null,
      heading: root.querySelector('.log-column h3')!.textContent!.replace(/\s+/g, ' ').trim(),
      /** The actions (1, 2, …) of the log's lines, and those marked new. */
      steps: [...root.querySelectorAll('.log li')].map((li) => Number(li.getAttribute('value'))),
      newSteps: marked.map((b) => Number(b.closest('li')!.getAttribute('value'))),
      newTexts: marked.map((b) => b.textContent!.replace(/\s+/g, ' ').trim()),
    };
  }, tag);

/** Resolves once the page's table has given its element n actions (its action events; the element may be reviewing). */
const tableHolds = (page: Page, n: number) =>
  page.evaluate(
    (tag, n) =>
      new Promise<void>((resolve) => {
        const table = (document.querySelector(tag) as El).online.table as Table & { seq: number };
        const check = () => table.seq >= n && (resolve(), true);
        if (!check()) table.addEventListener('action', check);
      }),
    tag,
    n,
  );

let tableId = '';

/** The seat's page plays until the table holds n actions (moves, End phase after two), the other pages following. */
async function playUntil(page: Page, others: Page[], n: number): Promise<void> {
  for (let seq = (await publicView(env.server.url, tableId)).seq; seq < n; seq++) {
    const view = await publicView(env.server.url, tableId);
    const movesThisPhase = view.record
      .trim()
      .split('\n')
      .slice(-2)
      .filter((l) => l.startsWith('move')).length;
    await clickAction(page, tag, movesThisPhase >= 2);
    await holds(page, tag, seq + 1);
    for (const p of others) await tableHolds(p, seq + 1);
  }
}

describe.runIf(built)('a returning player', () => {
  it('opens at the first action they have not seen, the log marking it and the later ones new', async () => {
    const made = await newTable(env.server.url, {
      game: tag,
      options: {
        position: {
          turn: 2,
          side: 'israeli',
          phase: 'movement',
          units: { 'reshev-2': '0308', '16-1': '0512', '16-2': '0610' },
        },
      },
    });
    tableId = made.id;
    const israeli = await open(env.browser, made.seats.israeli!.link, tag);
    let egyptian = await open(env.browser, made.seats.egyptian!.link, tag);
    for (const p of [israeli, egyptian]) await everySeatHere(p.page, tag);

    // the Egyptian player sees the first action live, then leaves
    await playUntil(israeli.page, [egyptian.page], 1);
    expect((await returnView(egyptian.page)).newSteps).toEqual([]);
    expect(egyptian.problems).toEqual([]);
    await egyptian.page.close();
    await playUntil(israeli.page, [], 3);

    // back (the same browser: its storage remembers what this seat saw): at action 1, actions 2 and 3 new
    egyptian = await open(env.browser, made.seats.egyptian!.link, tag);
    let seen = await returnView(egyptian.page);
    expect(seen.replay).toBe('Reviewing action 1 of 3');
    expect(seen.newSteps.length).toBeGreaterThan(0);
    expect(seen.newSteps).toEqual(seen.steps.filter((s) => s >= 2));
    for (const text of seen.newTexts) expect(text).toMatch(/^new /);
    expect(seen.heading).toBe(`Log · ${seen.newSteps.length} new since your last visit`);

    // an action that arrives while the player reviews is not seen yet either
    await playUntil(israeli.page, [egyptian.page], 4);
    await egyptian.page.close();
    egyptian = await open(env.browser, made.seats.egyptian!.link, tag);
    seen = await returnView(egyptian.page);
    expect(seen.replay).toBe('Reviewing action 1 of 4');
    expect(seen.newSteps).toEqual(seen.steps.filter((s) => s >= 2));

    // "Back to the game": everything is seen; the next return opens at the table, nothing new
    await egyptian.page.evaluate(async (tag) => {
      const el = document.querySelector(tag) as El;
      const back = [...el.shadowRoot!.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Back to the game',
      );
      back!.click();
      await el.updateComplete;
    }, tag);
    expect(egyptian.problems).toEqual([]);
    await egyptian.page.close();
    egyptian = await open(env.browser, made.seats.egyptian!.link, tag);
    seen = await returnView(egyptian.page);
    expect(seen.replay).toBeNull();
    expect(seen.newSteps).toEqual([]);
    expect(seen.heading).toBe('Log');
    for (const p of [israeli, egyptian]) {
      expect(p.problems).toEqual([]);
      await p.page.close();
    }
  }, 300_000);
});
