// The online server: HTTP (tables, health, the play page) and Socket.IO on
// one port, over the store — Postgres embedded in the process (PGlite) or a
// Postgres server shared by several processes, whose Socket.IO adapter then
// carries every broadcast to the clients of the others. The games it plays
// are those registered with the engine (the caller imports their entries).
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { MAX_MESSAGE_BYTES, SOCKET_PATH } from '../protocol.js';
import { Directory, webhookPrefixes } from './directory.js';
import { embeddedDatabase, serverDatabase } from './database.js';
import { httpHandler } from './http.js';
import { attachSockets, presenceOf } from './sockets.js';
import { Store } from './store.js';
import { webhookSender } from './webhook.js';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** The embedded database's folder (when there is no `database`). */
  data?: string;
  /** A Postgres server's URL: shared with other processes, through the Socket.IO Postgres adapter. */
  database?: string;
  /** Page origins allowed to call the API and connect ('*': any); the play page is always allowed. */
  origins?: string[];
  /** POSTed { table, side, link } whenever a seat must decide. */
  webhook?: string;
  /** Address prefixes a table's own webhook (POST /api/tables options.webhook) may start with; none: refused. */
  tableWebhooks?: string[];
  /** The address players reach the server by (a reverse proxy's); default: the address it listens on. */
  publicUrl?: string;
  /** The built elements (dist/) for the play page. */
  assets?: string;
  /** Messages a connection may send a second, and at once (default 20 and 40). */
  rate?: { perSecond: number; burst: number };
  log?: (line: string) => void;
}

export interface OnlineServer {
  /** http://host:port */
  url: string;
  io: Server;
  http: HttpServer;
  close(): Promise<void>;
}

export async function serve(o: ServeOptions = {}): Promise<OnlineServer> {
  const log = o.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (!o.database && !o.data) throw new RangeError('serve needs a data folder or a database URL');
  const tableWebhooks = webhookPrefixes(o.tableWebhooks ?? []);
  const db = o.database ? await serverDatabase(o.database) : await embeddedDatabase(o.data!);
  const store = await Store.open(db);
  const tables = new Directory(store, tableWebhooks);
  const origins = o.origins ?? [];
  const http = createServer();
  const io = new Server(http, {
    path: SOCKET_PATH,
    serveClient: false,
    // a larger message is cut at the transport; up to this size it gets a clear error (sockets.ts)
    maxHttpBufferSize: 16 * MAX_MESSAGE_BYTES,
    cors: { origin: origins.includes('*') ? true : origins },
  });
  if (o.database) {
    const { createAdapter } = await import('@socket.io/postgres-adapter');
    await db
      .query(
        `CREATE TABLE IF NOT EXISTS socket_io_attachments (
      id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`,
        [],
      )
      .catch(() => undefined);
    io.adapter(createAdapter((db as Awaited<ReturnType<typeof serverDatabase>>).pool));
  }
  let url = '';
  const publicUrl = () => o.publicUrl ?? url;
  attachSockets(io, tables, {
    rate: o.rate ?? { perSecond: 20, burst: 40 },
    log,
    onDecision: webhookSender(o.webhook ?? null, publicUrl, log),
  });
  http.on(
    'request',
    httpHandler(tables, {
      publicUrl,
      origins,
      ...(o.assets && { assets: o.assets }),
      presence: (id) => presenceOf(io, id, tables),
      log,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(o.port ?? 8787, o.host ?? '127.0.0.1', () => resolve());
  });
  const a = http.address() as AddressInfo;
  url = `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`;
  return {
    url,
    io,
    http,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await store.close();
    },
  };
}
