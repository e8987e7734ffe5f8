// The computer's side of an element, as a Lit reactive controller: whose
// decision goes to the computer, the thinking flag, the pause that lets the
// player watch its actions one by one, and the chances shown by the
// evaluation bar (estimates.ts, loaded with the bar). The element renders
// `thinking` and `estimate`; it never runs a search itself. The game's own
// players and their worker client (computer.ts) load on first use: a page
// where people play each other without the chances shown never runs them.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { aiSides } from './ai-sides.js';
import type { BuiltInPlayers, ComputerSeat } from './computer.js';
import { estimatesClass, type Estimate } from './controls.js';
import type { Estimates } from './estimates.js';
import type { GameKit, HexGame } from './hex-game.js';

/** What the controller reads of its element. */
export interface ComputerHost<G extends HexGame> extends ReactiveControllerHost, ComputerSeat<G> {
  readonly ai: string | null;
  readonly aiWorker: string | null;
  readonly evaluation: boolean;
  readonly readonly: boolean;
}

export class ComputerController<G extends HexGame> implements ReactiveController {
  /** The computer is choosing an action (the element shows it and ignores input). */
  thinking = false;
  #players: Promise<BuiltInPlayers<G>> | null = null;
  /** The players once loaded (the worker they search in follows the element's `ai-worker`; it stops when the element leaves). */
  #loaded: BuiltInPlayers<G> | null = null;
  #workerUrl: string | null = null;
  /** The chances, kept once the evaluation bar has loaded with them (`evaluation` on). */
  #estimates: Estimates<G> | null = null;
  #connected = false;

  constructor(
    private readonly host: ComputerHost<G>,
    private readonly kit: GameKit<G>,
    private readonly options: { replaying(): boolean; onError(message: string): void },
  ) {
    host.addController(this);
  }

  /** The game's own players, loaded on first use. */
  #builtIn(): Promise<BuiltInPlayers<G>> {
    return (this.#players ??= import('./computer.js').then(({ BuiltInPlayers }) => {
      this.#loaded = new BuiltInPlayers(this.kit);
      this.#loaded.workerUrl = this.#workerUrl;
      return this.#loaded;
    }));
  }

  hostUpdate(): void {
    this.#workerUrl = this.host.aiWorker || null;
    if (this.#loaded) this.#loaded.workerUrl = this.#workerUrl;
    // off the page: no estimate (it would start a worker again); back on the page, hostConnected asks for one
    const g = this.host.game;
    const Estimates = estimatesClass();
    if (!this.host.evaluation || !g || !this.#connected || !Estimates) return;
    this.#estimates ??= new Estimates(
      this.kit,
      () => this.#builtIn(),
      () => this.host.requestUpdate(),
      () => this.host.game,
    );
    this.#estimates.refresh(g);
  }

  hostConnected(): void {
    this.#connected = true;
    this.host.requestUpdate(); // an estimate cut short when it left the page is made again (hostUpdate)
    void this.play(); // back on the page: carry on if the decision is the computer's
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#estimates?.stop();
    this.#loaded?.dispose();
  }

  /** Whether the decision the game waits for belongs to the computer (the element then takes no input). */
  get hasTheDecision(): boolean {
    const g = this.host.game;
    return !!g && aiSides(this.host.ai, g.rules.descriptor.sides).includes(g.actingSide ?? '');
  }

  /** The first side's estimated chance of winning, and whether a sharper estimate is on its way, while the `evaluation` bar is on. */
  get estimate(): Estimate | null {
    return this.host.evaluation ? (this.#estimates?.estimate ?? null) : null;
  }

  /** Plays the computer's decisions, one action at a time, while they are its to make (computer.ts, loaded with the players). */
  async play(): Promise<void> {
    const g = this.host.game;
    if (!g || !this.#connected || this.thinking || this.options.replaying() || this.host.readonly) return;
    if (!this.hasTheDecision) return;
    this.thinking = true;
    this.host.requestUpdate();
    let again = false;
    try {
      await this.#builtIn();
      again = await this.#loaded!.play(g, this.host, {
        connected: () => this.#connected,
        apply: (action) => this.kit.apply(g, action),
        onError: this.options.onError,
      });
    } catch (e) {
      this.options.onError((e as Error).message); // the players' module could not load
    } finally {
      this.thinking = false;
      this.host.requestUpdate();
    }
    // the change this action made arrived while thinking: look again whose decision it is
    if (again) void this.play();
  }
}
