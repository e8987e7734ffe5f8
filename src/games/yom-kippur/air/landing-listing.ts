// The air phase's drops and heliborne moves (B-O.1, B-O.2, airborne.ts) of
// its listing of legal actions, kept between listings: a random game lists
// the air phase again after each aircraft placed (B-N.1), which changes
// nothing they read. What they read: the phase (its number, the Game-Turn,
// the side; the front is the phase's, A-Use), the bridges standing, and of
// every counter that stands on the board (aircraft fly over it) its hex,
// location, steps, movement, shock, landing and airborne flags (who may
// go, B-O; where enemies stand, B-F; the stacking counts, B-G.1). When all
// of these are those of the last listing, so are the codes; otherwise
// they are asked again (the same rule functions, airborne.ts).
import { ActionBuffer } from '../../../engine/action-buffer.js';
import { perContext } from '../../../engine/per-context.js';
import { keptFlights, mayGo, landingHexesInto, landingRoom, type Flights } from '../airborne.js';
import { DROP, encode, HELI } from '../action-codes.js';
import type { Context } from '../context.js';
import type { State } from '../state.js';

/** The phase's facts a listing read: its number, the Game-Turn, the side. */
const PHASE_FACTS = 3;
/** Per counter on the board: hex, location, steps, moved, shock, landing, airborne. */
const FACTS = 7;

class LandingListing {
  /** The counters that stand on the board when on the map (not aircraft). */
  readonly #standing: Int32Array;
  readonly #facts: Int32Array;
  #bridges = new Uint8Array(0);
  #listed = false;
  readonly #codes = new ActionBuffer(64);
  /** The hexes every waiting paratroop may drop on, and one counter's landing hexes (landingHexesInto). */
  readonly #drops: Int32Array;
  readonly #hexes: Int32Array;

  constructor(ctx: Context) {
    this.#drops = new Int32Array(ctx.board.hexCount);
    this.#hexes = new Int32Array(ctx.board.hexCount);
    this.#standing = Int32Array.from(ctx.units.keys()).filter((u) => ctx.units[u]!.kind !== 'aircraft');
    this.#facts = new Int32Array(PHASE_FACTS + FACTS * this.#standing.length);
  }

  /** Forgets the last listing: the next is made anew (tests compare the two). */
  forget(): void {
    this.#listed = false;
  }

  /** The drops and heliborne moves now, into `out`. */
  list(ctx: Context, s: State, out: ActionBuffer): void {
    if (!this.#listed || !this.#same(s)) this.#listAnew(ctx, s);
    out.pushAll(this.#codes.codes, this.#codes.length);
  }

  /** Counter u's landings of one kind, a code a hex. */
  #push(kind: number, u: number, hexes: Int32Array): void {
    for (let k = 0; k < hexes.length; k++) this.#codes.push(encode(kind, u, hexes[k]!));
  }

  #same(s: State): boolean {
    const f = this.#facts;
    if (f[0] !== s.phaseNumber || f[1] !== s.turn || f[2] !== s.side) return false;
    const bridges = this.#bridges;
    if (bridges.length !== s.bridges.length) return false;
    for (let b = 0; b < bridges.length; b++) if (bridges[b] !== s.bridges[b]) return false;
    const standing = this.#standing;
    for (let i = 0, at = PHASE_FACTS; i < standing.length; i++, at += FACTS) {
      const u = standing[i]!;
      if (
        f[at] !== s.hex[u] ||
        f[at + 1] !== s.loc[u] ||
        f[at + 2] !== s.steps[u] ||
        f[at + 3] !== s.moved[u] ||
        f[at + 4] !== s.shock[u] ||
        f[at + 5] !== s.landing[u] ||
        f[at + 6] !== s.airborne[u]
      )
        return false;
    }
    return true;
  }

  #listAnew(ctx: Context, s: State): void {
    this.#codes.clear();
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
    }
    let flights: Flights | null = null; // checked once for every helicopter (keptFlights)
    for (let i = 0; i < ground.length; i++) {
      const u = ground[i]!;
      if (!mayGo(ctx, s, u, 'heli')) continue;
      room ??= landingRoom(ctx, s);
      flights ??= keptFlights(ctx, s);
      this.#push(HELI, u, landingHexesInto(ctx, s, u, 'heli', this.#hexes, room, flights));
    }
    const f = this.#facts;
    f[0] = s.phaseNumber;
    f[1] = s.turn;
    f[2] = s.side;
    if (this.#bridges.length !== s.bridges.length) this.#bridges = new Uint8Array(s.bridges.length);
    this.#bridges.set(s.bridges);
    const standing = this.#standing;
    for (let i = 0, at = PHASE_FACTS; i < standing.length; i++, at += FACTS) {
      const u = standing[i]!;
      f[at] = s.hex[u]!;
      f[at + 1] = s.loc[u]!;
      f[at + 2] = s.steps[u]!;
      f[at + 3] = s.moved[u]!;
      f[at + 4] = s.shock[u]!;
      f[at + 5] = s.landing[u]!;
      f[at + 6] = s.airborne[u]!;
    }
    this.#listed = true;
  }
}

/** Per game definition: its listing of drops and heliborne moves, made on first use. */
export const landingListing = perContext((ctx: Context) => new LandingListing(ctx));
