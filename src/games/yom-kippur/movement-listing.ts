// The movement phase's legal actions (legal.ts), each counter's kept
// between listings: a random game lists them after every move, and a move
// changes the listing of the counter that moved and of few others. What a
// counter's part of the listing reads:
// - of the phase: its number, the Game-Turn, the side, the triggers (A-C
//   locks), the bridges standing (B-G.4a) and the side's recovery points
//   (B-Q), compared whole: when one differs, every counter is listed anew;
// - of the counter: its hex, location, movement flags, shock, landing, SAM
//   MOV marker, steps and face (B-F, B-G, B-M.2, B-N.2b, B-O, B-Q);
// - its routes (route-cache.ts), which the cache's sync keeps exact for the
//   state listed (their `version` counts their changes); a counter that
//   may leave the map (B-R.2) can only when its routes reach the exit, so
//   an enemy Zone of Control on the exit makes them search again.
// Any other counter matters to it only through its routes. So a counter
// whose facts and routes are those of its last listing gets the same
// codes; the others are asked again. Which those are: after an action
// whose changes applyCode recorded (changes.ts: one counter's move, exit,
// SAM marker or recovery), that counter and those whose routes the cache
// changed since (its `touched`); for any other state (a search copy, the
// facade, an undo, another action), every counter's facts are compared.
// tests/games/yom-kippur/movement-listing.test.ts compares the listing with
// a whole one made afresh after every action.
import type { ActionBuffer } from '../../engine/action-buffer.js';
import { encode, EXIT, MOVE, RECOVER, SAM_MOV, SAM_READY, withArg } from './action-codes.js';
import { changedFrom, lastChange } from './changes.js';
import type { Context } from './context.js';
import { exitBlock } from './exit.js';
import { destinations, moveBlock, routeCache } from './movement.js';
import { mayRecover, pointsNow, recoveryCheck } from './recovery.js';
import type { RouteCache } from './route-cache.js';
import type { RouteSet } from './route-set.js';
import { markBlock } from './sam.js';
import type { State } from './state.js';
import { countersBySide } from './units.js';

/** What a counter's part of the listing holds, a bit each. */
const RECOVERS = 1,
  MARKS = 2,
  UNMARKS = 4,
  MOVES = 8,
  EXITS = 16;

/** The per-counter facts a counter's listing read, in its stamp (then its routes' version). */
const FACTS = 8,
  VERSION = FACTS,
  STAMP = FACTS + 1;

export class MovementListing {
  /** Per counter: what its listing holds (the bits above). */
  readonly #holds: Uint8Array;
  readonly #stamp: Int32Array;
  /** The phase's facts of the last listing, and their epoch: a new one when any differs. */
  readonly #phase = new Int32Array(6);
  #bridges = new Uint8Array(0);
  #epoch = 0;
  /** The epoch of the listing kept (`#codes`): another, and every counter is listed anew. */
  #listed = -1;
  readonly #bySide: readonly Int32Array[];
  /** Per counter: its side, and its place among its side's counters (`#bySide`). */
  readonly #side: Uint8Array;
  readonly #place: Int32Array;
  /** The version of the state last listed (changes.ts), 0 when unknown. */
  #version = 0;
  /**
   * The listing kept: the phasing side's counters' codes in counter order,
   * each counter's a segment (`#start`, `#count`). A counter listed again
   * rewrites its segment in place (the rest moved by `copyWithin`), and the
   * whole is handed out by one native copy of a view of its length (views
   * made once each): copying ~950 codes one by one a listing was a twentieth of a random game.
   */
  #codes = new Int32Array(1024);
  #length = 0;
  #views: (Int32Array | null)[] = [];
  readonly #start: Int32Array;
  readonly #count: Int32Array;

  constructor(ctx: Context) {
    const n = ctx.units.length;
    this.#holds = new Uint8Array(n);
    this.#stamp = new Int32Array(n * STAMP);
    this.#start = new Int32Array(n);
    this.#count = new Int32Array(n);
    this.#bySide = countersBySide(ctx);
    this.#side = Uint8Array.from(ctx.unitSide);
    this.#place = new Int32Array(n);
    for (const units of this.#bySide) units.forEach((u, i) => (this.#place[u] = i));
    this.#views = Array.from({ length: this.#codes.length + 1 }, () => null);
  }

  /** Forgets every counter's listing: the next lists each anew (tests compare the two). */
  forget(): void {
    this.#epoch++;
  }

  /** The movement phase's codes into `out`: every counter of the phasing side, in counter order. */
  list(ctx: Context, s: State, out: ActionBuffer): void {
    const cache = routeCache(ctx);
    cache.sync(s); // once for every counter's kept routes
    this.#phaseFacts(ctx, s);
    const recovering = mayRecover(ctx, s); // B-Q: else no counter may be recovered now
    const units = this.#bySide[s.side]!;
    const version = s.version;
    if (this.#listed !== this.#epoch) {
      this.#length = 0;
      for (let i = 0; i < units.length; i++) {
        const u = units[i]!;
        this.#start[u] = this.#length;
        this.#count[u] = 0;
        this.#write(u, this.#listAnew(ctx, s, u, recovering), cache);
      }
      this.#listed = this.#epoch;
    } else if (
      !cache.touchedAll &&
      version !== 0 &&
      (version === this.#version || changedFrom(this.#version, version))
    ) {
      // the content listed, or it with one counter's facts changed (changes.ts): only that counter and
      // those whose routes changed since (the cache's touched) may list otherwise
      if (version !== this.#version) this.#again(ctx, s, lastChange.unit, recovering, cache);
      for (let i = 0; i < cache.touchedCount; i++) this.#again(ctx, s, cache.touchedAt(i), recovering, cache);
    } else {
      let shift = 0; // how far the segments after those written anew moved
      for (let i = 0; i < units.length; i++) {
        const u = units[i]!;
        this.#start[u] = this.#start[u]! + shift;
        if (!this.#same(s, u, this.#holds[u]!, cache))
          shift += this.#write(u, this.#listAnew(ctx, s, u, recovering), cache);
      }
    }
    this.#version = version;
    cache.clearTouched(); // every search changed until now is in the listing
    const n = this.#length;
    out.pushAll((this.#views[n] ??= this.#codes.subarray(0, n)), n);
  }

  /** Counter u, when of the phasing side and its facts or routes are not those listed, listed again in its segment. */
  #again(ctx: Context, s: State, u: number, recovering: boolean, cache: RouteCache): void {
    if (this.#side[u] !== s.side || this.#same(s, u, this.#holds[u]!, cache)) return;
    const grew = this.#write(u, this.#listAnew(ctx, s, u, recovering), cache);
    if (grew === 0) return;
    const units = this.#bySide[s.side]!;
    for (let i = this.#place[u]! + 1; i < units.length; i++) this.#start[units[i]!]! += grew; // the segments after it moved
  }

  /** Counter u's segment written anew with what it holds; returns how much longer it grew. */
  #write(u: number, holds: number, cache: RouteCache): number {
    const r = cache.sets[u]!;
    const count = codeCount(holds, r);
    const start = this.#start[u]!;
    const grew = count - this.#count[u]!;
    if (grew !== 0) {
      if (this.#length + grew > this.#codes.length) this.#grow(this.#length + grew);
      this.#codes.copyWithin(start + count, start + this.#count[u]!, this.#length);
      this.#length += grew;
      this.#count[u] = count;
    }
    writeCodes(this.#codes, start, u, holds, r);
    return grew;
  }

  /** Room for `n` codes in the listing kept, its views made again. */
  #grow(n: number): void {
    const bigger = new Int32Array(Math.max(n, this.#codes.length * 2));
    bigger.set(this.#codes);
    this.#codes = bigger;
    this.#views = Array.from({ length: bigger.length + 1 }, () => null);
  }

  /** A new epoch when the phase's facts differ from the last listing's. */
  #phaseFacts(ctx: Context, s: State): void {
    const p = this.#phase;
    const recovery = pointsNow(ctx, s, s.side); // A-L: with the points set aside for the phase's front
    let same = p[0] === s.phaseNumber && p[1] === s.turn && p[2] === s.side && p[3] === s.triggers && p[4] === recovery;
    if (same && !sameBytes(this.#bridges, s.bridges)) same = false;
    if (same) return;
    p[0] = s.phaseNumber;
    p[1] = s.turn;
    p[2] = s.side;
    p[3] = s.triggers;
    p[4] = recovery;
    if (this.#bridges.length !== s.bridges.length) this.#bridges = new Uint8Array(s.bridges.length);
    this.#bridges.set(s.bridges);
    this.#epoch++;
  }

  /** Are counter u's facts, and its routes when it moves, those of its last listing? */
  #same(s: State, u: number, holds: number, cache: RouteCache): boolean {
    const t = this.#stamp,
      at = u * STAMP;
    if (
      t[at] !== s.hex[u] ||
      t[at + 1] !== s.loc[u] ||
      t[at + 2] !== s.moved[u] ||
      t[at + 3] !== s.shock[u] ||
      t[at + 4] !== s.landing[u] ||
      t[at + 5] !== s.samMov[u] ||
      t[at + 6] !== s.steps[u] ||
      t[at + 7] !== s.airborne[u]
    )
      return false;
    if ((holds & MOVES) === 0) return true;
    return cache.isValid(s, u) && cache.sets[u]!.version === t[at + VERSION];
  }

  /** Counter u's part of the listing asked anew, kept with the facts it read. */
  #listAnew(ctx: Context, s: State, u: number, recovering: boolean): number {
    const holds = counterHolds(ctx, s, u, recovering);
    const t = this.#stamp,
      at = u * STAMP;
    if (holds & MOVES) t[at + VERSION] = routeCache(ctx).sets[u]!.version;
    t[at] = s.hex[u]!;
    t[at + 1] = s.loc[u]!;
    t[at + 2] = s.moved[u]!;
    t[at + 3] = s.shock[u]!;
    t[at + 4] = s.landing[u]!;
    t[at + 5] = s.samMov[u]!;
    t[at + 6] = s.steps[u]!;
    t[at + 7] = s.airborne[u]!;
    this.#holds[u] = holds;
    return holds;
  }
}

/**
 * What counter u's part of the movement listing holds now (the bits
 * above), the route cache synced to s; its moves are the cache's route set
 * of u. `recovering`: mayRecover(ctx, s), asked once a listing (B-Q).
 */
export function counterHolds(ctx: Context, s: State, u: number, recovering: boolean): number {
  let holds = 0;
  if (recovering && recoveryCheck(ctx, s, u) >= 0) holds |= RECOVERS;
  if (ctx.units[u]!.kind === 'sam') {
    if (!markBlock(ctx, s, u, true)) holds |= MARKS;
    if (!markBlock(ctx, s, u, false)) holds |= UNMARKS;
  }
  if (!moveBlock(ctx, s, u)) {
    const r = destinations(ctx, s, u, true);
    holds |= MOVES;
    if (!exitBlock(ctx, s, u, r)) holds |= EXITS;
  }
  return holds;
}

/** How many codes a counter's part holds, given what it holds and its routes. */
export function codeCount(holds: number, routes: RouteSet): number {
  return (
    (holds & RECOVERS ? 1 : 0) +
    (holds & MARKS ? 1 : 0) +
    (holds & UNMARKS ? 1 : 0) +
    (holds & MOVES ? routes.count : 0) +
    (holds & EXITS ? 1 : 0)
  );
}

/** Counter u's codes into `codes` from `at`, in the listing's order: recovery, SAM markers, moves, exit. */
export function writeCodes(codes: Int32Array, at: number, u: number, holds: number, routes: RouteSet): void {
  if (holds & RECOVERS) codes[at++] = encode(RECOVER, u);
  if (holds & MARKS) codes[at++] = encode(SAM_MOV, u);
  if (holds & UNMARKS) codes[at++] = encode(SAM_READY, u);
  if (holds & MOVES) {
    const move = encode(MOVE, u);
    for (let k = 0; k < routes.count; k++) codes[at++] = withArg(move, routes.hexes[k]!);
  }
  if (holds & EXITS) codes[at] = encode(EXIT, u);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Per game definition: its movement listing, made on first use. */
const listings = new WeakMap<Context, MovementListing>();

export function movementListing(ctx: Context): MovementListing {
  let l = listings.get(ctx);
  if (!l) listings.set(ctx, (l = new MovementListing(ctx)));
  return l;
}
