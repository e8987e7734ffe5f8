// The conversation between a page and a computer player in a Web Worker:
// the page sends the position and whose decision it is; the worker answers
// with the action, or says the search was cancelled. It can also estimate the
// Israeli chance of winning (evaluate.ts) for an evaluation bar. Plain data
// both ways.
import { Game } from '../../games/across-suez/game.js';
import type { Position } from '../../games/across-suez/types.js';
import type { Action } from '../../games/across-suez/record.js';
import { createPlayer, type ComputerPlayer, type PlayerLevel as Level } from '../../games/across-suez/ai/players.js';
import { estimateWinProbabilityAsync } from '../../games/across-suez/ai/evaluate.js';

export type Request =
  | { type: 'decide'; id: number; position: Position; side: 'israeli' | 'egyptian'; level: Level; seed?: number }
  | { type: 'evaluate'; id: number; position: Position; playouts?: number; seed?: number }
  | { type: 'cancel'; id: number };

export type Reply =
  | { type: 'action'; id: number; action: Action }
  | { type: 'evaluation'; id: number; israeli: number; samples: number; stderr: number; raw: number }
  | { type: 'cancelled'; id: number }
  | { type: 'error'; id: number; message: string };

/** One worker's state: the searches under way, each cancellable. */
export function makeHandler(post: (reply: Reply) => void): (request: Request) => Promise<void> {
  const running = new Map<number, AbortController>();
  // one player per side, level and seed, kept between requests: a planning
  // player follows the phase plan it drafted on the first request of a phase
  const players = new Map<string, ComputerPlayer>();
  return async (request) => {
    if (request.type === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(request.id, controller);
    try {
      const game = await Game.create({ position: request.position });
      if (request.type === 'evaluate') {
        const e = await estimateWinProbabilityAsync(game, {
          playouts: request.playouts,
          seed: request.seed,
          signal: controller.signal,
        });
        post({ type: 'evaluation', id: request.id, ...e });
        return;
      }
      const key = `${request.side}:${request.level}:${request.seed ?? 1}`;
      if (!players.has(key)) players.set(key, createPlayer(request.side, request.level, { seed: request.seed ?? 1 }));
      const action = await players.get(key)!.decideAsync(game, { signal: controller.signal });
      post({ type: 'action', id: request.id, action });
    } catch (e) {
      if ((e as Error).name === 'AbortError') post({ type: 'cancelled', id: request.id });
      else post({ type: 'error', id: request.id, message: (e as Error).message });
    } finally {
      running.delete(request.id);
    }
  };
}
