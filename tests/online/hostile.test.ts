// Hostile clients get a clear error and change nothing: a wrong or missing
// token, an unknown table, an action out of turn or illegal, a replayed or
// skipped sequence number, a message over 64 KB, a flood. Raw Socket.IO
// clients send what the real client never would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { joinTable, SeatError, type OnlineTable } from '../../src/online.js';
import { newTable, publicView, startServer, tempDir, type ServerProcess } from './server-process.js';
import { joinSeats, playRandomly, random } from './players.js';

let server: ServerProcess;
let made: Awaited<ReturnType<typeof newTable>>;
let seats: Record<string, OnlineTable>;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer(['--port', '0', '--data', tempDir('across-suez-hostile')]);
  made = await newTable(server.url, { game: 'across-suez' });
  seats = await joinSeats(server.url, made);
  await playRandomly(seats, 3, random(1));
}, 120_000);
afterAll(async () => {
  for (const t of Object.values(seats ?? {})) t.close();
  for (const s of sockets) s.disconnect();
  await server?.stop();
}, 60_000);

/** A raw connection as a seat (or with any handshake). */
function raw(auth: Record<string, unknown>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = io(server.url, { transports: ['websocket'], auth, reconnection: false });
    sockets.push(s);
    s.once('welcome', () => resolve(s));
    s.once('connect_error', reject);
  });
}
const ask = (s: Socket, event: string, msg: unknown) =>
  new Promise<{ ok: boolean; error?: { name: string; code: string; message: string } }>((resolve) =>
    s.emit(event, msg, resolve),
  );

/** The table's public view must be what it was. */
async function unchanged(test: () => Promise<unknown>): Promise<void> {
  const before = await publicView(server.url, made.id);
  await test();
  expect(await publicView(server.url, made.id)).toEqual(before);
}

const deciding = () => seats.israeli!.game.actingSide!;
const waiting = () => (deciding() === 'israeli' ? 'egyptian' : 'israeli');
const anyLegal = () => seats[deciding()]!.game.legalActions()[0];

describe('a hostile client changes nothing', () => {
  it('a table that names its own webhook is refused by a server started without --table-webhooks', async () => {
    const r = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({ game: 'across-suez', options: { webhook: 'http://169.254.169.254/latest/meta-data' } }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).error).toBe(
      'options.webhook: this server takes no table webhooks (serve --table-webhooks)',
    );
  });

  it('an unknown table is refused on joining, over Socket.IO and HTTP', async () => {
    await expect(joinTable(server.url, { id: 'no-such-table' })).rejects.toMatchObject({
      name: 'SeatError',
      code: 'unknown-table',
    });
    await expect(raw({ table: { $ne: 1 } })).rejects.toMatchObject({ data: { code: 'unknown-table' } });
    expect((await fetch(`${server.url}/api/tables/no-such-table`)).status).toBe(404);
  });

  it('a wrong token is refused; no token only watches', async () => {
    await unchanged(async () => {
      await expect(joinTable(server.url, { id: made.id, token: 'x'.repeat(43) })).rejects.toMatchObject({
        code: 'bad-token',
      });
      await expect(joinTable(server.url, { id: made.id, token: made.seats.israeli!.token.slice(1) })).rejects.toThrow(
        SeatError,
      );
      const watcher = await joinTable(server.url, { id: made.id });
      await expect(watcher.play(anyLegal())).rejects.toMatchObject({ code: 'watcher' });
      watcher.close();
    });
  });

  it('an action out of turn is refused, even one legal for the seat that must decide', async () => {
    await unchanged(() =>
      expect(seats[waiting()]!.play(anyLegal())).rejects.toMatchObject({
        name: 'SeatError',
        code: 'not-your-decision',
      }),
    );
  });

  it('an illegal action, or one of no shape the game knows, is refused with RulesError', async () => {
    const me = seats[deciding()]!;
    await unchanged(async () => {
      for (const action of [
        { type: 'move', unit: 'no-such-unit', hex: '0101' },
        { type: 5 },
        null,
        { type: 'move', unit: {} },
        'end',
      ]) {
        await expect(me.play(action)).rejects.toMatchObject({ name: 'RulesError' });
      }
    });
  });

  it('a replayed or skipped sequence number is refused', async () => {
    const s = await raw({ table: made.id, token: made.seats[deciding()]!.token });
    const seq = (await publicView(server.url, made.id)).seq;
    await unchanged(async () => {
      expect((await ask(s, 'play', { seq, action: anyLegal() })).error).toMatchObject({ code: 'stale' });
      expect((await ask(s, 'play', { seq: seq + 2, action: anyLegal() })).error).toMatchObject({ code: 'skipped' });
      expect((await ask(s, 'play', { seq: 'x', action: anyLegal() })).error).toMatchObject({ code: 'bad-message' });
    });
  });

  it('a message over 64 KB is refused', async () => {
    const s = await raw({ table: made.id, token: made.seats[deciding()]!.token });
    const seq = (await publicView(server.url, made.id)).seq;
    await unchanged(async () => {
      const r = await ask(s, 'play', { seq: seq + 1, action: { ...(anyLegal() as object), pad: 'x'.repeat(70_000) } });
      expect(r.error).toMatchObject({ code: 'too-large' });
    });
  });

  it('a flood is cut to the rate a connection may send: the rest refused', async () => {
    const s = await raw({ table: made.id, token: made.seats[waiting()]!.token });
    await unchanged(async () => {
      const answers = await Promise.all(
        Array.from({ length: 80 }, () => ask(s, 'play', { seq: 1, action: { type: 'end' } })),
      );
      expect(answers.filter((a) => a.error?.code === 'rate-limited').length).toBeGreaterThan(30);
      expect(answers.every((a) => !a.ok)).toBe(true);
    });
  });

  it('a connection that keeps flooding is cut off', async () => {
    const s = await raw({ table: made.id, token: made.seats[waiting()]!.token });
    const cut = new Promise((resolve) => s.once('disconnect', resolve));
    for (let i = 0; i < 200; i++) s.emit('play', { seq: 1, action: { type: 'end' } }, () => undefined);
    expect(await cut).toBe('io server disconnect');
  });

  it('the seats still play after all that', async () => {
    const before = (await publicView(server.url, made.id)).seq;
    await playRandomly(seats, 2, random(2));
    expect((await publicView(server.url, made.id)).seq).toBe(before + 2);
  });
});
