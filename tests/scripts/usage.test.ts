// Every npm script that takes options answers --help and -h with its usage on standard output and
// exits 0 without starting its work (`npm run match -- --help` used to start a 40-game match).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = [
  'match',
  'simulate',
  'calibrate',
  'calibrate-yom-kippur',
  'evaluate-yom-kippur',
  'evaluate-ceiling-yom-kippur',
  'evaluate-page-times',
];

describe('the npm scripts’ usage', () => {
  it.each(scripts)(
    'scripts/%s.ts prints its opening comment for --help and -h, and exits 0',
    (name) => {
      const file = `scripts/${name}.ts`;
      const firstLine = readFileSync(file, 'utf8')
        .split('\n')[0]!
        .replace(/^\/\/ ?/, '');
      for (const asked of ['--help', '-h']) {
        const run = spawnSync(process.execPath, ['--import', 'tsx', file, asked], {
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect([run.status, run.stderr]).toEqual([0, '']);
        expect(run.stdout.split('\n')[0]).toBe(firstLine);
      }
    },
    120_000,
  );
});
