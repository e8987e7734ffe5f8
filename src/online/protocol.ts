// What the server and its clients say to each other over Socket.IO: the
// handshake, the messages, their limits and the errors. Both sides import
// this file; it names no game and holds no server code.

/** The largest message a client may send (a play with its action). */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** Socket.IO's path on the server, for clients and proxies. */
export const SOCKET_PATH = '/socket.io';

/** What a client sends when it connects (Socket.IO's `auth`): the table, its seat token, the last action it holds. */
export interface Handshake {
  table: string;
  /** A seat's token; none: watch. */
  token?: string;
  /** The sequence number of the last action the client holds (0: none); absent: send the whole record. */
  after?: number;
}

/** One stored action as the clients see it. */
export interface StoredAction {
  /** 1 for the game's first action, then one more each. */
  seq: number;
  /** The side that played it. */
  side: string;
  /** The action as data (the game's `legalActions()` shape). */
  action: unknown;
  /** The die the server rolled for it, if any. */
  die?: number;
  /** The record line (`attack … = 3 Dr`). */
  line: string;
}

/** Which seats have a client connected, and how many watch. */
export interface Presence {
  seats: Record<string, boolean>;
  watchers: number;
}

/** What the server sends once a client has joined (and after each reconnection). */
export interface Welcome {
  table: string;
  game: string;
  /** The seat this connection commands, or null when it watches. */
  seat: string | null;
  /** The public record's header (no secret seed) when the client asked for the whole game. */
  header?: string;
  /** The actions after the client's `after`, in order. */
  actions: StoredAction[];
  presence: Presence;
  /** The seat's standing orders. */
  orders?: StandingOrder[];
}

/** A play: the action, and the sequence number it is to be stored under (the last one the client holds + 1). */
export interface Play {
  seq: number;
  action: unknown;
}

/**
 * A standing order: when a decision comes to this seat and every legal action
 * is of type `when`, the server plays the first legal action that carries the
 * fields of `play` (deep-equal), or, with `play: 'first'`, the first listed;
 * "never support" reads `{ when: 'support', play: { artillery: [] } }`.
 */
export interface StandingOrder {
  when: string;
  play: 'first' | Record<string, unknown>;
}

/** An error as it travels: a RulesError's code and rule, or a SeatError's code. */
export interface WireError {
  name: 'RulesError' | 'SeatError';
  code: string;
  rule?: string;
  message: string;
}

export type Reply<T> = { ok: true; value: T } | { ok: false; error: WireError };

/**
 * Refused for who asked, not for what the rules say: no such table, a wrong
 * token, not this seat's decision, a stale or skipped sequence number, a
 * message too large, too many messages. Nothing changed.
 */
export class SeatError extends Error {
  constructor(
    readonly code:
      | 'unknown-table'
      | 'bad-token'
      | 'watcher'
      | 'not-your-decision'
      | 'stale'
      | 'skipped'
      | 'too-large'
      | 'rate-limited'
      | 'bad-message'
      | 'closed'
      | 'conflict',
    message: string,
  ) {
    super(message);
    this.name = 'SeatError';
  }
}

/** Fields named in a standing order's `play`, compared as JSON. */
export function matchesOrder(action: unknown, order: StandingOrder): boolean {
  if (typeof action !== 'object' || action === null || (action as { type?: unknown }).type !== order.when) return false;
  if (order.play === 'first') return true;
  const a = action as Record<string, unknown>;
  return Object.entries(order.play).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v));
}
