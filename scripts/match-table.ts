// Computer against computer for any registered game (`npm run simulate --
// --game <name>`): one game played to its end by the game's own players
// (its GameAi's createPlayer, yardsticks included), timed decision by
// decision and phase by phase; the games of a pairing summarised with 95%
// Wilson intervals; the Markdown table docs/<game>/ai.md prints. Results are
// kept one game a line (JSON) so that runs in several processes, or cut
// short, can be reported together.
import { createHash } from 'node:crypto';
import type { GameAi } from '../src/engine/ai/player.js';
import { createGame, registeredGame, type AnyMatch } from '../src/engine/registry.js';
import { wilson } from './random-games.js';
import type { Game as YomKippurGame } from '../src/games/yom-kippur/game.js';
import type { Action as YomKippurAction } from '../src/games/yom-kippur/types.js';
import { unforcedHarmless } from '../src/games/yom-kippur/ai/harm.js';

/** What a decision may do wrong, per game: a fault's name, or null (counted per side in the match output). */
type Audit = (game: AnyMatch, action: unknown) => string | null;
const AUDITS: Record<string, Audit> = {
  // B-I.3: an attack whose every result leaves the defender untouched, while no rule obliges one
  'yom-kippur': (game, action) => {
    if ((action as YomKippurAction).type !== 'attack') return null;
    const { ctx, state } = (game as unknown as YomKippurGame).searchRoot();
    const legal = game.legalActions() as YomKippurAction[];
    return unforcedHarmless(ctx, state, action as YomKippurAction, legal) ? 'harmless attack' : null;
  },
};

/** One game: the level each side plays at (side ids in the game's order). */
export interface MatchJob {
  game: string;
  levels: Record<string, string>;
  seed: number;
  /**
   * How decisions are timed: 'wall' (performance.now) or 'cpu' (the process's
   * CPU time: on a machine shared with other work, the decision's own cost
   * when the process runs one game at a time, --workers 1).
   */
  clock?: 'wall' | 'cpu';
  /** Ask the game's evaluation at the start of each Game-Turn (simulate --evaluate), kept in the result. */
  evaluate?: boolean;
}

export interface MatchResult extends MatchJob {
  /** The winning side, 'draw', or 'unfinished'. */
  winner: string;
  /** Victory points at the end, when the game keeps them. */
  vp: Record<string, number> | null;
  actions: number;
  /**
   * The game's actions (their JSON, one a line) hashed, SHA-256, first 16 hex digits: a game replayed
   * by its seed and levels, in any process and after any other games, gives the same (tests/games/yom-kippur/ai/).
   */
  hash?: string;
  /** Each side's decision times (ms), in order. */
  ms: Record<string, number[]>;
  /** Each side's slowest own phase: its decisions' time summed over one of its phases, and which. */
  worstPhase: Record<string, { ms: number; phase: string }>;
  /** Each side's faults by name (the game's audit: for Yom Kippur, unforced attacks that cannot harm the defender). */
  faults?: Record<string, Record<string, number>>;
  /** The game's evaluation (GameAi.evaluateAsync, default options) at the start of each Game-Turn, when asked. */
  estimates?: { turn: number; estimate: unknown }[];
}

export async function playMatch(job: MatchJob): Promise<MatchResult> {
  const game: AnyMatch = await createGame(job.game, { seed: job.seed });
  const sides = game.rules.descriptor.sides.map((d) => d.id);
  const ai = registeredGame(job.game)!.ai as GameAi;
  // each side's player its own seed, as the Across Suez table does
  const players = Object.fromEntries(
    sides.map((side, i) => [side, ai.createPlayer(side, job.levels[side]!, { seed: job.seed * 2 + 1 + i })]),
  );
  const ms = Object.fromEntries(sides.map((s) => [s, [] as number[]]));
  const worstPhase = Object.fromEntries(sides.map((s) => [s, { ms: 0, phase: '' }]));
  let phaseKey = '';
  let phaseMs = 0;
  const closePhase = () => {
    const [side, phase] = [game.phasingSide, game.phase];
    if (phaseMs > worstPhase[side]!.ms) worstPhase[side] = { ms: phaseMs, phase: `GT${game.turn} ${phase}` };
  };
  const now =
    job.clock === 'cpu'
      ? () => {
          const { user, system } = process.cpuUsage();
          return (user + system) / 1000;
        }
      : () => performance.now();
  const audit = AUDITS[job.game];
  const faults = Object.fromEntries(sides.map((s) => [s, {} as Record<string, number>]));
  let actions = 0;
  const played = createHash('sha256');
  const estimates: { turn: number; estimate: unknown }[] = [];
  for (; !game.isOver && actions < game.rules.descriptor.maxActions; actions++) {
    if (job.evaluate && estimates.at(-1)?.turn !== game.turn)
      estimates.push({ turn: game.turn, estimate: await ai.evaluateAsync(game, {}) });
    const key = `${game.turn}:${game.phasingSide}:${game.phase}`;
    if (key !== phaseKey) [phaseKey, phaseMs] = [key, 0];
    const side = game.actingSide!;
    const t = now();
    const action = players[side]!.decide(game);
    const dt = now() - t;
    ms[side]!.push(dt);
    // the phase's time is its phasing side's: what a reader waits for when the computer plays that side
    if (side === game.phasingSide) {
      phaseMs += dt;
      closePhase();
    }
    const fault = audit?.(game, action);
    if (fault) faults[side]![fault] = (faults[side]![fault] ?? 0) + 1;
    played.update(`${JSON.stringify(action)}\n`);
    game.apply(action);
  }
  const victory = (game as unknown as { victoryPoints?: () => { total: Record<string, number> } }).victoryPoints;
  return {
    ...job,
    winner: game.winningSide ?? (game.isOver ? 'draw' : 'unfinished'),
    vp: victory ? victory.call(game).total : null,
    actions,
    hash: played.digest('hex').slice(0, 16),
    ms,
    worstPhase,
    faults,
    ...(job.evaluate && { estimates }),
  };
}

export interface MatchSummary {
  levels: Record<string, string>;
  clock: 'wall' | 'cpu';
  games: number;
  seeds: [number, number];
  wins: Record<string, number>;
  ci: Record<string, [number, number]>;
  draws: number;
  unfinished: number;
  /** Mean victory points per side. */
  vp: Record<string, number> | null;
  decisions: Record<string, { count: number; median: number; p90: number; mean: number }>;
  worstPhase: Record<string, { ms: number; phase: string }>;
}

export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

/** The games of one pairing (same levels), summarised. */
export function summariseMatches(results: readonly MatchResult[]): MatchSummary {
  const sides = Object.keys(results[0]!.levels);
  const n = results.length;
  const count = (w: string) => results.filter((r) => r.winner === w).length;
  const mean = (f: (r: MatchResult) => number) => results.reduce((t, r) => t + f(r), 0) / n;
  const decisions = (side: string) => {
    const all = results.flatMap((r) => r.ms[side]!).sort((a, b) => a - b);
    return {
      count: all.length,
      median: quantile(all, 0.5),
      p90: quantile(all, 0.9),
      mean: all.reduce((t, x) => t + x, 0) / Math.max(1, all.length),
    };
  };
  const slowest = (side: string) =>
    results.map((r) => r.worstPhase[side]!).reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, phase: '' });
  const seeds = results.map((r) => r.seed);
  return {
    levels: results[0]!.levels,
    clock: results[0]!.clock ?? 'wall',
    games: n,
    seeds: [Math.min(...seeds), Math.max(...seeds)],
    wins: Object.fromEntries(sides.map((s) => [s, count(s)])),
    ci: Object.fromEntries(sides.map((s) => [s, wilson(count(s), n)])),
    draws: count('draw'),
    unfinished: count('unfinished'),
    vp: results[0]!.vp ? Object.fromEntries(sides.map((s) => [s, mean((r) => r.vp![s]!)])) : null,
    decisions: Object.fromEntries(sides.map((s) => [s, decisions(s)])),
    worstPhase: Object.fromEntries(sides.map((s) => [s, slowest(s)])),
  };
}

/** Results grouped by pairing, in the order pairings first appear. */
export function byPairing(results: readonly MatchResult[]): MatchResult[][] {
  const groups = new Map<string, MatchResult[]>();
  for (const r of results) {
    const key = JSON.stringify([r.levels, r.clock ?? 'wall']);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));

/** The Markdown table: one row a pairing, the sides' columns in the game's order. */
export function matchTable(summaries: readonly MatchSummary[]): string {
  const sides = Object.keys(summaries[0]!.levels);
  const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  const head = [
    ...sides.map(cap),
    'games',
    ...sides.flatMap((s) => [`${cap(s)} wins`, '95% CI']),
    'draws',
    `VP (${sides.map((s) => cap(s)[0]).join(' / ')})`,
    'clock',
    ...sides.map((s) => `${cap(s)} ms/decision median / p90`),
    ...sides.map((s) => `${cap(s)} slowest phase`),
  ];
  const rows = summaries.map((m) => [
    ...sides.map((s) => m.levels[s]!),
    String(m.games),
    ...sides.flatMap((s) => [`${m.wins[s]} (${pct(m.wins[s]! / m.games)})`, `${pct(m.ci[s]![0])}–${pct(m.ci[s]![1])}`]),
    String(m.draws) + (m.unfinished ? ` (+${m.unfinished} unfinished)` : ''),
    m.vp ? sides.map((s) => m.vp![s]!.toFixed(1)).join(' / ') : '—',
    m.clock,
    ...sides.map((s) => `${ms(m.decisions[s]!.median)} / ${ms(m.decisions[s]!.p90)}`),
    ...sides.map((s) => `${ms(m.worstPhase[s]!.ms)} ms (${m.worstPhase[s]!.phase || '—'})`),
  ]);
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}
