// Where tables live: a header per table and an append-only log of its
// actions, in Postgres — embedded in the process (PGlite, a data folder) or a
// server (pg). The same SQL in both. The log's primary key (table, seq) is
// what keeps two processes from both storing action N: the second INSERT
// fails, and that process reloads the table before it answers.
import type { StandingOrder, StoredAction } from '../protocol.js';

/** The one thing the store needs of a database: a parameterised query. */
export interface Sql {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  close(): Promise<void>;
  /** True when other processes may write to the same database (a Postgres server). */
  readonly shared: boolean;
}

/** A table as stored: what the game started from, the seats' token hashes, the webhook. */
export interface TableRow {
  id: string;
  game: string;
  /** The record's header lines: game, secret seed, position. */
  header: string;
  /** sha256 of each seat's token, by side. */
  seats: Record<string, string>;
  webhook: string | null;
  /** Each seat's standing orders, by side. */
  orders: Record<string, StandingOrder[]>;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS online_tables (
  id text PRIMARY KEY,
  game text NOT NULL,
  header text NOT NULL,
  seats jsonb NOT NULL,
  webhook text,
  orders jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS online_actions (
  table_id text NOT NULL REFERENCES online_tables(id),
  seq integer NOT NULL CHECK (seq > 0),
  side text NOT NULL,
  action jsonb NOT NULL,
  die smallint,
  line text NOT NULL,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_id, seq)
);`;

/** Postgres's code for a unique violation: another writer stored this sequence number first. */
const UNIQUE_VIOLATION = '23505';

export class DuplicateSequence extends Error {}

interface ActionRow {
  seq: number;
  side: string;
  action: unknown;
  die: number | null;
  line: string;
}

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export class Store {
  private constructor(readonly sql: Sql) {}

  static async open(sql: Sql): Promise<Store> {
    // two processes starting at once may both create the schema: the loser's error is harmless
    try {
      await sql.query(SCHEMA);
    } catch (e) {
      if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
    }
    return new Store(sql);
  }

  get shared(): boolean {
    return this.sql.shared;
  }

  async createTable(t: TableRow): Promise<void> {
    await this.sql.query(
      'INSERT INTO online_tables (id, game, header, seats, webhook, orders) VALUES ($1, $2, $3, $4, $5, $6)',
      [t.id, t.game, t.header, JSON.stringify(t.seats), t.webhook, JSON.stringify(t.orders)],
    );
  }

  async table(id: string): Promise<TableRow | null> {
    const { rows } = await this.sql.query<TableRow>(
      'SELECT id, game, header, seats, webhook, orders FROM online_tables WHERE id = $1',
      [id],
    );
    const r = rows[0];
    return r ? { ...r, seats: parsed(r.seats), orders: parsed(r.orders) } : null;
  }

  async setOrders(id: string, side: string, orders: StandingOrder[]): Promise<void> {
    await this.sql.query(`UPDATE online_tables SET orders = jsonb_set(orders, $2, $3::jsonb) WHERE id = $1`, [
      id,
      `{${side}}`,
      JSON.stringify(orders),
    ]);
  }

  /** The actions stored after sequence number `after`, in order. */
  async actions(id: string, after = 0): Promise<StoredAction[]> {
    const { rows } = await this.sql.query<ActionRow>(
      'SELECT seq, side, action, die, line FROM online_actions WHERE table_id = $1 AND seq > $2 ORDER BY seq',
      [id, after],
    );
    return rows.map((r) => ({
      seq: r.seq,
      side: r.side,
      action: parsed(r.action),
      line: r.line,
      ...(r.die !== null && { die: r.die }),
    }));
  }

  /** Appends one action; throws DuplicateSequence when another writer stored this sequence number first. */
  async append(id: string, a: StoredAction): Promise<void> {
    try {
      await this.sql.query(
        'INSERT INTO online_actions (table_id, seq, side, action, die, line) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, a.seq, a.side, JSON.stringify(a.action), a.die ?? null, a.line],
      );
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION)
        throw new DuplicateSequence(`action ${a.seq} of ${id} is stored already`);
      throw e;
    }
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}
