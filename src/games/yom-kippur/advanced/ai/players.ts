// The advanced game's computer players: the basic game's levels and its
// random yardstick, each deciding for a seat (A-Use). The basic game's
// knowledge (../../ai/) values a position for a side of the rules (the Arab
// side, `egyptian`, or the Israeli); the engine's search asks it by seat
// (advanced/rules.ts: the seats are the engine's sides), so a seat's player
// reads each seat as the side it plays. Egypt and Syria thus value the Arab
// side's position alike, as allies who win or lose together.
import type { ComputerPlayer } from '../../../../engine/ai/player.js';
import type { Heuristics } from '../../../../engine/ai/search/heuristics.js';
import { SearchPlayer } from '../../../../engine/ai/search/search-player.js';
import type { SliceOptions } from '../../../../engine/ai/steps.js';
import type { AnyMatch } from '../../../../engine/registry.js';
import type { Context } from '../../context.js';
import type { State } from '../../state.js';
import type { Action } from '../../types.js';
import type { GameEvent } from '../../events.js';
import { knowledge, LEVEL_SETTINGS, PLAYER_LEVELS, type LevelSetting, type PlayerLevel } from '../../ai/players.js';
import { createRandomPlayer } from '../../ai/random-player.js';
import type { Game } from '../../game.js';
import type { AdvancedData } from '../data.js';

export { PLAYER_LEVELS };
export const ADVANCED_YARDSTICKS = ['random'] as const;

/** The heuristics asked by seat, answering for the side of the rules each seat plays. */
export function bySeat(base: Heuristics<State, Context>, seatSides: readonly string[]): Heuristics<State, Context> {
  let sideOf: number[] | null = null;
  const side = (ctx: Context, seat: number) => (sideOf ??= seatSides.map((id) => ctx.sides.indexOf(id)))[seat]!;
  return {
    value: (ctx, s, seat) => base.value(ctx, s, side(ctx, seat)),
    ...(base.candidates && {
      candidates: (ctx, s, legal, seat) => base.candidates!(ctx, s, legal, side(ctx, seat)),
    }),
  };
}

type Searcher = SearchPlayer<State, Action, GameEvent, Context>;

/**
 * A computer player for one seat of the advanced game, at a level of the basic game's. Its search is made
 * for the game's seat count on first use (the seats, hence what each seat plays, differ from 2 to 4).
 */
export function createAdvancedPlayer(seat: string, level: string, options: { seed?: number } = {}): ComputerPlayer {
  const seed = options.seed ?? 1;
  if (level === 'random') return createRandomPlayer(seat, seed) as ComputerPlayer;
  const chosen = LEVEL_SETTINGS[level as PlayerLevel];
  if (!chosen) throw new RangeError(`level must be one of ${[...PLAYER_LEVELS, ...ADVANCED_YARDSTICKS].join(', ')}`);
  const searchers = new Map<number, Searcher>();
  const searcher = (game: AnyMatch): Searcher => {
    const seats = game.rules.descriptor.sides.length;
    let found = searchers.get(seats);
    if (!found) {
      const list = ((game as unknown as Game).data as AdvancedData).seats?.[String(seats)];
      const mine = list?.find((t) => t.id === seat);
      if (!list || !mine) throw new RangeError(`no seat "${seat}" in a ${seats}-seat game`);
      // the level's setting for the side of the rules the seat plays (hard looks less far ahead as Israel)
      const { sides, ...common } = chosen;
      const settings: LevelSetting = { ...common, ...sides?.[mine.side] };
      const heuristics = bySeat(
        knowledge(settings, seed),
        list.map((t) => t.side),
      );
      searchers.set(seats, (found = new SearchPlayer(seat, level, heuristics, settings, seed)));
    }
    return found;
  };
  return {
    side: seat,
    level,
    decide: (game) => searcher(game as AnyMatch).decide(game as never),
    decideAsync: (game, o?: SliceOptions) => searcher(game as AnyMatch).decideAsync(game as never, o),
  };
}
