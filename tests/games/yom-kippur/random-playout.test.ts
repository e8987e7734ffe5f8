// The sampled random player (random-playout.ts) plays only what the rules
// allow: every code it picks is one the whole legal listing holds at that
// moment, on the rulebook tables, the revised sheet, from a set-up phase
// and in the advanced game; its games reach the end; a seed replays the
// same game; and it draws among every kind of decision, not only moves.
import { describe, expect, it } from 'vitest';
import { ActionBuffer } from '../../../src/engine/action-buffer.js';
import { Random } from '../../../src/engine/rng.js';
import { actionOf, kindOf, MOVE, unitOf, VERBS } from '../../../src/games/yom-kippur/action-codes.js';
import type { Context } from '../../../src/games/yom-kippur/context.js';
import { contextFor } from '../../../src/games/yom-kippur/game-context.js';
import { createAdvanced } from '../../../src/games/yom-kippur/advanced/game.js';
import { Game } from '../../../src/games/yom-kippur/game.js';
import { legalCodes } from '../../../src/games/yom-kippur/legal.js';
import { randomPolicy } from '../../../src/games/yom-kippur/random-playout.js';
import { searchStateOf } from '../../../src/games/yom-kippur/search-state.js';
import { isMovementPhase } from '../../../src/games/yom-kippur/sequence.js';
import { cloneState, copyState, type State } from '../../../src/games/yom-kippur/state.js';

interface Played {
  codes: number[];
  /** How many times each verb was picked, and the counters that moved in movement phases. */
  verbs: Map<string, number>;
  movers: Set<number>;
  winner: number;
}

async function play(
  seed: number,
  options: { tables?: 'revised'; setup?: boolean; advanced?: boolean } = {},
): Promise<Played> {
  const { advanced, ...rest } = options;
  const game = advanced ? await createAdvanced({ seed }) : await Game.create({ seed, ...rest });
  const root = game.searchRoot();
  const ctx = root.ctx as Context;
  const search = searchStateOf(ctx, root.state as State);
  const s = search.state;
  // the legality check on a game definition of its own, so that its listing leaves the player's route cache as it was
  const judgeCtx = await contextFor({ ...ctx.data });
  const judged = cloneState(s);
  const policy = randomPolicy(new Random(seed));
  const scratch = new ActionBuffer();
  const all = new ActionBuffer();
  const played: Played = { codes: [], verbs: new Map(), movers: new Set(), winner: -1 };
  while (search.actor >= 0) {
    expect(played.codes.length, 'a game ends').toBeLessThan(5000);
    const code = policy(ctx, s, scratch);
    copyState(s, judged);
    judged.version = 0; // unknown: the listing compares every counter
    legalCodes(judgeCtx, judged, all);
    // as actions: an attack's or a support list's code is its number in a table of its definition
    const listed = Array.from(all.codes.subarray(0, all.length), (c) => JSON.stringify(actionOf(judgeCtx, c)));
    expect(listed, `at decision ${played.codes.length}`).toContain(JSON.stringify(actionOf(ctx, code)));
    const verb = VERBS[kindOf(code)]!;
    played.verbs.set(verb, (played.verbs.get(verb) ?? 0) + 1);
    if (kindOf(code) === MOVE && isMovementPhase(s)) played.movers.add(unitOf(code));
    played.codes.push(code);
    search.apply(code);
  }
  played.winner = search.winner;
  return played;
}

describe('the sampled random player (random-playout.ts)', () => {
  it('picks only codes the legal listing holds, to the end of the game (rulebook tables)', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const { codes, movers } = await play(seed);
      expect(codes.length).toBeGreaterThan(100);
      expect(movers.size, 'counters drawn at random, not the first listed').toBeGreaterThan(30);
    }
  }, 120_000);

  it('on the revised sheet (T003: SAM fire, EX losses, shock) and from a set-up phase (B-D)', async () => {
    for (const seed of [5, 6]) await play(seed, { tables: 'revised' });
    const fromSetup = await play(7, { setup: true });
    expect(fromSetup.verbs.get('place')).toBeGreaterThan(0);
  }, 120_000);

  it('in the advanced game (both fronts, A-K air phases from the listing)', async () => {
    const { codes, movers } = await play(16, { advanced: true });
    expect(codes.length).toBeGreaterThan(100);
    expect(movers.size).toBeGreaterThan(30);
  }, 120_000);

  it('replays the same game from the same seed', async () => {
    const [a, b] = [await play(8), await play(8)];
    expect(b.codes).toEqual(a.codes);
    expect((await play(9)).codes).not.toEqual(a.codes);
  }, 120_000);

  it('draws every kind of decision a game offers, not moves alone', async () => {
    const verbs = new Map<string, number>();
    for (const seed of [10, 11, 12, 13, 14, 15])
      for (const [verb, n] of (await play(seed)).verbs) verbs.set(verb, (verbs.get(verb) ?? 0) + n);
    for (const verb of ['move', 'end', 'attack', 'aircraft', 'drop', 'heli', 'bomb', 'retreat', 'sam-mov'])
      expect(verbs.get(verb), verb).toBeGreaterThan(0);
  }, 120_000);
});
