// Yom Kippur's computer players: the engine's side-neutral search
// (src/engine/ai/search/) with this game's heuristics, at three levels, and
// the two yardsticks that measure them, `greedy` (greedy-player.ts) and
// `random` (random-player.ts).
import type { ComputerPlayer } from '../../../engine/ai/player.js';
import { SearchPlayer, type SearchSettings } from '../../../engine/ai/search/search-player.js';
import { createGreedyPlayer } from './greedy-player.js';
import { yomKippurHeuristics } from './heuristics.js';
import { createRandomPlayer } from './random-player.js';

/** The levels worth playing, weakest first (what the element offers). */
export const PLAYER_LEVELS = ['easy', 'normal', 'hard'] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];
/** The yardsticks: createPlayer makes them too. */
export const YARDSTICKS = ['random', 'greedy'] as const;

/** How wide and how far ahead each level looks (docs/yom-kippur/ai.md has what each costs and wins). */
export const LEVEL_SETTINGS: Record<PlayerLevel, SearchSettings> = {
  easy: { width: 12, depth: 1, beam: 1, replies: 1 },
  normal: { width: 0, depth: 1, beam: 1 },
  hard: { width: 0, depth: 2, beam: 2 },
};

export function createPlayer(side: string, level: string, options: { seed?: number } = {}): ComputerPlayer {
  const seed = options.seed ?? 1;
  if (level === 'greedy') return createGreedyPlayer(side, seed) as ComputerPlayer;
  if (level === 'random') return createRandomPlayer(side, seed) as ComputerPlayer;
  const settings = LEVEL_SETTINGS[level as PlayerLevel];
  if (!settings) throw new RangeError(`level must be one of ${[...PLAYER_LEVELS, ...YARDSTICKS].join(', ')}`);
  return new SearchPlayer(side, level, yomKippurHeuristics, settings, seed) as ComputerPlayer;
}
