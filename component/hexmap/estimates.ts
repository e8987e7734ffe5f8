// The chances the evaluation bar shows, kept up to date for an element whose `evaluation` is on: made again when
// the game's key changes (once per phase, say), in the worker or in slices, so the page never waits for them; a
// quick estimate first, each later one sharper. Loaded with the bar (evaluation-bar.ts), so a page without it
// never loads them; the computer's controller (computer-controller.ts) makes them once the bar is here.
import type { BuiltInPlayers } from './computer.js';
import type { GameKit, HexGame } from './hex-game.js';

/** What the evaluation bar shows: the first side's chance, and whether a sharper estimate is still being made. */
export interface Estimate {
  chance: number;
  refining: boolean;
  /** The chance's standard error, when the game's evaluation gives one (Monte Carlo playouts). */
  stderr?: number;
}

export class Estimates<G extends HexGame> {
  #estimate: (Estimate & { key: string }) | null = null;
  #estimating: AbortController | null = null;

  constructor(
    private readonly kit: GameKit<G>,
    /** The game's own players, loaded on first use. */
    private readonly players: () => Promise<BuiltInPlayers<G>>,
    /** The position estimated last arrived: the element draws it. */
    private readonly changed: () => void,
    /** The game the element shows now. */
    private readonly shown: () => G | null,
  ) {}

  /** The first side's estimated chance of winning, and whether a sharper estimate is on its way. */
  get estimate(): Estimate | null {
    const e = this.#estimate;
    return e && { chance: e.chance, refining: e.refining, ...(e.stderr !== undefined && { stderr: e.stderr }) };
  }

  /** Re-estimates the chances of `g` when its key changes. */
  refresh(g: G): void {
    const key = this.kit.estimateKey(g);
    if (this.#estimate?.key === key) return;
    this.#estimate = { key, chance: this.#estimate?.chance ?? 0.5, refining: true };
    this.#estimating?.abort();
    const controller = (this.#estimating = new AbortController());
    void this.#estimateInTurn(g, key, controller.signal);
  }

  /** The element left the page: the estimate under way stops (it is made again when the element comes back). */
  stop(): void {
    this.#estimating?.abort();
    if (this.#estimate) this.#estimate = { key: '', chance: this.#estimate.chance, refining: true };
  }

  /** The kit's estimates one after the other (a quick one first): each replaces the bar's chance as it arrives. */
  async #estimateInTurn(g: G, key: string, signal: AbortSignal): Promise<void> {
    const requests = this.kit.estimates ?? [{}];
    for (const [i, request] of requests.entries()) {
      let found: { chance: number; stderr?: number };
      try {
        const players = await this.players();
        // the element left the page (or the position changed) while the players loaded: a worker started now would outlive it
        if (signal.aborted) return;
        found = await players.evaluate(g.clone(), request, signal);
      } catch {
        return; // cancelled by a newer position, or the element left the page
      }
      if (this.shown() !== g || this.#estimate?.key !== key) return;
      this.#estimate = { key, ...found, refining: i < requests.length - 1 };
      this.changed();
    }
  }
}
