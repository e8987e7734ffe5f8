// The Socket.IO side of the server: who a connection is (a seat, by its
// token, or a watcher), what it is sent when it joins, and its plays. Every
// refusal is an answer with a clear error; nothing changes.
import type { Server, Socket } from 'socket.io';
import { RulesError } from '../../engine/rules-error.js';
import {
  MAX_MESSAGE_BYTES,
  SeatError,
  type Handshake,
  type Presence,
  type Reply,
  type StandingOrder,
  type StoredAction,
  type WireError,
} from '../protocol.js';
import { decidingSide, publicHeader, sidesOf } from '../match-view.js';
import type { Directory } from './directory.js';
import type { LiveTable } from './live-table.js';
import { RateLimit } from './rate-limit.js';
import { seatOf } from './tokens.js';

export interface SocketOptions {
  /** Messages a connection may send a second, and at once. */
  rate: { perSecond: number; burst: number };
  /** Called after every action stored, with the side now deciding (webhooks). */
  onDecision?: (table: LiveTable, side: string | null) => void;
  log: (line: string) => void;
}

interface SocketData {
  table: string;
  seat: string | null;
}

const room = (id: string) => `table:${id}`;

export function wireError(e: unknown): WireError {
  if (e instanceof SeatError) return { name: 'SeatError', code: e.code, message: e.message };
  if (e instanceof RulesError) return { name: 'RulesError', code: e.code, rule: e.rule, message: e.message };
  return { name: 'SeatError', code: 'bad-message', message: (e as Error)?.message ?? String(e) };
}

const bytes = (v: unknown) => {
  try {
    return Buffer.byteLength(JSON.stringify(v ?? null));
  } catch {
    return Infinity;
  }
};

export function attachSockets(io: Server, tables: Directory, options: SocketOptions): void {
  // who is connecting: a seat by its token, a watcher without one; refused with a clear error otherwise
  io.use(async (socket, next) => {
    const hs = (socket.handshake.auth ?? {}) as Partial<Handshake>;
    try {
      const t = await tables.get(hs.table);
      let seat: string | null = null;
      if (hs.token !== undefined) {
        seat = typeof hs.token === 'string' ? seatOf(hs.token, t.row.seats) : null;
        if (!seat) throw new SeatError('bad-token', 'This token commands no seat of this table');
      }
      (socket.data as SocketData) = { table: t.id, seat };
      next();
    } catch (e) {
      const err = new Error((e as Error).message) as Error & { data: WireError };
      err.data = wireError(e);
      next(err);
    }
  });

  io.on('connection', async (socket: Socket) => {
    const { table: id, seat } = socket.data as SocketData;
    const limit = new RateLimit(options.rate.perSecond, options.rate.burst);
    let refusedInARow = 0;
    /** Answers a message, or refuses it when it is too large or comes too fast (a flood is cut off). */
    const guard = (msg: unknown, ack: unknown): ack is (r: Reply<unknown>) => void => {
      if (typeof ack !== 'function') return false;
      if (!limit.take()) {
        ack({ ok: false, error: wireError(new SeatError('rate-limited', 'Too many messages: slow down')) });
        if (++refusedInARow > 50) socket.disconnect(true);
        return false;
      }
      refusedInARow = 0;
      if (bytes(msg) > MAX_MESSAGE_BYTES) {
        ack({
          ok: false,
          error: wireError(new SeatError('too-large', `A message is at most ${MAX_MESSAGE_BYTES} bytes`)),
        });
        return false;
      }
      return true;
    };

    socket.on('play', async (msg: unknown, ack: unknown) => {
      if (!guard(msg, ack)) return;
      try {
        if (!seat) throw new SeatError('watcher', 'A watcher plays no action: join with a seat token');
        const { seq, action } = (msg ?? {}) as { seq?: unknown; action?: unknown };
        const t = await tables.get(id);
        const stored = await t.exclusive(async () => {
          const first = await t.play(seat, seq as number, action);
          io.to(room(id)).emit('action', first);
          await playStandingOrders(io, t);
          return first;
        });
        ack({ ok: true, value: stored });
        options.onDecision?.(t, decidingSide(t.game));
      } catch (e) {
        ack({ ok: false, error: wireError(e) });
      }
    });

    socket.on('orders', async (msg: unknown, ack: unknown) => {
      if (!guard(msg, ack)) return;
      try {
        if (!seat) throw new SeatError('watcher', 'A watcher gives no orders');
        const orders = checkedOrders(msg);
        const t = await tables.get(id);
        await t.exclusive(async () => {
          await tables.store.setOrders(id, seat, orders);
          t.row.orders[seat] = orders;
          await playStandingOrders(io, t);
        });
        ack({ ok: true, value: orders });
        options.onDecision?.(t, decidingSide(t.game));
      } catch (e) {
        ack({ ok: false, error: wireError(e) });
      }
    });

    socket.on('disconnect', () => {
      void broadcastPresence(io, id, tables);
    });

    try {
      const t = await tables.get(id);
      if (tables.store.shared) await t.exclusive(() => t.catchUp());
      await socket.join(room(id));
      const after = (socket.handshake.auth as Partial<Handshake>).after;
      const whole = !(Number.isInteger(after) && (after as number) >= 0 && (after as number) <= t.seq);
      socket.emit('welcome', {
        table: id,
        game: t.row.game,
        seat,
        ...(whole && { header: publicHeader(t.row.header) }),
        actions: await tables.store.actions(id, whole ? 0 : (after as number)),
        presence: await presenceOf(io, id, tables),
        ...(seat && { orders: t.row.orders[seat] ?? [] }),
      });
      await broadcastPresence(io, id, tables);
    } catch (e) {
      options.log(`table ${id}: ${(e as Error).message}`);
      socket.disconnect(true);
    }
  });
}

/** Plays the decisions a seat's standing orders answer (the other side's turn asking it), each stored and sent. */
async function playStandingOrders(io: Server, t: LiveTable): Promise<StoredAction[]> {
  const done: StoredAction[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const side = decidingSide(t.game);
    if (side === null || side === t.game.phasingSide) break;
    const action = t.standingAction(t.row.orders[side]);
    if (action === undefined) break;
    const stored = await t.play(side, t.seq + 1, action);
    io.to(room(t.id)).emit('action', stored);
    done.push(stored);
  }
  return done;
}

function checkedOrders(msg: unknown): StandingOrder[] {
  const list = (msg as { orders?: unknown })?.orders;
  if (!Array.isArray(list) || list.length > 32) throw new SeatError('bad-message', 'orders: a list of at most 32');
  return list.map((o) => {
    const { when, play } = (o ?? {}) as Partial<StandingOrder>;
    if (
      typeof when !== 'string' ||
      !(play === 'first' || (typeof play === 'object' && play !== null && !Array.isArray(play)))
    ) {
      throw new SeatError('bad-message', 'a standing order is { when: "<action type>", play: "first" | { fields } }');
    }
    return { when, play };
  });
}

export async function presenceOf(io: Server, id: string, tables: Directory): Promise<Presence> {
  const t = await tables.get(id);
  const seats = Object.fromEntries(sidesOf(t.game).map((s) => [s, false]));
  let watchers = 0;
  for (const s of await io.in(room(id)).fetchSockets()) {
    const seat = (s.data as SocketData).seat;
    if (seat) seats[seat] = true;
    else watchers++;
  }
  return { seats, watchers };
}

async function broadcastPresence(io: Server, id: string, tables: Directory): Promise<void> {
  try {
    io.to(room(id)).emit('presence', await presenceOf(io, id, tables));
  } catch {
    // a table's presence is news, not state: a lost one is sent again at the next change
  }
}
