// Every computer player behind one interface: the planning player at three
// levels (plan/planner.ts) and the two yardsticks — `greedy` (a one-action
// lookahead on a beginner's score, greedy-player.ts) and `random` (random-player.ts).
// A player makes every decision of its side, including those it owns in the
// other side's phase (a retreat after Dr, an advance after Ar): call it
// whenever `game.actingSide === player.side` (the pending decision's owner, else the phasing side).
import type { Game } from '../game.js';
import type { Action } from '../record.js';
import { PlanPlayer, type PlanLevel, type SideName } from './plan/planner.js';
import { GreedyPlayer } from './greedy-player.js';
import { makeRng } from '../../../engine/rng.js';
import { randomAction } from './random-player.js';

export type PlayerLevel = PlanLevel | 'greedy' | 'random';
export const PLAYER_LEVELS: readonly PlayerLevel[] = ['random', 'greedy', 'easy', 'normal', 'hard'];

export interface ComputerPlayer {
  readonly side: SideName;
  readonly level: PlayerLevel;
  /** The action to play now for `side` (throws if the decision is the other side's). */
  decide(game: Game): Action;
  /** The same, yielding to the event loop between slices; rejects with AbortError on `signal`. */
  decideAsync(game: Game, options?: { signal?: AbortSignal; sliceMs?: number }): Promise<Action>;
}

export function createPlayer(side: SideName, level: PlayerLevel, options: { seed?: number } = {}): ComputerPlayer {
  const seed = options.seed ?? 1;
  if (level === 'easy' || level === 'normal' || level === 'hard') return new PlanPlayer(side, level, { seed });
  if (level === 'greedy') {
    return new GreedyPlayer(side, { seed });
  }
  if (level === 'random') {
    const rng = makeRng(seed);
    let phase = '',
      n = 0;
    const decide = (game: Game): Action => {
      const key = `${game.turn}${game.side}${game.phase}`;
      if (key !== phase) [phase, n] = [key, 0];
      const a = randomAction(game, rng, n++);
      if (!a) throw new Error('the game is over');
      return a;
    };
    return { side, level, decide, decideAsync: async (game) => decide(game) };
  }
  throw new RangeError(`unknown level ${JSON.stringify(level)}`);
}

/** Plays a game to the end between two players (one per side); returns the number of actions. */
export function playGame(
  game: Game,
  players: Record<SideName, Pick<ComputerPlayer, 'decide'>>,
  onAction?: (a: Action, side: SideName, ms: number) => void,
  maxActions = 5000,
): number {
  let n = 0;
  for (; game.phase !== 'over' && n < maxActions; n++) {
    const side = game.actingSide as SideName;
    const t = performance.now();
    const a = players[side].decide(game);
    const ms = performance.now() - t;
    game.apply(a);
    onAction?.(a, side, ms);
  }
  return n;
}
