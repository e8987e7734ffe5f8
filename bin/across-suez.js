#!/usr/bin/env node
// The package's command line (tools/cli.ts, built into dist/esm/cli.js): `npx across-suez --help`.
// Exit status: 0 done, 1 failed, 2 a wrong command or option (UsageError).
import { readFileSync } from 'node:fs';
import { URL } from 'node:url';

// a reader that stops early (`across-suez diagram | head -c 10`) is no failure
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const args = process.argv.slice(2);
if (args[0] === '--version' || args[0] === '-v') {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  const { main } = await import('../dist/esm/cli.js');
  main(args).then(
    (code) => (process.exitCode = code),
    (e) => {
      process.stderr.write(`across-suez: ${e.message}${e.name === 'UsageError' ? ' (across-suez --help)' : ''}\n`);
      process.exitCode = e.name === 'UsageError' ? 2 : 1;
    },
  );
}
