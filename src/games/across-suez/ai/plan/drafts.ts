// The planning player's Movement Phase drafts (planner.ts). A draft takes
// the side's units in an order (the first draft the units nearest Matzmed
// first, the others that order shuffled) and gives each, in turn, the
// destination (or crossing, or staying put) that scores best on the
// planner's Snapshot (assessment.ts, value.ts); the chosen move is then
// played on a search copy by the rules' own functions (movement.ts,
// apply.ts), which keeps Zones of Control, Movement Points and crossing
// limits exact for the next unit. A draft is judged as the phase will stand
// when it ends: what it leaves undone will not happen this phase.
//
// The drafts run as a step machine, a unit a step, so the planner runs them
// at once (playouts) or in slices (a page). Their codes, scores and scratch
// are made once per player and reused.
import { CandidateSample } from '../../../../engine/ai/candidate-sample.js';
import type { Random } from '../../../../engine/rng.js';
import * as movement from '../../movement.js';
import { applyCode } from '../../apply.js';
import { CROSS, encode, END, MOVE } from '../../action-codes.js';
import { ON_MAP, REINFORCEMENT } from '../../state.js';
import { emptySnapshot, ISR, place, snapshotInto, type Snapshot } from './model.js';
import type { Importance, PlanContext } from './assessment.js';
import type { SearchCopy } from './search-copy.js';

/** How a level drafts (planner.ts LEVELS). */
export interface DraftConfig {
  drafts: number;
  /** Times over the side's units (hard goes over them twice). */
  passes: number;
  /** Destinations scored per unit at most (the rest narrowed away). */
  maxDests: number;
  /** Noise on the scores of every draft but the first. */
  noise: number;
}

/** A unit's best option in a draft, none yet. */
const NONE = 0;
/** Narrows a unit's destinations to those a draft scores (one for every player: a draft step runs to its end once begun). */
const narrow = new CandidateSample();

export class MovementDrafts {
  readonly #cfg: DraftConfig;
  readonly #rng: Random;
  #ctx: PlanContext | null = null;
  #root: SearchCopy | null = null;
  /** The draft under way: its number, its copy of the game, its Snapshot, Importance, score and noise. */
  #k = 0;
  #copy: SearchCopy | null = null;
  #s: Snapshot | null = null;
  #imp: Importance | null = null;
  #current = 0;
  #noise = 0;
  #phase0 = '';
  #side0 = 0;
  /** The side's units that may move, and this pass's order of them (its next unit at #at). */
  #mine = new Int16Array(0);
  #mineCount = 0;
  #order = new Int16Array(0);
  #urgency = new Int16Array(0);
  #pass = 0;
  #at = 0;
  /** Where the scores are written (assessment.ts, valueInto): [0] a candidate's. */
  readonly #scored = new Float64Array(1);
  /** Each draft's codes (a row of #stride each), how many, and its score. */
  #codes = new Int32Array(0);
  #stride = 0;
  readonly #counts: Int32Array;
  readonly #scores: Float64Array;
  /** The drafts' numbers, best score first (of equal scores, the earlier draft), once done. */
  readonly ranked: Int32Array;

  constructor(cfg: DraftConfig, rng: Random) {
    this.#cfg = cfg;
    this.#rng = rng;
    this.#counts = new Int32Array(cfg.drafts);
    this.#scores = new Float64Array(cfg.drafts);
    this.ranked = new Int32Array(cfg.drafts);
  }

  /** Begins the drafts for ctx.side on `root` (which must stand still until they are done). */
  begin(ctx: PlanContext, root: SearchCopy): void {
    this.#ctx = ctx;
    this.#root = root;
    const units = root.ctx.units.length;
    // a unit moves or crosses at most once a pass, and the phase ends once
    const stride = units * this.#cfg.passes + 1;
    if (this.#stride !== stride) {
      this.#stride = stride;
      this.#codes = new Int32Array(stride * this.#cfg.drafts);
      this.#mine = new Int16Array(units);
      this.#order = new Int16Array(units);
      this.#urgency = new Int16Array(units);
    }
    if (this.#s?.units !== ctx.units) this.#s = emptySnapshot(ctx.m, ctx.units);
    this.#k = 0;
    this.#startDraft();
  }

  /** Drafts the next unit (or ends a draft and begins the next); true when every draft is done (`ranked`). */
  step(): boolean {
    const st = this.#copy!.state;
    for (;;) {
      if (this.#at === this.#mineCount) {
        if (++this.#pass < this.#cfg.passes) {
          this.#startPass();
          continue;
        }
        this.#endDraft();
        if (++this.#k < this.#cfg.drafts) {
          this.#startDraft();
          return false;
        }
        this.#rank();
        this.#ctx = this.#root = null;
        return true;
      }
      const u = this.#order[this.#at++]!;
      if (st.phase !== this.#phase0 || st.side !== this.#side0)
        this.#at = this.#mineCount; // the phase is over
      else if (this.#draftUnit(u)) return false;
    }
  }

  /** Draft d's codes, in order: the actions a game would take. */
  codesOf(d: number): Int32Array {
    return this.#codes.subarray(d * this.#stride, d * this.#stride + this.#counts[d]!);
  }

  countOf(d: number): number {
    return this.#counts[d]!;
  }

  /** Draft d's code i. */
  codeOf(d: number, i: number): number {
    return this.#codes[d * this.#stride + i]!;
  }

  scoreOf(d: number): number {
    return this.#scores[d]!;
  }

  #startDraft(): void {
    const ctx = this.#ctx!;
    const copy = (this.#copy = this.#root!.copy());
    const { ctx: rc, state: st } = copy;
    this.#phase0 = st.phase;
    this.#side0 = st.side;
    this.#counts[this.#k] = 0;
    this.#noise = this.#k === 0 ? 0 : this.#cfg.noise * (1 + this.#k / 3);
    this.#mineCount = 0;
    for (let u = 0; u < rc.units.length; u++)
      if (rc.units[u]!.side === ctx.side && (st.loc[u] === ON_MAP || st.loc[u] === REINFORCEMENT))
        this.#mine[this.#mineCount++] = u;
    const s = snapshotInto(ctx.m, copy, this.#s!);
    s.phase = 'combat'; // judged as the phase will stand when it ends
    this.#imp = ctx.importance(s);
    this.#current = this.#score();
    this.#pass = 0;
    this.#startPass();
  }

  /** A pass's order: nearest Matzmed first (a stable sort), the drafts after the first shuffling it. */
  #startPass(): void {
    const { m } = this.#ctx!;
    const s = this.#s!;
    const order = this.#order,
      urgency = this.#urgency,
      n = this.#mineCount;
    for (let i = 0; i < n; i++) {
      const u = this.#mine[i]!;
      const h = s.hex[u]!;
      const key = h >= 0 ? m.distMatzmed[h]! : 30;
      let j = i;
      for (; j > 0 && urgency[j - 1]! > key; j--) {
        order[j] = order[j - 1]!;
        urgency[j] = urgency[j - 1]!;
      }
      order[j] = u;
      urgency[j] = key;
    }
    if (this.#k > 0)
      for (let i = n - 1; i > 0; i--) {
        const j = this.#rng.below(i + 1);
        if (this.#rng.chance(0.7)) {
          const u = order[i]!;
          order[i] = order[j]!;
          order[j] = u;
        }
      }
    this.#at = 0;
  }

  /** Scores unit u's options and plays the best; false when it has none to weigh (it may neither move nor cross). */
  #draftUnit(u: number): boolean {
    const ctx = this.#ctx!,
      cfg = this.#cfg;
    const { ctx: rc, state: st } = this.#copy!;
    const s = this.#s!,
      m = ctx.m;
    const mayCross = ctx.me === ISR && movement.crossingCheck(rc, st, u) >= 0;
    if (movement.moveBlock(rc, st, u) !== 0 && !mayCross) return false;
    const d = movement.destinations(rc, st, u, true);
    const from = s.hex[u]!,
      fromLoc = s.loc[u]!;
    let bestKind = NONE;
    let bestV = this.#current + 1e-6,
      bestH = from,
      bestLoc = fromLoc;
    if (mayCross) {
      this.#scoreAt(u, -1, 2);
      const v = this.#scored[0]!;
      if (v > bestV) {
        bestV = v;
        bestKind = CROSS;
        bestH = -1;
        bestLoc = 2;
      }
    }
    let list: ArrayLike<number> = d.hexes,
      count = d.count;
    if (count > cfg.maxDests) {
      // keep the hexes nearest Matzmed, next to enemies or on roads, and a random rest
      narrow.reserve(count);
      for (let i = 0; i < count; i++) {
        const h = list[i]!;
        narrow.scores[i] = (m.road[h] ? 2 : 0) + (ctx.nextToEnemy(s, h) ? 3 : 0) - m.distMatzmed[h]! / 6;
      }
      count = narrow.pick(list, count, cfg.maxDests, this.#rng);
      list = narrow.out;
    }
    for (let i = 0; i < count; i++) {
      this.#scoreAt(u, list[i]!, 0);
      const v = this.#scored[0]!;
      if (v > bestV) {
        bestV = v;
        bestKind = MOVE;
        bestH = list[i]!;
        bestLoc = 0;
      }
    }
    if (bestKind === NONE) return true;
    const code = bestKind === MOVE ? encode(MOVE, u, bestH) : encode(CROSS, u);
    applyCode(rc, st, code, null);
    this.#keep(code);
    // a move or a crossing changes only where its unit stands: the Snapshot follows without reading the game again
    place(s, u, bestH, bestLoc);
    s.bridgePlaced = s.bridge >= 0 && s.hex[s.bridge] === m.matzmed;
    if (bestKind === CROSS || s.units[u]!.bridge) this.#imp = ctx.importance(s);
    this.#current = this.#score();
    return true;
  }

  /** The draft's score of its Snapshot now. */
  #score(): number {
    this.#ctx!.scoreInto(this.#s!, this.#imp!, this.#scored, 0);
    return this.#scored[0]!;
  }

  /** The draft's score of unit u placed on h (location `loc` off the map), then put back where it stood: into #scored[0]. */
  #scoreAt(u: number, h: number, loc: number): void {
    const s = this.#s!,
      scored = this.#scored;
    const from = s.hex[u]!,
      fromLoc = s.loc[u]!;
    place(s, u, h, loc);
    this.#ctx!.scoreInto(s, this.#imp!, scored, 0);
    if (this.#noise) scored[0] = scored[0]! + this.#noise * (this.#rng.next() - 0.5);
    place(s, u, from, fromLoc);
    if (from >= 0) s.at[from] = u;
  }

  #keep(code: number): void {
    this.#codes[this.#k * this.#stride + this.#counts[this.#k]!++] = code;
  }

  /** Ends the draft under way: its phase ended if the draft left it going; its score kept, its copy given back. */
  #endDraft(): void {
    const st = this.#copy!.state;
    if (st.phase === this.#phase0 && st.side === this.#side0) this.#keep(END);
    this.#scores[this.#k] = this.#current;
    this.#copy!.release();
    this.#copy = null;
  }

  /** The drafts best first (a stable insertion sort: of equal scores, the earlier draft). */
  #rank(): void {
    const ranked = this.ranked,
      scores = this.#scores;
    for (let d = 0; d < ranked.length; d++) {
      let j = d;
      for (; j > 0 && scores[ranked[j - 1]!]! < scores[d]!; j--) ranked[j] = ranked[j - 1]!;
      ranked[j] = d;
    }
  }
}
