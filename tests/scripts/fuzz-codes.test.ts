// The fast fuzz tier (`npm run fuzz -- --fast`, scripts/fuzz-codes.ts): random
// legal games on the search state of both games and Yom Kippur's two table
// sets, the invariants after every action, positions read back through the
// compact string, games replayed through the facade and their records; and
// the command that spreads them over worker threads, documented by --help.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fastGames } from '../../scripts/fuzz-codes.js';

const fuzz = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/fuzz.ts', ...args], { encoding: 'utf8' });

describe('the fast fuzz tier', () => {
  it('npm run fuzz -- --help documents it', () => {
    const run = fuzz('--help');
    expect(run.status).toBe(0);
    for (const option of ['--fast', '--workers W', '--facade-every G', '--round-trip-every'])
      expect(run.stdout).toContain(option);
  });

  for (const [game, options] of [
    ['across-suez', {}],
    ['yom-kippur', {}],
    ['yom-kippur', { tables: 'revised' }],
  ] as const) {
    it(`${game}${'tables' in options ? ' (revised tables)' : ''}: games to the end on the search state, every invariant kept, positions read back, the facade and the record agreeing`, async () => {
      const run = await fastGames({ game, options, first: 3, games: 2, roundTripEvery: 40, facadeEvery: 1 });
      expect(run.problems).toEqual([]);
      expect([run.games, run.facadeGames]).toEqual([2, 2]);
      expect(run.roundTrips).toBeGreaterThan(2); // at each end, and every 40 actions
      expect(run.wins['unfinished']).toBeUndefined();
    }, 240_000);
  }

  it('reads back the first positions of each kind of decision however seldom the K-th comes (B-I.3 retreat and advance, B-L.2 support)', async () => {
    const run = await fastGames({
      game: 'yom-kippur',
      options: {},
      first: 3,
      games: 2,
      roundTripEvery: 1_000_000,
      facadeEvery: 0,
    });
    expect(run.problems).toEqual([]);
    for (const stage of ['air', 'movement', 'combat', 'combat:retreat', 'combat:advance', 'combat:support', 'over'])
      expect(run.stages[stage], stage).toBeGreaterThan(0);
    // the 1st, 2nd, 4th and 8th of each kind, and each end: a few dozen of the games' positions
    expect(run.roundTrips).toBeLessThan(run.actions / 10);
  }, 240_000);

  it('a compact string that reads back another position is a problem, named with its game and action', async () => {
    const { yomKippurPositionCodec: codec } = await import('../../src/games/yom-kippur/position-code.js');
    const own = codec.encodeOwn!;
    // a codec that forgets the dice's state: every position read back rolls other dice
    codec.encodeOwn = (ctx, position) => own(ctx, { ...(position as object), rng: 1 });
    try {
      const run = await fastGames({
        game: 'yom-kippur',
        options: {},
        first: 3,
        games: 1,
        roundTripEvery: 0,
        facadeEvery: 0,
      });
      expect(run.problems).toHaveLength(1);
      expect(run.problems[0]).toMatch(
        /^yom-kippur seed 3, action \d+: the compact string .* reads back another position$/,
      );
      expect(run.stages).toEqual({ over: 1 }); // read back at the end only, and counted by its stage
    } finally {
      codec.encodeOwn = own;
    }
  }, 240_000);

  it('--fast shares the games out over worker threads and says what it checked', () => {
    const run = fuzz('--fast', '--games', '4', '--workers', '2', '--round-trip-every', '50', '--facade-every', '2');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /across-suez \(standard tables\), fast tier on the search state, 2 workers: 4 games, \d+ actions/,
    );
    expect(run.stdout).toMatch(/2 games replayed through the facade/);
    expect(run.stdout).toMatch(/^no problems$/m);
  }, 240_000);
});
