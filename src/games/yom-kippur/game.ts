// The Yom Kippur facade: the engine's Match (undo, log, record, events)
// with the game's questions in the rulebook's words — stacks, steps,
// markers, bridges, air and SAM state, victory points, the calendar, legal
// moves and combat odds. Headless: page scripts, elements and tools use it.
import { Match } from '../../engine/match.js';
import { beginMatch, readPositionText } from '../../engine/match-options.js';
import type { GameRules } from '../../engine/contract.js';
import { quote } from '../../engine/input-check.js';
import type { MapData } from '../../engine/map-data.js';
import { RulesError, toError } from '../../engine/rules-error.js';
import type { OddsInfo, OddsOptions } from './combat/index.js';
import type { Context } from './context.js';
import { contextFor, phaseRulesOf } from './game-context.js';
import { yomKippur, type GameData } from './data.js';
import type { GameEvent } from './events.js';
import { cannotMove, routes } from './movement.js';
import { calendar } from './reinforcements.js';
import { yomKippurRules } from './rules.js';
import { registeredGame } from '../../engine/registry.js';
import type { SliceOptions } from '../../engine/ai/steps.js';
import { samActive } from './sam.js';
import { placingSides, SETUP, setupZone } from './setup-zones.js';
import { samRange, samReduced } from './air/sam-cover.js';
import type { SamThreat } from './air/sam-threat.js';
import { hasPending } from './pending.js';
import { AIR, BRIDGE_STATES, ELIMINATED, LANDINGS, LOCATIONS, MAP, MAX_FRONTS, POOL, type State } from './state.js';
import type {
  Action,
  BridgeInfo,
  CalendarEntry,
  GameOptions,
  HexId,
  Marker,
  PendingInfo,
  Position,
  SideId,
  UnitInfo,
  VictoryPoints,
} from './types.js';
import { movementOf, strengthOf, syncBoard, typeOf, unitsAt } from './units.js';
import { endItems, eventPoints } from './victory.js';

export interface CreateOptions extends GameOptions {
  /** Another game definition on this engine (tests use variants of the data). */
  data?: GameData;
}

/** A SAM battery's state (B-M). */
export interface SamInfo {
  id: string;
  hex: HexId | null;
  steps: number;
  /** Protects and fires now (B-M.2). */
  active: boolean;
  /** Counts as reduced (B-M.4), or from GT 6 every SAM (B-M.5). */
  reduced: boolean;
  samMov: number | null;
  /** B-M.1b: the hexes its cover reaches (tables.json sam.range, the range the rules read). */
  range: number;
}

/** The rules a Yom Kippur game runs: the basic game's (rules.ts) or the advanced game's (advanced/rules.ts). */
export type YomKippurRules = GameRules<State, Action, GameEvent, Context>;

/** What the computer players estimate of a position (src/games/yom-kippur/ai/evaluate.ts): as Across Suez's. */
export interface WinEstimate {
  /** Estimated probability that the Israeli player wins, 0…1 (a draw counts half). */
  israeli: number;
  /** Playouts averaged. */
  samples: number;
  /** Standard error of `israeli` (the playouts' spread, through the correction). */
  stderr: number;
  /** The playouts' own share of Israeli wins, before the correction. */
  raw: number;
}

/**
 * The playouts of game.evaluate() (docs/yom-kippur/ai.md). The default — 16
 * playouts of one Game-Turn by the fast policy, each judged by the standing
 * where it stops — takes a fraction of a second at the start (`npm run bench
 * -- --game yom-kippur`).
 */
export interface EstimateOptions {
  /** Playouts of the fast policy on both sides (default 16). */
  playouts?: number;
  /** Game-Turns each playout plays before it is cut and judged (default 1; Infinity: to the end). */
  horizon?: number;
  /** Fast playouts to the end that finish each playout cut at its horizon (default 0: the standing judges it). */
  finishes?: number;
  seed?: number;
  /** false: return the playouts' raw share as `israeli` (default true: corrected, ai/evaluate-calibration.ts). */
  calibrated?: boolean;
  /**
   * Who plays the playouts: the fast policy (default: tens to hundreds of milliseconds), or the `normal` computer
   * player on both sides (a second or a few: 4 playouts of two Game-Turns by default, each judged where it stops by the
   * position's own reading, ai/position-value.ts), the estimate that foresees games between `normal` players
   * best (docs/yom-kippur/ai.md).
   */
  players?: 'fast' | 'normal';
}

export class Game extends Match<State, Action, GameEvent, Context> {
  /** A new game: the standard set-up (B-D) or `position`; `tables: 'revised'` plays the T003 tables. */
  static async create(options: CreateOptions = {}): Promise<Game> {
    return Game.createWith(yomKippurRules, options);
  }

  /** A new game of these rules: the basic game's, or the advanced game's on its own definition (advanced/). */
  static async createWith(rules: YomKippurRules, options: CreateOptions = {}): Promise<Game> {
    const yomKippurRules = rules;
    const ctx = await contextFor(options.data ?? yomKippur);
    // a text is JSON or the compact string (position-code.ts): read here, as tables and setup add to it
    const given = (await readPositionText(yomKippurRules, ctx, options)).position as Position | undefined;
    let position =
      options.tables && options.tables !== (given?.tables ?? 'standard')
        ? { ...(given ?? {}), tables: options.tables }
        : given;
    // B-D: a set-up phase, the first side with a choice placing first
    const placing = placingSides(ctx)[0];
    if (options.setup && placing !== undefined) position = { ...position, side: ctx.sides[placing]!, phase: SETUP };
    if (position !== undefined) await yomKippurRules.loadPositionReader?.(position);
    const { state, seed, setup } = beginMatch<State>(yomKippurRules as never, ctx, { ...options, position });
    return new Game(yomKippurRules, ctx, state, seed, setup);
  }

  /** Replays a record (or its first `upTo` actions); throws RecordError naming the line at fault. */
  static async fromRecord(text: string, options: { data?: GameData; upTo?: number } = {}): Promise<Game> {
    return Game.fromRecordWith(
      yomKippurRules,
      text,
      (start) =>
        Game.create({
          ...(options.data && { data: options.data }),
          seed: start.seed,
          ...(start.position !== undefined && { position: start.position as Position }),
        }),
      options.upTo,
    );
  }

  /** Replays a record of these rules, the game made by `create` from the record's seed and position. */
  static async fromRecordWith(
    rules: YomKippurRules,
    text: string,
    create: (start: { seed: number; position?: unknown }) => Promise<Game>,
    upTo?: number,
  ): Promise<Game> {
    return Match.replayed(rules as never, text, create, upTo);
  }

  // ---- the game now ----
  get map(): MapData {
    return this.ctx.data.map;
  }
  get data(): GameData {
    return this.ctx.data;
  }
  /** Size of the engine's linear memory (it never grows after the board is built). */
  get wasmMemoryBytes(): number {
    return this.ctx.board.kernel.memory.buffer.byteLength;
  }
  get tables(): 'standard' | 'revised' {
    return this.state.tables;
  }
  /** The calendar's dates of the Game-Turn under way (B-B). */
  get dates(): string {
    return this.ctx.data.scenario.calendar[String(this.state.turn)] ?? '';
  }
  calendar(): CalendarEntry[] {
    return calendar(this.ctx);
  }

  units(): UnitInfo[] {
    return this.ctx.units.map((_, u) => this.#info(u));
  }
  unit(id: string): UnitInfo {
    return this.#info(this.#unit(id));
  }
  /** The counters standing on a hex (B-G.1: up to two brigades, with a fort or a SAM). */
  stack(hex: HexId): UnitInfo[] {
    return unitsAt(this.ctx, this.state, this.#hex(hex)).map((u) => this.#info(u));
  }
  bridges(): BridgeInfo[] {
    return this.ctx.bridges.map((b, i) => ({
      id: b.id,
      side: this.ctx.sides[b.side]!,
      hexes: [this.ctx.board.id(b.east), this.ctx.board.id(b.west)],
      state: BRIDGE_STATES[this.state.bridges[i]!]!,
    }));
  }
  /** B-M: each SAM battery, and whether it covers now. */
  sams(): SamInfo[] {
    const s = this.state;
    return this.ctx.sams.map((u) => ({
      id: this.ctx.units[u]!.id,
      hex: s.loc[u] === MAP ? this.ctx.board.id(s.hex[u]!) : null,
      steps: s.steps[u]!,
      active: samActive(s, u),
      reduced: samReduced(this.ctx, s, u),
      samMov: s.samMov[u]! > 0 ? s.samMov[u]! : null,
      range: samRange(this.ctx),
    }));
  }
  /**
   * B-M, B-N: the enemy SAMs whose range covers `hex` (by default the hex the aircraft is over) and
   * what each would do to it — the bombing's column (B-N.2b), a bombed SAM's self-defence (B-M.3), or
   * on the revised sheet each SAM's fire (T003[Air]) — with their odds; for an Egyptian aircraft, the
   * friendly SAMs covering it (B-N.2a).
   */
  samThreat(aircraft: string, hex?: HexId): SamThreat {
    const a = this.#unit(aircraft);
    if (this.ctx.units[a]!.kind !== 'aircraft')
      throw new RulesError('not-aircraft', 'B-N', `${aircraft} is no aircraft`);
    const over = hex !== undefined ? this.#hex(hex) : this.state.loc[a] === AIR ? this.state.hex[a]! : -1;
    if (over < 0) throw new RulesError('not-over-map', 'B-N.1', `${aircraft} is not over the map: name a hex`);
    return phaseRulesOf(this.ctx).samThreat(this.ctx, this.state, a, over);
  }
  /** B-N: each side's aircraft ready off the map, over the map, and lost. */
  air(): Record<SideId, { pool: string[]; placed: Record<string, HexId>; lost: string[] }> {
    const s = this.state;
    return Object.fromEntries(
      this.ctx.sides.map((side, i) => {
        const mine = this.ctx.aircraft.filter((u) => this.ctx.unitSide[u] === i);
        const ids = (loc: number) => mine.filter((u) => s.loc[u] === loc).map((u) => this.ctx.units[u]!.id);
        const placed = Object.fromEntries(
          mine.filter((u) => s.loc[u] === AIR).map((u) => [this.ctx.units[u]!.id, this.ctx.board.id(s.hex[u]!)]),
        );
        return [side, { pool: ids(POOL), placed, lost: ids(ELIMINATED) }];
      }),
    );
  }
  /** B-Q: recovery points left per side (A-L: with those set aside for each map). */
  recoveryPoints(): Record<SideId, number> {
    const s = this.state;
    const aside = (i: number) =>
      s.frontRecovery.subarray(i * MAX_FRONTS, (i + 1) * MAX_FRONTS).reduce((a, b) => a + b, 0);
    return Object.fromEntries(this.ctx.sides.map((side, i) => [side, s.recovery[i]! + aside(i)]));
  }
  /** B-R: points scored so far and what the end-of-game conditions would add now. */
  victoryPoints(): VictoryPoints {
    const s = this.state;
    return {
      total: Object.fromEntries(this.ctx.sides.map((side, i) => [side, s.vp[i]!])),
      ifEndedNow: Object.fromEntries(
        this.ctx.sides.map((side, i) => {
          const items = endItems(this.ctx, s, i);
          const points = eventPoints(this.ctx, s, i) + items.reduce((t, x) => t + x.vp, 0);
          return [side, { points, items }];
        }),
      ),
    };
  }
  /** The decision the engine waits for, and who makes it. */
  get pending(): PendingInfo | null {
    if (!hasPending(this.state)) return null;
    return (this.position() as Position).pending as PendingInfo;
  }

  terrainAt(hex: HexId): string | null {
    const h = this.ctx.board.index(hex);
    return this.ctx.board.onMap(h) ? this.ctx.board.terrain[h]! : null;
  }
  distance(a: HexId, b: HexId): number {
    return this.ctx.board.distance(this.#hex(a), this.#hex(b));
  }
  /** The sides whose Zone of Control covers a hex now (B-H). */
  zocOf(hex: HexId): SideId[] {
    const h = this.#hex(hex);
    syncBoard(this.ctx, this.state);
    return this.ctx.sides.filter((_, i) => this.ctx.board.inZocOf(h, i));
  }

  // ---- movement ----
  /** Legal destinations of a counter now → the Movement Points the move costs (entering units: from their entry hexes). */
  reachable(id: string): Map<HexId, number> {
    const u = this.#unit(id);
    const out = new Map<HexId, number>();
    if (cannotMove(this.ctx, this.state, u)) return out;
    const r = routes(this.ctx, this.state, u);
    for (let i = 0; i < r.count; i++)
      out.set(this.ctx.board.id(r.hexes[i]!), r.costOf(r.hexes[i]!) / this.ctx.unitsPerMp);
    return out;
  }
  /** The route reachable() found to a destination, its first hex first; empty when it is not reachable. */
  path(id: string, hex: HexId): HexId[] {
    const u = this.#unit(id);
    if (cannotMove(this.ctx, this.state, u)) return [];
    const h = this.#hex(hex);
    const r = routes(this.ctx, this.state, u, h);
    return r.has(h) ? r.path.map((x) => this.ctx.board.id(x)) : [];
  }
  /** B-D: the hexes a counter may start on, when it has a choice (empty: fixed on its printed hex or off the map). */
  setupHexes(id: string): HexId[] {
    return [...(setupZone(this.ctx, this.#unit(id)) ?? [])].sort((a, b) => a - b).map((h) => this.ctx.board.id(h));
  }
  /** Why a counter may not move now, or null. */
  whyCannotMove(id: string): RulesError | null {
    const r = cannotMove(this.ctx, this.state, this.#unit(id));
    return r && toError(r);
  }

  // ---- combat ----
  /** B-I.2: the odds of attackers against the units on `defenders` (hexes), every modifier with its case, each result's probability. */
  combatOdds(
    attackers: string[],
    defenders: HexId[],
    options: { artillery?: string[]; defenceArtillery?: string[] } = {},
  ): OddsInfo {
    const o: OddsOptions = {
      ...(options?.artillery && { artillery: this.#list(options.artillery, 'artillery').map((a) => this.#unit(a)) }),
      ...(options?.defenceArtillery && {
        defenceArtillery: this.#list(options.defenceArtillery, 'defenceArtillery').map((a) => this.#unit(a)),
      }),
    };
    return phaseRulesOf(this.ctx).combatOdds(
      this.ctx,
      this.state,
      this.#list(attackers, 'attackers').map((a) => this.#unit(a)),
      this.#list(defenders, 'defenders').map((h) => this.#hex(h)),
      o,
    );
  }

  /**
   * Why the attack of `attackers` on the units in `defenders` (hexes) may not be declared now, or null: the
   * very refusal `apply` gives (B-I.1, B-I.2, B-I.3, B-J.1, B-L, B-O), so a preview never says yes where it says no.
   */
  whyCannotAttack(attackers: string[], defenders: HexId[], options: { artillery?: string[] } = {}): RulesError | null {
    if (hasPending(this.state)) return null;
    const known = (id: string) => this.ctx.unitIndex.get(id) ?? -1;
    const plan = {
      attackers: attackers.map(known),
      hexes: defenders.map((h) => this.ctx.board.index(h)),
      artillery: (options.artillery ?? []).map(known),
    };
    // B-O.1: in the air phase only units just dropped attack, at once; in the combat phase, the combats
    const mode =
      this.rules.descriptor.phases[this.phasingSide]?.find((p) => p.id === this.phase)?.kind === 'combat'
        ? 'combat'
        : 'immediate';
    const r = phaseRulesOf(this.ctx).attackRefusal(this.ctx, this.state, plan, mode);
    return r && toError(r);
  }

  // ---- verbs ----
  move(id: string, hex: HexId): void {
    this.apply({ type: 'move', unit: id, hex });
  }
  endPhase(): void {
    this.apply({ type: 'end' });
  }
  override position(): Position {
    return super.position() as Position;
  }

  /**
   * The Israeli player's estimated chance of winning from here, like an
   * engine's evaluation in chess: Monte Carlo playouts, each with its own
   * dice, of the fast policy for a Game-Turn, each judged by the
   * standing where it stops, their share of wins corrected
   * (EstimateOptions); with the sample size and standard error
   * (docs/yom-kippur/ai.md). The computer players come with the engine entry
   * (across-suez/yom-kippur/engine), not with the rules: a game made from
   * this file alone has no evaluation.
   */
  evaluate(options: EstimateOptions = {}): WinEstimate {
    return this.#ai().evaluate(this, options);
  }

  /** The same, computed in slices that give the event loop back every few milliseconds; rejects with AbortError on `signal`. */
  evaluateAsync(options: EstimateOptions & SliceOptions = {}): Promise<WinEstimate> {
    return this.#ai().evaluateAsync(this, options);
  }

  // ---- internals ----
  #ai() {
    const ai = registeredGame(this.rules.descriptor.id)?.ai;
    if (!ai)
      throw new Error('no computer player is loaded for yom-kippur: import it from across-suez/yom-kippur/engine');
    return ai as unknown as {
      evaluate(game: Game, options: EstimateOptions): WinEstimate;
      evaluateAsync(game: Game, options: EstimateOptions & SliceOptions): Promise<WinEstimate>;
    };
  }

  #info(u: number): UnitInfo {
    const d = this.ctx.units[u]!;
    const s = this.state;
    const markers: Marker[] = [];
    const n = this.ctx.sides.length;
    if (s.shock[u]! >= 0) {
      markers.push({
        kind: 'shock',
        until: { turn: Math.floor(s.shock[u]! / n) + 1, side: this.ctx.sides[s.shock[u]! % n]! },
      });
    }
    if (s.samMov[u]! > 0) markers.push({ kind: 'sam-mov', since: s.samMov[u]! });
    return {
      id: d.id,
      name: d.name,
      side: d.side,
      nation: d.nation,
      formation: d.formation,
      type: typeOf(this.ctx, s, u) as UnitInfo['type'],
      kind: d.kind,
      level: d.level,
      hex: s.loc[u] === MAP || s.loc[u] === AIR ? this.ctx.board.id(s.hex[u]!) : null,
      location: LOCATIONS[s.loc[u]!]!,
      steps: s.steps[u]!,
      maxSteps: this.ctx.maxSteps[u]!,
      strength: strengthOf(this.ctx, s, u),
      movement: movementOf(this.ctx, s, u),
      ...(d.arrives && { arrives: { ...d.arrives } }),
      markers,
      airborne: s.airborne[u] === 1,
      landing: LANDINGS[s.landing[u]!]!,
    };
  }
  #unit(id: string): number {
    const u = typeof id === 'string' ? this.ctx.unitIndex.get(id) : undefined;
    if (u === undefined) throw new RulesError('unknown-unit', '', `No counter ${quote(id)}`);
    return u;
  }
  #hex(hex: HexId): number {
    const h = typeof hex === 'string' ? this.ctx.board.index(hex) : -1;
    if (!this.ctx.board.onMap(h)) throw new RulesError('off-map', '', `${quote(hex)} is not a hex of the map`);
    return h;
  }
  /** A list a page passed: an array of a few items (a combat has at most a few units and hexes). */
  #list<T>(v: T[], field: string): T[] {
    if (!Array.isArray(v) || v.length > 16) throw new RulesError('bad-argument', '', `${field} must be a list of ids`);
    return v;
  }
}
