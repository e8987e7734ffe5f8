// Stepping through a game, as a Lit reactive controller: a record's replay,
// or a review of the game being played (kept aside meanwhile and given back
// by `end`), with autoplay. The element shows `replay.current`. It loads with
// the replay and its controls (replaying.ts), on the first replay or review:
// the element makes it then (hex-map-base.ts).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameKit, HexGame } from './hex-game.js';
import { Replay } from './replay.js';

const AUTOPLAY_MS = 1200;

export class ReviewController<G extends HexGame> implements ReactiveController {
  /** The record being replayed or the game being reviewed, if any. */
  replay: Replay<G> | null = null;
  /** The game being played, while the reader reviews an earlier moment of it. */
  live: G | null = null;
  #autoplay: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly kit: GameKit<G>,
    /** Called with the position to show. */
    private readonly show: (game: G) => void,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#stop();
  }

  get playing(): boolean {
    return this.#autoplay !== undefined;
  }

  /** A record's replay (or none). */
  open(replay: Replay<G> | null): void {
    this.#stop();
    this.replay = replay;
    this.live = null;
  }

  /** Shows the moment after an action of `game` (its index in `history`; -1: the start); in a replay, goes there. */
  async review(game: G | null, afterStep: number): Promise<void> {
    if (game && !this.replay) {
      this.replay = await Replay.load(this.kit, game.toRecord());
      this.live = game;
    }
    this.goTo(afterStep + 1);
  }

  /** Ends a review: the game being played, or null when there was no review. */
  end(): G | null {
    this.#stop();
    const live = this.live;
    if (live) this.replay = null;
    this.live = null;
    return live;
  }

  goTo(index: number): void {
    const r = this.replay;
    if (!r) return;
    r.goTo(index);
    if (r.index === r.length) this.#stop();
    this.show(r.current);
    this.host.requestUpdate();
  }

  autoplay(on: boolean): void {
    this.#stop();
    const r = this.replay;
    if (on && r) {
      if (r.index === r.length) this.goTo(0);
      this.#autoplay = setInterval(() => this.goTo(r.index + 1), AUTOPLAY_MS);
    }
    this.host.requestUpdate();
  }

  #stop(): void {
    clearInterval(this.#autoplay);
    this.#autoplay = undefined;
  }
}
