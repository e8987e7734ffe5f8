// The engine's side-neutral search (src/engine/ai/search/): what it does
// with a game's heuristics, proved on a made-up game whose best line is
// known, then on Skirmish, where it must beat the random player from its seat.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BaseState, GameDescriptor, GameRules } from '../../src/engine/contract.js';
import { Match } from '../../src/engine/match.js';
import { playRandom, randomLegalAction } from '../../src/engine/ai/random-player.js';
import { outcomesOf } from '../../src/engine/ai/search/outcomes.js';
import { playersPolicy, randomPolicy, winShares } from '../../src/engine/ai/search/playouts.js';
import { runSteps } from '../../src/engine/ai/steps.js';
import { SearchPlayer, type SearchSettings } from '../../src/engine/ai/search/search-player.js';
import type { Heuristics } from '../../src/engine/ai/search/heuristics.js';
import { makeRng, rollDie } from '../../src/engine/rng.js';
import { SpareStates } from '../../src/engine/spare-states.js';
import { loadSkirmish, skirmishRules, type Ctx, type SkAction, type SkEvent, type SkState } from './skirmish/rules.js';
import { skirmishHeuristics } from './skirmish/heuristics.js';

// ---- a made-up one-side game: a few actions a phase, each with a known worth ----
interface PuzzleState extends BaseState {
  score: number;
  /** 'wind-up' done: 'strike' (worth 5) becomes legal. */
  wound: boolean;
  /** 'provoke' done: the rival must answer, inside the solo player's phase. */
  provoked: boolean;
  over: boolean;
  options: string[];
}
type PuzzleAction = { type: string };
/** The puzzle's action codes: each verb's index here, a verb added on first sight. */
const verbs: string[] = [];
const codeOfVerb = (type: string) => (verbs.includes(type) ? verbs.indexOf(type) : verbs.push(type) - 1);
const puzzle: GameRules<PuzzleState, PuzzleAction, { type: string }, null> = {
  descriptor: {
    id: 'puzzle',
    title: 'puzzle',
    recordVersion: 1,
    sides: [
      { id: 'solo', name: 'solo' },
      { id: 'rival', name: 'rival' },
    ],
    phases: { solo: [{ id: 'play', kind: 'movement' }] },
    stacking: { limit: 1, passThrough: true },
    zoc: [],
    die: { faces: 6 },
    turns: 1,
    maxActions: 10,
  } satisfies GameDescriptor,
  newState: (_c, position, seed) => ({
    turn: 1,
    score: 0,
    wound: false,
    provoked: false,
    over: false,
    options: position as string[],
    rng: seed,
    forced: [],
  }),
  cloneState: (s) => ({ ...s, forced: s.forced.slice() }),
  copyState: (from, into) => void Object.assign(into, from, { forced: from.forced.slice() }),
  actor: (_c, s) => (s.over ? -1 : s.provoked ? 1 : 0),
  phasing: () => 0,
  phase: (_c, s) => (s.over ? 'over' : 'play'),
  winner: () => 0,
  legalCodes(_c, s, out) {
    out.clear();
    const legal = s.over
      ? []
      : s.provoked
        ? ['concede', 'fight']
        : [...s.options.filter((o) => o !== 'strike' || s.wound), 'end'];
    for (const type of legal) out.push(codeOfVerb(type));
  },
  applyCode(_c, s, code) {
    switch (verbs[code]) {
      case 'wind-up': // worth -1 now, opens 'strike'
        s.score -= 1;
        s.wound = true;
        return {};
      case 'strike':
        s.score += 5;
        s.over = true;
        return {};
      case 'safe': // a sure 3
        s.score += 3;
        s.over = true;
        return {};
      case 'provoke': // worth 5 on its face, but the rival answers
        s.score += 5;
        s.provoked = true;
        return {};
      case 'concede': // the rival gives up 1 more
        s.score += 1;
        [s.provoked, s.over] = [false, true];
        return {};
      case 'fight': // the rival takes 4 back
        s.score -= 4;
        [s.provoked, s.over] = [false, true];
        return {};
      case 'gamble': {
        const die = rollDie(s); // worth the die: 3.5 on average
        s.score += die;
        s.over = true;
        return { die };
      }
      default:
        s.over = true;
        return {};
    }
  },
  describe: (_c, e) => e.type,
  position: (_c, s) => s,
  codec: {
    actionOf: (_c, _s, code) => ({ type: verbs[code]! }),
    codeOf: (_c, _s, a) => codeOfVerb(a.type),
    format: (a) => a.type,
    parse: (w) => ({ type: w }),
  },
  invariants: () => [],
};
/** The solo player's score is the rival's loss. */
const byScore: Heuristics<PuzzleState, null> = {
  value: (_c, s, side) => (side === 0 ? s.score : -s.score),
};

async function decision(options: string[], settings: Partial<SearchSettings>, seed = 1): Promise<string> {
  const game = await Match.open(puzzle, null, { position: options, seed: 7 });
  const player = new SearchPlayer('solo', 'test', byScore, { width: 0, depth: 1, beam: 1, ...settings }, seed);
  return player.decide(game).type;
}

describe('the search weighs positions by the game’s heuristics', () => {
  it('takes the action that leads to the best-valued position', async () => {
    expect(await decision(['safe', 'wind-up'], {})).toBe('safe');
  });

  it('averages over the die: a gamble worth 3.5 beats a sure 3', async () => {
    expect(await decision(['gamble', 'safe'], {})).toBe('gamble');
  });

  it('looks ahead within its turn when depth allows: wind-up (−1) then strike (+5) beats a sure 3', async () => {
    expect(await decision(['safe', 'wind-up', 'strike'], { depth: 1 })).toBe('safe');
    expect(await decision(['safe', 'wind-up', 'strike'], { depth: 2, beam: 3 })).toBe('wind-up');
  });

  it('lets the other side answer inside the phase by its own heuristics: a provocation worth 5 on its face but 1 after the answer loses to a sure 3', async () => {
    expect(await decision(['safe', 'provoke'], { replies: 0 })).toBe('provoke');
    expect(await decision(['safe', 'provoke'], {})).toBe('safe');
  });

  it('weighs only the first `width` candidates the game offers', async () => {
    expect(await decision(['wind-up', 'safe'], { width: 1 })).toBe('wind-up');
  });

  it('splits ties by its seed, so equal choices vary between players', async () => {
    // unknown verbs end the puzzle at score 0, as 'end' does: three equal choices
    const chosen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) chosen.add(await decision(['stop-a', 'stop-b'], {}, seed));
    expect(chosen).toEqual(new Set(['stop-a', 'stop-b', 'end']));
  });

  it('refuses to decide for a side that is not to act', async () => {
    const game = await Match.open(puzzle, null, { position: ['safe'], seed: 1 });
    game.apply({ type: 'safe' });
    expect(() => new SearchPlayer('solo', 't', byScore, { width: 0, depth: 1, beam: 1 }).decide(game)).toThrow(
      /not for solo/,
    );
  });
});

describe('chance nodes', () => {
  it('an action that rolls branches into one state per face, 1/6 each, and leaves the state as it was', async () => {
    const s = puzzle.newState(null, ['gamble'], 3);
    const before = structuredClone(s);
    const branches = outcomesOf(puzzle, null, s, codeOfVerb('gamble'), new SpareStates(puzzle));
    expect(branches.map((b) => b.state.score)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(branches.every((b) => b.probability === 1 / 6)).toBe(true);
    expect(s).toEqual(before);
  });

  it('an action that rolls nothing leads to one state, with the forced dice kept', async () => {
    const s = { ...puzzle.newState(null, ['safe'], 3), forced: [4] };
    const branches = outcomesOf(puzzle, null, s, codeOfVerb('safe'), new SpareStates(puzzle));
    expect(branches).toHaveLength(1);
    expect(branches[0]!.state).toMatchObject({ score: 3, forced: [4] });
  });
});

describe('the search playing Skirmish', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await loadSkirmish();
  });

  /** Plays a game with the search in `seat` and random players elsewhere; the winner's index. */
  async function play(seed: number, seat: number): Promise<number> {
    const game = await Match.open(skirmishRules, ctx, { seed });
    const searcher = new SearchPlayer(
      ['red', 'blue', 'green'][seat]!,
      'test',
      skirmishHeuristics,
      { width: 0, depth: 1, beam: 1 },
      seed,
    );
    const rng = makeRng(seed);
    playRandom(game, rng, {
      sample: (g) =>
        g.isOver ? null : g.actingSide === searcher.side ? searcher.decide(g) : randomLegalAction(g, rng),
    });
    expect(game.invariants()).toEqual([]);
    return ['red', 'blue', 'green'].indexOf(game.winningSide!);
  }

  it('wins far more often than the one-in-three a random player gets from each seat', async () => {
    let wins = 0;
    const games = 18;
    for (let i = 0; i < games; i++) if ((await play(100 + i, i % 3)) === i % 3) wins++;
    expect(wins).toBeGreaterThanOrEqual(12);
  }, 60_000);

  it('playouts share the wins among the sides, from the same dice for the same seed, the searcher’s seat ahead', async () => {
    const root = (await Match.open(skirmishRules, ctx, { seed: 9 })).searchRoot();
    const random = runSteps(winShares(root, randomPolicy(makeRng(1)), 30, 5));
    expect(random.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(runSteps(winShares(root, randomPolicy(makeRng(1)), 30, 5))).toEqual(random);
    const red = new SearchPlayer<SkState, SkAction, SkEvent, Ctx>('red', 'test', skirmishHeuristics, {
      width: 0,
      depth: 1,
      beam: 1,
    });
    const others = randomPolicy<SkState, SkAction, SkEvent, Ctx>(makeRng(2));
    const redSearches = runSteps(
      winShares(root, playersPolicy([red, { search: (l) => others(l, 1) }, { search: (l) => others(l, 2) }]), 30, 5),
    );
    expect(redSearches[0]).toBeGreaterThan(random[0]! + 0.25);
  }, 60_000);
});
