// One table in play in this process: its game, replayed from the store, and
// the one door actions come in by. The server decides here who may act
// (the seat the rules wait for), whether the action is legal (the game's own
// apply), which die it rolls (drawn by the server when the action is
// played, so no client can know it before), and stores it under the next
// sequence number before anyone hears of it.
import { randomInt } from 'node:crypto';
import { gameFromRecord, type AnyMatch } from '../../engine/registry.js';
import { RulesError } from '../../engine/rules-error.js';
import { SeatError, matchesOrder, type StandingOrder, type StoredAction } from '../protocol.js';
import { decidingSide, dieFaces, lastEntry, recordText } from '../match-view.js';
import { DuplicateSequence, type Store, type TableRow } from './store.js';

export class LiveTable {
  /** The sequence number of the last action stored (0: none). */
  seq: number;
  /** A die forced into the game and not yet rolled. */
  #diePending = false;
  /** Plays on this table, one at a time. */
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly row: TableRow,
    public game: AnyMatch,
    seq: number,
    private readonly store: Store,
  ) {
    this.seq = seq;
  }

  /** The table as stored, replayed; null when there is none. */
  static async load(store: Store, id: string): Promise<LiveTable | null> {
    const row = await store.table(id);
    if (!row) return null;
    const actions = await store.actions(id);
    const game = await gameFromRecord(
      recordText(
        row.header,
        actions.map((a) => a.line),
      ),
    );
    return new LiveTable(row, game, actions.length, store);
  }

  get id(): string {
    return this.row.id;
  }

  /** Runs `job` after every play already queued on this table. */
  exclusive<T>(job: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(job, job);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Plays the actions other processes stored since this one last looked. */
  async catchUp(): Promise<StoredAction[]> {
    const fresh = await this.store.actions(this.id, this.seq);
    for (const a of fresh) {
      if (a.die !== undefined) this.game.forceDice([a.die]);
      this.game.apply(a.action);
      this.seq = a.seq;
    }
    if (fresh.length) this.#diePending = false;
    return fresh;
  }

  /** The game again from the store (after a write that failed half-way). */
  async reload(): Promise<void> {
    const again = await LiveTable.load(this.store, this.id);
    if (!again) throw new SeatError('unknown-table', `No table ${this.id}`);
    this.game = again.game;
    this.seq = again.seq;
    this.#diePending = false;
  }

  /**
   * `side` plays `action` as action number `seq`. Resolves with the action as
   * stored; throws SeatError or RulesError and changes nothing otherwise.
   */
  async play(side: string, seq: number, action: unknown): Promise<StoredAction> {
    if (this.store.shared) await this.catchUp();
    if (!Number.isInteger(seq)) throw new SeatError('bad-message', 'A play names its sequence number (seq)');
    if (seq <= this.seq) throw new SeatError('stale', `Action ${seq} is stored already: the table is at ${this.seq}`);
    if (seq > this.seq + 1) throw new SeatError('skipped', `The next action is ${this.seq + 1}, not ${seq}`);
    const deciding = decidingSide(this.game);
    if (deciding === null) throw new RulesError('over', '', 'The game is over');
    if (deciding !== side) throw new SeatError('not-your-decision', `It is ${deciding}'s decision, not ${side}'s`);
    const stored = this.#apply(side, action);
    try {
      await this.store.append(this.id, stored);
    } catch (e) {
      // another process stored this sequence number first (or the write failed): the store is the truth
      await this.reload();
      if (e instanceof DuplicateSequence)
        throw new SeatError('stale', `Action ${seq} was stored first by another play`);
      throw e;
    }
    this.seq = stored.seq;
    return stored;
  }

  /** The action a seat's standing orders give for the decision waiting now, if any. */
  standingAction(orders: StandingOrder[] | undefined): unknown {
    if (!orders?.length) return undefined;
    const legal = this.game.legalActions() as unknown[];
    for (const order of orders) {
      if (!legal.every((a) => (a as { type?: unknown }).type === order.when)) continue;
      const pick = legal.find((a) => matchesOrder(a, order));
      if (pick !== undefined) return pick;
    }
    return undefined;
  }

  #apply(side: string, action: unknown): StoredAction {
    if (!this.#diePending) {
      this.game.forceDice([randomInt(1, dieFaces(this.game) + 1)]);
      this.#diePending = true;
    }
    try {
      this.game.apply(action);
    } catch (e) {
      if (e instanceof RulesError) throw e;
      // the rules met a shape they never list (a hostile client's): refused all the same, the game unchanged
      throw new RulesError('bad-action', '', `Not an action of this game: ${(e as Error).message}`);
    }
    const { line, die } = lastEntry(this.game);
    if (die !== undefined) this.#diePending = false;
    return { seq: this.seq + 1, side, action, line, ...(die !== undefined && { die }) };
  }
}
