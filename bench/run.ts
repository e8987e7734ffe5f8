// npm run bench [-- --game across-suez|all] [--runs 3] [--groups a,b] [--quick]
//                  [--against DIR] [--save]      (--group online: one group)
//
// Runs each game's groups of rows (bench/games/<game>.ts) in separate
// processes, round after round (group A, group B, … then again), so a busy
// moment of a shared machine touches one sample of each row, not every
// sample of one; prints the median of the rounds per row, beside the
// previous figures kept in bench/previous/<game>.json (--save replaces those of the rows it ran).
// --against DIR alternates every process with the same rows run in another
// checkout (built, with its own node_modules): an A/B of two commits.
// First it builds this checkout's kernel and its dist/esm (the rows of the public API read them).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GAME_BENCHES } from './games/index.js';
import { median, type Row } from './measure.js';
import { exitWithUsageIfAsked, flag, option } from '../scripts/args.js';

exitWithUsageIfAsked(import.meta.url);

const runs = Number(option('runs', '3'));
const quick = flag('quick');
const save = flag('save');
const against = option('against', null);
const only = (option('groups', null) ?? option('group', null))?.split(',');
const gameOpt = option('game', 'across-suez');
const games = gameOpt === 'all' ? Object.keys(GAME_BENCHES) : [gameOpt];

// what the rows load: the kernel and the engine entries as a page's bundler gets them
for (const args of [
  ['run', 'build:wasm'],
  ['exec', '--', 'vite', 'build', '--config', 'vite.lib.config.ts', '--mode', 'esm', '--logLevel', 'warn'],
])
  execFileSync('npm', args, { stdio: ['ignore', 'ignore', 'inherit'] });

/** Where the rows run: this checkout, and for --against the other one with this checkout's bench/ copied in. */
const here = process.cwd();
const trees: { label: string; dir: string; bench: string }[] = [{ label: 'here', dir: here, bench: 'bench' }];
if (against) {
  const dir = path.resolve(against);
  rmSync(path.join(dir, '.bench-ab'), { recursive: true, force: true });
  cpSync(path.join(here, 'bench'), path.join(dir, '.bench-ab'), { recursive: true });
  trees.unshift({ label: path.basename(dir), dir, bench: '.bench-ab' });
}

function child(tree: (typeof trees)[number], game: string, group: string): Row[] {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(tree.bench, 'child.ts'), game, group, ...(quick ? ['--quick'] : [])],
    { cwd: tree.dir, encoding: 'utf8', maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Row);
}

const fmt = (v: number, unit: string) =>
  unit === 'µs' && v >= 1000
    ? `${(v / 1000).toFixed(2)} ms`
    : `${v >= 100 ? Math.round(v).toLocaleString('en') : v.toFixed(v >= 10 ? 1 : 2)} ${unit}`;

console.log(
  `\nacross-suez benchmarks — Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.availableParallelism()}, load ${os.loadavg()[0]!.toFixed(1)} at start; ${runs} rounds${quick ? ' (quick)' : ''}, medians\n`,
);
for (const game of games) {
  const bench = (await GAME_BENCHES[game]!()).default;
  const groups = bench.groups.filter((g) => !only || only.includes(g.name));
  // samples[tree][group|name] = values, one per round
  const samples = trees.map(() => new Map<string, { row: Row; values: number[] }>());
  for (let round = 0; round < runs; round++) {
    for (const g of groups) {
      if (g.once && round > 0) continue;
      trees.forEach((tree, t) => {
        const started = performance.now();
        for (const row of child(tree, game, g.name)) {
          const key = `${row.group}|${row.name}`;
          const s = samples[t]!.get(key) ?? { row, values: [] };
          s.values.push(row.value);
          samples[t]!.set(key, s);
        }
        process.stderr.write(
          `${game} ${g.name} round ${round + 1}${against ? ` (${tree.label})` : ''}: ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
        );
      });
    }
  }
  const previousFile = path.join(here, 'bench', 'previous', `${game}.json`);
  const previous: Record<string, { value: number; unit: string }> = existsSync(previousFile)
    ? JSON.parse(readFileSync(previousFile, 'utf8'))
    : {};
  const mine = samples.at(-1)!;
  let group = '';
  console.log(`# ${game}`);
  for (const [key, { row, values }] of mine) {
    if (row.group !== group) {
      group = row.group;
      console.log(
        against
          ? `\n## ${group}\n\n| task | ${trees[0]!.label} | ${trees[1]!.label} | ratio |\n| --- | --- | --- | --- |`
          : `\n## ${group}\n\n| task | median | rounds (min–max) | previous | ratio |\n| --- | --- | --- | --- | --- |`,
      );
    }
    const m = median(values);
    const spread =
      values.length > 1 ? `${fmt(Math.min(...values), row.unit)} – ${fmt(Math.max(...values), row.unit)}` : '';
    const ratio = (a: number, b: number) =>
      b === 0
        ? ''
        : `${(row.better === 'higher' ? a / b : b / a).toFixed(2)}× ${a === b ? '' : (row.better === 'higher' ? a > b : a < b) ? 'better' : 'worse'}`;
    if (against) {
      const before = samples[0]!.get(key);
      const b = before ? median(before.values) : NaN;
      console.log(
        `| ${row.name} | ${before ? fmt(b, row.unit) : '—'} | ${fmt(m, row.unit)} | ${before ? ratio(m, b) : ''} |`,
      );
    } else {
      const p = previous[key];
      console.log(
        `| ${row.name} | ${fmt(m, row.unit)} | ${spread} | ${p ? fmt(p.value, p.unit) : '—'} | ${p ? ratio(m, p.value) : ''} |`,
      );
    }
  }
  if (save) {
    mkdirSync(path.dirname(previousFile), { recursive: true });
    // rows this run did not measure (other groups) keep their previous figures
    const out: Record<string, { value: number; unit: string }> = { ...previous };
    for (const [key, { row, values }] of mine)
      out[key] = { value: Number(median(values).toPrecision(4)), unit: row.unit };
    writeFileSync(previousFile, JSON.stringify(out, null, 2) + '\n');
  }
}
if (against) rmSync(path.join(path.resolve(against), '.bench-ab'), { recursive: true, force: true });
