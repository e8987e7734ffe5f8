// Yom Kippur's computer players: the engine's side-neutral search
// (src/engine/ai/search/) with this game's heuristics, at three levels, and
// the two yardsticks that measure them, `greedy` (greedy-player.ts) and
// `random` (random-player.ts).
import type { ComputerPlayer } from '../../../engine/ai/player.js';
import type { Heuristics } from '../../../engine/ai/search/heuristics.js';
import { makeRng } from '../../../engine/rng.js';
import type { Context } from '../context.js';
import type { State } from '../state.js';
import type { Action } from '../types.js';
import type { GameEvent } from '../events.js';
import { SearchPlayer, type SearchSettings } from '../../../engine/ai/search/search-player.js';
import { createGreedyPlayer } from './greedy-player.js';
import { heuristicsWith, PLACES, yomKippurHeuristics, type Places } from './heuristics.js';
import { createRandomPlayer } from './random-player.js';

/** The levels worth playing, weakest first (what the element offers). */
export const PLAYER_LEVELS = ['easy', 'normal', 'hard'] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];
/** The yardsticks: createPlayer makes them too. */
export const YARDSTICKS = ['random', 'greedy'] as const;

/** One level's search on one side, and the noise blurring its judgement (± this many victory points on each position valued). */
export type LevelSetting = SearchSettings & { noise: number; places?: Places };

/** hard's candidates: each counter's best 3, 36 in all, 10 attacks; a step onto a hex that scores ranks by its points. */
const HARD_PLACES: Places = { perCounter: 3, perDecision: 36, attacks: 10, scoring: true };

/**
 * How wide and how far ahead each level looks, on the same knowledge
 * (heuristics.ts; docs/yom-kippur/ai.md has what each costs and wins), and
 * how much noise blurs its judgement; `sides` changes a setting for one side.
 */
export const LEVEL_SETTINGS: Record<PlayerLevel, LevelSetting & { sides?: Record<string, Partial<LevelSetting>> }> = {
  // ending and 11 others, blurred ±2 VP: normal wins 61% against it (±0.3 VP and 15 others: 51%)
  // its candidates count a bridge as guarded by one unit (B-K), or the 11 are mostly steps onto guarded
  // bridges and its Egypt never marches: as Egypt against random, 18 of 20 won (10 of 20 without);
  // a bridge left open to an Israeli unit counts against it (open-bridges.ts): 19 of 20 (18 without); the raft
  // landings too (openLandings) won 20 of 20, but normal then beat it in 26 of 40 only (lower bound 49.5%);
  // so its Israel weighs all its candidates, not 12 (more moves, blurred, to pick from: it plays worse, and
  // normal's Egypt wins more against it; with 8, better), still winning every game against random. Egypt
  // keeps its 12: with fewer it leaves out its marching moves and loses to random (docs/yom-kippur/ai.md)
  easy: {
    width: 12,
    depth: 1,
    beam: 1,
    replies: 1,
    noise: 2,
    places: { ...PLACES, oneGuard: true, openBridges: true },
    sides: {
      egyptian: { places: { ...PLACES, oneGuard: true, openBridges: true, openLandings: true } },
      israeli: { width: 0 },
    },
  },
  // Egypt's standing makes a lone step toward the passes look no better than ending the phase (the
  // unit stands in the Israeli reach before it can help); blurred ±3 VP, its search picks one of its
  // many moves over ending, and Egypt marches: as Egypt against easy, 9 of 20 won (2 of 10 unblurred)
  normal: { width: 0, depth: 1, beam: 1, noise: 0, sides: { egyptian: { noise: 3 } } },
  // two decisions ahead within the phase makes Egypt's march on the passes stronger and Israel's
  // defence weaker (docs/yom-kippur/ai.md: as Israel against normal, 1 of 10 won at depth 2, 7 of 10 at depth 1);
  // Egypt blurred as normal's is; its candidates rank a step onto a hex that scores (B-R.1: a unit west
  // of the canal) by its points, where the others rank it as a hex nearer: as Israel against normal, 18 of 20 won (6 of 20 without);
  // its Egypt counting open bridges and landings (open-bridges.ts) won seed 3016 against random but lost 3020 (19 of 20 either way);
  // its Egypt's threat on an Israeli unit west of the canal (B-R.1: it scores where it stands) counts three times
  // (pressure.ts), so that massing against one pays before the odds reach the table's first result (session 23)
  hard: {
    width: 0,
    depth: 2,
    beam: 3,
    noise: 0,
    places: HARD_PLACES,
    sides: { israeli: { depth: 1, beam: 1 }, egyptian: { noise: 3, places: { ...HARD_PLACES, scorers: 3 } } },
  },
};

/** The heuristics weighing the level's placements, each value blurred by up to ± noise (seeded). */
export function knowledge(settings: LevelSetting, seed: number): Heuristics<State, Context> {
  const base = settings.places ? heuristicsWith(settings.places) : yomKippurHeuristics;
  if (settings.noise === 0) return base;
  const rng = makeRng(seed ^ 0x5bd1e995);
  return { ...base, value: (ctx, s, side) => base.value(ctx, s, side) + settings.noise * (2 * rng() - 1) };
}

export function createPlayer(side: string, level: string, options: { seed?: number } = {}): ComputerPlayer {
  const seed = options.seed ?? 1;
  if (level === 'greedy') return createGreedyPlayer(side, seed) as ComputerPlayer;
  if (level === 'random') return createRandomPlayer(side, seed) as ComputerPlayer;
  if (!Object.hasOwn(LEVEL_SETTINGS, level))
    throw new RangeError(`level must be one of ${[...PLAYER_LEVELS, ...YARDSTICKS].join(', ')}`);
  return levelPlayer(side, level as PlayerLevel, seed) as ComputerPlayer;
}

/** A level's search on one side, as createPlayer makes it (evaluate()'s playouts by `normal` search with it on copies). */
export function levelPlayer(
  side: string,
  level: PlayerLevel,
  seed: number,
): SearchPlayer<State, Action, GameEvent, Context> {
  const { sides, ...common } = LEVEL_SETTINGS[level];
  const settings: LevelSetting = { ...common, ...sides?.[side] };
  return new SearchPlayer(side, level, knowledge(settings, seed), settings, seed);
}
