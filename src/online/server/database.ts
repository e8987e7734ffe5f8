// The two databases the store runs on, behind one `Sql`: Postgres embedded
// in the process (PGlite: a data folder, nothing to install) by default, or
// a Postgres server (pg) shared by several processes. pg is an optional
// dependency, loaded only when a --database URL asks for it.
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';
import type { Sql } from './store.js';

/** PGlite in `dir` (made if missing). PGlite runs one query at a time. */
export async function embeddedDatabase(dir: string): Promise<Sql> {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) await createDatabase(dir);
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

/**
 * Makes a new folder a database (initdb) in a child process. initdb grows
 * PGlite's WebAssembly memory and buffers by some 500 MB, which a process
 * keeps once grown (an instance closed in the server's own process leaves
 * them to a garbage collection that may never come); a child gives them
 * back when it ends. Postgres's shared buffers are then set to 16 MB (its
 * default, 128 MB, is resident memory the server would hold for nothing: a
 * table's actions are a few kilobytes); the folder's postgresql.conf is the
 * place to change it.
 */
async function createDatabase(dir: string): Promise<void> {
  const { spawn } = await import('node:child_process');
  const code = `const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();`;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', code, import.meta.resolve('@electric-sql/pglite'), dir],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (status !== 0) throw new Error(`initdb of ${dir} failed: ${errors.trim().slice(-500)}`);
  appendFileSync(join(dir, 'postgresql.conf'), '\n# set by serve: see docs/online.md\nshared_buffers = 16MB\n');
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
