// The engine's search machinery on codes, proved on Skirmish (a game whose
// state is plain arrays, not a flat buffer): search copies made into spare
// states, chance forced through the dice, policy playouts, and playouts cut
// at a horizon then finished or judged.
import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../src/engine/match.js';
import { ActionBuffer } from '../../src/engine/action-buffer.js';
import { Random } from '../../src/engine/rng.js';
import { runSteps } from '../../src/engine/ai/steps.js';
import { SearchCopy } from '../../src/engine/ai/search/search-copy.js';
import { PolicyPlayouts } from '../../src/engine/ai/search/policy-playouts.js';
import { cutPlayout, meanVariance, shareVariance } from '../../src/engine/ai/search/cut-playouts.js';
import { loadSkirmish, skirmishRules, type Ctx, type SkState } from './skirmish/rules.js';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await loadSkirmish();
});
const open = (seed: number) => Match.open(skirmishRules, ctx, { seed });
const copyOf = (game: Match<SkState, never, never, Ctx> | Awaited<ReturnType<typeof open>>) =>
  SearchCopy.of(game) as SearchCopy<SkState, Ctx>;

/** Uniformly among the legal codes, by the generator it is given. */
const randomCodes = (_ctx: Ctx, rng: Random) => ({
  choose: (c: Ctx, s: SkState, legal: ActionBuffer) => {
    skirmishRules.legalCodes(c, s, legal);
    return legal.at(rng.below(legal.length));
  },
  reset: () => {},
});

/** Plays random actions until an attack is legal; its code. */
async function gameWithAttack(): Promise<{ game: Match<SkState, never, never, Ctx>; attack: number }> {
  for (let seed = 1; ; seed++) {
    const game = (await open(seed)) as Match<SkState, never, never, Ctx>;
    const rng = new Random(seed);
    const legal = new ActionBuffer();
    for (let n = 0; n < 200 && !game.isOver; n++) {
      const { state } = game.searchRoot();
      skirmishRules.legalCodes(ctx, state, legal);
      for (let i = 0; i < legal.length; i++) if ((legal.at(i) & 3) === 2) return { game, attack: legal.at(i) };
      game.apply(skirmishRules.codec.actionOf(ctx, state, legal.at(rng.below(legal.length))) as never);
    }
  }
}

describe('search copies', () => {
  it('copy the game as it stands, play on apart from it and from each other, and are made again into once released', async () => {
    const game = await open(3);
    const g = copyOf(game);
    expect(skirmishRules.position(ctx, g.state)).toEqual(game.position());
    const other = g.copy();
    const legal = new ActionBuffer();
    other.listCodes(legal);
    other.applyCode(legal.at(0));
    expect(skirmishRules.position(ctx, g.state)).toEqual(game.position());
    expect(skirmishRules.position(ctx, other.state)).not.toEqual(game.position());
    other.release();
    expect(g.copy()).toBe(other); // the copy given back, made again into
    expect(skirmishRules.position(ctx, other.state)).toEqual(game.position());
  });

  it('accept a legal code and refuse an illegal one, unchanged either way', async () => {
    const game = await open(4);
    const g = copyOf(game);
    const legal = new ActionBuffer();
    g.listCodes(legal);
    const before = skirmishRules.position(ctx, g.state);
    expect(g.accepts(legal.at(0))).toBe(true);
    expect(g.accepts(1 | (0 << 2) | (0 << 10))).toBe(false); // a move to a hex no unit reaches
    expect(skirmishRules.position(ctx, g.state)).toEqual(before);
  });

  it('roll the face forced on them, before any die forced on the game', async () => {
    const { game, attack } = await gameWithAttack();
    game.forceDice([6]);
    const dice = new Set<number>();
    for (const face of [1, 2, 3, 4, 5, 6]) {
      const g = copyOf(game);
      g.forceDie(face);
      const out = skirmishRules.applyCode(ctx, g.state, attack, null);
      dice.add(out.die!);
      expect(g.state.forced).toEqual([6]);
      g.release();
    }
    expect(dice).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });
});

describe('policy playouts', () => {
  it('play to the end from a copy, the same wins from the same seed, the position left alone', async () => {
    const { state } = (await open(5)).searchRoot();
    const before = skirmishRules.position(ctx, state);
    const playouts = new PolicyPlayouts(skirmishRules, ctx, state, randomCodes);
    const wins = [0, 1, 2].map((side) => runSteps(playouts.play(state, 20, 7, side)));
    expect(wins.reduce((a, b) => a + b, 0)).toBe(20); // every game has a winner
    expect(runSteps(playouts.play(state, 20, 7, 0))).toBe(wins[0]);
    expect(skirmishRules.position(ctx, state)).toEqual(before);
  });
});

describe('playouts cut at a horizon', () => {
  it('stop after the Game-Turns asked and are then judged, or finished by fast playouts', async () => {
    const game = await open(6);
    const fast = new PolicyPlayouts(skirmishRules, ctx, game.searchRoot().state, randomCodes);
    const pick = new Random(1);
    const seen: number[] = [];
    const players = {
      decide: (g: SearchCopy<SkState, Ctx>) => randomCodes(ctx, pick).choose(ctx, g.state, new ActionBuffer()),
      judge: (g: SearchCopy<SkState, Ctx>) => (seen.push(g.state.turn), 0.25),
      finish: (g: SearchCopy<SkState, Ctx>, count: number, seed: number) => fast.play(g.state, count, seed, 0),
    };
    const frame = { dicePerPlayout: 50, diceAhead: 2, decisionsAStep: 8, maxDecisions: 2000 };
    const judged = runSteps(
      cutPlayout(copyOf(game), players, new Random(), 3, 0, { ...frame, horizon: 1, finishes: 0 }),
    );
    expect(judged).toBe(0.25);
    expect(seen).toEqual([2]); // cut as Game-Turn 2 began
    const finished = runSteps(
      cutPlayout(copyOf(game), players, new Random(), 3, 0, { ...frame, horizon: 1, finishes: 8 }),
    );
    expect(finished * 8).toBe(Math.round(finished * 8));
    const toTheEnd = runSteps(
      cutPlayout(copyOf(game), players, new Random(), 3, 1, { ...frame, horizon: Infinity, finishes: 8 }),
    );
    expect(toTheEnd).toBe(0.25); // over: judged, never finished
    expect(seen.length).toBe(2);
  });

  it('give a spread that four lost playouts do not make certain', () => {
    expect(shareVariance(0, 0, 4)).toBeGreaterThan(0);
    expect(meanVariance(0.5, 12)).toBeCloseTo(shareVariance(6, 6, 12));
    expect(shareVariance(0, 0, 0)).toBe(0);
  });
});
