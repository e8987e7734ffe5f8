// What the planning player (planner.ts) knows of a position for the side it
// plays: the map model, the rules' figures, and its assessments on a
// Snapshot — value, each enemy unit's importance, the threat a side poses,
// and an attack's expectation screened over the CRT — shared by its
// Movement and Combat Phase searches.
import type { GameData } from '../../data.js';
import { columnOf } from '../../combat.js';
import {
  copySnapshot,
  emptySnapshot,
  EGY,
  ISR,
  mapModel,
  place,
  snapshotInto,
  unitsOf,
  type MapModel,
  type SideNo,
  type Snapshot,
  type UnitModel,
} from './model.js';
import type { SearchCopy } from './search-copy.js';
import { columnOdds, crtColumn, rulesOf, type Rules } from './value.js';
import { memoValue, memoValueOut } from './value-memo.js';
import { ThreatShares } from './threat.js';

export type SideName = 'israeli' | 'egyptian';

/** Where an attack's units stood while the screening takes them off (six at most), reused. */
const away = new Int16Array(6);

export const sideNo = (side: SideName): SideNo => (side === 'israeli' ? ISR : EGY);

/** What a search needs about the game and the side it plays for: made once per player, reused from one decision to the next. */
export class PlanContext {
  readonly m: MapModel;
  readonly rules: Rules;
  readonly me: SideNo;
  readonly units: UnitModel[];
  /** Is the position a night Game-Turn (10.0)? Set by the planner at each decision (planner.ts). */
  night = false;
  /** The same for the other side (for()), made when first asked for. */
  #other: PlanContext | null = null;
  /** The Snapshot copyValueInto writes and reads at once. */
  readonly #oneOff: Snapshot;
  /** Where valueOf has valueInto write. */
  readonly #value = new Float64Array(1);
  #importance: Importance | null = null;

  constructor(
    readonly source: { data: GameData },
    readonly side: SideName,
  ) {
    this.m = mapModel(source);
    this.rules = rulesOf(source);
    this.me = sideNo(side);
    this.units = unitsOf(source);
    this.#oneOff = emptySnapshot(this.m, this.units);
  }

  /** The same for the other side (or this one) of the same game. */
  for(side: SideName): PlanContext {
    if (side === this.side) return this;
    if (!this.#other) {
      this.#other = new PlanContext(this.source, side);
      this.#other.#other = this;
    }
    return this.#other;
  }

  /** The value of a search copy's position for this side, written into out[at] (valueInto), on a Snapshot reused from one call to the next. */
  copyValueInto(g: SearchCopy, out: Float64Array, at: number): void {
    this.valueInto(snapshotInto(this.m, g, this.#oneOff), out, at, g);
  }

  /**
   * Value of a snapshot for this side (0…1), the game's result if it (a game
   * or search copy) is over: written into out[at]. The searches' hot paths
   * take their numbers so: a number a call returns is boxed (an allocation
   * each time), one written into a typed array is not.
   */
  valueInto(s: Snapshot, out: Float64Array, at: number, g?: { phase: string; israeliWon: boolean }): void {
    if (g && g.phase === 'over') {
      out[at] = g.israeliWon === (this.me === ISR) ? 1 : 0;
      return;
    }
    memoValue(this.m, s, this.rules);
    const v = memoValueOut[0]!;
    out[at] = this.me === ISR ? v : 1 - v;
  }

  /** The same, returned (once a decision or so, off the hot paths). */
  valueOf(s: Snapshot, g?: { phase: string; israeliWon: boolean }): number {
    this.valueInto(s, this.#value, 0, g);
    return this.#value[0]!;
  }

  nextToEnemy(s: Snapshot, h: number): boolean {
    for (let d = 0; d < 6; d++) {
      const b = this.m.nbr[h * 6 + d]!;
      if (b >= 0 && s.at[b]! >= 0 && s.units[s.at[b]!]!.side !== this.me) return true;
    }
    return false;
  }

  /**
   * How much each unit on the map matters to this side now (see Importance):
   * worked out for each unit only when a score asks for it. The one
   * Importance of this context, set to `s` (a draft holds one at a time).
   */
  importance(s: Snapshot): Importance {
    this.#importance ??= new Importance(this);
    return this.#importance.reset(s);
  }

  /**
   * The Movement Phase score: value, plus the attacks this side can make next
   * (each enemy unit's importance times the chance the CRT removes it with all
   * adjacent strength), minus a share of the enemy's threats to ours;
   * written into out[at] (see valueInto).
   */
  scoreInto(s: Snapshot, imp: Importance, out: Float64Array, at: number): void {
    this.valueInto(s, out, at);
    // both threats at once, kept from one score with this Importance to the next (threat.ts)
    const t = imp.threats(!this.night && this.me === ISR);
    t.total(s, imp);
    out[at] = out[at]! + 0.6 * t.mine - 0.25 * t.theirs;
  }

  /**
   * An attack's expected value on the Snapshot (screening only: retreats
   * read as removal at 60%): `count` attackers (`attackers`, in unit order)
   * on `defender`, with artillery or not, in `root`'s position (its value
   * without an attack: memo.now); written into
   * out[at] (a number a call returns is boxed; one written into a typed
   * array is not).
   */
  approxAttack(
    s: Snapshot,
    root: SearchCopy,
    defender: number,
    attackers: Int16Array,
    count: number,
    artillery: boolean,
    memo: AttackMemo,
    out: Float64Array,
    at: number,
  ): void {
    const m = this.m;
    const d = defender;
    const dh = s.hex[d]!;
    let str = 0,
      armor = false,
      inf = false;
    for (let i = 0; i < count; i++) {
      const u = attackers[i]!;
      str += s.units[u]!.strength;
      armor ||= s.units[u]!.armor;
      inf ||= s.units[u]!.infantry;
    }
    const shift = m.defShift[dh]! + (armor && inf ? 1 : 0) + (artillery ? 1 : 0);
    let col: number;
    if (m.defShift[dh]! < 0) {
      // 12.2 ridges: the rules know; ask them for this attack's real column
      col = columnOf(root.ctx, root.state, attackers, count, d, artillery);
    } else col = crtColumn(this.rules, str - s.units[d]!.strength, Math.max(-6, shift));
    const p = columnOdds(this.rules, col);
    // a value no result of the column weighs is not worked out (0 × it is 0 whatever it is)
    let removed = p[4]! || p[3]! || p[2]! ? memo.removed[d]! : 0;
    if (Number.isNaN(removed)) {
      place(s, d, -1, 3);
      this.valueInto(s, memo.removed, d);
      removed = memo.removed[d]!;
      place(s, d, dh);
    }
    let lost = 0;
    if (p[0]! || p[2]!) {
      // the set of attackers as two numbers: their unit indices (under 127) in unit order, seven bits each, three a number
      let hi = 0,
        lo = 0;
      for (let i = 0; i < count; i++) {
        if (i < 3) hi = hi * 128 + attackers[i]! + 1;
        else lo = lo * 128 + attackers[i]! + 1;
      }
      let entry = memo.find(hi, lo);
      if (entry < 0) {
        for (let i = 0; i < count; i++) {
          const u = attackers[i]!;
          away[i] = s.hex[u]!;
          place(s, u, -1, 3);
        }
        entry = memo.add(hi, lo);
        this.valueInto(s, memo.lost, entry);
        for (let i = 0; i < count; i++) place(s, attackers[i]!, away[i]!);
      }
      lost = memo.lost[entry]!;
    }
    const now = memo.now;
    const bridgeOnMatzmed = s.units[d]!.bridge && dh === this.m.matzmed;
    const dr = bridgeOnMatzmed ? removed : 0.6 * removed + 0.4 * now;
    // artillery spent on a weak attack is artillery not spent on a better one
    const artCost = artillery ? 0.003 : 0;
    out[at] =
      p[4]! * removed +
      p[3]! * dr +
      p[2]! * (0.5 * removed + 0.5 * lost) +
      p[1]! * (now - 0.002) +
      p[0]! * lost -
      artCost;
  }
}

/**
 * How much each unit on the map matters to a side in a position: for an
 * enemy unit, the value gained without it; for an own unit, the value lost
 * without it; plus a little for its strength (attrition). A score reads it
 * only for the units in contact, so each unit's is worked out (on a copy of
 * the position as it was) the first time it is asked for.
 */
export class Importance {
  readonly #ctx: PlanContext;
  readonly #s: Snapshot;
  #base = 0;
  /** Each unit's importance, once know(u) has worked it out (read, not returned: a fraction a call returns is boxed). */
  readonly values: Float64Array;
  readonly #known: Uint8Array;
  /** The threats scored with it (threat.ts), the planner's side with artillery and without, made by the first score. */
  readonly #threats: (ThreatShares | null)[] = [null, null];

  constructor(ctx: PlanContext) {
    this.#ctx = ctx;
    this.#s = emptySnapshot(ctx.m, ctx.units);
    this.values = new Float64Array(ctx.units.length);
    this.#known = new Uint8Array(ctx.units.length);
  }

  /** Sets it to the position `s` (copied): nothing known of it yet, its threats to be worked out afresh. */
  reset(s: Snapshot): this {
    copySnapshot(s, this.#s);
    this.#base = this.#ctx.valueOf(this.#s);
    this.#known.fill(0);
    for (const t of this.#threats) t?.reset();
    // the units in contact now are those a score asks about first: worked out together, while the searches
    // the evaluation keeps (reach.ts, matzmed-costs.ts) stand on nearly the same position
    for (let u = 0; u < s.units.length; u++) if (s.hex[u]! >= 0 && this.#inContact(u)) this.know(u);
    return this;
  }

  #inContact(u: number): boolean {
    const { m } = this.#ctx,
      s = this.#s;
    const h = s.hex[u]!;
    for (let d = 0; d < 6; d++) {
      const b = m.nbr[h * 6 + d]!;
      if (b >= 0 && s.at[b]! >= 0 && s.units[s.at[b]!]!.side !== s.units[u]!.side) return true;
    }
    return false;
  }

  /** The threats both sides pose, kept from one score with this Importance to the next (the planner's side with artillery or not). */
  threats(artillery: boolean): ThreatShares {
    const k = artillery ? 1 : 0;
    return (this.#threats[k] ??= new ThreatShares(
      this.#ctx.m,
      this.#ctx.rules,
      this.#ctx.me,
      artillery,
      this.#s.units.length,
    ));
  }

  /** Works out unit u's importance into values[u] (0 for a unit that was off the map), once. */
  know(u: number): void {
    if (this.#known[u]) return;
    const s = this.#s;
    const h = s.hex[u]!;
    let imp = 0;
    if (h >= 0) {
      place(s, u, -1, 3);
      this.#ctx.valueInto(s, this.values, u);
      const v = this.values[u]!;
      place(s, u, h);
      const mine = s.units[u]!.side === this.#ctx.me;
      imp = Math.max(0, mine ? this.#base - v : v - this.#base) + 0.004 * s.units[u]!.strength;
    }
    this.#known[u] = 1;
    this.values[u] = imp;
  }
}

/**
 * Values an attack's screening shares with others on the same Snapshot:
 * without each defender, and without each set of attackers (a team, packed
 * in two numbers by approxAttack). Typed arrays, made once and cleared for
 * each Combat Phase decision; a value is read from them, not returned (a
 * number a call returns is boxed).
 */
export class AttackMemo {
  /** Per unit, the value without it (NaN: not worked out yet). */
  readonly removed: Float64Array;
  /** The value of the position the attacks are made from (no attack made). */
  now = 0;
  /** Per team's entry, the value without its units. */
  lost = new Float64Array(32);
  #hi = new Int32Array(32);
  #lo = new Int32Array(32);
  #count = 0;

  constructor(units: number) {
    this.removed = new Float64Array(units).fill(NaN);
  }

  /** Forgets every value (set `now` for the next position). */
  clear(): void {
    this.removed.fill(NaN);
    this.#count = 0;
  }

  /** The team's entry (its value in `lost`), -1 when none yet (a Combat Phase has a few dozen teams at most). */
  find(hi: number, lo: number): number {
    for (let i = 0; i < this.#count; i++) if (this.#hi[i] === hi && this.#lo[i] === lo) return i;
    return -1;
  }

  /** A new entry for the team (its value to be written into `lost`). */
  add(hi: number, lo: number): number {
    if (this.#count === this.#hi.length) {
      const grown = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.#hi = grown(this.#hi);
      this.#lo = grown(this.#lo);
      const lost = new Float64Array(this.lost.length * 2);
      lost.set(this.lost);
      this.lost = lost;
    }
    this.#hi[this.#count] = hi;
    this.#lo[this.#count] = lo;
    return this.#count++;
  }
}
