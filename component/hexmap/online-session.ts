// An element's seat at a table of an online server (hex-map-base.ts joins it): the element's game follows the
// server's, one stored action after another (with the server's die); the reader's input is tried on the element's
// game, then put back and sent. Loaded with the client (socket.io-client) when the element joins a table.
import type { ReactiveControllerHost } from 'lit';
import { joinTable, type OnlineTable } from '../../src/online/client/join-table.js';
import type { StoredAction } from '../../src/online/protocol.js';
import type { GameKit, HexGame } from './hex-game.js';
import { fill, type HexmapText } from './text.js';

/** What the controller reads and does of its element. */
export interface OnlineHost<G extends HexGame> {
  /** The game played (not a moment reviewed). */
  liveGame(): G | null;
  /** Whether the reader is looking at an earlier moment (what arrives meanwhile is not seen yet). */
  reviewing(): boolean;
  /** Replaces the element's game (after a try is taken back). */
  adoptGame(game: G): void;
  /** Holds back the game's events (true) while the reader's try runs, then lets them out again. */
  quiet(on: boolean): void;
  showError(message: string): void;
  words(): HexmapText;
  sideName(side: string): string;
}

export class OnlineSession<G extends HexGame> {
  /** The actions the element's game holds (its last sequence number). */
  #held = 0;
  /**
   * The first action the reader had not seen in this browser when the element joined the table (its index in
   * history): the element opens there and the log marks it and the later ones new. Null: nothing was new.
   */
  unseenFrom: number | null = null;

  private constructor(
    readonly table: OnlineTable,
    private readonly element: ReactiveControllerHost,
    private readonly host: OnlineHost<G>,
    private readonly kit: GameKit<G>,
  ) {
    table.addEventListener('action', (e) => this.#follow((e as CustomEvent<StoredAction>).detail));
    for (const type of ['presence', 'status']) table.addEventListener(type, () => this.element.requestUpdate());
  }

  /** Joins the table; the element then takes its game with game(). */
  static async join<G extends HexGame>(
    element: ReactiveControllerHost,
    host: OnlineHost<G>,
    kit: GameKit<G>,
    server: string,
    id: string,
    token: string | null,
  ): Promise<OnlineSession<G>> {
    const table = await joinTable(server, { id, ...(token && { token }) });
    return new OnlineSession(table, element, host, kit);
  }

  /**
   * The table's game as it stands, for the element to adopt at once: an
   * action stored between the join and now is in it, and every later one
   * is followed (a copy made at the join would miss the former for good).
   */
  game(): G {
    this.#held = this.table.seq;
    const seen = this.#lastSeen;
    this.unseenFrom = seen < this.#held ? seen : null;
    return this.table.game.clone() as unknown as G;
  }

  close(): void {
    this.table.close();
  }

  /** Whether the reader commands the seat that must decide now. */
  get hasTheDecision(): boolean {
    const g = this.host.liveGame();
    return !!g && !!this.table.seat && this.table.status === 'open' && g.actingSide === this.table.seat;
  }

  /** The bar's seat text: who the reader is, whose decision it is, whether the others are connected. */
  seatLine(): { seat: string; yourTurn: boolean } {
    const t = this.host.words();
    const table = this.table;
    const g = this.host.liveGame();
    if (table.status !== 'open')
      return { seat: table.status === 'closed' ? t.onlineClosed : t.reconnecting, yourTurn: false };
    const acting = g?.actingSide ?? null;
    const name = (s: string) => this.host.sideName(s);
    const others = Object.entries(table.presence.seats)
      .filter(([side]) => side !== table.seat)
      .map(([side, here]) => `${name(side)} ${here ? t.opponentHere : t.opponentAway}`)
      .join(', ');
    const who = table.seat ? fill(t.youAre, { side: name(table.seat) }) : t.watching;
    if (!acting) return { seat: `${who} · ${others}`, yourTurn: false };
    const mine = acting === table.seat;
    const state = mine
      ? t.yourTurn
      : table.seat
        ? fill(t.waitingFor, { side: name(acting) })
        : fill(t.toPlay, { side: name(acting) });
    return { seat: `${who} · ${state} · ${others}`, yourTurn: mine };
  }

  /**
   * Runs the reader's input on the element's game with its events held back:
   * a refusal throws as in a game in the page; the actions it made are taken
   * back and sent to the server, which sends them back once stored.
   */
  attempt(fn: () => void): void {
    const g = this.host.liveGame()!;
    const before = g.actions.length;
    const untouched = g.clone();
    this.host.quiet(true);
    try {
      fn();
    } finally {
      this.host.quiet(false);
    }
    const after = g.actions.length;
    if (after === before) return;
    const sent = g.actions.slice(before);
    this.host.adoptGame(untouched);
    if (after < before) throw new Error(this.host.words().noUndoOnline);
    void this.#send(sent);
  }

  async #send(actions: readonly unknown[]): Promise<void> {
    try {
      for (const a of actions) await this.table.play(a);
    } catch (e) {
      this.host.showError((e as Error).message);
    }
  }

  /** A stored action the element's game does not hold yet: played on it with the server's die. */
  #follow(a: StoredAction): void {
    const g = this.host.liveGame();
    if (!g || a.seq !== this.#held + 1) return;
    if (a.die !== undefined) g.forceDice([a.die]);
    this.kit.apply(g, a.action);
    this.#held = a.seq;
    if (!this.host.reviewing()) this.#remember();
  }

  /** The last action this reader has seen live, kept per table and seat: a returning reader opens there. */
  get #lastSeen(): number {
    const seen = Number(localStorage.getItem(this.#seenKey) ?? NaN);
    return Number.isInteger(seen) ? seen : this.#held;
  }

  #remember(): void {
    try {
      localStorage.setItem(this.#seenKey, String(this.#held));
    } catch {
      // private browsing: nothing is remembered, the reader opens at the last action
    }
  }

  /** Marks every action held as seen (the reader is at the live game). */
  seenAll(): void {
    this.#remember();
  }

  get #seenKey(): string {
    return `${this.kit.storageKey}:online:${this.table.id}:${this.table.seat ?? 'watch'}`;
  }
}
