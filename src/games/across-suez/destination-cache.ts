// Each unit's destinations, kept while they hold. A flood fill for a unit
// of side s reads (assembly/reach.ts, movement.ts collect) only:
// - on the hexes it reached (its start included): whether any unit stands
//   there (4.4: never end a move on another unit) and whether an enemy
//   Zone of Control covers it (4.5: stop on entering one);
// - on their neighbours: whether an enemy unit stands there (never entered)
//   and whether an enemy Zone of Control covers it (4.5: leaving one).
// With the same origin and Movement Points to spend and those facts
// unchanged, it finds the same destinations in the same order. So an action
// forgets only the units whose fills read a fact it changed: a move in a
// Movement Phase changes no enemy fact for the moving side's units, only
// who stands on two hexes. Exact as long as nothing else a fill reads
// changes: the unit's side and movement class (fixed) and the board's step
// tables and Zone of Control policy (set once per game definition, context.ts).
import type { Board } from '../../engine/board.js';
import { Destinations } from './destinations.js';

export class DestinationCache {
  /** The empty answer, for a unit that may not move. */
  readonly none: Destinations;
  readonly #byUnit: Destinations[];
  readonly #side: Uint8Array;
  /** Per unit: is its buffer a fill that still holds, and for which origin (-1: entering) and budget. */
  readonly #valid: Uint8Array;
  readonly #origin: Int32Array;
  readonly #budget: Int32Array;
  /** Per unit: the hexes its fills reached, a bit a hex, `#words` 32-bit words a unit. */
  readonly #reached: Uint32Array;
  readonly #words: number;
  /** Per side: the hexes whose change, since the kept fills were made, a fill of that side's units would see there. */
  readonly #changed: Uint32Array;
  /**
   * The occupants and Zones of Control the kept fills were made on (`#seen`)
   * and as the board holds them now (`#now`), one byte a hex, occupants
   * first: compared four hexes at a time through the 32-bit views.
   */
  #seen: Uint8Array;
  #now: Uint8Array;
  #seenWords: Uint32Array;
  #nowWords: Uint32Array;
  /** The state's stamp the board was last seen for. */
  #stamp = NaN;

  constructor(
    readonly board: Board,
    unitSide: Uint8Array,
  ) {
    const n = board.hexCount,
      units = unitSide.length;
    this.none = new Destinations(n);
    this.#byUnit = Array.from({ length: units }, () => new Destinations(n));
    this.#side = unitSide;
    this.#valid = new Uint8Array(units);
    this.#origin = new Int32Array(units);
    this.#budget = new Int32Array(units);
    this.#words = (n + 31) >>> 5;
    this.#reached = new Uint32Array(units * this.#words);
    this.#changed = new Uint32Array(2 * this.#words);
    const bytes = 2 * (((n + 3) >>> 2) << 2); // a whole number of words per array
    this.#seen = new Uint8Array(bytes);
    this.#now = new Uint8Array(bytes);
    this.#seenWords = new Uint32Array(this.#seen.buffer);
    this.#nowWords = new Uint32Array(this.#now.buffer);
  }

  /**
   * Brings the cache up to the board as it stands now, with the units of
   * the state stamped `stamp` placed (units.ts, syncBoard): a unit's fill is
   * forgotten when it read a fact that changed since.
   */
  see(stamp: number): void {
    if (stamp === this.#stamp) return;
    this.#stamp = stamp;
    const { occupant, zoc } = this.board;
    const now = this.#now,
      half = now.length >>> 1;
    now.set(occupant);
    now.set(zoc, half);
    const nowWords = this.#nowWords,
      seenWords = this.#seenWords,
      quarter = nowWords.length >>> 1;
    let any = false;
    for (let w = 0; w < quarter; w++) {
      if (nowWords[w] === seenWords[w] && nowWords[w + quarter] === seenWords[w + quarter]) continue;
      any = true;
      for (let h = w << 2; h < (w + 1) << 2; h++) this.#compare(h, half);
    }
    if (!any) return;
    // what the board holds now becomes what the kept fills are checked against
    [this.#seen, this.#now] = [now, this.#seen];
    [this.#seenWords, this.#nowWords] = [nowWords, seenWords];
    this.#forgetChanged();
  }

  /** Marks hex h where it changed, for the fills of each side that would see the change. */
  #compare(h: number, half: number): void {
    const was = this.#seen[h]!,
      now = this.#now[h]!,
      zocChange = this.#seen[h + half]! ^ this.#now[h + half]!;
    if (was === now && zocChange === 0) return;
    const { neighbours } = this.board;
    const changed = this.#changed,
      words = this.#words;
    for (let side = 0; side < 2; side++) {
      // 4.5: a side's enemy is the other side (context.ts gives the kernel this policy)
      const enemy = 1 << (1 - side);
      if (((was ^ now) | zocChange) & enemy) {
        // read on a hex reached and on its neighbours
        mark(changed, side * words, h);
        for (let d = 0; d < 6; d++) {
          const n = neighbours[h * 6 + d]!;
          if (n >= 0) mark(changed, side * words, n);
        }
      } else if ((was === 0) !== (now === 0)) mark(changed, side * words, h); // 4.4: read on a hex reached
    }
  }

  /** Forgets the kept fills that reached a hex marked changed for their side. */
  #forgetChanged(): void {
    const reached = this.#reached,
      changed = this.#changed,
      words = this.#words;
    for (let u = 0; u < this.#valid.length; u++) {
      if (!this.#valid[u]) continue;
      const base = this.#side[u]! * words;
      for (let w = 0; w < words; w++) {
        if ((reached[u * words + w]! & changed[base + w]!) !== 0) {
          this.#valid[u] = 0;
          break;
        }
      }
    }
    changed.fill(0);
  }

  /** Unit u's destinations when its kept fill was made from `origin` with `budget` and still holds, else null. */
  kept(u: number, origin: number, budget: number): Destinations | null {
    return this.#valid[u] && this.#origin[u] === origin && this.#budget[u] === budget ? this.#byUnit[u]! : null;
  }

  /** Unit u's buffer, emptied, for a fill from `origin` with `budget` (followed by `explored` for each search). */
  refill(u: number, origin: number, budget: number): Destinations {
    this.#reached.fill(0, u * this.#words, (u + 1) * this.#words);
    this.#valid[u] = 1;
    this.#origin[u] = origin;
    this.#budget[u] = budget;
    const out = this.#byUnit[u]!;
    out.clear();
    return out;
  }

  /** A search for unit u started at `start` and reached `reached`: noted, to forget the fill when what it read changes. */
  explored(u: number, start: number, reached: Int32Array): void {
    const bits = this.#reached,
      base = u * this.#words;
    mark(bits, base, start);
    for (let i = 0; i < reached.length; i++) mark(bits, base, reached[i]!);
  }
}

function mark(bits: Uint32Array, base: number, hex: number): void {
  bits[base + (hex >>> 5)]! |= 1 << (hex & 31);
}
