// Handing decisions to a computer player: which sides it plays, whose
// decision the game waits for, and the engine's own players when the page
// brings none — in a Web Worker when the element knows where the worker
// script is (the `ai-worker` attribute; dist/ai-worker.js beside the built
// module by default), else in the page in slices of a few milliseconds.
import type { Game, Action } from '../src/index.js';
import { createPlayer, type ComputerPlayer, type PlayerLevel } from '../src/games/across-suez/ai/players.js';
import { WorkerAiPlayer } from '../src/engine/ai/worker-client.js';
import type { WinEstimate } from '../src/games/across-suez/ai/evaluate.js';

/** What the element hands a side's decisions to (`el.aiPlayer`). */
export interface AiPlayer {
  decide(game: Game, side: 'israeli' | 'egyptian', level: string): Action | Promise<Action>;
}

/** The sides the `ai` attribute names: "israeli", "egyptian" or "both". */
export function aiSides(attribute: string | null): string[] {
  const a = (attribute ?? '').toLowerCase();
  return a === 'both' ? ['israeli', 'egyptian'] : a ? [a] : [];
}

/** Whose decision the game waits for: a pending choice's owner, else the phasing player. */
export function decider(game: Game | null): 'israeli' | 'egyptian' | null {
  if (!game || game.phase === 'over') return null;
  return game.pending?.side ?? game.side;
}

const LEVELS = ['easy', 'normal', 'hard'];

/**
 * The engine's own players (src/ai/players.ts), one per side and level, kept
 * across decisions (they follow their phase plans). The search runs in the
 * worker while it works; a worker that cannot start (a missing file, a page's
 * Content Security Policy) is dropped for the in-page search, which gives the
 * page its event loop back every 10 ms.
 */
export class BuiltInPlayers {
  #inPage = new Map<string, ComputerPlayer>();
  #worker: WorkerAiPlayer | null = null;
  #workerUrl: string | URL | null = null;
  /** Where the search ran last: 'worker' or 'page' (tests and the element's status read it). */
  ranIn: 'worker' | 'page' | null = null;

  /** The worker script to search in; null searches in the page. */
  set workerUrl(url: string | URL | null) {
    if (String(url) === String(this.#workerUrl)) return;
    this.dispose();
    this.#workerUrl = url;
  }

  for(level: string, seed: number): AiPlayer {
    return { decide: (game, side) => this.decide(game, side, level, seed) };
  }

  async decide(
    game: Game,
    side: 'israeli' | 'egyptian',
    level: string,
    seed: number,
    signal?: AbortSignal,
  ): Promise<Action> {
    const l = (LEVELS.includes(level) ? level : 'normal') as PlayerLevel;
    const worker = this.#startWorker();
    if (worker) {
      try {
        const action = await worker.decide<Action>(game, side, l, { seed, signal });
        this.ranIn = 'worker';
        return action;
      } catch (e) {
        if ((e as Error).name !== 'WorkerError') throw e;
      }
    }
    const key = `${side}:${l}:${seed}`;
    if (!this.#inPage.has(key)) this.#inPage.set(key, createPlayer(side, l, { seed }));
    this.ranIn = 'page';
    return this.#inPage.get(key)!.decideAsync(game, { signal });
  }

  /** The Israeli chance of winning (game.evaluate), in the worker when there is one. */
  async evaluate(game: Game, options: { playouts: number; signal: AbortSignal }): Promise<WinEstimate> {
    const worker = this.#startWorker();
    if (worker) {
      try {
        return await worker.evaluate<WinEstimate>(game, options);
      } catch (e) {
        if ((e as Error).name !== 'WorkerError') throw e;
      }
    }
    return game.evaluateAsync(options);
  }

  /** Stops the worker (the element calls this when it leaves the page). */
  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }

  #startWorker(): WorkerAiPlayer | null {
    if (this.#worker || !this.#workerUrl || typeof Worker !== 'function') return this.#worker;
    try {
      this.#worker = new WorkerAiPlayer(new Worker(this.#workerUrl, { type: 'module', name: 'across-suez AI' }));
    } catch {
      this.#workerUrl = null; // refused outright (a cross-origin URL, a policy): search in the page
    }
    return this.#worker;
  }
}
