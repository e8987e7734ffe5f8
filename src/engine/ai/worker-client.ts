// The page's side of the worker: a computer player for an element
// (el.aiPlayer) whose search runs off the main thread and can be cancelled.
// If the worker dies or its script cannot load, every request under way
// rejects with an error named 'WorkerError', and so does every later one.
import type { EstimateRequest } from './player.js';
import type { Reply, Request } from './protocol.js';

/** What the client needs of a Worker (a Node worker_threads adapter serves too). */
export interface WorkerLike {
  postMessage(m: Request): void;
  /** 'message' carries the replies; 'error' (a Worker's) says the worker died or never loaded. */
  addEventListener(type: 'message' | 'error', fn: (e: MessageEvent<Reply>) => void): void;
  terminate?(): void;
}

/** What the client reads of a game: its name and its position. */
export interface PositionedGame {
  readonly rules: { readonly descriptor: { readonly id: string } };
  position(): unknown;
}

export class WorkerAiPlayer {
  #next = 1;
  #waiting = new Map<number, { resolve(a: never): void; reject(e: Error): void }>();
  #failure: Error | null = null;

  constructor(readonly worker: WorkerLike) {
    worker.addEventListener('message', (e) => {
      const reply = e.data;
      const w = this.#waiting.get(reply.id);
      if (!w) return;
      this.#waiting.delete(reply.id);
      if (reply.type === 'action') w.resolve(reply.action as never);
      else if (reply.type === 'evaluation') w.resolve(reply.estimate as never);
      else
        w.reject(
          Object.assign(new Error(reply.type === 'error' ? reply.message : 'the search was cancelled'), {
            name: reply.type === 'cancelled' ? 'AbortError' : 'Error',
          }),
        );
    });
    worker.addEventListener('error', (e) => {
      const error = e as unknown as ErrorEvent;
      error.preventDefault?.();
      this.#fail(`the AI worker failed${error.message ? `: ${error.message}` : ' to load'}`);
    });
  }

  /** The action the worker's player of `side` at `level` chooses in the game's position. */
  decide<A = unknown>(
    game: PositionedGame,
    side: string,
    level: string,
    options: { seed?: number; signal?: AbortSignal } = {},
  ): Promise<A> {
    return this.#ask(
      {
        type: 'decide',
        id: 0,
        game: game.rules.descriptor.id,
        position: game.position(),
        side,
        level,
        ...(options.seed !== undefined && { seed: options.seed }),
      },
      options.signal,
    );
  }

  /** The game's estimate of its position (what its evaluation holds) in the worker, with the game's own evaluation options. */
  evaluate<T = unknown>(
    game: PositionedGame,
    options: { signal?: AbortSignal; [option: string]: unknown } = {},
  ): Promise<T> {
    const { signal, ...rest } = options;
    const request = { type: 'evaluate', id: 0, game: game.rules.descriptor.id, position: game.position() } as const;
    return this.#ask({ ...request, options: rest as EstimateRequest }, signal);
  }

  /** Cancels every search under way; their promises reject with an AbortError. */
  cancel(): void {
    for (const id of this.#waiting.keys()) this.worker.postMessage({ type: 'cancel', id });
  }

  /** Stops the worker: requests under way reject with an AbortError, later ones with a WorkerError. */
  terminate(): void {
    this.worker.terminate?.();
    for (const w of this.#waiting.values())
      w.reject(Object.assign(new Error('the search was cancelled'), { name: 'AbortError' }));
    this.#waiting.clear();
    this.#fail('the AI worker was terminated');
  }

  #ask<T>(request: Request & { type: 'decide' | 'evaluate' }, signal?: AbortSignal): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (signal?.aborted)
      return Promise.reject(Object.assign(new Error('the search was cancelled'), { name: 'AbortError' }));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (a: never) => void, reject });
      signal?.addEventListener('abort', () => this.worker.postMessage({ type: 'cancel', id }), { once: true });
      this.worker.postMessage({ ...request, id });
    });
  }

  #fail(message: string): void {
    this.#failure ??= Object.assign(new Error(message), { name: 'WorkerError' });
    for (const w of this.#waiting.values()) w.reject(this.#failure);
    this.#waiting.clear();
  }
}
