// The words that name a game, read from the games the engine registers (each
// game's src/games/<game>/register.ts), never typed by hand: a game's id, the
// name and the bracketed words of its title, its sides (scenario.json, and
// their stems: israeli → israel), its maps' names and places
// (data/<game>/*map.json) and the terrain and hexside classes of its charts
// named in more than one word (bar-lev; single words such as road or canal
// are every hex map's vocabulary). scripts/check-layers.ts keeps them out of
// the generic layers, so a new game is checked the day it registers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gameNames, registeredGame } from '../src/engine/registry.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as a pattern: any case, words joined by a hyphen, an underscore, a space or nothing. */
const loose = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .split(/[-_\s]+/)
    .map(escape)
    .join('[-_ ]?');

/** The registered games' ids, after loading every game's registration. */
export async function registeredGames(): Promise<string[]> {
  const games = join(repo, 'src/games');
  for (const game of readdirSync(games)) {
    const entry = join(games, game, 'register.ts');
    if (existsSync(entry)) await import(pathToFileURL(entry).href);
  }
  return gameNames();
}

/** Every word that names a game: its id, its title's name, its sides, its places. */
export async function gameWords(): Promise<RegExp> {
  const stems = new Set<string>(); // matched as the start of a word: israel, israeli, Israelis
  const words = new Set<string>(); // matched as whole words: place names
  for (const id of await registeredGames()) {
    stems.add(loose(id));
    const title = registeredGame(id)!.title;
    stems.add(loose(title.split(/\s+[—–-]\s+/)[0]!));
    for (const [, aside] of title.matchAll(/\((.*?)\)/g)) stems.add(loose(aside!));
    const data = join(repo, 'data', id);
    // a second game a register.ts adds beside its own (an advanced game) reads that game's folder, checked there
    if (!existsSync(data)) continue;
    const scenario = JSON.parse(readFileSync(join(data, 'scenario.json'), 'utf8')) as { sides: string[] };
    for (const side of scenario.sides) stems.add(loose(side.replace(/(ian|i)$/, '')));
    for (const file of readdirSync(data).filter((f) => /map\.json$/.test(f))) {
      const mapName = file.replace(/-?map\.json$/, '');
      if (mapName) stems.add(loose(mapName));
      const map = JSON.parse(readFileSync(join(data, file), 'utf8')) as { places?: Record<string, string> };
      for (const place of Object.values(map.places ?? {})) words.add(loose(place.replace(/\(.*?\)/g, '')));
    }
    for (const file of readdirSync(data).filter((f) => /^terrain.*\.json$/.test(f))) {
      const chart = JSON.parse(readFileSync(join(data, file), 'utf8')) as Record<string, Record<string, unknown>>;
      for (const name of [...Object.keys(chart.terrain ?? {}), ...Object.keys(chart.hexsides ?? {})])
        if (/[-_\s]/.test(name)) words.add(loose(name));
    }
  }
  return new RegExp(`\\b(${[...stems].join('|')})|\\b(${[...words].join('|')})\\b`, 'i');
}
