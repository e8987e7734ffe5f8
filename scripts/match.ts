// npm run match -- --game yom-kippur --a hard --b normal --games 40 --seeds 3001
//                  [--workers N] [--cpu] [--out games.jsonl]
// npm run match -- --game yom-kippur --round-robin random,greedy,easy,normal,hard --games 20 --seeds 3001
// npm run match -- --report games.jsonl[,more.jsonl] [--round-robin …]   the tables of saved games
//
// The match protocol (after the Bot Bowl competitions): two levels play
// seeded games from both seats — --games in all, half with a in the first
// side's seat, half swapped, the seeds from --seeds on, each seed once a seat,
// so both levels meet the same dice and set-ups from each side. It prints a's
// wins, draws and losses pooled over both seats with 95% Wilson intervals,
// the wins from each seat, the mean victory-point margin, each level's
// decision times (median, p90, p99, max) and the faults the game's audit
// counts (Yom Kippur: unforced attacks that cannot harm the defender,
// match-table.ts). --round-robin plays every pair of the levels given, and
// adds Elo-style ratings (random rated 0, or the first level when random is absent).
import { isMainThread } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { appendFileSync, readFileSync } from 'node:fs';
import '../src/games/across-suez/engine.js';
import '../src/games/yom-kippur/engine.js';
import { createGame } from '../src/engine/registry.js';
import { exitWithUsageIfAsked, flag, option } from './args.js';
import { eloRatings, headToHead, headToHeadTable, timingTable } from './head-to-head.js';
import { runJobs, serveJobs } from './job-pool.js';
import { playMatch, type MatchJob, type MatchResult } from './match-table.js';

exitWithUsageIfAsked(import.meta.url);

async function main(): Promise<void> {
  const name = option('game', 'yom-kippur');
  const robin = option('round-robin', null)?.split(',');
  const pairs: [string, string][] = robin
    ? robin.flatMap((a, i) => robin.slice(i + 1).map((b): [string, string] => [a, b]))
    : [[option('a', 'hard'), option('b', 'normal')]];
  const reports = option('report', null);
  let results: MatchResult[];
  if (reports) {
    const lines = reports.split(',').flatMap((file) => readFileSync(file, 'utf8').split('\n').filter(Boolean));
    results = lines.map((line) => JSON.parse(line) as MatchResult);
  } else {
    const sides = (await createGame(name)).rules.descriptor.sides.map((d) => d.id);
    if (sides.length !== 2) throw new Error('a match seats two sides');
    const games = Number(option('games', '40'));
    const seed0 = Number(option('seeds', '3001'));
    const workers = Math.max(1, Number(option('workers', String(availableParallelism()))));
    const out = option('out', null);
    const clock = flag('cpu') ? 'cpu' : 'wall';
    // seed by seed, each pair from both seats, so that a run cut short leaves every pairing balanced
    const jobs: MatchJob[] = [];
    for (let i = 0; i < Math.ceil(games / 2); i++)
      for (const [a, b] of pairs)
        for (const [first, second] of [
          [a, b],
          [b, a],
        ])
          jobs.push({ game: name, levels: { [sides[0]!]: first!, [sides[1]!]: second! }, seed: seed0 + i, clock });
    const label = `${pairs.map((p) => p.join(':')).join(', ')} from both seats`;
    results = await runJobs<MatchJob, MatchResult>(jobs, workers, label, import.meta.url, (r) => {
      if (out) appendFileSync(out, `${JSON.stringify(r)}\n`);
    });
  }
  results.sort((x, y) => x.seed - y.seed);
  const rows = pairs.map(([a, b]) => headToHead(results, a, b)).filter((h) => h.games > 0);
  const seeds = results.map((r) => r.seed);
  const levels = robin ?? pairs[0]!;
  const clock = results[0]?.clock ?? 'wall';
  console.log(
    `\n${name}: ${results.length} games, seeds ${Math.min(...seeds)}–${Math.max(...seeds)} from both seats\n`,
  );
  console.log(headToHeadTable(rows));
  console.log(`\nDecision times (ms, ${clock} clock):\n\n${timingTable(results, levels, clock)}`);
  if (robin) {
    const anchor = robin.includes('random') ? 'random' : robin[0]!;
    const elo = eloRatings(results, robin, anchor);
    console.log(`\nElo-style ratings (${anchor} = 0):\n`);
    console.log(`| level | rating |\n| --- | --- |\n${robin.map((l) => `| ${l} | ${elo[l]} |`).join('\n')}`);
  }
  if (flag('json')) console.log(JSON.stringify(rows));
}

if (!isMainThread) serveJobs<MatchJob, MatchResult>(playMatch);
else await main();
