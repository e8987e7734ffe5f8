// The two databases the store runs on, behind one `Sql`: Postgres embedded
// in the process (PGlite: a data folder, nothing to install) by default, or
// a Postgres server (pg) shared by several processes. pg is an optional
// dependency, loaded only when a --database URL asks for it.
import { mkdirSync } from 'node:fs';
import type { Pool } from 'pg';
import type { Sql } from './store.js';

/** PGlite in `dir` (made if missing). PGlite runs one query at a time. */
export async function embeddedDatabase(dir: string): Promise<Sql> {
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  return {
    shared: false,
    query: async <R>(text: string, params?: unknown[]) => {
      // a script of several statements (the schema) has no parameters and goes through exec
      if (!params) {
        await db.exec(text);
        return { rows: [] as R[] };
      }
      const r = await db.query<R>(text, params);
      return { rows: r.rows };
    },
    close: () => db.close(),
  };
}

/** A pool of connections to a Postgres server; `pool` is handed to the Socket.IO adapter too. */
export async function serverDatabase(url: string): Promise<Sql & { pool: Pool }> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (e) => process.stderr.write(`postgres: ${e.message}\n`));
  return {
    shared: true,
    pool,
    query: async <R>(text: string, params?: unknown[]) => {
      const r = await pool.query(text, params);
      return { rows: r.rows as R[] };
    },
    close: () => pool.end(),
  };
}
