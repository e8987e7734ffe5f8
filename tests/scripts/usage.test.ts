// Every npm script that takes options answers --help and -h with its usage on standard output and
// exits 0 without starting its work (`npm run match -- --help` used to start a 40-game match).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = [
  'scripts/match.ts',
  'scripts/simulate.ts',
  'scripts/calibrate.ts',
  'scripts/calibrate-yom-kippur.ts',
  'scripts/evaluate-yom-kippur.ts',
  'scripts/evaluate-ceiling-yom-kippur.ts',
  'scripts/evaluate-page-times.ts',
  // it builds a single file before it weighs its modules
  'scripts/build-size-table.ts',
  // it builds before it measures: `npm run bench -- --help` used to build, then run the whole bench
  'bench/run.ts',
];

describe('the npm scripts’ usage', () => {
  it.each(scripts)(
    '%s prints its opening comment for --help and -h, and exits 0',
    (file) => {
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
