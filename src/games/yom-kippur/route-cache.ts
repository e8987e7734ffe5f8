// Each counter's routes (movement.ts), kept between listings of legal
// actions while what their searches read still holds. A search for unit u
// reads, besides u itself (its hex, location and movement factor) and the
// phase (column movement, canal crossings, rafts, B-G.3–5), and the bridges
// standing (B-G.4a):
// - on each hex it reached or visited (its starts included): the units
//   standing there (stacking at the end of the move, B-G.1) and the enemy
//   Zones of Control covering it (B-H);
// - on their neighbours: enemy units (never entered) and enemy Zones of
//   Control (B-H: stopping, no road rates).
// Friendly units and their Zones of Control are never read but for the
// stacking count where a move ends. An enemy unit that comes or goes
// changes those facts only on its hex and the six around it (its Zone of
// Control); a friendly one only the count on its hex. So a kept search
// still holds unless an enemy unit left or entered a hex within two of one
// it reached; and when a friendly unit left or entered a hex it reached,
// only whether those two hexes have room changes (RouteSet.restatus). A
// unit's own search is kept for when it stands where it stood again (a
// search's copy takes moves back): the two hexes it left and entered are
// sorted again for it too, its own hex being no end of its move.
//
// sync() compares where every counter stands now with where it stood at the
// last sync (in whatever state: a search copy, the facade, an undo), and
// applies each difference to the kept searches at once; so a kept search
// is exact for the state last synced. When the state is the one last
// synced, or it with one counter's action applied (changes.ts), only that
// counter is compared. Exact as long as nothing else a
// search reads changes: the board's terrain, step tables and Zone of
// Control policy are set once per game definition.
import { changedFrom, lastChange } from './changes.js';
import type { Context } from './context.js';
import { entriesNow } from './fronts.js';
import { RouteSet } from './route-set.js';
import { stackLimit } from './stacking.js';
import { MAP, type State } from './state.js';

// a search's signature: what of the state besides the units' places it read
const PHASE = 0,
  TURN = 1,
  SIDE = 2,
  HEX = 3,
  LOC = 4,
  BUDGET = 5,
  BRIDGES = 6,
  SIG = 7;

/** How many hexes a unit's own moves may leave its kept search to sort again (#defer). */
const PENDING = 4;

/** What stacking counts a counter's kind goes by (B-G.1, B-M.1a). */
const NONE = 0,
  BRIGADES = 1,
  SAMS = 2;

export class RouteCache {
  /** Per unit: its routes, as its last search found them and the syncs since sorted them. */
  readonly sets: RouteSet[];
  readonly #valid: Uint8Array;
  /** How many searches are kept (`#valid`), per side and in all. */
  readonly #kept: Int32Array;
  #keptAll = 0;
  readonly #sig: Int32Array;
  /**
   * Per unit: the hexes its own moves left or entered since its kept search
   * was last sorted (at most PENDING), sorted again only when the search is
   * next read (#settle): a counter that moved is listed no more this phase,
   * so its search is kept only for an undo, and seldom read again.
   */
  readonly #pending: Int16Array;
  readonly #pendingCount: Uint8Array;
  /** Per unit: the hex it stood on (-1 off the board) at the last sync. */
  readonly #where: Int16Array;
  #synced = false;
  /** The version of the state last synced (changes.ts), 0 when unknown. */
  #version = 0;
  /**
   * The units whose kept search changed (dropped, sorted again, searched
   * anew) since the last clearTouched, each once; or all of them
   * (`touchedAll`): the movement listing asks again only for these.
   */
  readonly #touched: Int16Array;
  readonly #isTouched: Uint8Array;
  #touchedCount = 0;
  touchedAll = true;
  /** The phase and Game-Turn of the last sync: every search kept is of it (its signature). */
  #phase = -1;
  #turn = -1;
  #triggers = -1;
  readonly #barred: Uint8Array;
  /** Per unit: the hexes its search reached or visited, a bit a hex. */
  readonly #reached: Uint32Array;
  readonly #words: number;
  readonly #units: number;
  /** Counters that stand on the board when on the map (aircraft fly over it). */
  readonly #stands: Uint8Array;
  readonly #side: readonly number[];
  /** Per unit: the stacking count it goes by, and its limit (B-G.1, B-M.1a). */
  readonly #stacks: Uint8Array;
  readonly #limit: Float64Array;
  /** Per count kind and hex: the counters standing there at the last sync. */
  readonly #count: Uint8Array[];
  readonly #land: number;
  readonly #hexFlags: Uint16Array;
  readonly #marine: Uint8Array;
  readonly #ctx: Context;
  /** Per hex: the hexes within two of it (from `#nearStart[h]` to `#nearStart[h + 1]`). */
  readonly #near: Int32Array;
  readonly #nearStart: Int32Array;

  constructor(ctx: Context) {
    const n = ctx.board.hexCount;
    const units = ctx.units.length;
    this.#units = units;
    this.sets = Array.from({ length: units }, () => new RouteSet(n));
    this.#valid = new Uint8Array(units);
    this.#kept = new Int32Array(ctx.sides.length);
    this.#touched = new Int16Array(units);
    this.#isTouched = new Uint8Array(units);
    this.#sig = new Int32Array(units * SIG);
    this.#where = new Int16Array(units);
    this.#pending = new Int16Array(units * PENDING);
    this.#pendingCount = new Uint8Array(units);
    this.#words = (n + 31) >>> 5;
    this.#reached = new Uint32Array(units * this.#words);
    this.#stands = Uint8Array.from(ctx.units, (d) => (d.kind === 'aircraft' ? 0 : 1));
    this.#side = ctx.unitSide;
    this.#stacks = Uint8Array.from(ctx.units, (d) => (d.kind === 'ground' ? BRIGADES : d.kind === 'sam' ? SAMS : NONE));
    this.#limit = Float64Array.from(ctx.units, (_, u) => stackLimit(ctx, u));
    this.#count = [new Uint8Array(0), new Uint8Array(n), new Uint8Array(n)];
    this.#land = ctx.board.flag('land');
    this.#hexFlags = ctx.board.hexFlags;
    this.#barred = ctx.board.barred;
    this.#marine = Uint8Array.from(ctx.units, (d) => (d.type === 'marines' ? 1 : 0));
    this.#ctx = ctx;
    [this.#near, this.#nearStart] = withinTwo(ctx);
  }

  /** The hex unit v stands on, -1 off the board. */
  #standsOn(s: State, v: number): number {
    return this.#stands[v] === 1 && s.loc[v] === MAP ? s.hex[v]! : -1;
  }

  /**
   * The board has been given the state last synced (syncBoard): the searches
   * of one listing, which changes nothing, give it once.
   */
  boardSynced = false;

  /** Brings every kept search to state s: the counters that came or went since the last sync dropped or re-sorted them. */
  sync(s: State): void {
    this.boardSynced = false;
    this.#ctx.extensions.syncBars?.(this.#ctx, s); // A-F.4, A-F.5: the board's barred hexes are this state's
    const version = s.version;
    if (!this.#synced) {
      this.#synced = true;
      this.#dropAll();
      this.#count[BRIGADES]!.fill(0);
      this.#count[SAMS]!.fill(0);
      for (let v = 0; v < this.#units; v++) {
        const h = (this.#where[v] = this.#standsOn(s, v));
        if (h >= 0 && this.#stacks[v]) this.#count[this.#stacks[v]!]![h]!++;
      }
      this.#version = version;
      return;
    }
    if (version !== 0 && version === this.#version) return; // the content last synced (changes.ts)
    if (s.phaseNumber !== this.#phase || s.turn !== this.#turn || s.triggers !== this.#triggers) {
      // a new phase: no search kept holds (their signatures), so none need be told what moved;
      // other triggers: other hexes barred to a side's moves (bars.ts)
      this.#dropAll();
      this.#phase = s.phaseNumber;
      this.#turn = s.turn;
      this.#triggers = s.triggers;
    }
    if (changedFrom(this.#version, version)) {
      // the content last synced with one counter's facts changed (changes.ts): only it may have come or gone
      const v = lastChange.unit;
      const now = this.#standsOn(s, v);
      const was = this.#where[v]!;
      if (now !== was) this.#moved(s, v, was, now);
    } else {
      for (let v = 0; v < this.#units; v++) {
        const now = this.#standsOn(s, v);
        const was = this.#where[v]!;
        if (now !== was) this.#moved(s, v, was, now);
      }
    }
    this.#version = version;
  }

  /** Counter v went from `was` to `now` (-1: off the board). */
  #moved(s: State, v: number, was: number, now: number): void {
    this.#where[v] = now;
    const kind = this.#stacks[v]!;
    // a hex whose count crossed the limit (of v's kind, B-G.1, B-M.1a): full no more, or full now
    let freed = -1,
      filled = -1;
    if (kind) {
      const count = this.#count[kind]!;
      const limit = this.#limit[v]!;
      if (was >= 0 && --count[was]! === limit - 1) freed = was;
      if (now >= 0 && ++count[now]! === limit) filled = now;
    }
    const side = this.#side[v]!;
    if (this.#valid[v]) {
      // its own hex is no end of its move (endOf): the hex it left is one again, the one it
      // entered one no more, for its search kept for when it stands where it stood (a search's
      // copy takes moves back); sorted when the search is next read (#settle)
      if (this.#reaches(v, was)) this.#defer(s, v, was);
      if (this.#reaches(v, now)) this.#defer(s, v, now);
    }
    // no other search kept to tell: none of another side's, and no count crossed a limit
    if (this.#keptAll === this.#kept[side]! && freed < 0 && filled < 0) return;
    for (let u = 0; u < this.#units; u++) {
      if (!this.#valid[u] || u === v) continue;
      if (this.#side[u] !== side) {
        if (this.#reachesNear(u, was) || this.#reachesNear(u, now)) {
          this.#setValid(u, 0);
          this.#touch(u);
        }
        continue;
      }
      // a friend changed only the stacking count, on the two hexes
      if (kind !== this.#stacks[u]) continue;
      if (this.#reaches(u, freed)) this.#restatus(s, u, freed);
      if (this.#reaches(u, filled)) this.#restatus(s, u, filled);
    }
  }

  /** Hex h of unit u's kept search to be sorted again when the search is next read. */
  #defer(s: State, u: number, h: number): void {
    const n = this.#pendingCount[u]!,
      at = u * PENDING;
    for (let i = 0; i < n; i++) if (this.#pending[at + i] === h) return;
    if (n === PENDING) {
      this.#settle(s, u);
      this.#restatus(s, u, h);
      return;
    }
    this.#pending[at + n] = h;
    this.#pendingCount[u] = n + 1;
  }

  /** Unit u's kept search made exact for s, the state last synced: the hexes deferred sorted again. */
  #settle(s: State, u: number): void {
    const n = this.#pendingCount[u]!;
    if (n === 0) return;
    this.#pendingCount[u] = 0;
    for (let i = 0, at = u * PENDING; i < n; i++) this.#restatus(s, u, this.#pending[at + i]!);
  }

  /** Unit u's search kept (1) or dropped (0), counted per side. */
  #setValid(u: number, on: 0 | 1): void {
    this.#pendingCount[u] = 0; // kept anew or dropped: nothing deferred
    if (this.#valid[u] === on) return;
    this.#valid[u] = on;
    const d = on ? 1 : -1;
    this.#kept[this.#side[u]!]! += d;
    this.#keptAll += d;
  }

  /** Drops every search kept. */
  #dropAll(): void {
    this.#valid.fill(0);
    this.#pendingCount.fill(0);
    this.#kept.fill(0);
    this.#keptAll = 0;
    this.touchedAll = true;
  }

  #restatus(s: State, u: number, h: number): void {
    this.sets[u]!.restatus(h, this.endOf(s, u, h));
    this.#touch(u);
  }

  #touch(u: number): void {
    if (this.#isTouched[u]) return;
    this.#isTouched[u] = 1;
    this.#touched[this.#touchedCount++] = u;
  }

  /** How many units' searches changed since clearTouched (when not touchedAll), and the i-th of them. */
  get touchedCount(): number {
    return this.#touchedCount;
  }
  touchedAt(i: number): number {
    return this.#touched[i]!;
  }

  /** Forgets which searches changed: the caller has read them all. */
  clearTouched(): void {
    for (let i = 0; i < this.#touchedCount; i++) this.#isTouched[this.#touched[i]!] = 0;
    this.#touchedCount = 0;
    this.touchedAll = false;
  }

  /**
   * What hex h is to counter u's move in the state last synced: 0 not an
   * end (its own hex; water, unless a marine, B-G.5), 1 a destination, 2
   * full (B-G.1, B-M.1a: u itself is never counted, standing on its own hex).
   */
  endOf(s: State, u: number, h: number): 0 | 1 | 2 {
    return this.endsFor(s, u)(h);
  }

  /** endOf for counter u in s, for every hex its search found: what it reads of u read once (valid until the next call). */
  endsFor(s: State, u: number): (h: number) => 0 | 1 | 2 {
    this.#own = s.loc[u] === MAP ? s.hex[u]! : -1;
    this.#sideBit = 1 << this.#side[u]!;
    this.#afloat = this.#marine[u] === 1;
    const kind = this.#stacks[u]!;
    this.#kindCount = kind === NONE ? null : this.#count[kind]!;
    this.#kindLimit = this.#limit[u]!;
    return this.#endAt;
  }

  /** The counter endsFor was last asked about: its own hex (-1 off the map), its side's bit, whether it ends afloat, its stacking count and limit. */
  #own = -1;
  #sideBit = 0;
  #afloat = false;
  #kindCount: Uint8Array | null = null;
  #kindLimit = 0;
  readonly #endAt = (h: number): 0 | 1 | 2 => {
    if (h === this.#own) return 0;
    if (this.#barred[h]! & this.#sideBit) return 0; // A-F.4, A-F.5: barred to its side (bars.ts)
    if (!this.#afloat && (this.#hexFlags[h]! & this.#land) === 0) return 0; // B-G.5: only marines end afloat
    const count = this.#kindCount;
    return count === null || count[h]! < this.#kindLimit ? 1 : 2;
  };

  /** Forgets every kept search: the next sync starts anew (tests compare the two). */
  forget(): void {
    this.#synced = false;
    this.touchedAll = true;
  }

  /** Is unit u's kept search exact for s, the state last synced (when its signature matches the state)? */
  isValid(s: State, u: number): boolean {
    if (this.#valid[u] !== 1) return false;
    this.#settle(s, u);
    return true;
  }

  /** Does unit u's kept search hold in s, the state last synced (with this budget and these bridges standing)? */
  holds(s: State, u: number, budget: number, bridges: number): boolean {
    if (this.#valid[u] !== 1 || !this.#signed(u, s, u, budget, bridges)) return false;
    this.#settle(s, u);
    return true;
  }

  /** Was unit v's kept search made where a search for u (at its hex and location) would be made now? */
  #signed(v: number, s: State, u: number, budget: number, bridges: number): boolean {
    const sig = this.#sig,
      at = v * SIG;
    return (
      sig[at + PHASE] === s.phaseNumber &&
      sig[at + TURN] === s.turn &&
      sig[at + SIDE] === s.side &&
      sig[at + HEX] === s.hex[u] &&
      sig[at + LOC] === s.loc[u] &&
      sig[at + BUDGET] === budget &&
      sig[at + BRIDGES] === bridges
    );
  }

  /**
   * A counter whose kept search u's would repeat, or -1: both entering
   * (B-B) by the same entry hexes (one list the units that share them
   * share, A-H), with the same budget, movement class and stacking, which
   * is all their searches read of them.
   */
  twin(s: State, u: number, budget: number, bridges: number): number {
    if (s.loc[u] === MAP) return -1;
    for (let v = 0; v < this.#units; v++) {
      if (v === u || !this.#valid[v] || this.#side[v] !== this.#side[u] || s.loc[v] === MAP) continue;
      if (this.#marine[v] !== this.#marine[u] || this.#stacks[v] !== this.#stacks[u]) continue;
      if (entriesNow(this.#ctx, s, v) !== entriesNow(this.#ctx, s, u)) continue; // another front's entry hexes (A-H)
      if (this.#signed(v, s, u, budget, bridges)) return v;
    }
    return -1;
  }

  /** Unit u takes its twin v's search as its own (twin). */
  adopt(s: State, u: number, v: number): RouteSet {
    this.#settle(s, v);
    const w = this.#words;
    this.sets[u]!.copyFrom(this.sets[v]!);
    this.#reached.copyWithin(u * w, v * w, (v + 1) * w);
    this.#sig.copyWithin(u * SIG, v * SIG, (v + 1) * SIG);
    this.#setValid(u, 1);
    this.#touch(u);
    return this.sets[u]!;
  }

  #reaches(u: number, h: number): boolean {
    return h >= 0 && (this.#reached[u * this.#words + (h >>> 5)]! & (1 << (h & 31))) !== 0;
  }

  /** Unit u's route set, emptied of its reached hexes, for a new search. */
  begin(u: number): RouteSet {
    this.#setValid(u, 0);
    this.#touch(u);
    this.#reached.fill(0, u * this.#words, (u + 1) * this.#words);
    return this.sets[u]!;
  }

  /** Hex h was reached or visited by unit u's search. */
  mark(u: number, h: number): void {
    this.#reached[u * this.#words + (h >>> 5)]! |= 1 << (h & 31);
  }

  /** Every hex of `hexes` was reached by unit u's search. */
  markAll(u: number, hexes: Int32Array): void {
    const bits = this.#reached,
      at = u * this.#words;
    for (let i = 0; i < hexes.length; i++) {
      const h = hexes[i]!;
      bits[at + (h >>> 5)]! |= 1 << (h & 31);
    }
  }

  /** Unit u's search reached the hexes of `bits`, a bit each (Board.reachedBits), and none before. */
  markBits(u: number, bits: Uint32Array): void {
    this.#reached.set(bits, u * this.#words);
  }

  /** The hex flags a move of counter u may end on (Board.sortEnds): land, any hex for a marine (B-G.5). */
  endFlags(u: number): number {
    return this.#marine[u] === 1 ? 0 : this.#land;
  }

  /** Unit u's search is done in s (the state last synced): kept, with what it read. */
  keep(s: State, u: number, budget: number, bridges: number): void {
    const sig = this.#sig,
      at = u * SIG;
    sig[at + PHASE] = s.phaseNumber;
    sig[at + TURN] = s.turn;
    sig[at + SIDE] = s.side;
    sig[at + HEX] = s.hex[u]!;
    sig[at + LOC] = s.loc[u]!;
    sig[at + BUDGET] = budget;
    sig[at + BRIDGES] = bridges;
    this.#setValid(u, 1);
  }

  #reachesNear(u: number, h: number): boolean {
    if (h < 0) return false;
    const words = this.#reached;
    const base = u * this.#words;
    for (let i = this.#nearStart[h]!; i < this.#nearStart[h + 1]!; i++) {
      const x = this.#near[i]!;
      if (words[base + (x >>> 5)]! & (1 << (x & 31))) return true;
    }
    return false;
  }
}

/** Per hex, the hexes within two of it (itself included), as one list with starts. */
function withinTwo(ctx: Context): [Int32Array, Int32Array] {
  const { board } = ctx;
  const n = board.hexCount;
  const start = new Int32Array(n + 1);
  const list: number[] = [];
  const seen = new Set<number>();
  for (let h = 0; h < n; h++) {
    start[h] = list.length;
    seen.clear();
    seen.add(h);
    for (let d = 0; d < 6; d++) {
      const a = board.neighbour(h, d);
      if (a < 0) continue;
      seen.add(a);
      for (let e = 0; e < 6; e++) {
        const b = board.neighbour(a, e);
        if (b >= 0) seen.add(b);
      }
    }
    list.push(...seen);
  }
  start[n] = list.length;
  return [Int32Array.from(list), start];
}
