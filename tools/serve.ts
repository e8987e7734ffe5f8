// npx across-suez serve: the online server (src/online/server) with every
// game of the package loaded. It prints its address.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseArgs } from 'node:util';
import '../src/games/across-suez/engine.js';
import '../src/games/yom-kippur/engine.js';
import { serve } from '../src/online/server/server.js';

export const SERVE_USAGE = `usage: across-suez serve [options]

  --port <n>          the port (default 8787; 0: any free port)
  --host <address>    the address to listen on (default 127.0.0.1)
  --data <folder>     the embedded database's folder (default ./across-suez-data)
  --database <url>    a Postgres server instead (postgres://user:pass@host/db): several
                      processes on one database serve the same tables
  --origin <origin>   a page origin allowed to make tables and connect (repeat; * for any)
  --webhook <url>     POSTed { table, side, link } when a seat must decide
  --table-webhooks <prefix>
                      let a table name its own webhook, if it starts with this
                      address (repeat; e.g. https://hooks.example.org/): none by default
  --public-url <url>  the address players reach the server by (behind a reverse proxy)
  --rate <n>          messages a connection may send a second (default 20, bursts of twice that)
`;

/** The built elements (dist/), wherever this module runs from: dist/esm/ once built, tools/ from source. */
function assets(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.join(here, '..'), path.join(here, '..', 'dist')].find((d) => existsSync(path.join(d, 'across-suez.js')));
}

export async function serveCommand(argv: string[]): Promise<number> {
  const { values: v } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      database: { type: 'string' },
      origin: { type: 'string', multiple: true },
      webhook: { type: 'string' },
      'table-webhooks': { type: 'string', multiple: true },
      'public-url': { type: 'string' },
      rate: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (v.help) {
    process.stdout.write(SERVE_USAGE);
    return 0;
  }
  const port = Number(v.port ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`--port must be a port number, not "${v.port}"`);
  const rate = Number(v.rate ?? 20);
  if (!(rate > 0)) throw new RangeError(`--rate must be a positive number, not "${v.rate}"`);
  const dir = assets();
  const server = await serve({
    port,
    host: v.host ?? '127.0.0.1',
    ...(v.database ? { database: v.database } : { data: v.data ?? './across-suez-data' }),
    origins: v.origin ?? [],
    ...(v.webhook && { webhook: v.webhook }),
    ...(v['table-webhooks'] && { tableWebhooks: v['table-webhooks'] }),
    ...(v['public-url'] && { publicUrl: v['public-url'].replace(/\/$/, '') }),
    ...(dir && { assets: dir }),
    rate: { perSecond: rate, burst: 2 * rate },
  });
  process.stdout.write(
    `across-suez serve: listening on ${server.url} (${v.database ? 'Postgres server' : `embedded database in ${v.data ?? './across-suez-data'}`})\n`,
  );
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
