// The tables this process has loaded, by id, and how new ones are made.
import { randomInt } from 'node:crypto';
import { createGame } from '../../engine/registry.js';
import { SeatError } from '../protocol.js';
import { sidesOf } from '../match-view.js';
import { LiveTable } from './live-table.js';
import type { Store } from './store.js';
import { newTableId, newToken, tokenHash } from './tokens.js';

/** What POST /api/tables takes. */
export interface NewTable {
  game: string;
  options?: { tables?: string; position?: unknown; webhook?: unknown };
}

/** An http(s) address, normalised (an origin alone gains its '/'), or null. */
function httpAddress(url: unknown): string | null {
  const parsed = typeof url === 'string' && url.length <= 2000 && URL.canParse(url) ? new URL(url) : null;
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.href : null;
}

/** The prefixes a table's own webhook may start with (`serve --table-webhooks`), normalised; RangeError if one is no http(s) address. */
export function webhookPrefixes(prefixes: readonly string[]): string[] {
  return prefixes.map((p) => {
    const href = httpAddress(p);
    if (!href) throw new RangeError(`--table-webhooks: "${p.slice(0, 80)}" is no http or https address`);
    return href;
  });
}

/**
 * A table's own webhook, or RangeError. The server POSTs to it from inside
 * its own network, so a table's maker could aim it at an internal address:
 * tables may name one only under a prefix the server was started with.
 */
function webhookOf(url: unknown, allowed: readonly string[]): string | null {
  if (url === undefined) return null;
  if (allowed.length === 0)
    throw new RangeError('options.webhook: this server takes no table webhooks (serve --table-webhooks)');
  const href = httpAddress(url);
  if (!href) throw new RangeError('options.webhook: an http or https address');
  if (!allowed.some((p) => href.startsWith(p)))
    throw new RangeError(`options.webhook: must start with ${allowed.join(' or ')}`);
  return href;
}

export class Directory {
  #loaded = new Map<string, Promise<LiveTable | null>>();

  /** `webhooks`: the prefixes a table's own webhook may start with (none: tables name no webhook). */
  constructor(
    readonly store: Store,
    readonly webhooks: readonly string[] = [],
  ) {}

  /** The table, loaded once; SeatError 'unknown-table' when there is none. */
  async get(id: unknown): Promise<LiveTable> {
    if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) throw new SeatError('unknown-table', 'No such table');
    let p = this.#loaded.get(id);
    if (!p) {
      p = LiveTable.load(this.store, id);
      this.#loaded.set(id, p);
      p.catch(() => this.#loaded.delete(id));
    }
    const t = await p;
    if (!t) {
      this.#loaded.delete(id);
      throw new SeatError('unknown-table', `No table ${id}`);
    }
    return t;
  }

  /** Forgets a table nobody is connected to (it is read again from the store when asked for). */
  drop(id: string): void {
    this.#loaded.delete(id);
  }

  get size(): number {
    return this.#loaded.size;
  }

  /** A new table: the game made with a secret seed, a token per seat. Throws RangeError or the game's errors. */
  async create(req: NewTable): Promise<{ id: string; game: string; tokens: Record<string, string> }> {
    if (typeof req?.game !== 'string') throw new RangeError('say which game: { "game": "<id>" }');
    const options = req.options ?? {};
    if (typeof options !== 'object') throw new RangeError('options is an object');
    // the seed is secret, and every die is drawn afresh by the server anyway (live-table.ts)
    const webhook = webhookOf(options.webhook, this.webhooks);
    const seed = randomInt(0, 0x100000000);
    const game = await createGame(req.game, {
      seed,
      ...(options.position !== undefined && { position: options.position }),
      ...(options.tables !== undefined && { tables: options.tables }),
    } as { seed: number });
    const id = newTableId();
    const tokens: Record<string, string> = {};
    for (const side of sidesOf(game)) tokens[side] = newToken();
    const seats = Object.fromEntries(Object.entries(tokens).map(([s, t]) => [s, tokenHash(t)]));
    await this.store.createTable({ id, game: req.game, header: game.toRecord(), seats, webhook, orders: {} });
    return { id, game: req.game, tokens };
  }
}
