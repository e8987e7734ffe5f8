// Two levels' games pooled over both seats (the Bot Bowl way: each seed
// played once from each seat, so neither level gets the better side), and
// Elo-style ratings of several levels from a round robin. Pure functions of
// the games match-table.ts plays (MatchResult), so saved games (--out) can
// be reported again.
import type { MatchResult } from './match-table.js';
import { quantile } from './match-table.js';
import { wilson } from './random-games.js';

export interface Timing {
  count: number;
  median: number;
  p90: number;
  p99: number;
  max: number;
}

export interface HeadToHead {
  a: string;
  b: string;
  games: number;
  /** a's wins, draws, a's losses (b's wins), games cut at the action limit. */
  wins: number;
  draws: number;
  losses: number;
  unfinished: number;
  /** 95% Wilson intervals: of a's wins, and of a's score (a draw counts half). */
  winsCi: [number, number];
  score: number;
  scoreCi: [number, number];
  /** a's wins and games from each seat (side id). */
  seats: Record<string, { games: number; wins: number; draws: number }>;
  /** Mean of a's victory points minus b's (null when the game keeps none). */
  margin: number | null;
  /** Each level's decision times (ms) and faults (the game's audit) over these games. */
  timing: Record<string, Timing>;
  faults: Record<string, Record<string, number>>;
}

/** The side a level played in a game, or null (a mirror match plays both: the first seat is a's). */
function seatOf(r: MatchResult, level: string, not?: string): string | null {
  return Object.keys(r.levels).find((side) => r.levels[side] === level && side !== not) ?? null;
}

export function timingOf(ms: number[]): Timing {
  const sorted = [...ms].sort((x, y) => x - y);
  return {
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

/** The games between levels a and b (either seat), from a's point of view. */
export function headToHead(results: readonly MatchResult[], a: string, b: string): HeadToHead {
  const games = results.filter((r) => {
    const sa = seatOf(r, a);
    return sa !== null && seatOf(r, b, sa) !== null;
  });
  let wins = 0,
    draws = 0,
    losses = 0,
    unfinished = 0,
    margin = 0,
    withVp = 0;
  const seats: HeadToHead['seats'] = {};
  const ms: Record<string, number[]> = { [a]: [], [b]: [] };
  const faults: Record<string, Record<string, number>> = { [a]: {}, [b]: {} };
  for (const r of games) {
    const sa = seatOf(r, a)!;
    const sb = seatOf(r, b, sa)!;
    const seat = (seats[sa] ??= { games: 0, wins: 0, draws: 0 });
    seat.games++;
    if (r.winner === sa) [wins, seat.wins] = [wins + 1, seat.wins + 1];
    else if (r.winner === sb) losses++;
    else if (r.winner === 'draw') [draws, seat.draws] = [draws + 1, seat.draws + 1];
    else unfinished++;
    if (r.vp) [margin, withVp] = [margin + r.vp[sa]! - r.vp[sb]!, withVp + 1];
    for (const [level, side] of [
      [a, sa],
      [b, sb],
    ] as const) {
      ms[level]!.push(...r.ms[side]!);
      for (const [fault, n] of Object.entries(r.faults?.[side] ?? {}))
        faults[level]![fault] = (faults[level]![fault] ?? 0) + n;
    }
  }
  const n = games.length;
  const score = wins + draws / 2;
  return {
    a,
    b,
    games: n,
    wins,
    draws,
    losses,
    unfinished,
    winsCi: wilson(wins, n),
    score: n ? score / n : 0,
    scoreCi: wilson(score, n),
    seats,
    margin: withVp ? margin / withVp : null,
    timing: { [a]: timingOf(ms[a]!), [b]: timingOf(ms[b]!) },
    faults,
  };
}

/**
 * Elo-style ratings (Bradley–Terry, 400 points for odds of 10 to 1) that
 * best explain the games between the levels: a draw counts half a win, and
 * each pair of levels that met is given one drawn game more, so that a
 * level winning every game gets a finite rating. `anchor` is rated 0.
 */
export function eloRatings(
  results: readonly MatchResult[],
  levels: readonly string[],
  anchor: string,
): Record<string, number> {
  const k = levels.length;
  const scored = Array.from({ length: k }, () => new Float64Array(k)); // scored[i][j]: i's points against j
  const played = Array.from({ length: k }, () => new Float64Array(k));
  for (let i = 0; i < k; i++)
    for (let j = i + 1; j < k; j++) {
      const h = headToHead(results, levels[i]!, levels[j]!);
      if (h.games === 0) continue;
      const n = h.wins + h.draws + h.losses;
      scored[i]![j] = h.wins + h.draws / 2 + 0.5;
      scored[j]![i] = h.losses + h.draws / 2 + 0.5;
      played[i]![j] = played[j]![i] = n + 1;
    }
  // the maximum-likelihood strengths by the minorisation–maximisation iteration (Hunter 2004)
  let gamma = new Float64Array(k).fill(1);
  for (let step = 0; step < 2000; step++) {
    const next = new Float64Array(k);
    for (let i = 0; i < k; i++) {
      let won = 0;
      let denominator = 0;
      for (let j = 0; j < k; j++) {
        if (!played[i]![j]) continue;
        won += scored[i]![j]!;
        denominator += played[i]![j]! / (gamma[i]! + gamma[j]!);
      }
      next[i] = denominator ? won / denominator : gamma[i]!;
    }
    gamma = next;
  }
  const elo = (i: number) => (400 * Math.log10(gamma[i]!)) as number;
  const zero = levels.includes(anchor) ? elo(levels.indexOf(anchor)) : 0;
  return Object.fromEntries(levels.map((level, i) => [level, Math.round(elo(i) - zero)]));
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const ms = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
const ci = ([lo, hi]: [number, number]) => `${pct(lo)}–${pct(hi)}`;

/** One row a pairing: a's wins, draws and losses pooled over both seats, by seat, margin, faults. */
export function headToHeadTable(rows: readonly HeadToHead[]): string {
  const seatIds = [...new Set(rows.flatMap((h) => Object.keys(h.seats)))];
  const head = [
    'a',
    'b',
    'games',
    'a wins / draws / losses',
    'a wins 95% CI',
    'a score (95% CI)',
    ...seatIds.map((s) => `a wins as ${s}`),
    'VP margin (a − b)',
    'harmless attacks (a / b)',
  ];
  const faultsOf = (f: Record<string, number>) => Object.values(f).reduce((t, n) => t + n, 0);
  const lines = rows.map((h) => [
    h.a,
    h.b,
    String(h.games) + (h.unfinished ? ` (${h.unfinished} unfinished)` : ''),
    `${h.wins} / ${h.draws} / ${h.losses}`,
    ci(h.winsCi),
    `${pct(h.score)} (${ci(h.scoreCi)})`,
    ...seatIds.map((s) => (h.seats[s] ? `${h.seats[s].wins} of ${h.seats[s].games}` : '—')),
    h.margin === null ? '—' : h.margin.toFixed(1),
    `${faultsOf(h.faults[h.a]!)} / ${faultsOf(h.faults[h.b]!)}`,
  ]);
  return [head, head.map(() => '---'), ...lines].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** Each level's decision times (ms), pooled over the rows it plays in. */
export function timingTable(results: readonly MatchResult[], levels: readonly string[], clock: string): string {
  const head = ['level', 'decisions', `median (${clock})`, 'p90', 'p99', 'max'];
  const lines = levels.map((level) => {
    const all = results.flatMap((r) =>
      Object.keys(r.levels)
        .filter((side) => r.levels[side] === level)
        .flatMap((side) => r.ms[side]!),
    );
    const t = timingOf(all);
    return [level, String(t.count), ms(t.median), ms(t.p90), ms(t.p99), ms(t.max)];
  });
  return [head, head.map(() => '---'), ...lines].map((r) => `| ${r.join(' | ')} |`).join('\n');
}
