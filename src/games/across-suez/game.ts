// The Across Suez facade: the engine's Match (undo, log, record, events)
// with the game's own verbs (move, cross, attack, bombard…) and questions
// (reachable hexes, combat odds, line of communication…), in the rulebook's
// words. Headless: page scripts, the element and the AI use it.
import { acrossSuez, type GameData } from './data.js';
import { contextFor, type Context } from './context.js';
import { LOCATIONS, ON_MAP, REINFORCEMENT, type State } from './state.js';
import { readStage } from './pending.js';
import { safeHexes } from './resolution.js';
import type { GameEvent, LogEntry } from './events.js';
import * as movement from './movement.js';
import * as combat from './combat.js';
import * as sequence from './sequence.js';
import { crossedCount, isNight, movementAllowance, syncBoard } from './units.js';
import { Match } from '../../engine/match.js';
import { beginMatch, readPositionText } from '../../engine/match-options.js';
import { registeredGame } from '../../engine/registry.js';
import { toError } from '../../engine/rules-error.js';
import type { RulesError } from '../../engine/rules-error.js';
import type { SliceOptions } from '../../engine/ai/steps.js';
import type { MapData } from '../../engine/map-data.js';
import { acrossSuezRules, descriptor } from './rules.js';
import { hexArg, unitArg, unitsArg } from './args.js';
import type { Action } from './record.js';
import type {
  AttackOutcome,
  CombatOdds,
  CombatResult,
  GameOptions,
  HexId,
  Pending,
  Phase,
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

export interface CreateOptions extends GameOptions {
  /** Another game definition on this engine (tests use small maps). */
  data?: GameData;
}

/** What the computer players estimate of a position (src/games/across-suez/ai/evaluate.ts). */
export interface WinEstimate {
  /** Estimated probability that the Israeli player wins, 0…1. */
  israeli: number;
  /** Playouts averaged, of both kinds. */
  samples: number;
  /** Standard error of `israeli` (the playouts' spread, through the correction). */
  stderr: number;
  /** The playouts' own share of Israeli wins (both kinds together), before the correction. */
  raw: number;
}

/**
 * The playouts of game.evaluate(). The default — planner playouts to the end,
 * 4 on Game-Turn 1, 6 on Game-Turn 2 and 12 after, beside 32 fast playouts —
 * is as sharp as 12 planner playouts alone at half their cost; a horizon of one
 * Game-Turn finished by fast playouts, or fast playouts alone, answer sooner and
 * less sharply. Their costs and sharpness: docs/across-suez/ai.md, "Win
 * probability" and "How far to trust the win probability".
 */
export interface EstimateOptions {
  /** Playouts of the planning player (`easy` on both sides), the costliest kind (default 4 on Game-Turn 1, 6 on Game-Turn 2, 12 after). */
  playouts?: number;
  /** Game-Turns each planner playout plays before it is cut (default: to the end). */
  horizon?: number;
  /** Fast playouts that finish each planner playout cut at its horizon, from where it stopped (default 0: the evaluation judges it instead). */
  finishes?: number;
  /**
   * Playouts of the fast policy (ai/playout-policy.ts) from the position, a small part of a planner playout's cost each,
   * averaged in beside them (default 32, or 0 when `playouts` is given).
   * `{ playouts: 0, fastPlayouts: 32 }` answers soonest, less sharply (docs/across-suez/ai.md).
   */
  fastPlayouts?: number;
  seed?: number;
  /** false: return the playouts' raw share as `israeli` (default true: corrected, calibration.ts). */
  calibrated?: boolean;
}

export class Game extends Match<State, Action, GameEvent, Context> {
  /** A new game: the standard setup, or `position`; `seed` makes the dice replayable; `dice` forces the next rolls. */
  static async create(options: CreateOptions = {}): Promise<Game> {
    const ctx = await contextFor(options.data ?? acrossSuez);
    const read = await readPositionText(acrossSuezRules, ctx, options);
    const { state, seed, setup } = beginMatch<State>(acrossSuezRules as never, ctx, read);
    return new Game(acrossSuezRules, ctx, state, seed, setup);
  }

  /** Replays a record (see record.ts), or its first `upTo` actions; throws RecordError naming the line at fault. */
  static async fromRecord(text: string, options: { data?: GameData; upTo?: number } = {}): Promise<Game> {
    return Match.replayed(
      acrossSuezRules as never,
      text,
      (start) =>
        Game.create({
          data: options.data,
          seed: start.seed,
          ...(start.position !== undefined && { position: start.position as Position }),
        }),
      options.upTo,
    );
  }

  // ---- what the game is now ----
  get side(): Side {
    return this.ctx.data.scenario.sides[this.state.side];
  }
  override get phase(): Phase {
    return this.state.phase;
  }
  get winner(): Side | null {
    return this.state.winner === null ? null : this.ctx.data.scenario.sides[this.state.winner];
  }
  get reason(): VictoryReason | null {
    return this.state.reason;
  }
  get isNight(): boolean {
    return isNight(this.ctx, this.state.turn);
  }
  get map(): MapData {
    return this.ctx.data.map;
  }
  get data(): GameData {
    return this.ctx.data;
  }
  get crossedCount(): number {
    return crossedCount(this.state);
  }
  get artilleryAvailable(): number {
    return combat.artilleryAvailable(this.ctx, this.state);
  }
  /** Size of the engine's linear memory (it never grows after the board is built). */
  get wasmMemoryBytes(): number {
    return this.ctx.board.kernel.memory.buffer.byteLength;
  }
  override get log(): readonly LogEntry[] {
    return super.log as readonly LogEntry[];
  }
  units(): UnitInfo[] {
    return this.ctx.units.map((_, u) => this.#info(u));
  }

  unit(id: string): UnitInfo {
    return this.#info(this.#unit(id));
  }

  terrainAt(hex: HexId): string | null {
    const h = this.ctx.board.index(hex);
    return this.ctx.board.onMap(h) ? this.ctx.board.terrain[h]! : null;
  }

  /** Hexes between two hexes, counted in steps. */
  distance(a: HexId, b: HexId): number {
    return this.ctx.board.distance(this.#hex(a), this.#hex(b));
  }

  /** The hexes next to a hex, on the map. */
  neighbours(hex: HexId): HexId[] {
    const board = this.ctx.board;
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
    syncBoard(this.ctx, this.state);
    const board = this.ctx.board;
    const bit = 1 << this.ctx.data.scenario.sides.indexOf(side);
    const out = new Set<HexId>();
    for (let h = 0; h < board.hexCount; h++) if (board.onMap(h) && (board.zoc[h]! & bit) !== 0) out.add(board.id(h));
    return out;
  }

  /** The sides whose Zone of Control covers a hex (4.5). */
  zocOf(hex: HexId): Side[] {
    const h = this.ctx.board.index(hex);
    if (!this.ctx.board.onMap(h)) return [];
    syncBoard(this.ctx, this.state);
    return this.ctx.data.scenario.sides.filter((_, i) => this.ctx.board.inZocOf(h, i));
  }

  /** Legal destinations of a unit now → Movement Points the move costs (reinforcements: entering from their arrival hex). */
  reachable(id: string): Map<HexId, number> {
    const d = movement.destinations(this.ctx, this.state, this.#unit(id), true); // pages ask again as the game goes on
    const board = this.ctx.board;
    const out = new Map<HexId, number>();
    for (let i = 0; i < d.count; i++) {
      const h = d.hexes[i]!;
      out.set(board.id(h), d.cost[h]! / this.ctx.data.chart.costUnits);
    }
    return out;
  }

  /** The route reachable() found to a destination, the unit's hex (or entry hex) first. */
  path(id: string, hex: HexId): HexId[] {
    return movement.pathTo(this.ctx, this.state, this.#unit(id), this.#hex(hex)).map((h) => this.ctx.board.id(h));
  }

  /** Why a unit may not move now, or null. */
  whyCannotMove(id: string): RulesError | null {
    const r = movement.cannotMove(this.ctx, this.state, this.#unit(id));
    return r && toError(r);
  }

  /** Movement Points the unit has left this Movement Phase (2.7, 10.0: its allowance this Game-Turn less what it spent). */
  movementLeft(id: string): number {
    const u = this.#unit(id);
    return (movementAllowance(this.ctx, this.state, u) - this.state.spent[u]!) / this.ctx.data.chart.costUnits;
  }

  /** May the unit move now (cheaper than whyCannotMove)? */
  canMove(id: string): boolean {
    return movement.cannotMove(this.ctx, this.state, this.#unit(id)) === null;
  }

  /** Movement Points to cross the canal now (11.0), or null when the unit may not. */
  crossingCost(id: string): number | null {
    const c = movement.crossingCost(this.ctx, this.state, this.#unit(id));
    return typeof c === 'number' ? c / this.ctx.data.chart.costUnits : null;
  }

  /** Why a unit may not cross the canal now (11.0–11.3, 11.6), or null. */
  whyCannotCross(id: string): RulesError | null {
    const c = movement.crossingCost(this.ctx, this.state, this.#unit(id));
    return typeof c === 'number' ? null : toError(c);
  }

  /** Enemy units that may be attacked now (5.0, 5.4). */
  targets(): string[] {
    const s = this.state;
    if (s.phase !== 'combat' || s.stageKind[0]) return [];
    return this.ctx.units
      .filter(
        (x, d) =>
          x.side !== this.side && !s.defended[d] && this.ctx.units.some((_, a) => combat.mayAttack(this.ctx, s, a, d)),
      )
      .map((x) => x.id);
  }

  /** Units that may join an attack on `defenderId` now (5.3, 5.5). */
  attackers(defenderId: string): string[] {
    const d = this.#unit(defenderId);
    const s = this.state;
    if (s.phase !== 'combat' || s.stageKind[0] || s.defended[d]) return [];
    return this.ctx.units.filter((_, a) => combat.mayAttack(this.ctx, s, a, d)).map((x) => x.id);
  }

  bombardTargets(): string[] {
    return combat.bombardTargets(this.ctx, this.state).map((u) => this.ctx.units[u]!.id);
  }

  /** The odds of an attack before it is made: differential, every column shift with its rule, the column and each result's probability. */
  combatOdds(attackerIds: string[], defenderId: string, options: { artillery?: boolean } = {}): CombatOdds {
    const attackers = this.#units(attackerIds);
    const d = this.#unit(defenderId);
    const err = combat.attackError(this.ctx, this.state, attackers, attackers.length, d, false, true);
    if (err && err.code !== 'already-attacked' && err.code !== 'not-your-unit') throw err;
    const o = combat.odds(this.ctx, this.state, attackers, d, options.artillery === true);
    const outcomes = this.ctx.crt.odds(0, o.column) as Record<CombatResult, number>;
    return { ...o, columnLabel: this.ctx.crt.label(0, o.column), outcomes };
  }

  /** 14.1: the Israeli line of communication from Matzmed to 1708 now, or null. */
  lineOfCommunication(): HexId[] | null {
    return sequence.lineOfCommunication(this.ctx, this.state)?.map((h) => this.ctx.board.id(h)) ?? null;
  }

  /** The decision the engine waits for, and who makes it. */
  get pending(): Pending | null {
    const p = readStage(this.state);
    if (!p) return null;
    const ctx = this.ctx;
    const ids = p.units.map((u) => ctx.units[u]!.id);
    const owner = ctx.data.units[p.units[0]!]!.side;
    if (p.kind === 'retreat') {
      const options: Record<string, HexId[]> = {};
      for (const u of p.units) options[ctx.units[u]!.id] = safeHexes(ctx, this.state, u).map((h) => ctx.board.id(h));
      return { kind: 'retreat', side: owner, units: ids, options };
    }
    if (p.kind === 'exchange') return { kind: 'exchange', side: owner, units: ids, options: { strength: p.strength } };
    return { kind: 'advance', side: owner, units: ids, options: p.hexes.map((h) => ctx.board.id(h)) };
  }

  /** What remains to do before ending the phase: things the player may have forgotten, and what the rules require. */
  warnings(): Warning[] {
    const ctx = this.ctx,
      s = this.state;
    const out: Warning[] = [];
    if (s.stageKind[0])
      out.push({ code: 'pending-decision', rule: '6.5', message: 'A combat result is waiting for a decision' });
    if (s.phase === 'movement') {
      const waiting = ctx.units.filter(
        (x, u) => s.loc[u] === REINFORCEMENT && x.side === this.side && x.arrives && x.arrives.turn <= s.turn,
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
    if (s.phase === 'combat' && !s.bombarded.includes(1) && combat.bombardTargets(ctx, s).length > 0) {
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
    this.apply({ type: 'move', unit: id, hex });
  }

  cross(id: string): void {
    this.apply({ type: 'cross', unit: id });
  }

  attack(attackerIds: string[], defenderId: string, options: { artillery?: boolean } = {}): AttackOutcome {
    this.apply({
      type: 'attack',
      attackers: attackerIds,
      defender: defenderId,
      artillery: options?.artillery === true,
    });
    const e = this.lastEvents.find((x) => x.type === 'combat') as Extract<GameEvent, { type: 'combat' }>;
    return { die: e.die, differential: e.differential, column: e.column, result: e.result };
  }

  bombard(targetId: string): number {
    this.apply({ type: 'bombard', target: targetId });
    return this.lastOutcome.die!;
  }

  retreat(id: string, hex: HexId): void {
    this.apply({ type: 'retreat', unit: id, hex });
  }

  advance(id: string | null, hex?: HexId): void {
    this.apply({ type: 'advance', unit: id, ...(hex !== undefined && { hex }) });
  }

  exchange(ids: string[]): void {
    this.apply({ type: 'exchange', units: ids });
  }

  endPhase(): void {
    this.apply({ type: 'end' });
  }

  /**
   * The Israeli player's estimated chance of winning from here, like an
   * engine's evaluation in chess: Monte Carlo playouts to the end of the
   * game, each with its own dice — by default a few with both sides played by
   * the `easy` planner (4 at the start, 12 from Game-Turn 3) and 32 by the
   * fast policy — their shares of wins corrected (EstimateOptions); with the
   * sample size and standard error (docs/across-suez/ai.md).
   * The computer players come with the package's entries (src/index.ts), not
   * with the rules: a game made from this file alone has no evaluation.
   */
  evaluate(options: EstimateOptions = {}): WinEstimate {
    return this.#ai().evaluate(this, options);
  }

  /** The same, computed in slices that give the event loop back every few milliseconds; rejects with AbortError on `signal`. */
  evaluateAsync(options: EstimateOptions & SliceOptions = {}): Promise<WinEstimate> {
    return this.#ai().evaluateAsync(this, options);
  }

  override position(): Position {
    return super.position() as Position;
  }

  // ---- internals ----
  #ai() {
    const ai = registeredGame(descriptor.id)?.ai;
    if (!ai) throw new Error('no computer player is loaded for across-suez: import it from across-suez/engine');
    return ai as unknown as {
      evaluate(game: Game, options: EstimateOptions): WinEstimate;
      evaluateAsync(game: Game, options: EstimateOptions & SliceOptions): Promise<WinEstimate>;
    };
  }

  #info(u: number): UnitInfo {
    const x = this.ctx.units[u]!;
    const s = this.state;
    return {
      id: x.id,
      name: x.name,
      side: x.side,
      type: x.type,
      strength: x.strength,
      movement: x.movement,
      hex: s.loc[u] === ON_MAP ? this.ctx.board.id(s.hex[u]!) : null,
      location: LOCATIONS[s.loc[u]!]!,
      ...(x.arrives && { arrives: { ...x.arrives } }),
    };
  }

  #unit(id: string): number {
    return unitArg(this.ctx, id);
  }

  #units(ids: string[]): number[] {
    return unitsArg(this.ctx, ids, 'attackers');
  }

  #hex(hex: HexId): number {
    return hexArg(this.ctx, hex);
  }
}
