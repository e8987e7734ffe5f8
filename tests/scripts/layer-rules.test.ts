// The layer rules `npm run lint` runs refuse what they claim to: a tree of
// made-up files is written for each rule, and the lint's own commands
// (dependency-cruiser with .dependency-cruiser.cjs, scripts/check-layers.ts)
// must fail on the one import or word that breaks it and pass without it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gameWords, registeredGames } from '../../scripts/game-words.js';

const repo = join(import.meta.dirname, '../..');
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project of the given files (path → text) in a fresh directory. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'layers-'));
  const all = {
    'tsconfig.json': '{"compilerOptions":{"module":"ESNext","moduleResolution":"Bundler","resolveJsonModule":true}}',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function depcruise(dir: string): { status: number | null; out: string } {
  const r = spawnSync(
    join(repo, 'node_modules/.bin/depcruise'),
    ['src', 'component', 'data', '--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'err'],
    { cwd: dir, encoding: 'utf8' },
  );
  return { status: r.status, out: r.stdout + r.stderr };
}

function checkLayers(dir: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts/check-layers.ts'), '--root', dir], {
    cwd: repo,
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** Two made-up games, alpha and beta, each with rules, an entry, data and an element, and the package's entries. */
const GAMES: Record<string, string> = {
  'src/engine/match.ts': 'export const match = 1;\n',
  'src/index.ts': "export { match } from './engine/match.js';\n",
  'src/online.ts': "export { match } from './engine/match.js';\n",
  'src/games/alpha/rules.ts': "import { match } from '../../engine/match.js';\nexport const alpha = match;\n",
  'src/games/alpha/index.ts': "export { alpha } from './rules.js';\n",
  'src/games/beta/rules.ts': "import map from '../../../data/beta/map.json';\nexport const beta = map;\n",
  'src/games/beta/index.ts': "export { beta } from './rules.js';\n",
  'data/alpha/map.json': '{"columns": 1}',
  'data/beta/map.json': '{"columns": 2}',
  'component/hexmap/base.ts': 'export const base = 1;\n',
  'component/alpha/element.ts':
    "import { base } from '../hexmap/base.js';\nimport { alpha } from '../../src/games/alpha/index.js';\nexport const el = [base, alpha];\n",
};

describe('dependency-cruiser: games are apart, and no game stands on the package', () => {
  it('passes two games that import only their own rules, data and element and the generic layers', () => {
    const r = depcruise(tree(GAMES));
    expect(r.out).toContain('no dependency violations');
    expect(r.status).toBe(0);
  });

  // each breaks one rule in a file of its own: [what, file, its import, the file it reaches, the rule]
  const BREACHES = [
    [
      'a game importing another game’s entry',
      'src/games/alpha/a.ts',
      '../beta/index.js',
      'src/games/beta/index.ts',
      'games-are-apart',
    ],
    [
      'a game reading another game’s data',
      'src/games/alpha/b.ts',
      '../../../data/beta/map.json',
      'data/beta/map.json',
      'games-are-apart',
    ],
    [
      'an element reading another game’s data',
      'component/alpha/c.ts',
      '../../data/beta/map.json',
      'data/beta/map.json',
      'games-are-apart',
    ],
    [
      'an element importing another game’s element',
      'component/alpha/d.ts',
      '../beta/element.js',
      'component/beta/element.ts',
      'games-are-apart',
    ],
    [
      'an element importing another game’s rules',
      'component/alpha/e.ts',
      '../../src/games/beta/rules.js',
      'src/games/beta/rules.ts',
      'games-are-apart',
    ],
    [
      'a game importing the package’s top entry',
      'src/games/alpha/f.ts',
      '../../index.js',
      'src/index.ts',
      'games-import-no-package-entry',
    ],
    [
      'an element importing the package’s top entry',
      'component/alpha/g.ts',
      '../../src/index.js',
      'src/index.ts',
      'games-import-no-package-entry',
    ],
    [
      'a game importing the online entry',
      'src/games/alpha/h.ts',
      '../../online.js',
      'src/online.ts',
      'games-import-no-package-entry',
    ],
  ] as const;

  it('refuses, each under its rule: ' + BREACHES.map((b) => b[0]).join('; '), () => {
    const files: Record<string, string> = { ...GAMES, 'component/beta/element.ts': 'export const el = 2;\n' };
    for (const [, file, path] of BREACHES) files[file] = `import '${path}';\n`;
    const r = depcruise(tree(files));
    // dependency-cruiser exits with the number of errors (some files break an older rule as well)
    expect(r.status).toBeGreaterThanOrEqual(BREACHES.length);
    for (const [what, file, , to, rule] of BREACHES) expect(r.out, what).toContain(`error ${rule}: ${file} → ${to}`);
  });
});

describe('check-layers: the generic layers name no registered game', () => {
  it('reads its words from every registered game, not from a list', async () => {
    const words = await gameWords();
    const ids = await registeredGames();
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) expect(words.test(`const game = '${id}';`), id).toBe(true);
    // a side's stem, a place, a map's name, a terrain class of two words: each from a game's data
    for (const word of ['Israelis', 'EGYPT', 'Matzmed', 'Golan', 'bar_lev', 'Chinese Farm'])
      expect(words.test(word), word).toBe(true);
    for (const word of ['road', 'canal', 'hexside', 'side', 'farm', 'suezmax'])
      expect(words.test(word), word).toBe(false);
  });

  it('passes generic layers that name no game', () => {
    const r = checkLayers(
      tree({ 'src/engine/zoc.ts': '// a Zone of Control stops at a canal hexside\nexport const zoc = 1;\n' }),
    );
    expect(r.status).toBe(0);
  });

  it.each([
    ['src/engine/board.ts', "const home = 'Matzmed';\n"],
    ['assembly/reach.ts', '// the Egyptians may not leave\n'],
    ['src/online/room.ts', "export const game = 'yom_kippur';\n"],
    ['component/hexmap/styles.ts', '/* Golan hills */\n'],
  ])('refuses %s naming a game', (file, text) => {
    const r = checkLayers(tree({ [file]: text }));
    expect(r.status).toBe(1);
    expect(r.out).toContain(`${file}:1: a generic layer names a game`);
  });
});
