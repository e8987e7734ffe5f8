// Browser tests in Debian's Chromium (browser downloads are not possible here):
// tests/component/<layer>/, except the Node tests there (*.node.test.ts, vitest).
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { chromiumOptions } from './scripts/chromium.mjs';

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
  concurrency: 1,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 20_000 } },
  plugins: [screenshotPlugin, esbuildPlugin({ ts: true, json: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: chromiumOptions(['--js-flags=--expose-gc', '--enable-precise-memory-info']),
    }),
  ],
};
