// Part of `npm run lint`: the generic layers never name a game. Imports are
// checked by dependency-cruiser (.dependency-cruiser.cjs); this checks words,
// so that no game's sides, places or verbs leak into assembly/, src/engine/,
// src/online/ or component/hexmap/ as strings or identifiers either.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const GENERIC = ['assembly', 'src/engine', 'src/online', 'component/hexmap'];
const GAME_WORDS = /across[-_ ]?suez|yom[-_ ]?kippur|israel|egypt|matzmed|sinai|golan|bar[-_ ]?lev|chinese farm/i;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|js|mjs)$/.test(name) && !name.endsWith('.b64.js')) yield path;
  }
}

let bad = 0;
for (const root of GENERIC.filter((d) => existsSync(d))) {
  for (const path of files(root)) {
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (GAME_WORDS.test(line)) {
          console.error(`${path}:${i + 1}: a generic layer names a game: ${line.trim()}`);
          bad++;
        }
      });
  }
}
if (bad) process.exit(1);
