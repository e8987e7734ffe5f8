// The threat a side poses on a Snapshot, for the planner's Movement Phase
// score (assessment.ts): over the other side's units on the map, each one's
// importance times the chance the CRT removes it with all the strength next
// to it (6.2), a Dr counting as removal when it has no safe hex to retreat
// into (6.4). A unit's share depends only on the units within two hexes of
// it (its attackers next to it; the hexes it could retreat into, and the
// Zones of Control on them), and a draft scores positions that differ by one
// unit's hex, so the shares are kept (per Importance, for both sides at
// once: each unit is the other side's target) and worked out again only near
// a unit that moved. Each threat is its shares' sum in unit order, as it
// always was: the same number.
import { EGY, ISR, type MapModel, type SideNo, type Snapshot } from './model.js';
import { columnOdds, crtColumn, type Rules } from './value.js';

/** Hexes within two of each hex (itself first; -1 pads), per map model. */
const withinTwo = new WeakMap<MapModel, Int16Array>();
const NEAR = 19;

function nearOf(m: MapModel): Int16Array {
  let near = withinTwo.get(m);
  if (near) return near;
  near = new Int16Array(m.n * NEAR).fill(-1);
  for (let h = 0; h < m.n; h++) {
    let k = 0;
    const add = (x: number) => {
      for (let i = 0; i < k; i++) if (near![h * NEAR + i] === x) return;
      near![h * NEAR + k++] = x;
    };
    add(h);
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b < 0) continue;
      add(b);
      for (let e = 0; e < 6; e++) if (m.nbr[b * 6 + e]! >= 0) add(m.nbr[b * 6 + e]!);
    }
  }
  withinTwo.set(m, near);
  return near;
}

/** Each unit's importance (assessment.ts, Importance): worked out by know(u), read from values[u] (not returned: a fraction a call returns is boxed). */
interface ImportanceOf {
  know(u: number): void;
  readonly values: Float64Array;
}

export class ThreatShares {
  /** After total(): the threat `me` poses (with artillery if told), and the one the other side poses. */
  mine = 0;
  theirs = 0;
  /** Where each unit stood when the shares were last brought up to date (-2: never). */
  readonly #seen: Int16Array;
  /** Each unit's share of the threat to it, and whether it counts (an enemy unit stands next to it). */
  readonly #share: Float64Array;
  readonly #counts: Uint8Array;
  /** Per hex: the update that found a unit moved within two hexes of it. */
  readonly #dirtyAt: Int32Array;
  #update = 0;
  readonly #near: Int16Array;

  constructor(
    private readonly m: MapModel,
    private readonly rules: Rules,
    readonly me: SideNo,
    readonly artillery: boolean,
    units: number,
  ) {
    this.#seen = new Int16Array(units).fill(-2);
    this.#share = new Float64Array(units);
    this.#counts = new Uint8Array(units);
    this.#dirtyAt = new Int32Array(m.n);
    this.#near = nearOf(m);
  }

  /** Forgets where the units stood: the next total() works out every share afresh (a new position to score from). */
  reset(): void {
    this.#seen.fill(-2);
  }

  /** Both threats in s (mine and theirs): over each side's targets, importance × chance of removing it. */
  total(s: Snapshot, imp: ImportanceOf): void {
    const update = ++this.#update;
    const seen = this.#seen;
    for (let u = 0; u < seen.length; u++) {
      const h = s.hex[u]!;
      if (h === seen[u]) continue;
      this.#mark(seen[u]!, update);
      this.#mark(h, update);
      seen[u] = h;
    }
    let mine = 0,
      theirs = 0;
    for (let e = 0; e < seen.length; e++) {
      const h = s.hex[e]!;
      if (h < 0) continue;
      if (this.#dirtyAt[h] === update) this.#work(s, imp, e, h);
      if (!this.#counts[e]) continue;
      if (s.units[e]!.side === this.me) theirs += this.#share[e]!;
      else mine += this.#share[e]!;
    }
    this.mine = mine;
    this.theirs = theirs;
  }

  #mark(h: number, update: number): void {
    if (h < 0) return;
    const near = this.#near;
    for (let i = h * NEAR, end = i + NEAR; i < end && near[i]! >= 0; i++) this.#dirtyAt[near[i]!] = update;
  }

  /** Target e's share (on hex h) of the threat the other side poses (with artillery if that is `me` and told so). */
  #work(s: Snapshot, imp: ImportanceOf, e: number, h: number): void {
    const m = this.m;
    const by = s.units[e]!.side === this.me ? (this.me === ISR ? EGY : ISR) : this.me;
    const artillery = by === this.me && this.artillery;
    let str = 0,
      armor = false,
      inf = false;
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b < 0) continue;
      const a = s.at[b]!;
      if (a < 0) continue;
      const x = s.units[a]!;
      if (x.side !== by || x.bridge) continue;
      str += x.strength;
      armor ||= x.armor;
      inf ||= x.infantry;
    }
    this.#counts[e] = str === 0 ? 0 : 1;
    if (str === 0) return;
    const col = crtColumn(
      this.rules,
      str - s.units[e]!.strength,
      m.defShift[h]! + (armor && inf ? 1 : 0) + (artillery ? 1 : 0),
    );
    const p = columnOdds(this.rules, col);
    const bridgeOnMatzmed = s.units[e]!.bridge && h === m.matzmed;
    // Dr with no safe hex to retreat into destroys the unit (6.4): encirclement pays
    const trapped = bridgeOnMatzmed || !this.#canRetreat(s, e, h, by);
    const elim = p[4]! + p[2]! + (trapped ? p[3]! : 0);
    const displaced = trapped ? 0 : p[3]!;
    imp.know(e);
    const ie = imp.values[e]!;
    this.#share[e] =
      elim * (ie + 0.02 * s.units[e]!.strength) + displaced * 0.6 * ie - (p[0]! * 0.5 + p[1]! * 0.1) * 0.004 * str;
  }

  /** Has the unit on h a safe hex to retreat into (6.4: vacant, enterable, in no ZOC of `by`)? */
  #canRetreat(s: Snapshot, u: number, h: number, by: SideNo): boolean {
    const m = this.m;
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b < 0 || m.step[h * 6 + d]! < 0 || s.at[b]! >= 0) continue;
      if (s.units[u]!.bridge && !m.clearOrRoad[b]) continue;
      let zoc = false;
      for (let e = 0; e < 6 && !zoc; e++) {
        const c = m.nbr[b * 6 + e]!;
        if (c < 0) continue;
        const x = s.at[c]!;
        if (x >= 0 && s.units[x]!.side === by && !s.units[x]!.bridge) zoc = true;
      }
      if (!zoc) return true;
    }
    return false;
  }
}
