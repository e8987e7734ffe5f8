// The conversation between a page and a computer player in a Web Worker:
// the page sends the game's name, the position and whose decision it is;
// the worker answers with the action, or says the search was cancelled. It
// can also estimate the position (each game's evaluation) for an evaluation
// bar. Plain data both ways; the worker knows the games its entry registered.
import { registeredGame } from '../registry.js';
import type { ComputerPlayer, EstimateRequest, GameAi } from './player.js';

export type Request =
  | { type: 'decide'; id: number; game: string; position: unknown; side: string; level: string; seed?: number }
  | { type: 'evaluate'; id: number; game: string; position: unknown; options?: EstimateRequest }
  | { type: 'cancel'; id: number };

export type Reply =
  | { type: 'action'; id: number; action: unknown }
  | { type: 'evaluation'; id: number; estimate: unknown }
  | { type: 'cancelled'; id: number }
  | { type: 'error'; id: number; message: string };

/** One worker's state: the searches under way, each cancellable. */
export function makeHandler(post: (reply: Reply) => void): (request: Request) => Promise<void> {
  const running = new Map<number, AbortController>();
  // one player per game, side, level and seed, kept between requests: a
  // planning player follows the phase plan it drafted on the first request of a phase
  const players = new Map<string, ComputerPlayer>();
  return async (request) => {
    if (request.type === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(request.id, controller);
    try {
      const entry = registeredGame(request.game);
      if (!entry) throw new Error(`this worker has no computer player for "${request.game}"`);
      const game = await entry.create({ position: request.position });
      // read once the game is made: a game loaded on demand registers its players as it loads
      const ai = registeredGame(request.game)!.ai as GameAi | undefined;
      if (!ai) throw new Error(`this worker has no computer player for "${request.game}"`);
      if (request.type === 'evaluate') {
        const estimate = await ai.evaluateAsync(game, { ...request.options, signal: controller.signal });
        post({ type: 'evaluation', id: request.id, estimate });
        return;
      }
      const key = `${request.game}:${request.side}:${request.level}:${request.seed ?? 1}`;
      if (!players.has(key))
        players.set(key, ai.createPlayer(request.side, request.level, { seed: request.seed ?? 1 }));
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
