// Screenshots of the demo pages at desktop and phone size, for the README and
// the UX notes: `node --import tsx scripts/screenshots.ts <prefix>` with the
// demo served (`npx vite --port 5199`), written to docs/screenshots/ (and the
// README's picture to docs/screenshot.png).
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumOptions } from './chromium.mjs';

const origin = process.env.DEMO_ORIGIN ?? 'http://127.0.0.1:5199';
const prefix = process.argv[2] ?? 'now';
/** JPEG for docs/screenshots/; SHOT_DIR=/tmp SHOT_TYPE=png for a quick look. */
const dir = process.env.SHOT_DIR ?? 'docs/screenshots';
const type = process.env.SHOT_TYPE === 'png' ? 'png' : 'jpeg';
const out = (name: string) => `${dir}/${prefix}-${name}.${type === 'png' ? 'png' : 'jpg'}` as const;
const shot = { type, ...(type === 'jpeg' && { quality: 72 }) } as const;

const browser = await puppeteer.launch(chromiumOptions());

async function open(path: string, width: number, height: number, touch = false): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height, isMobile: touch, hasTouch: touch, deviceScaleFactor: touch ? 2 : 1 });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
  await page.evaluate(() => localStorage.clear());
  await page.reload({ waitUntil: 'networkidle0' });
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll('across-suez')) await (el as unknown as { ready: Promise<void> }).ready;
  });
  await new Promise((r) => setTimeout(r, 400));
  return page;
}

/** Clicks a hex of the first element. */
const clickHex = (page: Page, hex: string) =>
  page.evaluate((h) => {
    const el = document.querySelector('across-suez')!;
    el.shadowRoot!.querySelector<SVGElement>(`#hex-${h}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }, hex);

let page = await open('/index.html', 1280, 800);
await clickHex(page, '0210');
await new Promise((r) => setTimeout(r, 200));
await page.screenshot({ path: out('desktop-play'), ...shot });
await page.close();

page = await open('/index.html', 390, 844, true);
await page.screenshot({ path: out('phone-play'), ...shot });
await page.close();

page = await open('/article.html', 1280, 900);
await page.screenshot({ path: out('article'), fullPage: true, ...shot });
await page.close();

page = await open('/wiki.html', 1280, 900);
await page.screenshot({ path: out('wiki'), fullPage: true, ...shot });
await page.close();

// the README's picture: a Game-Turn 2 combat, the result on the map, a counter's card
page = await open('/index.html', 1280, 820);
await page.evaluate(async () => {
  const el = document.querySelector('across-suez') as unknown as HTMLElement & {
    game: {
      forceDice(d: number[]): void;
      attack(a: string[], d: string): void;
      move(u: string, h: string): void;
      endPhase(): void;
    };
    updateComplete: Promise<void>;
  };
  el.setAttribute(
    'position',
    JSON.stringify({
      turn: 2,
      side: 'israeli',
      phase: 'movement',
      units: {
        'reshev-2': '0308',
        'matt-1': '0311',
        'matt-2': '0612',
        'reshev-1': '0210',
        sharon: '0211',
        bridge: '1210',
        '16-1': '0411',
        '16-2': '0610',
        '14-21-2': '0407',
        '16-3': '0812',
        '16-4': '0910',
      },
    }),
  );
  await new Promise((r) => setTimeout(r, 300));
  el.game.move('reshev-2', '0410');
  el.game.endPhase();
  el.game.forceDice([2]);
  el.game.attack(['reshev-2', 'matt-1'], '16-1');
  await el.updateComplete;
});
await new Promise((r) => setTimeout(r, 400));
await page.evaluate(() => {
  const el = document.querySelector('across-suez')!;
  const cell = el.shadowRoot!.querySelector('#hex-0411')!;
  const r = cell.getBoundingClientRect();
  el.scrollIntoView();
  el.shadowRoot!.querySelector('.map-wrap')!.scrollTop = 260; // the combat in view
  cell.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: r.x + r.width / 2 }));
});
await new Promise((r) => setTimeout(r, 300));
// a clip inside the viewport: an element screenshot would grow the viewport, and the map's box with it
const clip = await page.evaluate(() => {
  const r = document.querySelector('across-suez')!.getBoundingClientRect();
  return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: Math.min(r.height, innerHeight - r.y) };
});
const readme = process.env.SHOT_DIR ? `${dir}/${prefix}-readme.png` : 'docs/screenshot.png';
await page.screenshot({ path: readme, clip, captureBeyondViewport: false });
await page.close();

await browser.close();
