// Handing decisions to a computer player: which sides it plays, and the
// game's own players when the page brings none — in a Web Worker when the
// element knows where the worker script is (the `ai-worker` attribute; the
// worker shipped beside the built module by default), else in the page in
// slices of a few milliseconds. Loaded on first use (computer-controller.ts).
import { WorkerAiPlayer, type WorkerLike } from '../../src/engine/ai/worker-client.js';
import type { EstimateRequest } from '../../src/engine/ai/player.js';
import type { Reply } from '../../src/engine/ai/protocol.js';
import type { AiPlayer, GameKit, HexGame } from './hex-game.js';
/** What the computer's action reads of its element (computer-controller.ts's ComputerHost). */
export interface ComputerSeat<G extends HexGame> {
  readonly game: G | null;
  readonly level: string;
  readonly seed: number | undefined;
  /** The page's own player, if it gave one. */
  readonly aiPlayer: AiPlayer<G> | null;
}

/** What the computer's action reaches of its element (computer-controller.ts). */
export interface PlayHooks {
  /** The element is on the page. */
  connected(): boolean;
  apply(action: unknown): void;
  onError(message: string): void;
}

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

  /**
   * One of the computer's actions in `g` (the element's computer-controller.ts asks while the decision is its): the
   * page's own player (`aiPlayer`) or the game's at the element's level; whether to look again whose decision it is.
   */
  async play(g: G, host: ComputerSeat<G>, to: PlayHooks): Promise<boolean> {
    const [given, level, seed, side] = [host.aiPlayer, host.level, host.seed ?? 1, g.actingSide!];
    try {
      // a short pause between the computer's actions lets the player watch them one by one
      await new Promise((r) => setTimeout(r, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 250));
      // off the page during the pause: ask nothing (a worker started now would outlive the element); back on the page, it decides
      if (!to.connected()) return true;
      const action = await (given ?? this.for(level, seed)).decide(g.clone(), side, level);
      // off the page meanwhile (an in-page search runs to its end): play nothing; back on the page, it decides again
      if (host.game === g && to.connected()) to.apply(action);
      return true;
    } catch (e) {
      // a search stopped on purpose is no error: the element left the page (stop), or its worker changed (search again)
      if ((e as Error).name !== 'AbortError') to.onError((e as Error).message);
      return (e as Error).name === 'AbortError' && to.connected();
    }
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
