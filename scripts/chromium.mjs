// The Chromium every browser test, benchmark and screenshot launches: Debian's
// (browser downloads are not possible here; CHROMIUM_PATH names another), headless,
// with no sandbox (CI runs as root), no GPU, no /dev/shm (small in containers) and
// none of the background traffic or first-run pages a fresh profile would start.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for puppeteer or @web/test-runner-chrome, with the caller's own flags after the shared ones. */
export function chromiumOptions(extraArgs = []) {
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] };
}
