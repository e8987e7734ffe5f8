// The page's side of the worker: an AI player for <across-suez> (el.aiPlayer)
// whose search runs off the main thread and can be cancelled.
import type { Game } from '../game.js';
import type { Action } from '../across-suez/record.js';
import type { Reply, Request } from './protocol.js';
import type { PlayerLevel as Level } from './players.js';

export class WorkerAiPlayer {
  #next = 1;
  #waiting = new Map<number, { resolve(a: never): void; reject(e: Error): void }>();

  constructor(readonly worker: { postMessage(m: Request): void; addEventListener(type: 'message', fn: (e: MessageEvent<Reply>) => void): void }) {
    worker.addEventListener('message', (e) => {
      const reply = e.data;
      const w = this.#waiting.get(reply.id);
      if (!w) return;
      this.#waiting.delete(reply.id);
      if (reply.type === 'action') w.resolve(reply.action as never);
      else if (reply.type === 'evaluation') w.resolve({ israeli: reply.israeli, samples: reply.samples, stderr: reply.stderr } as never);
      else w.reject(Object.assign(new Error(reply.type === 'error' ? reply.message : 'the search was cancelled'), { name: reply.type === 'cancelled' ? 'AbortError' : 'Error' }));
    });
  }

  decide(game: Game, side: 'israeli' | 'egyptian', level: string): Promise<Action> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'decide', id, position: game.position(), side, level: level as Level });
    });
  }

  /** The Israeli chance of winning from the game's position, from `playouts` playouts in the worker (evaluate.ts). */
  evaluate(game: Game, options: { playouts?: number; seed?: number } = {}): Promise<{ israeli: number; samples: number; stderr: number }> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'evaluate', id, position: game.position(), ...options });
    });
  }

  /** Cancels every search under way; their promises reject with an AbortError. */
  cancel(): void {
    for (const id of this.#waiting.keys()) this.worker.postMessage({ type: 'cancel', id });
  }
}
