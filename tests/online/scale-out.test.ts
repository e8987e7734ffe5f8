// Two `serve` processes on one Postgres server, with Socket.IO's Postgres
// adapter between them, a client on each, one game: every action reaches
// both; when both send action N at once, one is stored and the other is
// refused, so none is lost or stored twice. Needs Postgres's binaries
// (CI installs Debian's postgresql package).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { joinTable, type OnlineTable } from '../../src/online.js';
import { newTable, publicView, startServer, type ServerProcess } from './server-process.js';
import { holding, playRandomly, random } from './players.js';
import { postgresBin, startPostgres, type PostgresServer } from './postgres-server.js';

const bin = postgresBin();
if (!bin)
  console.warn(
    'scale-out test not run: no Postgres binaries under /usr/lib/postgresql (apt-get install -y postgresql)',
  );

let pg: PostgresServer;
const servers: ServerProcess[] = [];
const clients: OnlineTable[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  if (!bin) return;
  pg = await startPostgres(bin, await freePort());
  // one after the other: the first makes the schema
  for (let i = 0; i < 2; i++) servers.push(await startServer(['--port', '0', '--database', pg.url]));
}, 180_000);
afterAll(async () => {
  for (const c of clients) c.close();
  for (const s of servers) await s.stop();
  await pg?.stop();
}, 60_000);

describe.runIf(bin)('two serve processes on one Postgres', () => {
  it('play one game: every action reaches the clients of both, and when both send action N at once exactly one is stored', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const made = await newTable(a.url, { game: 'across-suez' });
    const sides = Object.keys(made.seats);
    // each seat has a client on each server; a watcher on the second
    const on = async (s: ServerProcess, side: string) => {
      const t = await joinTable(s.url, { id: made.id, token: made.seats[side]!.token });
      clients.push(t);
      return t;
    };
    const seatsA = { [sides[0]!]: await on(a, sides[0]!), [sides[1]!]: await on(b, sides[1]!) };
    const seatsB = { [sides[0]!]: await on(b, sides[0]!), [sides[1]!]: await on(a, sides[1]!) };
    const watcher = await joinTable(b.url, { id: made.id });
    clients.push(watcher);
    const everyone = [...Object.values(seatsA), ...Object.values(seatsB), watcher];

    await playRandomly(seatsA, 15, random(11), everyone);
    let races = 0;
    const rand = random(12);
    for (let i = 0; i < 15; i++) {
      const side = watcher.game.actingSide;
      if (side === null) break;
      const one = seatsA[side]!;
      const two = seatsB[side]!; // the same seat, through the other server
      const legal = one.game.legalActions();
      const results = await Promise.allSettled([
        one.play(legal[Math.floor(rand() * legal.length)]),
        two.play(legal[Math.floor(rand() * legal.length)]),
      ]);
      const stored = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(stored.length + refused.length).toBe(2);
      expect(stored.length).toBeGreaterThanOrEqual(1);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toMatchObject({ name: 'SeatError', code: 'stale' });
      if (refused.length) races++;
      const seq = Math.max(...stored.map((r) => (r as PromiseFulfilledResult<{ seq: number }>).value.seq));
      await Promise.all(everyone.map((t) => holding(t, seq)));
    }
    expect(races).toBeGreaterThan(0);
    const viewA = await publicView(a.url, made.id);
    const viewB = await publicView(b.url, made.id);
    expect(viewB).toEqual(viewA);
    for (const t of everyone) expect(t.game.toRecord()).toBe(viewA.record);
    expect(viewA.presence).toEqual({ seats: { israeli: true, egyptian: true }, watchers: 1 });
  }, 180_000);
});
