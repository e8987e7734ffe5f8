// Part of `npm run lint`: the generic layers never name a game. Imports are
// checked by dependency-cruiser (.dependency-cruiser.cjs); this checks words,
// so that no game's sides, places or verbs leak into assembly/, src/engine/,
// src/online/ or component/hexmap/ as strings or identifiers either. The
// words are the registered games' own (scripts/game-words.ts).
//
//   node --import tsx scripts/check-layers.ts [--root DIR] [--words]
// checks DIR's generic layers (default: the working directory) against the games of this checkout;
// --words prints the pattern.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gameWords } from './game-words.js';

const GENERIC = ['assembly', 'src/engine', 'src/online', 'component/hexmap'];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|js|mjs)$/.test(name) && !name.endsWith('.text.js')) yield path;
  }
}

if (process.argv.includes('--words')) console.log(String(await gameWords()));
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? process.argv[rootArg + 1]! : process.cwd();
const named = await gameWords();
let bad = 0;
for (const layer of GENERIC.map((d) => join(root, d)).filter((d) => existsSync(d))) {
  for (const path of files(layer)) {
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (named.test(line)) {
          console.error(`${relative(root, path)}:${i + 1}: a generic layer names a game: ${line.trim()}`);
          bad++;
        }
      });
  }
}
if (bad) process.exit(1);
