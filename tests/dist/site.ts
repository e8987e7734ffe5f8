// A static site on a local port and a headless Chromium to visit it: what the
// tests of built files (dist/, the demo site) share.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumOptions } from '../../scripts/chromium.mjs';

export interface Site {
  origin: string;
  browser: Browser;
  /** Opens a path of the site, noting every request (as a path) and every console error. */
  open(path: string): Promise<{ page: Page; requests: string[]; problems: string[] }>;
  close(): Promise<void>;
}

/** Serves `respond` (a 404 when it returns false; favicon requests get an empty 204) and launches Chromium. */
export async function startSite(respond: (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean): Promise<Site> {
  const server = createServer(async (req, res) => {
    if (await respond(req, res)) return;
    res.writeHead(req.url === '/favicon.ico' ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await puppeteer.launch(chromiumOptions());
  return {
    origin,
    browser,
    async open(path) {
      const page = await browser.newPage();
      const requests: string[] = [];
      const problems: string[] = [];
      page.on('request', (r) => requests.push(r.url().replace(origin, '')));
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(String(e)));
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      return { page, requests, problems };
    },
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/**
 * A plain static site: its pages, each served with the Content-Security-Policy `csp` gives its path, and
 * its scripts (path: text), on a local port, with Chromium.
 */
export function startStaticSite(
  pages: Record<string, string>,
  scripts: Record<string, Buffer | string>,
  csp: (path: string) => string,
): Promise<Site> {
  return startSite((req, res) => {
    const path = req.url ?? '';
    const [html, script] = [pages[path], scripts[path]];
    if (html) res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp(path) }).end(html);
    else if (script) res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else return false;
    return true;
  });
}
