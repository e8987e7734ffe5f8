// The Game facade: the one API page scripts, the element and the AI use.
// Headless (no DOM): it validates input, runs the rules on a State, keeps
// undo and the record, and reports what happened as events.
import { acrossSuez, type GameData } from './data.js';
import { contextFor, type Context } from './context.js';
import { cloneState, type State } from './state.js';
import type { GameEvent } from './events.js';
import * as movement from './movement.js';
import * as combat from './combat.js';
import * as sequence from './sequence.js';
import { crossedCount, isNight, syncBoard } from './units.js';
import { positionFromState, standardPosition, stateFromPosition } from './position.js';
import { formatRecord, parseRecord, actionText, RecordError, type Action, type RecordEntry } from './record.js';
import { describeEvent } from './describe.js';
import { legalActions } from './legal.js';
import { RulesError, toError } from '../../engine/rules-error.js';
import { checkedDice } from '../../engine/rng.js';
import {
  estimateWinProbability,
  estimateWinProbabilityAsync,
  type EstimateOptions,
  type WinEstimate,
} from './ai/evaluate.js';
import type { SliceOptions } from '../../engine/ai/steps.js';
import type { MapData } from '../../engine/map-data.js';
import type {
  AttackOutcome,
  CombatOdds,
  CombatResult,
  GameOptions,
  HexId,
  LogEntry,
  Pending,
  Position,
  Side,
  UnitInfo,
  VictoryReason,
} from './types.js';

export interface Warning {
  code: string;
  rule: string;
  message: string;
}

interface Snapshot {
  state: State;
  log: number;
  history: number;
}

export interface CreateOptions extends GameOptions {
  /** Another game definition on this engine (tests use small maps). */
  data?: GameData;
}

export class Game extends EventTarget {
  #ctx: Context;
  #s: State;
  #seed: number;
  #setup: Position | undefined;
  #undo: Snapshot[] = [];
  #log: LogEntry[] = [];
  #history: RecordEntry[] = [];
  #comment: string | undefined;
  /** A search copy: no undo, no log, no history, no events (see clone). */
  #light = false;

  private constructor(ctx: Context, state: State, seed: number, setup: Position | undefined) {
    super();
    this.#ctx = ctx;
    this.#s = state;
    this.#seed = seed;
    this.#setup = setup;
  }

  /** A new game: the standard setup, or `position`; `seed` makes the dice replayable; `dice` forces the next rolls. */
  static async create(options: CreateOptions = {}): Promise<Game> {
    const ctx = await contextFor(options.data ?? acrossSuez);
    const seed = options.seed ?? Math.floor(Math.random() * 0x100000000);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new RangeError('seed must be a whole number from 0 to 4294967295');
    const state = stateFromPosition(ctx, options.position ?? standardPosition(ctx), seed);
    if (options.dice) state.forced = checkedDice(options.dice);
    return new Game(ctx, state, seed, options.position && structuredClone(options.position));
  }

  /** Replays a record (see record.ts), or its first `upTo` actions; throws RecordError naming the line at fault. */
  static async fromRecord(text: string, options: { data?: GameData; upTo?: number } = {}): Promise<Game> {
    const rec = parseRecord(text);
    let game: Game;
    try {
      game = await Game.create({ data: options.data, seed: rec.seed, ...(rec.position && { position: rec.position }) });
    } catch (e) {
      throw new RecordError(rec.positionLine ?? 1, (e as Error).message);
    }
    game.#comment = rec.comment;
    for (const entry of rec.entries.slice(0, options.upTo ?? rec.entries.length)) {
      if (entry.die !== undefined) game.#s.forced = [entry.die];
      try {
        game.#apply(entry.action);
      } catch (e) {
        throw new RecordError(entry.line ?? 0, `${actionText(entry.action)}: ${(e as Error).message}`);
      }
      const done = game.#history.at(-1)!;
      if (entry.result && done.result !== entry.result)
        throw new RecordError(entry.line ?? 0, `the record says ${entry.result} but the table gives ${done.result}`);
      if (entry.comment) done.comment = entry.comment;
    }
    game.#undo = [];
    return game;
  }

  // ---- what the game is now ----
  get turn(): number {
    return this.#s.turn;
  }
  get side(): Side {
    return this.#ctx.data.scenario.sides[this.#s.side];
  }
  get phase() {
    return this.#s.phase;
  }
  get winner(): Side | null {
    return this.#s.winner === null ? null : this.#ctx.data.scenario.sides[this.#s.winner];
  }
  get reason(): VictoryReason | null {
    return this.#s.reason;
  }
  get isNight(): boolean {
    return isNight(this.#ctx, this.#s.turn);
  }
  get map(): MapData {
    return this.#ctx.data.map;
  }
  get data(): GameData {
    return this.#ctx.data;
  }
  get crossedCount(): number {
    return crossedCount(this.#s);
  }
  get artilleryAvailable(): number {
    return combat.artilleryAvailable(this.#ctx, this.#s);
  }
  /** Size of the engine's linear memory (it never grows after the board is built). */
  get wasmMemoryBytes(): number {
    return this.#ctx.board.kernel.memory.buffer.byteLength;
  }
  get canUndo(): boolean {
    return this.#undo.length > 0;
  }
  get log(): readonly LogEntry[] {
    return this.#log;
  }
  get history(): readonly { action: string; comment?: string; die?: number; result?: string }[] {
    return this.#history.map((e) => ({
      action: actionText(e.action),
      ...(e.comment && { comment: e.comment }),
      ...(e.die && { die: e.die }),
      ...(e.result && { result: e.result }),
    }));
  }
  /** Actions in record form, for tools that replay or search. */
  get actions(): readonly Action[] {
    return this.#history.map((e) => e.action);
  }

  units(): UnitInfo[] {
    return this.#ctx.units.map((_, u) => this.#info(u));
  }

  unit(id: string): UnitInfo {
    return this.#info(this.#unit(id));
  }

  terrainAt(hex: HexId): string | null {
    const h = this.#ctx.board.index(hex);
    return this.#ctx.board.onMap(h) ? this.#ctx.board.terrain[h]! : null;
  }

  /** Hexes between two hexes, counted in steps. */
  distance(a: HexId, b: HexId): number {
    return this.#ctx.board.distance(this.#hex(a), this.#hex(b));
  }

  /** The hexes next to a hex, on the map. */
  neighbours(hex: HexId): HexId[] {
    const board = this.#ctx.board;
    const h = this.#hex(hex);
    const out: HexId[] = [];
    for (let d = 0; d < 6; d++) {
      const n = board.neighbour(h, d);
      if (board.onMap(n)) out.push(board.id(n));
    }
    return out;
  }

  /** Every hex in the Zone of Control of `side`'s units now (4.5), in one engine call. */
  zoneOfControl(side: Side): Set<HexId> {
    syncBoard(this.#ctx, this.#s);
    const board = this.#ctx.board;
    const bit = 1 << this.#ctx.data.scenario.sides.indexOf(side);
    const out = new Set<HexId>();
    for (let h = 0; h < board.hexCount; h++) if (board.onMap(h) && (board.zoc[h]! & bit) !== 0) out.add(board.id(h));
    return out;
  }

  /** The sides whose Zone of Control covers a hex (4.5). */
  zocOf(hex: HexId): Side[] {
    const h = this.#ctx.board.index(hex);
    if (!this.#ctx.board.onMap(h)) return [];
    syncBoard(this.#ctx, this.#s);
    return this.#ctx.data.scenario.sides.filter((_, i) => this.#ctx.board.inZocOf(h, i));
  }

  /** Legal destinations of a unit now → Movement Points the move costs (reinforcements: entering from their arrival hex). */
  reachable(id: string): Map<HexId, number> {
    const d = movement.destinations(this.#ctx, this.#s, this.#unit(id));
    const board = this.#ctx.board;
    const out = new Map<HexId, number>();
    for (const [h, c] of d.costs) out.set(board.id(h), c / this.#ctx.data.chart.costUnits);
    return out;
  }

  /** The route reachable() found to a destination, the unit's hex (or entry hex) first. */
  path(id: string, hex: HexId): HexId[] {
    return movement.pathTo(this.#ctx, this.#s, this.#unit(id), this.#hex(hex)).map((h) => this.#ctx.board.id(h));
  }

  /** Why a unit may not move now, or null. */
  whyCannotMove(id: string): RulesError | null {
    const r = movement.cannotMove(this.#ctx, this.#s, this.#unit(id));
    return r && toError(r);
  }

  /** May the unit move now (cheaper than whyCannotMove)? */
  canMove(id: string): boolean {
    return movement.cannotMove(this.#ctx, this.#s, this.#unit(id)) === null;
  }

  /** Movement Points to cross the canal now (11.0), or null when the unit may not. */
  crossingCost(id: string): number | null {
    const c = movement.crossingCost(this.#ctx, this.#s, this.#unit(id));
    return typeof c === 'number' ? c / this.#ctx.data.chart.costUnits : null;
  }

  /** Enemy units that may be attacked now (5.0, 5.4). */
  targets(): string[] {
    const s = this.#s;
    if (s.phase !== 'combat' || s.pending) return [];
    return this.#ctx.units
      .filter(
        (x, d) =>
          x.side !== this.side &&
          !s.defended[d] &&
          this.#ctx.units.some((_, a) => combat.mayAttack(this.#ctx, s, a, d)),
      )
      .map((x) => x.id);
  }

  /** Units that may join an attack on `defenderId` now (5.3, 5.5). */
  attackers(defenderId: string): string[] {
    const d = this.#unit(defenderId);
    const s = this.#s;
    if (s.phase !== 'combat' || s.pending || s.defended[d]) return [];
    return this.#ctx.units.filter((_, a) => combat.mayAttack(this.#ctx, s, a, d)).map((x) => x.id);
  }

  bombardTargets(): string[] {
    return combat.bombardTargets(this.#ctx, this.#s).map((u) => this.#ctx.units[u]!.id);
  }

  /** The odds of an attack before it is made: differential, every column shift with its rule, the column and each result's probability. */
  combatOdds(attackerIds: string[], defenderId: string, options: { artillery?: boolean } = {}): CombatOdds {
    const attackers = this.#units(attackerIds);
    const d = this.#unit(defenderId);
    const err = combat.attackError(this.#ctx, { ...this.#s, pending: null, phase: 'combat' }, attackers, d, false);
    if (err && err.code !== 'already-attacked' && err.code !== 'not-your-unit') throw err;
    const o = combat.odds(this.#ctx, this.#s, attackers, d, options.artillery === true);
    const outcomes = this.#ctx.crt.odds(0, o.column) as Record<CombatResult, number>;
    return { ...o, columnLabel: this.#ctx.crt.label(0, o.column), outcomes };
  }

  /** 14.1: the Israeli line of communication from Matzmed to 1708 now, or null. */
  lineOfCommunication(): HexId[] | null {
    return sequence.lineOfCommunication(this.#ctx, this.#s)?.map((h) => this.#ctx.board.id(h)) ?? null;
  }

  /** The decision the engine waits for, and who makes it. */
  get pending(): Pending | null {
    const p = this.#s.pending;
    if (!p) return null;
    const ctx = this.#ctx;
    const ids = p.units.map((u) => ctx.units[u]!.id);
    const owner = ctx.data.units[p.units[0]!]!.side;
    if (p.kind === 'retreat') {
      const options: Record<string, HexId[]> = {};
      for (const u of p.units)
        options[ctx.units[u]!.id] = combat.safeHexes(ctx, this.#s, u).map((h) => ctx.board.id(h));
      return { kind: 'retreat', side: owner, units: ids, options };
    }
    if (p.kind === 'exchange') return { kind: 'exchange', side: owner, units: ids, options: { strength: p.strength } };
    return { kind: 'advance', side: owner, units: ids, options: p.hexes.map((h) => ctx.board.id(h)) };
  }

  /** What remains to do before ending the phase: things the player may have forgotten, and what the rules require. */
  warnings(): Warning[] {
    const ctx = this.#ctx,
      s = this.#s;
    const out: Warning[] = [];
    if (s.pending)
      out.push({ code: 'pending-decision', rule: '6.5', message: 'A combat result is waiting for a decision' });
    if (s.phase === 'movement') {
      const waiting = ctx.units.filter(
        (x, u) => s.loc[u] === 'reinforcement' && x.side === this.side && x.arrives && x.arrives.turn <= s.turn,
      );
      if (waiting.length)
        out.push({
          code: 'reinforcements-waiting',
          rule: '7.3',
          message: `${waiting.length} reinforcement${waiting.length > 1 ? 's have' : ' has'} not entered: ${waiting.map((x) => x.name).join(', ')}`,
        });
    }
    const owing = sequence.mustAttack(ctx, s);
    if (owing.length)
      out.push({
        code: 'must-attack',
        rule: '9.2',
        message: `On the first Game-Turn these units must still attack: ${owing.map((u) => ctx.units[u]!.name).join(', ')}`,
      });
    if (s.phase === 'combat' && s.bombarded.every((b) => !b) && combat.bombardTargets(ctx, s).length > 0) {
      out.push({
        code: 'bombardment-unused',
        rule: '13.0',
        message: 'Egyptian artillery bombardment has not been used; it comes before the first attack',
      });
    }
    return out;
  }

  // ---- actions ----
  move(id: string, hex: HexId): void {
    this.#act({ type: 'move', unit: this.#idArg(id), hex: this.#hexArg(hex) });
  }

  cross(id: string): void {
    this.#act({ type: 'cross', unit: this.#idArg(id) });
  }

  attack(attackerIds: string[], defenderId: string, options: { artillery?: boolean } = {}): AttackOutcome {
    if (!Array.isArray(attackerIds)) throw new RulesError('bad-argument', '', 'attackers must be a list of unit ids');
    this.#act({
      type: 'attack',
      attackers: attackerIds.map((a) => this.#idArg(a)),
      defender: this.#idArg(defenderId),
      artillery: options?.artillery === true,
    });
    const e = this.#lastEntry!;
    const combatEvent = this.#lastEvents.find((x) => x.type === 'combat') as Extract<GameEvent, { type: 'combat' }>;
    return {
      die: e.die!,
      differential: combatEvent.differential,
      column: combatEvent.column,
      result: combatEvent.result,
    };
  }

  bombard(targetId: string): number {
    this.#act({ type: 'bombard', target: this.#idArg(targetId) });
    return this.#lastEntry!.die!;
  }

  retreat(id: string, hex: HexId): void {
    this.#act({ type: 'retreat', unit: this.#idArg(id), hex: this.#hexArg(hex) });
  }

  advance(id: string | null, hex?: HexId): void {
    this.#act({
      type: 'advance',
      unit: id === null ? null : this.#idArg(id),
      ...(hex !== undefined && { hex: this.#hexArg(hex) }),
    });
  }

  exchange(ids: string[]): void {
    if (!Array.isArray(ids)) throw new RulesError('bad-argument', '', 'exchange takes a list of unit ids');
    this.#act({ type: 'exchange', units: ids.map((a) => this.#idArg(a)) });
  }

  endPhase(): void {
    this.#act({ type: 'end' });
  }

  /**
   * The Israeli player's estimated chance of winning from here, like an
   * engine's evaluation in chess: the mean of Monte Carlo playouts to the end
   * of the game (default 12), both sides played by the `easy` planner, each
   * with its own dice; with the sample size and standard error (docs/ai.md).
   * A playout costs ~200 ms at the start of the game, ~10 ms on the last turn.
   */
  evaluate(options: EstimateOptions = {}): WinEstimate {
    return estimateWinProbability(this, options);
  }

  /** The same, computed in slices that give the event loop back every few milliseconds; rejects with AbortError on `signal`. */
  evaluateAsync(options: EstimateOptions & SliceOptions = {}): Promise<WinEstimate> {
    return estimateWinProbabilityAsync(this, options);
  }

  /** Forces the next die rolls, in order, after any already forced (tutorials, tests, wiki examples). */
  forceDice(rolls: number[]): void {
    this.#s.forced.push(...checkedDice(rolls));
  }

  /** Every action the rules allow now (for the AI, random play and tools); each is accepted by apply(). */
  legalActions(): Action[] {
    return legalActions(this.#ctx, this.#s);
  }

  /** Plays an action given as data (from legalActions() or a record). */
  apply(action: Action): void {
    if (typeof action !== 'object' || action === null)
      throw new RulesError('bad-action', '', 'An action is an object with a type');
    switch (action.type) {
      case 'move':
        return this.move(action.unit, action.hex);
      case 'cross':
        return this.cross(action.unit);
      case 'attack':
        this.attack(action.attackers, action.defender, { artillery: action.artillery });
        return;
      case 'bombard':
        this.bombard(action.target);
        return;
      case 'retreat':
        return this.retreat(action.unit, action.hex);
      case 'advance':
        return this.advance(action.unit, action.hex);
      case 'exchange':
        return this.exchange(action.units);
      case 'end':
        return this.endPhase();
      default:
        throw new RulesError(
          'bad-action',
          '',
          `Unknown action ${JSON.stringify((action as { type: unknown }).type)?.slice(0, 40)}`,
        );
    }
  }

  /** Back to before the last action; never past a die roll or a change of side. */
  undo(): void {
    const snap = this.#undo.pop();
    if (!snap)
      throw new RulesError(
        'nothing-to-undo',
        '',
        'Nothing to undo: a die has been rolled or the other side has played since',
      );
    this.#s = snap.state;
    this.#log.length = snap.log;
    this.#history.length = snap.history;
    this.dispatchEvent(new CustomEvent('change', { detail: { undo: true } }));
  }

  /**
   * An independent copy sharing this game's engine: for search and what-ifs.
   * `{ forSearch: true }` gives a lighter copy for playouts: it keeps no undo,
   * log or record and fires no events.
   */
  clone(options: { forSearch?: boolean } = {}): Game {
    const g = new Game(this.#ctx, cloneState(this.#s), this.#seed, this.#setup);
    if (options.forSearch) {
      g.#light = true;
      return g;
    }
    g.#undo = this.#undo.slice();
    g.#log = this.#log.slice();
    g.#history = this.#history.map((e) => ({ ...e }));
    g.#comment = this.#comment;
    return g;
  }

  position(): Position {
    return positionFromState(this.#ctx, this.#s);
  }

  toRecord(): string {
    return formatRecord({
      seed: this.#seed,
      ...(this.#setup && { position: this.#setup }),
      entries: this.#history,
      ...(this.#comment && { comment: this.#comment }),
    });
  }

  /** Adds an annotation to the last action (or to the start of the game), kept in the record. */
  annotate(text: string): void {
    const last = this.#history.at(-1);
    if (last) last.comment = String(text);
    else this.#comment = String(text);
  }

  // ---- internals ----
  #lastEvents: GameEvent[] = [];
  #lastEntry: RecordEntry | undefined;

  #act(action: Action): void {
    if (this.#light) {
      this.#apply(action);
      return;
    }
    // #apply works on a copy and replaces the state: the state before stays untouched, so undo can keep it
    const snapshot: Snapshot = { state: this.#s, log: this.#log.length, history: this.#history.length };
    const events = this.#apply(action);
    const rolled = action.type === 'attack' || action.type === 'bombard';
    const sideChanged = snapshot.state.side !== this.#s.side || this.#s.phase === 'over';
    if (rolled || sideChanged) this.#undo = [];
    else this.#undo.push(snapshot);
    for (const e of events) this.dispatchEvent(new CustomEvent(e.type, { detail: e }));
    this.dispatchEvent(new CustomEvent('change', { detail: { action: actionText(action) } }));
  }

  /** Runs one action on a copy of the state; the game changes only if it succeeds. */
  #apply(action: Action): GameEvent[] {
    const ctx = this.#ctx;
    const s = cloneState(this.#s);
    const events: GameEvent[] = [];
    const emit = (e: GameEvent) => events.push(e);
    const entry: RecordEntry = { action };
    switch (action.type) {
      case 'move':
        movement.move(ctx, s, this.#unit(action.unit), this.#hex(action.hex), emit);
        break;
      case 'cross':
        movement.cross(ctx, s, this.#unit(action.unit), emit);
        break;
      case 'attack': {
        const r = combat.attack(
          ctx,
          s,
          this.#units(action.attackers),
          this.#unit(action.defender),
          action.artillery,
          emit,
        );
        entry.die = r.die;
        entry.result = r.result;
        break;
      }
      case 'bombard':
        entry.die = combat.bombard(ctx, s, this.#unit(action.target), emit);
        break;
      case 'retreat':
        combat.retreat(ctx, s, this.#unit(action.unit), this.#hex(action.hex), emit);
        break;
      case 'advance':
        combat.advance(
          ctx,
          s,
          action.unit === null ? null : this.#unit(action.unit),
          action.hex === undefined ? null : this.#hex(action.hex),
          emit,
        );
        break;
      case 'exchange':
        combat.exchange(ctx, s, this.#units(action.units), emit);
        break;
      case 'end':
        sequence.endPhase(ctx, s, emit);
        break;
    }
    const where = { turn: this.#s.turn, side: this.side, phase: this.#s.phase };
    this.#s = s;
    this.#lastEvents = events;
    if (this.#light) {
      this.#lastEntry = entry;
      return events;
    }
    this.#history.push(entry);
    for (const e of events) this.#log.push({ ...where, text: describeEvent(ctx, e) });
    this.#lastEntry = entry;
    return events;
  }

  #info(u: number): UnitInfo {
    const x = this.#ctx.units[u]!;
    const s = this.#s;
    return {
      id: x.id,
      name: x.name,
      side: x.side,
      type: x.type,
      strength: x.strength,
      movement: x.movement,
      hex: s.loc[u] === 'map' ? this.#ctx.board.id(s.hex[u]!) : null,
      location: s.loc[u]!,
      ...(x.arrives && { arrives: { ...x.arrives } }),
    };
  }

  #idArg(id: unknown): string {
    if (typeof id !== 'string' || !this.#ctx.unitIndex.has(id))
      throw new RulesError('unknown-unit', '2.5', `No unit ${JSON.stringify(id)?.slice(0, 40)}`);
    return id;
  }

  #hexArg(hex: unknown): HexId {
    if (typeof hex !== 'string' || !/^\d{4}$/.test(hex))
      throw new RulesError('bad-hex', '2.1', `${JSON.stringify(hex)?.slice(0, 40)} is not a hex number (CCRR)`);
    return hex;
  }

  #unit(id: string): number {
    return this.#ctx.unitIndex.get(this.#idArg(id))!;
  }

  #units(ids: string[]): number[] {
    return ids.map((id) => this.#unit(id));
  }

  #hex(hex: HexId): number {
    const h = this.#ctx.board.index(this.#hexArg(hex));
    if (!this.#ctx.board.onMap(h)) throw new RulesError('off-map', '2.1', `${hex} is not a hex of the map`);
    return h;
  }
}
