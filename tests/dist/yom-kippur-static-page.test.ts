// dist/yom-kippur.js dropped into a plain static page: no bundler, a strict
// Content-Security-Policy, and no request but the module itself — not the
// Across Suez module, not another origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { startSite, type Site } from './site.js';

const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'";
const PAGE = `<!doctype html><meta charset="utf-8"><title>post</title>
<script type="module" src="/yom-kippur.js"></script>
<p>An article with a game in it.</p>
<yom-kippur seed="1" position='{"turn":1,"side":"israeli","phase":"movement-1"}'></yom-kippur>`;

let site: Site;

beforeAll(async () => {
  const script = await readFile('dist/yom-kippur.js');
  site = await startSite((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': CSP }).end(PAGE);
    else if (req.url === '/yom-kippur.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else return false;
    return true;
  });
}, 60_000);

afterAll(() => site?.close());

describe.runIf(existsSync('dist/yom-kippur.js'))('dist/yom-kippur.js in a plain static page', () => {
  it('works under a strict CSP, plays a move, and requests nothing but its own module', async () => {
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
    expect(requests.filter((r) => r !== '/favicon.ico')).toEqual(['/', '/yom-kippur.js']);
    await page.close();
  }, 60_000);
});
