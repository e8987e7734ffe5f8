// The match protocol's arithmetic (scripts/head-to-head.ts): two levels'
// games pooled over both seats, and Elo-style ratings from a round robin.
import { describe, expect, it } from 'vitest';
import { eloRatings, headToHead } from '../../scripts/head-to-head.js';
import type { MatchResult } from '../../scripts/match-table.js';

/** A finished game: the levels by side (egyptian, israeli), the winner, the points. */
function game(egyptian: string, israeli: string, winner: string, seed = 1): MatchResult {
  return {
    game: 'yom-kippur',
    levels: { egyptian, israeli },
    seed,
    winner,
    vp: { egyptian: winner === 'egyptian' ? 12 : 2, israeli: winner === 'israeli' ? 12 : 2 },
    actions: 100,
    ms: { egyptian: [10, 20], israeli: [30] },
    worstPhase: { egyptian: { ms: 30, phase: '' }, israeli: { ms: 30, phase: '' } },
    faults: { egyptian: { 'harmless attack': 1 }, israeli: {} },
  };
}

describe('head to head', () => {
  it("pools a pairing's games from both seats from a's point of view, seat by seat", () => {
    const games = [
      game('hard', 'normal', 'egyptian'),
      game('normal', 'hard', 'israeli'),
      game('normal', 'hard', 'egyptian'),
      game('hard', 'normal', 'draw'),
      game('hard', 'easy', 'egyptian'), // another pairing: left out
    ];
    const h = headToHead(games, 'hard', 'normal');
    expect([h.games, h.wins, h.draws, h.losses]).toEqual([4, 2, 1, 1]);
    expect(h.score).toBe(0.625);
    expect(h.seats).toEqual({ egyptian: { games: 2, wins: 1, draws: 1 }, israeli: { games: 2, wins: 1, draws: 0 } });
    expect(h.margin).toBe(2.5); // (+10 +10 −10 +0) / 4
    expect(h.faults).toEqual({ hard: { 'harmless attack': 2 }, normal: { 'harmless attack': 2 } });
    expect(h.timing.hard!.count).toBe(6);
  });

  it('rates the level that wins more higher, the anchor at 0, equal records equal', () => {
    const games = [
      ...Array.from({ length: 6 }, (_, i) => game('hard', 'easy', 'egyptian', i)),
      ...Array.from({ length: 2 }, (_, i) => game('easy', 'hard', 'egyptian', i)),
      ...Array.from({ length: 4 }, (_, i) => game('easy', 'random', 'egyptian', i)),
      ...Array.from({ length: 4 }, (_, i) => game('random', 'easy', 'israeli', i)),
    ];
    const elo = eloRatings(games, ['random', 'easy', 'hard'], 'random');
    expect(elo.random).toBe(0);
    expect(elo.easy).toBeGreaterThan(0);
    expect(elo.hard).toBeGreaterThan(elo.easy!);
    const even = eloRatings([game('a', 'b', 'egyptian'), game('b', 'a', 'egyptian')], ['a', 'b'], 'a');
    expect(even).toEqual({ a: 0, b: 0 });
  });
});
