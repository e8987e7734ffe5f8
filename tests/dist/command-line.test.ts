// The installed command line (bin/across-suez.js over dist/esm/cli.js) as a shell runs it: its version,
// its exit statuses, and a reader that stops early.
import { describe, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const bin = 'bin/across-suez.js';
const exit = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe.runIf(existsSync('dist/esm/cli.js'))('npx across-suez', () => {
  it('--version prints the package’s version', async () => {
    const { stdout } = await run(process.execPath, [bin, '--version']);
    expect(stdout.trim()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });

  it('exits 0 with help on standard output, 2 on a wrong command or option, 1 on a failure', () => {
    const help = exit(['--help']);
    expect([help.status, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toContain('usage: across-suez diagram');
    expect(exit(['bogus']).status).toBe(2);
    const view = exit(['diagram', '--view', '0107']);
    expect(view.status).toBe(2);
    expect(view.stderr).toContain('--view takes two corner hexes');
    expect(exit(['diagram', '--position', 'zzz']).status).toBe(1);
  }, 60_000);

  it('a reader that closes the pipe early (| head -c 10) ends it quietly', () => {
    const piped = spawnSync('sh', ['-c', `"${process.execPath}" ${bin} diagram --game across-suez | head -c 10`], {
      encoding: 'utf8',
    });
    expect(piped.stdout).toBe('<svg xmlns');
    expect(piped.stderr).toBe('');
  }, 60_000);
});
