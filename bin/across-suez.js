#!/usr/bin/env node
// The package's command line (tools/cli.ts, built into dist/esm/cli.js): `npx across-suez diagram --help`.
import { main } from '../dist/esm/cli.js';

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e) => {
    process.stderr.write(`across-suez: ${e.message}\n`);
    process.exitCode = 1;
  },
);
