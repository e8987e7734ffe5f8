// Correspondence: when the decision passes to a seat, `serve` POSTs
// { table, side, link } to the table's own webhook (POST /api/tables with
// options.webhook) or else to the server's (--webhook). A receiver in this
// process hears them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OnlineTable } from '../../src/online.js';
import { newTable, startServer, tempDir, type ServerProcess } from './server-process.js';
import { joinSeats } from './players.js';

interface Post {
  path: string;
  body: { table: string; side: string; link: string };
}

let server: ServerProcess;
let receiver: Server;
let hooks = '';
const posts: Post[] = [];
const heard: (() => void)[] = [];
const open: OnlineTable[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      posts.push({ path: req.url!, body: JSON.parse(body) });
      res.end();
      for (const h of heard.splice(0)) h();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startServer([
    ...['--port', '0', '--data', tempDir('across-suez-webhook')],
    ...['--webhook', `${hooks}/server`, '--table-webhooks', `${hooks}/table`],
  ]);
}, 120_000);
afterAll(async () => {
  for (const t of open) t.close();
  await server?.stop();
  receiver?.close();
}, 60_000);

/** Resolves once a POST about `table` telling `side` has come. */
async function told(table: string, side: string): Promise<Post> {
  for (;;) {
    const post = posts.find((p) => p.body.table === table && p.body.side === side);
    if (post) return post;
    await new Promise<void>((resolve) => heard.push(resolve));
  }
}

/** Israeli movement, Game-Turn 2: two `end`s pass the decision to the Egyptian seat. */
const position = { turn: 2, side: 'israeli', phase: 'movement', units: { 'reshev-2': '0308', '16-1': '0512' } };

async function handOver(made: Awaited<ReturnType<typeof newTable>>): Promise<void> {
  const seats = await joinSeats(server.url, made);
  open.push(...Object.values(seats));
  for (let i = 0; i < 2; i++) await seats.israeli!.play({ type: 'end' });
}

describe('webhooks', () => {
  it("a table made with its own webhook tells it, not the server's, when the decision passes", async () => {
    const made = await newTable(server.url, { game: 'across-suez', options: { position, webhook: `${hooks}/table` } });
    await handOver(made);
    const post = await told(made.id, 'egyptian');
    expect(post.path).toBe('/table');
    expect(post.body.link).toBe(`${server.url}/play#table=${made.id}`);
    expect(posts.filter((p) => p.body.table === made.id).map((p) => p.path)).not.toContain('/server');
  });

  it("a table made without one tells the server's webhook", async () => {
    const made = await newTable(server.url, { game: 'across-suez', options: { position } });
    await handOver(made);
    expect((await told(made.id, 'egyptian')).path).toBe('/server');
  });

  it('a table webhook outside the --table-webhooks prefixes is refused', async () => {
    for (const webhook of [
      `${hooks}/elsewhere`,
      'http://169.254.169.254/latest/meta-data',
      `${hooks.replace('127.0.0.1', 'localhost')}/table`,
    ]) {
      const r = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        body: JSON.stringify({ game: 'across-suez', options: { webhook } }),
      });
      expect(r.status).toBe(400);
      expect((await r.json()).error).toBe(`options.webhook: must start with ${hooks}/table`);
    }
  });

  it('a webhook that is no http or https address is refused, and no table is made', async () => {
    for (const webhook of ['file:///etc/passwd', 'not a url', 42]) {
      const r = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        body: JSON.stringify({ game: 'across-suez', options: { webhook } }),
      });
      expect(r.status).toBe(400);
      expect((await r.json()).error).toContain('options.webhook');
    }
  });
});
