// `across-suez serve` in a child process with its embedded database in a
// temporary folder: tables made over HTTP, both games played by two seats
// while a third client watches, the public view, and a crash (kill -9) in
// the middle of a game that loses no stored action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinTable, RulesError, SeatError, type OnlineTable } from '../../src/online.js';
import { newTable, publicView, startServer, tempDir, type ServerProcess } from './server-process.js';
import { holding, joinSeats, playRandomly, random } from './players.js';

let server: ServerProcess;
const data = tempDir('across-suez-online');
const open: OnlineTable[] = [];

beforeAll(async () => {
  server = await startServer(['--port', '0', '--data', data]);
}, 120_000);
afterAll(async () => {
  for (const t of open) t.close();
  await server?.stop();
}, 60_000);

describe('across-suez serve', () => {
  it('prints its address and answers /healthz', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({ ok: true });
  });

  it('POST /api/tables gives each seat a long random token and a link carrying it in the fragment', async () => {
    const made = await newTable(server.url, { game: 'yom-kippur', options: { tables: 'revised' } });
    expect(Object.keys(made.seats).sort()).toEqual(['egyptian', 'israeli']);
    for (const { token, link } of Object.values(made.seats)) {
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(link).toBe(`${server.url}/play#table=${made.id}&token=${token}`);
    }
    expect(made.watch.link).toBe(`${server.url}/play#table=${made.id}`);
    expect(server.output()).not.toContain(made.seats.israeli!.token);
  });

  it('refuses a table of a game it does not know, or a position the game refuses', async () => {
    const r = await fetch(`${server.url}/api/tables`, { method: 'POST', body: JSON.stringify({ game: 'chess' }) });
    expect(r.status).toBe(400);
    expect((await r.json()).error).toContain('no game "chess"');
    const bad = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({ game: 'across-suez', options: { position: { turn: 99 } } }),
    });
    expect(bad.status).toBe(400);
  });

  for (const game of ['across-suez', 'yom-kippur']) {
    it(`${game}: two seats play through the server; every client and the public view hold the same record, without the seed`, async () => {
      const made = await newTable(server.url, { game });
      const seats = await joinSeats(server.url, made);
      const watcher = await joinTable(server.url, { id: made.id });
      open.push(...Object.values(seats), watcher);
      expect(watcher.seat).toBeNull();
      const seen: number[] = [];
      watcher.addEventListener('action', (e) => seen.push((e as CustomEvent<{ seq: number }>).detail.seq));
      await playRandomly(seats, 40, random(7), [watcher]);
      const view = await publicView(server.url, made.id);
      expect(view.seq).toBe(40);
      expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(view.record).toMatch(/^seed 0$/m);
      for (const t of [...Object.values(seats), watcher]) {
        expect(t.seq).toBe(40);
        expect(t.game.toRecord()).toBe(view.record);
      }
      expect(view.presence).toEqual({ seats: { israeli: true, egyptian: true }, watchers: 1 });
      expect(view.deciding).toBe(watcher.game.actingSide);
    }, 120_000);
  }

  it('the mirror is read-only: the game changes only through table.play', async () => {
    const made = await newTable(server.url, { game: 'across-suez' });
    const watcher = await joinTable(server.url, { id: made.id });
    open.push(watcher);
    expect(() => watcher.game.apply({ type: 'end' })).toThrow(/read-only/);
    await expect(watcher.play({ type: 'end' })).rejects.toThrow(SeatError);
  });

  it('a crash (kill -9) in the middle of a game loses no stored action, and the clients resume after the restart', async () => {
    const made = await newTable(server.url, { game: 'across-suez' });
    const seats = await joinSeats(server.url, made);
    open.push(...Object.values(seats));
    await playRandomly(seats, 12, random(3));
    const before = await publicView(server.url, made.id);
    const statuses: string[] = [];
    seats.israeli!.addEventListener('status', (e) => statuses.push((e as CustomEvent<string>).detail));
    await server.kill();
    server = await startServer(['--port', String(server.port), '--data', data]);
    await Promise.all(
      Object.values(seats).map(
        (t) =>
          new Promise<void>((resolve) =>
            t.status === 'open' ? resolve() : t.addEventListener('status', () => t.status === 'open' && resolve()),
          ),
      ),
    );
    expect(statuses).toEqual(['reconnecting', 'open']);
    expect((await publicView(server.url, made.id)).record).toBe(before.record);
    await playRandomly(seats, 8, random(4));
    const after = await publicView(server.url, made.id);
    expect(after.seq).toBe(20);
    expect(after.record.startsWith(before.record)).toBe(true);
    for (const t of Object.values(seats)) {
      await holding(t, 20);
      expect(t.game.toRecord()).toBe(after.record);
    }
  }, 120_000);

  it("an illegal action is refused with the engine's RulesError", async () => {
    const made = await newTable(server.url, { game: 'across-suez' });
    const seats = await joinSeats(server.url, made);
    open.push(...Object.values(seats));
    const side = seats.israeli!.game.actingSide!;
    await expect(seats[side]!.play({ type: 'move', unit: 'no-such-unit', hex: '0101' })).rejects.toThrow(RulesError);
  });
});
