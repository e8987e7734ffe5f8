// The computer's side of the element, as a Lit reactive controller: whose
// decision goes to the computer, the thinking flag, the pause that lets the
// player watch its actions one by one, and the win-probability bar. The
// element renders `thinking` and `estimate`; it never runs a search itself.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Game } from '../src/index.js';
import { aiSides, decider, BuiltInPlayers, type AiPlayer } from './computer.js';

/** What the controller reads of its element. */
export interface ComputerHost extends ReactiveControllerHost {
  readonly game: Game | null;
  readonly ai: string | null;
  readonly level: string;
  readonly seed: number | undefined;
  readonly aiPlayer: AiPlayer | null;
  readonly aiWorker: string | null;
  readonly evaluation: boolean;
  readonly readonly: boolean;
}

export class ComputerController implements ReactiveController {
  /** The computer is choosing an action (the element shows it and ignores input). */
  thinking = false;
  #players = new BuiltInPlayers();
  #estimate: { key: string; israeli: number } | null = null;
  #estimating: AbortController | null = null;
  #connected = false;

  constructor(
    private readonly host: ComputerHost,
    private readonly options: { replaying(): boolean; onError(message: string): void },
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.#players.workerUrl = this.host.aiWorker || null;
    this.#refreshEstimate();
  }

  hostConnected(): void {
    this.#connected = true;
    this.host.requestUpdate(); // an estimate cut short when it left the page is made again (hostUpdate)
    void this.play(); // back on the page: carry on if the decision is the computer's
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#estimating?.abort();
    if (this.#estimate) this.#estimate = { key: '', israeli: this.#estimate.israeli };
    this.#players.dispose();
  }

  /** Whether the decision the game waits for belongs to the computer (the element then takes no input). */
  get hasTheDecision(): boolean {
    return aiSides(this.host.ai).includes(decider(this.host.game) ?? '');
  }

  /** The Israeli player's estimated chance of winning, while the `evaluation` bar is on. */
  get estimate(): number | null {
    return this.host.evaluation ? (this.#estimate?.israeli ?? null) : null;
  }

  /** Plays the computer's decisions, one action at a time, while they are its to make. */
  async play(): Promise<void> {
    const g = this.host.game;
    const side = decider(g);
    if (
      !g ||
      !side ||
      this.thinking ||
      this.options.replaying() ||
      this.host.readonly ||
      !aiSides(this.host.ai).includes(side)
    )
      return;
    const ai = this.host.aiPlayer ?? this.#players.for(this.host.level, this.host.seed ?? 1);
    this.thinking = true;
    this.host.requestUpdate();
    let again = true;
    try {
      // a short pause between the computer's actions lets the player watch them one by one
      await new Promise((r) => setTimeout(r, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 250));
      const action = await ai.decide(g.clone(), side, this.host.level);
      if (this.host.game === g) g.apply(action);
    } catch (e) {
      // a search stopped on purpose is no error: the element left the page (stop), or its worker changed (search again)
      again = (e as Error).name === 'AbortError' && this.#connected;
      if ((e as Error).name !== 'AbortError') this.options.onError((e as Error).message);
    } finally {
      this.thinking = false;
      this.host.requestUpdate();
    }
    // the change this action made arrived while thinking: look again whose decision it is
    if (again) void this.play();
  }

  /** Re-estimates the chances once per phase, in the worker or in slices, so the page never waits for it. */
  #refreshEstimate(): void {
    const g = this.host.game;
    if (!this.host.evaluation || !g) return;
    const key = `${g.turn}${g.side}${g.phase}${g.crossedCount}`;
    if (this.#estimate?.key === key) return;
    this.#estimate = { key, israeli: this.#estimate?.israeli ?? 0.5 };
    this.#estimating?.abort();
    const controller = (this.#estimating = new AbortController());
    this.#players.evaluate(g.clone(), { playouts: 12, signal: controller.signal }).then(
      (e) => {
        if (this.host.game !== g || this.#estimate?.key !== key) return;
        this.#estimate = { key, israeli: e.israeli };
        this.host.requestUpdate();
      },
      () => {
        /* cancelled by a newer position */
      },
    );
  }
}
