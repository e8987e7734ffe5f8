// Yom Kippur's computer players: the engine's side-neutral search
// (src/engine/ai/search/) with this game's heuristics, at three levels.
import { SearchPlayer, type SearchSettings } from '../../../engine/ai/search/search-player.js';
import type { Context } from '../context.js';
import type { GameEvent } from '../events.js';
import type { State } from '../state.js';
import type { Action } from '../types.js';
import { yomKippurHeuristics } from './heuristics.js';

export const PLAYER_LEVELS = ['easy', 'normal', 'hard'] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];

/** How wide and how far ahead each level looks (docs/yom-kippur/ai.md has what each costs and wins). */
export const LEVEL_SETTINGS: Record<PlayerLevel, SearchSettings> = {
  easy: { width: 12, depth: 1, beam: 1, replies: 1 },
  normal: { width: 0, depth: 1, beam: 1 },
  hard: { width: 0, depth: 2, beam: 2 },
};

export function createPlayer(
  side: string,
  level: string,
  options: { seed?: number } = {},
): SearchPlayer<State, Action, GameEvent, Context> {
  const settings = LEVEL_SETTINGS[level as PlayerLevel];
  if (!settings) throw new RangeError(`level must be one of ${PLAYER_LEVELS.join(', ')}`);
  return new SearchPlayer(side, level, yomKippurHeuristics, settings, options.seed ?? 1);
}
