// Handing decisions to a computer player: which sides it plays, and the
// game's own players when the page brings none — in a Web Worker when the
// element knows where the worker script is (the `ai-worker` attribute; the
// worker shipped beside the built module by default), else in the page in
// slices of a few milliseconds. Loaded on first use (computer-controller.ts).
import { WorkerAiPlayer, type WorkerLike } from '../../src/engine/ai/worker-client.js';
import type { EstimateRequest } from '../../src/engine/ai/player.js';
import type { Reply } from '../../src/engine/ai/protocol.js';
import type { AiPlayer, GameKit, HexGame } from './hex-game.js';

/**
 * The game's own players, one per side and level, kept across decisions
 * (they follow their phase plans). The search runs in the worker while it
 * works; a worker that cannot start (a missing file, a page's Content
 * Security Policy) is dropped for the in-page search, which gives the page
 * its event loop back every 10 ms.
 */
export class BuiltInPlayers<G extends HexGame> {
  #inPage: Promise<WorkerAiPlayer> | null = null;
  #worker: WorkerAiPlayer | null = null;
  #workerUrl: string | URL | null = null;
  /** Where the search ran last: 'worker' or 'page' (tests and the element's status read it). */
  ranIn: 'worker' | 'page' | null = null;

  constructor(private readonly kit: GameKit<G>) {}

  /** The worker script to search in; null searches in the page. */
  set workerUrl(url: string | URL | null) {
    if (String(url) === String(this.#workerUrl)) return;
    this.dispose();
    this.#workerUrl = url;
  }

  for(level: string, seed: number): AiPlayer<G> {
    return { decide: (game, side) => this.decide(game, side, level, seed) };
  }

  async decide(game: G, side: string, level: string, seed: number, signal?: AbortSignal): Promise<unknown> {
    const levels = this.kit.levels;
    const l = levels.includes(level) ? level : levels[Math.floor(levels.length / 2)]!;
    const worker = this.#startWorker();
    if (worker) {
      try {
        const action = await worker.decide(game, side, l, { seed, signal });
        this.ranIn = 'worker';
        return action;
      } catch (e) {
        if ((e as Error).name !== 'WorkerError') throw e;
      }
    }
    this.ranIn = 'page';
    return (await this.#inPagePlayer()).decide(game, side, l, { seed, signal });
  }

  /** The first side's chance of winning (and its standard error when the game gives one), in the worker when there is one. */
  async evaluate(game: G, options: EstimateRequest, signal: AbortSignal): Promise<{ chance: number; stderr?: number }> {
    const read = (estimate: unknown) => {
      const stderr = this.kit.stderrIn?.(estimate);
      return { chance: this.kit.chanceIn(estimate), ...(stderr !== undefined && { stderr }) };
    };
    const worker = this.#startWorker();
    if (worker) {
      try {
        return read(await worker.evaluate(game, { ...options, signal }));
      } catch (e) {
        if ((e as Error).name !== 'WorkerError') throw e;
      }
    }
    return read(await (await this.#inPagePlayer()).evaluate(game, { ...options, signal }));
  }

  /** The game's computer module in the page, spoken to as to its worker (src/engine/ai/worker-scope.ts). */
  #inPagePlayer(): Promise<WorkerAiPlayer> {
    this.#inPage ??= this.kit.computer().then(({ makeHandler }) => {
      const listeners: ((e: MessageEvent<Reply>) => void)[] = [];
      const handle = makeHandler((reply) => listeners.forEach((fn) => fn({ data: reply } as MessageEvent<Reply>)));
      const inPage: WorkerLike = {
        postMessage: (request) => void handle(request),
        addEventListener: (type, fn) => void (type === 'message' && listeners.push(fn)),
      };
      return new WorkerAiPlayer(inPage);
    });
    return this.#inPage;
  }

  /** Stops the worker (the element calls this when it leaves the page). */
  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }

  #startWorker(): WorkerAiPlayer | null {
    if (this.#worker || !this.#workerUrl || typeof Worker !== 'function') return this.#worker;
    try {
      this.#worker = new WorkerAiPlayer(new Worker(this.#workerUrl, { type: 'module', name: 'computer player' }));
    } catch {
      this.#workerUrl = null; // refused outright (a cross-origin URL, a policy): search in the page
    }
    return this.#worker;
  }
}
