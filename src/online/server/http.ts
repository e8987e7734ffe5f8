// The HTTP side: make a table, read a table's public view, health, and the
// play page that a seat's or a watcher's link opens.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_MESSAGE_BYTES, SeatError } from '../protocol.js';
import { decidingSide, isOver, publicHeader, recordText } from '../match-view.js';
import type { Directory } from './directory.js';
import { playPage } from './play-page.js';

export interface HttpOptions {
  /** The server's address as players reach it: links are made from it. */
  publicUrl: () => string;
  /** Pages on these origins may call the API ('*': any). */
  origins: string[];
  /** Where the built elements are (dist/), for the play page; none: no play page. */
  assets?: string;
  /** Which seats have a client connected. */
  presence: (id: string) => Promise<unknown>;
  log: (line: string) => void;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

export function httpHandler(tables: Directory, o: HttpOptions) {
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    res.end(JSON.stringify(body));
  };
  const cors = (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (origin && (o.origins.includes('*') || o.origins.includes(origin))) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'origin');
      res.setHeader('access-control-allow-methods', 'GET, POST');
      res.setHeader('access-control-allow-headers', 'content-type');
    }
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://server');
    cors(req, res);
    try {
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
      if (url.pathname === '/healthz') return send(res, 200, { ok: true, tables: tables.size });
      if (url.pathname === '/api/tables' && req.method === 'POST') {
        const made = await tables.create(JSON.parse(await body(req)));
        const base = o.publicUrl();
        const link = (token?: string) => `${base}/play#table=${made.id}${token ? `&token=${token}` : ''}`;
        o.log(`table ${made.id} made (${made.game})`);
        return send(res, 201, {
          id: made.id,
          game: made.game,
          seats: Object.fromEntries(
            Object.entries(made.tokens).map(([side, token]) => [side, { token, link: link(token) }]),
          ),
          watch: { link: link() },
        });
      }
      const view = /^\/api\/tables\/([^/]+)$/.exec(url.pathname);
      if (view && req.method === 'GET') {
        const t = await tables.get(decodeURIComponent(view[1]!));
        if (tables.store.shared) await t.exclusive(() => t.catchUp());
        const actions = await tables.store.actions(t.id);
        return send(res, 200, {
          id: t.id,
          game: t.row.game,
          seq: t.seq,
          record: recordText(
            publicHeader(t.row.header),
            actions.map((a) => a.line),
          ),
          deciding: decidingSide(t.game),
          over: isOver(t.game),
          winner: t.game.winningSide,
          presence: await o.presence(t.id),
        });
      }
      if (url.pathname === '/play' && o.assets) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(playPage());
      }
      const file = /^\/dist\/([\w.-]+\.js)$/.exec(url.pathname);
      if (file && o.assets && existsSync(path.join(o.assets, file[1]!))) {
        res.writeHead(200, { 'content-type': TYPES[path.extname(file[1]!)] ?? 'application/octet-stream' });
        return void res.end(readFileSync(path.join(o.assets, file[1]!)));
      }
      if (url.pathname.startsWith('/socket.io')) return; // Socket.IO answers
      send(res, 404, { error: 'not found' });
    } catch (e) {
      if (e instanceof SeatError) return send(res, 404, { error: e.message, code: e.code });
      send(res, 400, { error: (e as Error).message });
    }
  };
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_MESSAGE_BYTES) {
        reject(new RangeError(`a request is at most ${MAX_MESSAGE_BYTES} bytes`));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
