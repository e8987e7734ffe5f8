// The computer's side of an element, as a Lit reactive controller: whose
// decision goes to the computer, the thinking flag, the pause that lets the
// player watch its actions one by one, and the chances shown by the
// evaluation bar (estimates.ts, loaded with the bar). The element renders
// `thinking` and `estimate`; it never runs a search itself. The game's own
// players and their worker client (computer.ts) load on first use: a page
// where people play each other without the chances shown never runs them.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { aiSides } from './ai-sides.js';
import type { BuiltInPlayers } from './computer.js';
import { estimatesClass, type Estimate } from './controls.js';
import type { Estimates } from './estimates.js';
import type { AiPlayer, GameKit, HexGame } from './hex-game.js';

/** What the controller reads of its element. */
export interface ComputerHost<G extends HexGame> extends ReactiveControllerHost {
  readonly game: G | null;
  readonly ai: string | null;
  readonly level: string;
  readonly seed: number | undefined;
  readonly aiPlayer: AiPlayer<G> | null;
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

  /** Plays the computer's decisions, one action at a time, while they are its to make. */
  async play(): Promise<void> {
    const g = this.host.game;
    const side = g?.actingSide;
    if (!g || !side || !this.#connected || this.thinking || this.options.replaying() || this.host.readonly) return;
    if (!this.hasTheDecision) return;
    const [given, level, seed] = [this.host.aiPlayer, this.host.level, this.host.seed ?? 1];
    this.thinking = true;
    this.host.requestUpdate();
    let again = true;
    try {
      // a short pause between the computer's actions lets the player watch them one by one (the players load meanwhile)
      const [players] = await Promise.all([
        given ? null : this.#builtIn(),
        new Promise((r) => setTimeout(r, matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 250)),
      ]);
      // off the page during the pause: ask nothing (a worker started now would outlive the element); back on the page, it decides
      if (!this.#connected) return;
      const ai = given ?? players!.for(level, seed);
      const action = await ai.decide(g.clone(), side, this.host.level);
      // off the page meanwhile (an in-page search runs to its end): play nothing; back on the page, it decides again
      if (this.host.game === g && this.#connected) this.kit.apply(g, action);
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
}
