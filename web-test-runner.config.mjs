// Browser tests in Debian's Chromium (browser downloads are not possible here):
// tests/component/<layer>/, except the Node tests there (*.node.test.ts, vitest).
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { chromiumOptions } from './scripts/chromium.mjs';
import { failuresAtEndReporter } from './scripts/wtr-failures.mjs';

/** `executeServerCommand('screenshot', { name })` saves the page as test-artifacts/<name>.png. */
const screenshotPlugin = {
  name: 'screenshot',
  async executeCommand({ command, payload, session }) {
    if (command !== 'screenshot') return undefined;
    const page = session.browser.getPage(session.id);
    await mkdir('test-artifacts', { recursive: true });
    await writeFile(`test-artifacts/${payload.name}.png`, await page.screenshot({ fullPage: true }));
    return true;
  },
};

export default {
  files: ['tests/component/**/*.test.ts', '!tests/component/**/*.node.test.ts'],
  nodeResolve: true,
  reporters: [defaultReporter(), failuresAtEndReporter()],
  // Lit's one-line dev-mode notice repeats for every file and pushes failures out of CI's log tail.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  concurrency: 1,
  // a file's own test timeouts are the guard; this catches only a page that hangs, with room for
  // machines slower or busier than this one (a busy machine cut a 240 s leak test here at 180 s)
  testsFinishTimeout: 420_000,
  testFramework: { config: { timeout: 20_000 } },
  plugins: [screenshotPlugin, esbuildPlugin({ ts: true, json: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: chromiumOptions(['--js-flags=--expose-gc', '--enable-precise-memory-info']),
    }),
  ],
};
