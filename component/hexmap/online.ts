// An element playing a table of an online server (`server`, `table`, `token`
// attributes), for any game: the element's game follows the server's, one
// stored action after another (with the server's die), so its events,
// announcements and log are the same as in a game played in the page. The
// reader's input is tried on the element's game, to refuse at once what the
// rules refuse, then put back and sent: the game changes when the server
// has stored the action and sent it back. What plays the table
// (online-session.ts) and the client (socket.io-client) load when the
// element joins one: a page that never plays online does not load them.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { OnlineTable } from '../../src/online/client/join-table.js';
import type { GameKit, HexGame } from './hex-game.js';
import type { OnlineHost, OnlineSession } from './online-session.js';

export class OnlineController<G extends HexGame> implements ReactiveController {
  #session: OnlineSession<G> | null = null;

  constructor(
    private readonly element: ReactiveControllerHost,
    private readonly host: OnlineHost<G>,
    private readonly kit: GameKit<G>,
  ) {
    element.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.close();
  }

  get active(): boolean {
    return this.#session !== null;
  }

  /** The table joined (null: none). */
  get table(): OnlineTable | null {
    return this.#session?.table ?? null;
  }

  /** The first action the reader had not seen when the element joined (online-session.ts); null: nothing was new. */
  get unseenFrom(): number | null {
    return this.#session?.unseenFrom ?? null;
  }

  /** Joins the table (online-session.ts and the client load now); the element then takes its game with game(). */
  async open(server: string, id: string, token: string | null): Promise<void> {
    this.close();
    const { OnlineSession } = await import('./online-session.js');
    this.#session = await OnlineSession.join(this.element, this.host, this.kit, server, id, token);
  }

  /** The table's game as it stands, for the element to adopt at once. */
  game(): G {
    return this.#session!.game();
  }

  close(): void {
    this.#session?.close();
    this.#session = null;
  }

  /** Whether the reader commands the seat that must decide now. */
  get hasTheDecision(): boolean {
    return this.#session?.hasTheDecision ?? false;
  }

  /** The bar's seat text: who the reader is, whose decision it is, whether the others are connected. */
  seatLine(): { seat: string; yourTurn: boolean } {
    return this.#session!.seatLine();
  }

  /** Runs the reader's input on the element's game, then sends what it did to the server (online-session.ts). */
  attempt(fn: () => void): void {
    this.#session!.attempt(fn);
  }

  /** Marks every action held as seen (the reader is at the live game). */
  seenAll(): void {
    this.#session?.seenAll();
  }
}
