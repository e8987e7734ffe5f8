// The package as its consumers' tools resolve it: every export found, with
// its types, under Node's ESM resolution and bundlers' (arethetypeswrong, ESM
// only), and package.json as publint reads it. `npm run check:package` packs
// the built dist/ and runs both.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

describe.runIf(existsSync('dist/esm/across-suez.js'))('the packed package', () => {
  it('arethetypeswrong and publint find no problem', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'check:package']);
    expect(stdout).toContain('All good!');
  }, 120_000);
});
