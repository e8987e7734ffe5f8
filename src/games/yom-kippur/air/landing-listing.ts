// The air phase's drops and heliborne moves (B-O.1, B-O.2, airborne.ts) of
// its listing of legal actions, kept between listings. A random game lists
// the air phase again after each aircraft placed (B-N.1), which changes
// nothing they read, and after each drop or landing, which changes only the
// landing counter's own hexes and, for every other counter, whether the
// hex it left and the hex it landed on may be landed on (the stacking
// counts, B-G.1: flights are blocked by enemies only, B-O.2, and who may go
// is each counter's own fact). The state's version says which of these the
// last action was (changes.ts): the listing of the version listed is kept,
// or mended at those hexes; after any other action it is made anew (the
// same rule functions, airborne.ts).
import type { ActionBuffer } from '../../../engine/action-buffer.js';
import { perContext } from '../../../engine/per-context.js';
import {
  keptFlights,
  landingHexesInto,
  landingRoom,
  landsOnHex,
  mayGo,
  type AirMode,
  type Flights,
} from '../airborne.js';
import { DROP, encode, HELI } from '../action-codes.js';
import { changedFrom, lastChange, landedFrom, lastLanding } from '../changes.js';
import type { Context } from '../context.js';
import type { State } from '../state.js';

class LandingListing {
  /** The version of the state last listed (changes.ts), 0: none kept. */
  #version = 0;
  #codes: Int32Array;
  #length = 0;
  /** The codes listed, as one view (made again when their number changes or they move). */
  #view: Int32Array;
  /** The counters listed, in the listing's order (drops, then flights, each in counter order): their code kind, and where their codes start and how many. */
  readonly #units: Int32Array;
  readonly #kinds: Int32Array;
  readonly #start: Int32Array;
  readonly #count: Int32Array;
  #listed = 0;
  /** Per counter: its hex when listed. */
  readonly #hexWhenListed: Int32Array;
  /** The hexes every waiting paratroop may drop on, and one counter's landing hexes (landingHexesInto). */
  readonly #drops: Int32Array;
  readonly #hexes: Int32Array;

  constructor(ctx: Context) {
    this.#drops = new Int32Array(ctx.board.hexCount);
    this.#hexes = new Int32Array(ctx.board.hexCount);
    this.#codes = new Int32Array(256);
    this.#view = this.#codes.subarray(0, 0);
    const n = 2 * ctx.ground.length;
    this.#units = new Int32Array(n);
    this.#kinds = new Int32Array(n);
    this.#start = new Int32Array(n);
    this.#count = new Int32Array(n);
    this.#hexWhenListed = new Int32Array(ctx.units.length);
  }

  /** Forgets the last listing: the next is made anew (tests compare the two). */
  forget(): void {
    this.#version = 0;
  }

  /** The drops and heliborne moves now, into `out`. */
  list(ctx: Context, s: State, out: ActionBuffer): void {
    const version = s.version;
    if (version === 0 || this.#version === 0 || (version !== this.#version && !this.#mended(ctx, s, version)))
      this.#listAnew(ctx, s);
    this.#version = version;
    // a view of the codes now: made again when their number changed or they moved to a larger list
    if (this.#view.length !== this.#length || this.#view.buffer !== this.#codes.buffer)
      this.#view = this.#codes.subarray(0, this.#length);
    out.pushAll(this.#view, this.#length);
  }

  /**
   * The listing of the version listed made that of `version`, when the last
   * action led from one to the other and is one whose changes it knows: an
   * aircraft placed (nothing it reads), a drop or landing (its hexes).
   */
  #mended(ctx: Context, s: State, version: number): boolean {
    if (changedFrom(this.#version, version)) return ctx.units[lastChange.unit]!.kind === 'aircraft';
    if (!landedFrom(this.#version, version)) return false;
    const u = lastLanding.unit;
    let at = -1;
    for (let i = 0; i < this.#listed; i++) if (this.#units[i] === u) at = i;
    if (at < 0) return false; // not listed: not a landing this listing knows
    const left = this.#hexWhenListed[u]!;
    const entered = s.hex[u]!; // -1: lost (B-O.1)
    const room = landingRoom(ctx, s); // the board synced, the stacking counts taken
    const flights = keptFlights(ctx, s);
    // the landing counter: its own hexes listed anew (a declared drop: its hex; landed: none)
    const mode = modeOf(this.#kinds[at]!);
    const mine = landingHexesInto(ctx, s, u, mode, this.#hexes, room, flights);
    this.#resize(at, mine.length);
    for (let k = 0; k < mine.length; k++) this.#codes[this.#start[at]! + k] = encode(this.#kinds[at]!, u, mine[k]!);
    this.#hexWhenListed[u] = entered;
    // every other counter: only the hexes whose stacking count changed may be listed otherwise
    for (let i = 0; i < this.#listed; i++) {
      if (i === at) continue;
      if (left >= 0 && left !== entered) this.#mend(ctx, s, i, left, room, flights);
      if (entered >= 0) this.#mend(ctx, s, i, entered, room, flights);
    }
    return true;
  }

  /** The i-th counter listed: hex h among its codes as landsOnHex says. */
  #mend(ctx: Context, s: State, i: number, h: number, room: (hex: number) => boolean, flights: Flights): void {
    const kind = this.#kinds[i]!,
      u = this.#units[i]!;
    const code = encode(kind, u, h);
    const codes = this.#codes,
      start = this.#start[i]!,
      n = this.#count[i]!;
    let k = 0; // where the code is or would be: a counter's codes ascend with their hex
    while (k < n && codes[start + k]! < code) k++;
    const listed = k < n && codes[start + k] === code;
    if (listed === landsOnHex(ctx, s, u, h, modeOf(kind), room, flights)) return;
    this.#resize(i, listed ? n - 1 : n + 1, listed ? k + 1 : k, listed ? k : k + 1);
    if (!listed) this.#codes[start + k] = code;
  }

  /**
   * The i-th counter's codes made n long: the codes from its `from`-th on
   * (all but those of the counters after it: none by default) moved to its
   * `to`-th, and the later counters' codes after them.
   */
  #resize(i: number, n: number, from = this.#count[i]!, to = n): void {
    const start = this.#start[i]!,
      delta = n - this.#count[i]!;
    if (delta === 0) return;
    this.#room(this.#length + delta);
    this.#codes.copyWithin(start + to, start + from, this.#length);
    this.#length += delta;
    this.#count[i] = n;
    for (let j = i + 1; j < this.#listed; j++) this.#start[j] = this.#start[j]! + delta;
  }

  /** Room for n codes. */
  #room(n: number): void {
    if (n <= this.#codes.length) return;
    const bigger = new Int32Array(Math.max(n, 2 * this.#codes.length));
    bigger.set(this.#codes.subarray(0, this.#length));
    this.#codes = bigger;
  }

  /** Counter u listed next, with its landings of one kind, a code a hex. */
  #push(kind: number, u: number, hexes: Int32Array): void {
    const i = this.#listed++;
    this.#units[i] = u;
    this.#kinds[i] = kind;
    this.#start[i] = this.#length;
    this.#count[i] = hexes.length;
    this.#room(this.#length + hexes.length);
    const codes = this.#codes;
    let n = this.#length;
    for (let k = 0; k < hexes.length; k++) codes[n++] = encode(kind, u, hexes[k]!);
    this.#length = n;
  }

  #listAnew(ctx: Context, s: State): void {
    this.#length = 0;
    this.#listed = 0;
    // B-O.1: every paratroop waiting off the map may drop on the same hexes (none stands on the map): found once
    let drops: Int32Array | null = null;
    let room: ((hex: number) => boolean) | null = null; // the board synced, the stacking counts taken, once
    const ground = ctx.ground; // indexed: a listing's loops make no iterator
    for (let i = 0; i < ground.length; i++) {
      const u = ground[i]!;
      if (!mayGo(ctx, s, u, 'drop')) continue;
      room ??= landingRoom(ctx, s);
      const hexes =
        s.hex[u]! < 0
          ? (drops ??= landingHexesInto(ctx, s, u, 'drop', this.#drops, room))
          : landingHexesInto(ctx, s, u, 'drop', this.#hexes, room);
      this.#push(DROP, u, hexes);
      this.#hexWhenListed[u] = s.hex[u]!;
    }
    let flights: Flights | null = null; // checked once for every helicopter (keptFlights)
    for (let i = 0; i < ground.length; i++) {
      const u = ground[i]!;
      if (!mayGo(ctx, s, u, 'heli')) continue;
      room ??= landingRoom(ctx, s);
      flights ??= keptFlights(ctx, s);
      this.#push(HELI, u, landingHexesInto(ctx, s, u, 'heli', this.#hexes, room, flights));
      this.#hexWhenListed[u] = s.hex[u]!;
    }
  }
}

const modeOf = (kind: number): AirMode => (kind === DROP ? 'drop' : 'heli');

/** Per game definition: its listing of drops and heliborne moves, made on first use. */
export const landingListing = perContext((ctx: Context) => new LandingListing(ctx));
