// npm run simulate -- --israeli hard --egyptian greedy --games 400 [--workers N] [--seed S] [--json]
//                      [--out results.jsonl]       appends each game as a JSON line as it ends
// npm run simulate -- --report a.jsonl,b.jsonl     the table of Across Suez games saved by --out
// npm run simulate -- --table --games 40        every level against both baselines, as each side
// npm run simulate -- --game yom-kippur --games 20 [--egyptian normal --israeli greedy]
//                      [--table] [--levels easy,normal,hard] [--pairs hard:normal,normal:hard]
//                      [--out results.jsonl] [--cpu] [--evaluate]  another registered game: its computer players
//                                                    (yardsticks included, random by default); --table
//                                                    plays each level against random and greedy from both
//                                                    seats, --pairs adds pairings (levels in the game's
//                                                    side order); --out appends each game as a JSON line;
//                                                    --cpu times decisions in process CPU time (with --workers 1);
//                                                    --evaluate prints the game's evaluation (game.evaluate())
//                                                    at the start of each Game-Turn of each game
// npm run simulate -- --game yom-kippur --report a.jsonl,b.jsonl     the table of games saved by --out
//
// Computer against computer, headless, on worker threads (one game at a time
// per worker, games handed out as workers free up): win rates with 95%
// confidence intervals (Wilson), units across (Across Suez) or victory
// points, time per decision and the slowest whole phase of each side.
import { isMainThread } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { appendFileSync, readFileSync } from 'node:fs';
import { Game } from '../src/games/across-suez/engine.js';
import { createPlayer, PLAYER_LEVELS, type PlayerLevel } from '../src/games/across-suez/ai/players.js';
import '../src/games/yom-kippur/engine.js';
import { exitWithUsageIfAsked, flag, option } from './args.js';
import { wilson } from './random-games.js';
import { createGame } from '../src/engine/registry.js';
import { runJobs, serveJobs } from './job-pool.js';
import { byPairing, matchTable, playMatch, summariseMatches, type MatchJob, type MatchResult } from './match-table.js';

type Side = 'israeli' | 'egyptian';
interface Job {
  israeli: PlayerLevel;
  egyptian: PlayerLevel;
  seed: number;
}
interface Result extends Job {
  winner: Side;
  reason: string;
  across: number;
  decisions: Record<Side, number>;
  ms: Record<Side, number>;
  /** the slowest Movement + Combat Phase of each side (ms) */
  worstPhase: Record<Side, number>;
}

async function playOne(job: Job): Promise<Result> {
  const game = await Game.create({ seed: job.seed });
  const players = {
    israeli: createPlayer('israeli', job.israeli, { seed: job.seed * 2 + 1 }),
    egyptian: createPlayer('egyptian', job.egyptian, { seed: job.seed * 2 + 2 }),
  };
  const decisions = { israeli: 0, egyptian: 0 },
    ms = { israeli: 0, egyptian: 0 },
    worstPhase = { israeli: 0, egyptian: 0 };
  let phaseKey = '',
    phaseMs = 0,
    phaseSide: Side = 'israeli';
  for (let n = 0; game.phase !== 'over' && n < 5000; n++) {
    const side = (game.pending?.side ?? game.side) as Side;
    const key = `${game.turn}:${game.side}:${game.phase}`;
    if (key !== phaseKey) {
      worstPhase[phaseSide] = Math.max(worstPhase[phaseSide], phaseMs);
      [phaseKey, phaseMs, phaseSide] = [key, 0, game.side as Side];
    }
    const t = performance.now();
    const action = players[side].decide(game);
    const dt = performance.now() - t;
    game.apply(action);
    decisions[side]++;
    ms[side] += dt;
    if (side === phaseSide) phaseMs += dt;
  }
  worstPhase[phaseSide] = Math.max(worstPhase[phaseSide], phaseMs);
  return { ...job, winner: game.winner!, reason: game.reason!, across: game.crossedCount, decisions, ms, worstPhase };
}

interface Summary {
  israeli: PlayerLevel;
  egyptian: PlayerLevel;
  games: number;
  israeliWins: number;
  ci: [number, number];
  across: number;
  msPerDecision: Record<Side, number>;
  worstPhase: Record<Side, number>;
  reasons: Record<string, number>;
}

function summarise(results: Result[]): Summary {
  const n = results.length;
  const wins = results.filter((r) => r.winner === 'israeli').length;
  const sum = (f: (r: Result) => number) => results.reduce((t, r) => t + f(r), 0);
  const reasons: Record<string, number> = {};
  for (const r of results) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  const per = (side: Side) =>
    sum((r) => r.ms[side]) /
    Math.max(
      1,
      sum((r) => r.decisions[side]),
    );
  return {
    israeli: results[0]!.israeli,
    egyptian: results[0]!.egyptian,
    games: n,
    israeliWins: wins,
    ci: wilson(wins, n),
    across: sum((r) => r.across) / n,
    msPerDecision: { israeli: per('israeli'), egyptian: per('egyptian') },
    worstPhase: {
      israeli: Math.max(...results.map((r) => r.worstPhase.israeli)),
      egyptian: Math.max(...results.map((r) => r.worstPhase.egyptian)),
    },
    reasons,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function printSummary(s: Summary): void {
  const [lo, hi] = s.ci;
  console.log(`israeli ${s.israeli} vs egyptian ${s.egyptian}: ${s.games} games`);
  console.log(
    `  Israeli wins ${s.israeliWins}/${s.games} = ${pct(s.israeliWins / s.games)} (95% CI ${pct(lo)}–${pct(hi)}); Egyptian ${pct(1 - s.israeliWins / s.games)} (95% CI ${pct(1 - hi)}–${pct(1 - lo)})`,
  );
  console.log(
    `  units across (mean) ${s.across.toFixed(2)}; ms per decision: israeli ${s.msPerDecision.israeli.toFixed(1)}, egyptian ${s.msPerDecision.egyptian.toFixed(1)}; slowest phase: israeli ${s.worstPhase.israeli.toFixed(0)} ms, egyptian ${s.worstPhase.egyptian.toFixed(0)} ms`,
  );
  console.log(
    `  how games ended: ${Object.entries(s.reasons)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

async function main(): Promise<void> {
  const arg = option;
  const level = (name: string): PlayerLevel => {
    const v = arg(name, 'normal') as PlayerLevel;
    if (!PLAYER_LEVELS.includes(v)) throw new Error(`--${name} must be one of ${PLAYER_LEVELS.join(', ')}`);
    return v;
  };
  const games = Number(arg('games', '40'));
  const seed0 = Number(arg('seed', '1'));
  const workers = Math.max(1, Number(arg('workers', String(availableParallelism()))));
  const matchups: [PlayerLevel, PlayerLevel][] = [];
  if (flag('table')) {
    const levels = arg('levels', 'easy,normal,hard').split(',') as PlayerLevel[];
    for (const l of levels) for (const b of ['random', 'greedy'] as PlayerLevel[]) matchups.push([l, b], [b, l]);
    matchups.push(['greedy', 'greedy'], ['random', 'random']);
    // --extra hard:normal,normal:hard  (Israeli:Egyptian) adds head-to-head rows
    for (const pair of arg('extra', '').split(',').filter(Boolean))
      matchups.push(pair.split(':') as [PlayerLevel, PlayerLevel]);
  } else matchups.push([level('israeli'), level('egyptian')]);
  const summaries: Summary[] = [];
  const reports = arg('report', null);
  const out = arg('out', null);
  const save = (r: Result) => out && appendFileSync(out, `${JSON.stringify(r)}\n`);
  const saved = reports?.split(',').flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Result),
  );
  // --report: the pairings the saved games hold, in the order they first appear
  if (saved) {
    const pairs = new Set(saved.map((r) => `${r.israeli}:${r.egyptian}`));
    matchups.splice(0, matchups.length, ...Array.from(pairs, (p) => p.split(':') as [PlayerLevel, PlayerLevel]));
  }
  for (const [israeli, egyptian] of matchups) {
    const jobs = Array.from({ length: games }, (_, i) => ({ israeli, egyptian, seed: seed0 + i }));
    const results = saved
      ? saved.filter((r) => r.israeli === israeli && r.egyptian === egyptian)
      : await runJobs<Job, Result>(jobs, workers, `${israeli} v ${egyptian}`, import.meta.url, save);
    const s = summarise(results);
    summaries.push(s);
    if (flag('json')) console.log(JSON.stringify(s));
    else printSummary(s);
  }
  if (flag('table') || saved) {
    console.log(
      '\n| Israeli | Egyptian | games | Israeli wins | 95% CI | Egyptian wins | units across | ms/decision (I / E) | slowest phase ms (I / E) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const s of summaries) {
      const p = s.israeliWins / s.games;
      console.log(
        `| ${s.israeli} | ${s.egyptian} | ${s.games} | ${pct(p)} | ${pct(s.ci[0])}–${pct(s.ci[1])} | ${pct(1 - p)} | ${s.across.toFixed(2)} | ${s.msPerDecision.israeli.toFixed(1)} / ${s.msPerDecision.egyptian.toFixed(1)} | ${s.worstPhase.israeli.toFixed(0)} / ${s.worstPhase.egyptian.toFixed(0)} |`,
      );
    }
  }
}

/** Another registered game: the pairings asked for, played (or read back with --report), and their table. */
async function simulateGame(name: string): Promise<void> {
  const reports = option('report', null);
  let results: MatchResult[];
  if (reports) {
    const lines = reports.split(',').flatMap((file) => readFileSync(file, 'utf8').split('\n').filter(Boolean));
    results = lines.map((line) => JSON.parse(line) as MatchResult);
  } else {
    const sides = (await createGame(name)).rules.descriptor.sides.map((d) => d.id);
    const pairings: string[][] = [];
    if (flag('table')) {
      if (sides.length !== 2) throw new Error('--table seats two sides');
      for (const level of option('levels', 'easy,normal,hard').split(','))
        for (const yardstick of ['random', 'greedy']) pairings.push([level, yardstick], [yardstick, level]);
      pairings.push(['greedy', 'greedy'], ['random', 'random']);
    }
    for (const pair of option('pairs', '').split(',').filter(Boolean)) pairings.push(pair.split(':'));
    if (pairings.length === 0) pairings.push(sides.map((side) => option(side, 'random')));
    const games = Number(option('games', '20'));
    const seed0 = Number(option('seed', '1'));
    const workers = Math.max(1, Number(option('workers', String(availableParallelism()))));
    const out = option('out', null);
    // seed by seed across the pairings, so that a run cut short leaves every pairing about as many games
    const jobs = Array.from({ length: games }, (_, i) =>
      pairings.map((levels): MatchJob => ({
        game: name,
        levels: Object.fromEntries(sides.map((side, j) => [side, levels[j] ?? 'random'])),
        seed: seed0 + i,
        clock: flag('cpu') ? 'cpu' : 'wall',
        ...(flag('evaluate') && { evaluate: true }),
      })),
    ).flat();
    const label = `${pairings.map((p) => p.join(':')).join(', ')} (${sides.join(':')})`;
    results = await runJobs<MatchJob, MatchResult>(jobs, workers, label, import.meta.url, (r) => {
      if (out) appendFileSync(out, `${JSON.stringify(r)}\n`);
    });
  }
  const summaries = byPairing(results.sort((a, b) => a.seed - b.seed)).map(summariseMatches);
  if (flag('json')) for (const s of summaries) console.log(JSON.stringify(s));
  console.log(`\n${name}: ${results.length} games\n\n${matchTable(summaries)}`);
  if (results.some((r) => r.estimates)) console.log(`\n${estimatesTable(results)}`);
}

/** Each game's evaluation at the start of each Game-Turn (its numbers, as the game's evaluate() gives them), and how it ended. */
function estimatesTable(results: MatchResult[]): string {
  const numbers = (e: unknown) =>
    Object.entries(e as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'number')
      .map(([k, v]) => `${k} ${Math.round((v as number) * 1000) / 1000}`)
      .join(', ');
  const rows = results.flatMap((r) =>
    (r.estimates ?? []).map(
      (x) => `| ${r.seed} | ${Object.values(r.levels).join(':')} | ${x.turn} | ${numbers(x.estimate)} | ${r.winner} |`,
    ),
  );
  return ['| seed | levels | Game-Turn | evaluation | winner |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

exitWithUsageIfAsked(import.meta.url);
if (!isMainThread) {
  serveJobs<Job | MatchJob, Result | MatchResult>((job) => ('game' in job ? playMatch(job) : playOne(job)));
} else if (option('game', 'across-suez') !== 'across-suez') {
  await simulateGame(option('game', ''));
} else {
  await main();
}
