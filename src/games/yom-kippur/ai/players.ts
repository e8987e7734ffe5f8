// Yom Kippur's computer players: the engine's side-neutral search
// (src/engine/ai/search/) with this game's heuristics, at three levels, and
// the two yardsticks that measure them, `greedy` (greedy-player.ts) and
// `random` (random-player.ts).
import type { ComputerPlayer } from '../../../engine/ai/player.js';
import type { Heuristics } from '../../../engine/ai/search/heuristics.js';
import { makeRng } from '../../../engine/rng.js';
import type { Context } from '../context.js';
import type { State } from '../state.js';
import { SearchPlayer, type SearchSettings } from '../../../engine/ai/search/search-player.js';
import { createGreedyPlayer } from './greedy-player.js';
import { heuristicsWith, yomKippurHeuristics, type Places } from './heuristics.js';
import { createRandomPlayer } from './random-player.js';

/** The levels worth playing, weakest first (what the element offers). */
export const PLAYER_LEVELS = ['easy', 'normal', 'hard'] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];
/** The yardsticks: createPlayer makes them too. */
export const YARDSTICKS = ['random', 'greedy'] as const;

/**
 * How wide and how far ahead each level looks, on the same knowledge
 * (heuristics.ts; docs/yom-kippur/ai.md has what each costs and wins), and
 * how much noise blurs its judgement (± this many victory points on each
 * position valued).
 */
export const LEVEL_SETTINGS: Record<PlayerLevel, SearchSettings & { noise: number; places?: Places }> = {
  easy: { width: 16, depth: 1, beam: 1, replies: 1, noise: 0.3 },
  normal: { width: 0, depth: 1, beam: 1, noise: 0 },
  hard: { width: 0, depth: 2, beam: 3, noise: 0, places: { perCounter: 3, perDecision: 36, attacks: 10 } },
};

/** The heuristics weighing the level's placements, each value blurred by up to ± noise (seeded). */
export function knowledge(settings: (typeof LEVEL_SETTINGS)[PlayerLevel], seed: number): Heuristics<State, Context> {
  const base = settings.places ? heuristicsWith(settings.places) : yomKippurHeuristics;
  if (settings.noise === 0) return base;
  const rng = makeRng(seed ^ 0x5bd1e995);
  return { ...base, value: (ctx, s, side) => base.value(ctx, s, side) + settings.noise * (2 * rng() - 1) };
}

export function createPlayer(side: string, level: string, options: { seed?: number } = {}): ComputerPlayer {
  const seed = options.seed ?? 1;
  if (level === 'greedy') return createGreedyPlayer(side, seed) as ComputerPlayer;
  if (level === 'random') return createRandomPlayer(side, seed) as ComputerPlayer;
  const settings = LEVEL_SETTINGS[level as PlayerLevel];
  if (!settings) throw new RangeError(`level must be one of ${[...PLAYER_LEVELS, ...YARDSTICKS].join(', ')}`);
  return new SearchPlayer(side, level, knowledge(settings, seed), settings, seed) as ComputerPlayer;
}
