// A game being played: the engine's facade over any game's rules. It keeps
// the state, undo, the log and the record, and reports what happened as
// events; the rules (contract.ts) decide everything else. The rules run on
// action codes: the actions as data that legalActions() gives and apply()
// takes are the game's codec's translation of them. A game may extend it
// with its own verbs and questions.
import type { BaseAction, BaseEvent, BaseState, GameRules, Outcome } from './contract.js';
import { formatRecord, RECORD_MAX, RecordError, type GameRecord, type RecordEntry } from './record.js';
import { RulesError } from './rules-error.js';
import { checkedDice, type DiceState } from './rng.js';
import { notPlainData } from './input-check.js';
import { beginMatch, readPositionText, type MatchOptions } from './match-options.js';
import { SpareStates } from './spare-states.js';
import { ActionBuffer } from './action-buffer.js';
import { listedActions } from './action-listing.js';
import { MatchLog, type MatchLogEntry } from './match-log.js';
import { MatchUndo } from './match-undo.js';
import { HistoryCheckpoint } from './history-checkpoint.js';

export type { MatchLogEntry } from './match-log.js';
export type { MatchOptions } from './match-options.js';

/** A game's rules and context with a state of its own, for search. */
export interface SearchRoot<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> {
  rules: GameRules<S, A, E, C>;
  ctx: C;
  state: S;
}

/** What an action applied without events gave (none made). */
const NO_EVENTS: never[] = [];
Object.freeze(NO_EVENTS);

/** Die rolls forced ahead (a tutorial forces a few, a replay one at a time). */
const MAX_FORCED_DICE = 10_000;

type MatchClass<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> = new (
  rules: GameRules<S, A, E, C>,
  ctx: C,
  state: S,
  seed: number,
  setup: unknown,
) => Match<S, A, E, C>;

export class Match<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> extends EventTarget {
  protected state: S;
  #seed: number;
  #setup: unknown;
  /** The states the undo and the log no longer hold, for their next copies. */
  readonly #spare: SpareStates<S>;
  #undo: MatchUndo<S, A, E, C>;
  #log: MatchLog<S, A, E, C>;
  #history: RecordEntry<A>[] = [];
  #comment: string | undefined;
  /** A search copy: no undo, no log, no history, no events (see clone). */
  #light = false;
  /** The buffer legalActions() lists codes into. */
  readonly #codes = new ActionBuffer();
  /** The event types a listener was ever added for: an event no one could hear is not made. */
  readonly #heard = new Set<string>();
  /** Whether a listener may hear a game event (any type but 'change'): then actions make their events as they apply. */
  #eventsHeard = false;
  /** A record being replayed: its dice are forced on the state, so each action's events are made as it applies. */
  #replaying = false;
  /** What the last action of a search copy emitted. */
  #lightEvents: E[] = [];
  /** What the last action rolled. */
  protected lastOutcome: Outcome = {};
  /** The action legalActions() made last (a random player reads one): the codec's plain data, not checked again. */
  #madeLast: A | null = null;
  /** Its code, and the state's version when it was listed: while the state is that one, the code names it. */
  #madeLastCode = 0;
  #madeLastVersion = -1;
  /** Counts the changes of the state (a code may be relative to the state it was listed in: contract.ts). */
  #version = 0;

  constructor(
    readonly rules: GameRules<S, A, E, C>,
    protected readonly ctx: C,
    state: S,
    seed: number,
    setup: unknown,
  ) {
    super();
    this.state = state;
    this.#spare = new SpareStates(rules);
    this.#undo = new MatchUndo(new HistoryCheckpoint(rules, ctx, this.#spare));
    this.#log = new MatchLog(rules, ctx, this.#spare);
    this.#seed = seed;
    this.#setup = setup;
  }

  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: AddEventListenerOptions | boolean,
  ): void {
    this.#heard.add(type);
    if (type !== 'change') this.#eventsHeard = true;
    super.addEventListener(type, listener, options);
  }

  /** A new game of these rules (games without a facade of their own are played as a plain Match). */
  static async open<S extends BaseState, A extends BaseAction, E extends BaseEvent, C>(
    rules: GameRules<S, A, E, C>,
    ctx: C,
    options: MatchOptions = {},
  ): Promise<Match<S, A, E, C>> {
    const { state, seed, setup } = beginMatch(rules as never, ctx, await readPositionText(rules, ctx, options));
    return new Match(rules, ctx, state as S, seed, setup);
  }

  // ---- what the game is now ----
  get turn(): number {
    return this.state.turn;
  }
  /** The id of the side whose player-turn it is. */
  get phasingSide(): string {
    return this.#sideId(this.rules.phasing(this.ctx, this.state));
  }
  /** The id of the phase under way ('over' once the game has ended). */
  get phase(): string {
    return this.rules.phase(this.ctx, this.state);
  }
  /** The id of the side that must decide now, or null when the game is over. */
  get actingSide(): string | null {
    const a = this.rules.actor(this.ctx, this.state);
    return a < 0 ? null : this.#sideId(a);
  }
  get isOver(): boolean {
    return this.rules.actor(this.ctx, this.state) < 0;
  }
  /** The winning side's id, or null. */
  get winningSide(): string | null {
    const w = this.rules.winner(this.ctx, this.state);
    return w < 0 ? null : this.#sideId(w);
  }
  get seed(): number {
    return this.#seed;
  }
  get canUndo(): boolean {
    return this.#undo.canUndo(this.#history.length);
  }
  get log(): readonly MatchLogEntry[] {
    this.#log.catchUp(this.#history);
    return this.#log.entries;
  }
  /** What the last action emitted. */
  protected get lastEvents(): E[] {
    if (this.#light) return this.#lightEvents;
    this.#log.catchUp(this.#history);
    return this.#log.lastEvents;
  }
  get history(): readonly { action: string; comment?: string; die?: number; result?: string }[] {
    return this.#history.map((e) => ({
      action: this.rules.codec.format(e.action),
      ...(e.comment && { comment: e.comment }),
      ...(e.die && { die: e.die }),
      ...(e.result && { result: e.result }),
    }));
  }
  /** Actions in record form, for tools that replay or search. */
  get actions(): readonly A[] {
    return this.#history.map((e) => e.action);
  }

  /**
   * Every action the rules allow now (their codes translated, in the rules'
   * order); each is accepted by apply(). A read-only array: when the game's
   * codec makes an action from its code alone, each is made when first read.
   * (Typed mutable for the callers written before: it refuses every change.)
   */
  legalActions(): A[] {
    const { rules, ctx, state } = this;
    const codes = this.#codes;
    rules.legalCodes(ctx, state, codes);
    if (rules.codec.codeAlone) {
      const version = this.#version;
      return listedActions(codes, (code) => {
        this.#madeLastCode = code;
        this.#madeLastVersion = version;
        return (this.#madeLast = rules.codec.actionOf(ctx, state, code));
      }) as A[];
    }
    const out = new Array<A>(codes.length);
    for (let i = 0; i < codes.length; i++) out[i] = rules.codec.actionOf(ctx, state, codes.at(i));
    return Object.freeze(out) as A[];
  }

  /** The rules' invariants that fail now (empty in every reachable state). */
  invariants(): string[] {
    return this.rules.invariants(this.ctx, this.state);
  }

  /** Plays an action given as data (from legalActions() or a record); throws RulesError and changes nothing when it is illegal. */
  apply(action: A): void {
    if (action !== this.#madeLast) {
      if (typeof action !== 'object' || action === null || typeof action.type !== 'string') {
        throw new RulesError('bad-action', '', 'An action is an object with a type');
      }
      const bad = notPlainData(action, 'action');
      if (bad) throw new RulesError('bad-action', '', `${bad.field} ${bad.why}`);
    }
    this.#act(action);
  }

  /** Forces the next die rolls, in order, after any already forced (tutorials, tests, wiki examples); undo keeps them forced. */
  forceDice(rolls: number[]): void {
    const dice = checkedDice(rolls, this.rules.descriptor.die.faces);
    this.#log.catchUp(this.#history); // the log's copy of an earlier state rolls the dice it had
    if (this.state.forced.length + dice.length > MAX_FORCED_DICE)
      throw new RangeError(`at most ${MAX_FORCED_DICE} die rolls may wait to be rolled`);
    this.state.forced = this.state.forced.concat(dice);
    this.#version++;
    this.#undo.force(dice);
  }

  /** Back to before the last action; never past a die roll or a change of side. */
  undo(): void {
    const to = this.#history.length - 1;
    if (!this.#undo.canUndo(this.#history.length)) {
      throw new RulesError(
        'nothing-to-undo',
        '',
        'Nothing to undo: a die has been rolled or the other side has played since',
      );
    }
    this.#undo.rewind(this.state, this.#history, to);
    this.#version++;
    this.#log.truncate(to);
    this.#history.length = to;
    if (this.#heard.has('change')) this.dispatchEvent(new CustomEvent('change', { detail: { undo: true } }));
  }

  /**
   * An independent copy sharing this game's kernel: for search and what-ifs.
   * `{ forSearch: true }` gives a lighter copy for playouts: it keeps no undo,
   * log or record and fires no events.
   */
  clone(options: { forSearch?: boolean } = {}): this {
    const Class = this.constructor as MatchClass<S, A, E, C>;
    const g = new Class(this.rules, this.ctx, this.rules.cloneState(this.state), this.#seed, this.#setup) as this;
    if (options.forSearch) {
      g.#light = true;
      return g;
    }
    // the copy's own states: each game hands the states its undo drops to its next actions
    g.#undo = this.#undo.copyFor(g.#spare);
    g.#log = new MatchLog(this.rules, this.ctx, g.#spare, this.log.slice());
    g.#history = this.#history.map((e) => ({ ...e }));
    g.#comment = this.#comment;
    return g;
  }

  /**
   * The rules, their context and a copy of the state now: what the engine's
   * search (ai/search/) plays on, running the rules without the facade.
   * `into`: a state of this game's layout to copy into (a search's spare)
   * instead of making a new one.
   */
  searchRoot(into?: S): SearchRoot<S, A, E, C> {
    if (into !== undefined) {
      this.rules.copyState(this.state, into);
      return { rules: this.rules, ctx: this.ctx, state: into };
    }
    return { rules: this.rules, ctx: this.ctx, state: this.rules.cloneState(this.state) };
  }

  /**
   * The same, into the state `pick` gives for this game's context (a search
   * keeps its spare states per context: ai/search/search-copy.ts), or a new
   * one when it gives none.
   */
  searchRootFor(pick: (ctx: C) => unknown): SearchRoot<S, A, E, C> {
    return this.searchRoot(pick(this.ctx) as S | undefined);
  }

  /** The situation now, as the game's JSON position. */
  position(): unknown {
    return this.rules.position(this.ctx, this.state);
  }

  /**
   * The situation now as the game's compact position string (PositionError if the game has none).
   * `dice: false` leaves out the dice's state (a diagram, which rolls new dice wherever it is shown).
   */
  async positionText(options: { header?: boolean; dice?: boolean } = {}): Promise<string> {
    const position = this.position();
    if (options.dice === false) delete (position as Partial<DiceState>).rng;
    const [{ writePosition }, codec] = await Promise.all([
      import('./position-text.js'),
      this.rules.loadPositionCodec?.(),
    ]);
    return writePosition(position, { id: this.rules.descriptor.id, codec }, this.ctx, options.header ?? true);
  }

  toRecord(): string {
    const d = this.rules.descriptor;
    return formatRecord(
      {
        game: d.id,
        version: d.recordVersion,
        seed: this.#seed,
        ...(this.#setup !== undefined && { position: this.#setup }),
        entries: this.#history,
        ...(this.#comment && { comment: this.#comment }),
      },
      (a) => this.rules.codec.format(a),
    );
  }

  /** Adds an annotation to the last action (or to the start of the game), kept in the record. */
  annotate(text: string): void {
    text = String(text);
    // the record keeps to its own limit, or it could not be read back (record.ts)
    if (this.toRecord().length + text.length * 3 > RECORD_MAX)
      throw new RulesError('record-full', '', `The record would pass ${RECORD_MAX} characters`);
    const last = this.#history.at(-1);
    if (last) last.comment = String(text);
    else this.#comment = String(text);
  }

  /**
   * A game replayed from a record of `rules`: reads the record, makes the
   * game from its seed and position with `create` (a position the game
   * refuses is a RecordError on its line), then plays its first `upTo`
   * actions with their dice. Throws RecordError naming the line at fault.
   */
  protected static async replayed<G extends Match<BaseState, BaseAction, BaseEvent, unknown>>(
    rules: GameRules<BaseState, BaseAction, BaseEvent, unknown>,
    text: string,
    create: (start: { seed: number; position?: unknown }) => Promise<G>,
    upTo?: number,
  ): Promise<G> {
    const d = rules.descriptor;
    // the reader (and the game's, loadRecordReader) loads with the first replay: a page that starts a new game never runs it
    const [{ parseRecord }] = await Promise.all([import('./record-read.js'), rules.loadRecordReader?.()]);
    const rec = parseRecord(text, { id: d.id, version: d.recordVersion, dieFaces: d.die.faces }, rules.codec.parse);
    let game: G;
    try {
      game = await create({ seed: rec.seed, ...(rec.position !== undefined && { position: rec.position }) });
    } catch (e) {
      throw new RecordError(rec.positionLine ?? 1, (e as Error).message, { cause: e });
    }
    game.replay(rec as GameRecord<BaseAction>, upTo);
    return game;
  }

  /** Plays a parsed record's actions (the first `upTo`), with its dice; throws RecordError naming the line at fault. */
  protected replay(rec: GameRecord<A>, upTo = rec.entries.length): void {
    this.#comment = rec.comment;
    this.#replaying = true;
    try {
      this.#replayEntries(rec.entries.slice(0, upTo));
    } finally {
      this.#replaying = false;
    }
    this.#undo.close();
  }

  #replayEntries(entries: RecordEntry<A>[]): void {
    for (const entry of entries) {
      if (entry.die !== undefined) this.state.forced = [entry.die];
      try {
        this.#apply(entry.action);
      } catch (e) {
        throw new RecordError(entry.line ?? 0, `${this.rules.codec.format(entry.action)}: ${(e as Error).message}`, {
          cause: e,
        });
      }
      const done = this.#history.at(-1)!;
      if (entry.result && done.result !== entry.result) {
        throw new RecordError(entry.line ?? 0, `the record says ${entry.result} but the table gives ${done.result}`);
      }
      if (entry.comment) done.comment = entry.comment;
    }
  }

  #sideId(i: number): string {
    return this.rules.descriptor.sides[i]!.id;
  }

  #act(action: A): void {
    if (this.#light) {
      this.#apply(action);
      return;
    }
    const phasing = this.rules.phasing(this.ctx, this.state);
    const events = this.#apply(action);
    // undo never goes back past a die roll or a change of side
    if (this.lastOutcome.die !== undefined || phasing !== this.rules.phasing(this.ctx, this.state) || this.isOver)
      this.#undo.close();
    if (this.#heard.size === 0) return; // no listener: no event to make (nor the action's text)
    for (const e of events) if (this.#heard.has(e.type)) this.dispatchEvent(new CustomEvent(e.type, { detail: e }));
    if (this.#heard.has('change'))
      this.dispatchEvent(new CustomEvent('change', { detail: { action: this.rules.codec.format(action) } }));
  }

  /**
   * Runs one action, by its code, on the state in place; the game changes
   * only if it succeeds. The rules check everything before they change
   * anything (contract.ts); should they throw all the same, the state is
   * made again from the undo's copy (match-undo.ts), which holds the state
   * before this action or before the stretch of actions that led to it. A
   * search copy keeps no undo: it trusts the rules.
   * While no listener hears a game event, the action makes none: the log
   * plays it again with events when read (match-log.ts).
   */
  #apply(action: A): E[] {
    const { rules, ctx, state } = this;
    const code =
      action === this.#madeLast && this.#madeLastVersion === this.#version
        ? this.#madeLastCode
        : rules.codec.codeOf(ctx, state, action);
    this.#version++; // from here the state may change (a refused action leaves it as it was: the count moves on all the same)
    if (this.#light) {
      const events: E[] = [];
      this.lastOutcome = { ...rules.applyCode(ctx, state, code, (e) => void events.push(e)) };
      this.#lightEvents = events;
      return events;
    }
    const step = this.#history.length;
    const withEvents = this.#eventsHeard || this.#replaying;
    if (withEvents) this.#log.catchUp(this.#history);
    else this.#log.defer(state, step);
    // what the log's lines of this action say of the state before it
    const turn = state.turn,
      phasing = withEvents ? rules.phasing(ctx, state) : 0,
      phase = withEvents ? rules.phase(ctx, state) : '';
    const events: E[] = withEvents ? [] : NO_EVENTS;
    this.#undo.open(state, step);
    let entry: RecordEntry<A>;
    try {
      // the history's entry holds what the action rolled (the rules may write their Outcome again)
      entry = { action, ...rules.applyCode(ctx, state, code, withEvents ? (e) => void events.push(e) : null) };
    } catch (e) {
      this.#undo.rewind(state, this.#history, step);
      throw e;
    }
    if (withEvents) this.#log.write(turn, phasing, phase, step, events);
    this.lastOutcome = entry;
    this.#history.push(entry);
    return events;
  }
}
