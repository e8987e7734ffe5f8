// A table on an online server, from a page or from Node: a live, read-only
// mirror of its game, the seat this client commands (or none: it watches),
// and play(), which resolves once the server has stored the action.
//
//   const table = await joinTable('http://127.0.0.1:8787', { id, token });
//   table.game.legalActions();               // the game's own API, kept up to date
//   await table.play(table.game.legalActions()[0]);
//   table.addEventListener('action', (e) => console.log(e.detail.line));
//   table.close();
import { io, type Socket } from 'socket.io-client';
import { gameFromRecord, type AnyMatch } from '../../engine/registry.js';
import { RulesError } from '../../engine/rules-error.js';
import {
  SOCKET_PATH,
  SeatError,
  type Handshake,
  type Presence,
  type Reply,
  type StandingOrder,
  type StoredAction,
  type Welcome,
  type WireError,
} from '../protocol.js';
import { recordText } from '../match-view.js';
import { readOnly } from './read-only.js';

export interface JoinOptions {
  /** The table's id. */
  id: string;
  /** A seat's token; none: watch. */
  token?: string;
  /** How long to wait for the server, in ms (default 10 s). */
  timeout?: number;
}

/** The connection's state: open, reconnecting after a loss (it asks for the actions it missed), or closed. */
export type TableStatus = 'open' | 'reconnecting' | 'closed';

/** The engine's error, or a SeatError, from what the server answered. */
export function errorOf(w: WireError): Error {
  return w.name === 'RulesError'
    ? new RulesError(w.code, '', w.message)
    : new SeatError(w.code as SeatError['code'], w.message);
}

/**
 * A table joined. Events: `action` (detail: the StoredAction, once the
 * mirror has played it), `presence` (detail: which seats are connected),
 * `status` (detail: the TableStatus).
 */
export class OnlineTable extends EventTarget {
  /** The game, kept up to date with the server; read it, play through play(). */
  game!: AnyMatch;
  #game!: AnyMatch;
  seat: string | null = null;
  /** The sequence number of the last action held (0: none). */
  seq = 0;
  presence: Presence = { seats: {}, watchers: 0 };
  status: TableStatus = 'open';
  /** The seat's standing orders, as the server holds them. */
  orders: StandingOrder[] = [];
  readonly #socket: Socket;
  /** Applies welcomes and actions one at a time, in order. */
  #queue: Promise<void> = Promise.resolve();

  /** @internal use joinTable() */
  constructor(
    readonly server: string,
    readonly id: string,
    token: string | undefined,
  ) {
    super();
    const auth = (cb: (data: Handshake) => void) =>
      cb({ table: id, ...(token !== undefined && { token }), ...(this.#game && { after: this.seq }) });
    this.#socket = io(server, { path: SOCKET_PATH, transports: ['websocket'], auth, autoConnect: false });
  }

  /** @internal */
  connect(timeout: number): Promise<this> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new SeatError('closed', `No answer from ${this.server}`)), timeout);
      const fail = (e: Error) => {
        clearTimeout(timer);
        this.#socket.disconnect();
        reject(e);
      };
      this.#socket.on('connect_error', (e: Error & { data?: WireError }) => {
        // a refusal (no table, a wrong token) is final; a lost network is retried
        if (e.data) {
          if (!this.#game) fail(errorOf(e.data));
          else this.#setStatus('closed');
        } else if (this.#game) this.#setStatus('reconnecting');
      });
      this.#socket.on('welcome', (w: Welcome) =>
        this.#serially(async () => {
          await this.#welcome(w);
          clearTimeout(timer);
          this.#setStatus('open');
          resolve(this);
        }).catch(fail),
      );
      this.#socket.on('action', (a: StoredAction) => void this.#serially(() => this.#receive(a)));
      this.#socket.on('presence', (p: Presence) => {
        this.presence = p;
        this.dispatchEvent(new CustomEvent('presence', { detail: p }));
      });
      this.#socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') this.#setStatus('reconnecting');
      });
      this.#socket.connect();
    });
  }

  /** Plays an action for this seat: resolves with it as stored; rejects with RulesError or SeatError, changing nothing. */
  play(action: unknown): Promise<StoredAction> {
    return this.#ask<StoredAction>('play', { seq: this.seq + 1, action }).then(async (stored) => {
      await this.#serially(() => this.#receive(stored));
      return stored;
    });
  }

  /** Leaves standing orders for the decisions the other side's turn will ask of this seat (replaces the last ones). */
  async setOrders(orders: StandingOrder[]): Promise<void> {
    this.orders = await this.#ask<StandingOrder[]>('orders', { orders });
  }

  close(): void {
    this.#socket.disconnect();
    this.#setStatus('closed');
  }

  #ask<T>(event: string, msg: unknown): Promise<T> {
    if (this.status === 'closed') return Promise.reject(new SeatError('closed', 'The table is closed'));
    return new Promise<T>((resolve, reject) => {
      this.#socket.emit(event, msg, (r: Reply<T>) => (r.ok ? resolve(r.value) : reject(errorOf(r.error))));
    });
  }

  #serially(job: () => Promise<void> | void): Promise<void> {
    const run = this.#queue.then(job);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #welcome(w: Welcome): Promise<void> {
    this.seat = w.seat;
    this.presence = w.presence;
    this.orders = w.orders ?? [];
    if (w.header !== undefined) {
      this.#game = await gameFromRecord(
        recordText(
          w.header,
          w.actions.map((a) => a.line),
        ),
      );
      this.game = readOnly(this.#game);
      this.seq = w.actions.at(-1)?.seq ?? 0;
      for (const a of w.actions) this.dispatchEvent(new CustomEvent('action', { detail: a }));
    } else for (const a of w.actions) this.#receive(a);
    this.dispatchEvent(new CustomEvent('presence', { detail: w.presence }));
  }

  #receive(a: StoredAction): void {
    if (a.seq <= this.seq) return; // held already (the answer to a play and its broadcast)
    if (a.seq > this.seq + 1) {
      // a gap: reconnecting asks for every action after the last one held
      this.#socket.disconnect().connect();
      return;
    }
    if (a.die !== undefined) this.#game.forceDice([a.die]);
    this.#game.apply(a.action);
    this.seq = a.seq;
    this.dispatchEvent(new CustomEvent('action', { detail: a }));
  }

  #setStatus(s: TableStatus): void {
    if (this.status === s) return;
    this.status = s;
    this.dispatchEvent(new CustomEvent('status', { detail: s }));
  }
}

/** Joins a table: with a seat's token to play it, without to watch. Rejects with SeatError (no such table, a wrong token). */
export function joinTable(server: string, options: JoinOptions): Promise<OnlineTable> {
  return new OnlineTable(server, options.id, options.token).connect(options.timeout ?? 10_000);
}
