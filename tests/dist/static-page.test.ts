// The built module dropped into a plain static page, as a blog author would:
// no bundler, a strict Content-Security-Policy, and no request but the module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'";
const PAGE = `<!doctype html><meta charset="utf-8"><title>post</title>
<script type="module" src="/across-suez.js"></script>
<p>An article with a game in it.</p>
<across-suez seed="1" id="g"></across-suez>`;

let server: Server;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  const module = await readFile('dist/across-suez.js');
  server = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': CSP }).end(PAGE);
    else if (req.url === '/across-suez.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(module);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe.runIf(existsSync('dist/across-suez.js'))('dist/across-suez.js in a plain static page', () => {
  it('works under a strict CSP, plays a move, and requests nothing but its own module', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => requests.push(r.url().replace(origin, '')));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const moved = await page.evaluate(async () => {
      const el = document.querySelector('across-suez') as HTMLElement & { ready: Promise<void>; updateComplete: Promise<boolean>; game: { unit(id: string): { hex: string }; reachable(id: string): Map<string, number> } };
      await customElements.whenDefined('across-suez');
      await el.ready;
      await el.updateComplete;
      const click = async (hex: string) => {
        el.shadowRoot!.querySelector(`#hex-${hex}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await el.updateComplete;
      };
      await click('0210');
      const to = [...el.game.reachable('reshev-1').keys()][0]!;
      await click(to);
      return el.game.unit('reshev-1').hex === to;
    });
    expect(problems).toEqual([]);
    expect(moved).toBe(true);
    expect(requests.filter((r) => r !== '/favicon.ico')).toEqual(['/', '/across-suez.js']);
    await page.close();
  }, 60_000);
});
