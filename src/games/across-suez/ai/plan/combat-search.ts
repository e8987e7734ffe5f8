// The planning player's Combat Phase (planner.ts): attack by attack, on the
// rules' action codes (legal.ts) rather than the public API's objects.
// Bombardment first when any is legal (13.1: it costs nothing); else every
// legal attack is screened by an expectation over the CRT on the Snapshot
// (assessment.ts), and the best few are played on search copies once per
// result their column can give (a chance node over the six die faces:
// exact, not sampled), the decisions they trigger answered, and the mean
// value taken. It attacks while the best expectation beats stopping.
//
// A search is a step machine, one finalist a step, so the planner runs it
// at once (playouts) or in slices (a page); its scratch is made once per
// player and reused.
import { ActionBuffer } from '../../../../engine/action-buffer.js';
import { legalCodes } from '../../legal.js';
import { argOf, ATTACK, attackersOf, BOMBARD, END, kindOf, unitOf, WITH_ARTILLERY } from '../../action-codes.js';
import { columnOf } from '../../combat.js';
import { emptySnapshot, place, snapshotInto, type Snapshot } from './model.js';
import { AttackMemo, type PlanContext } from './assessment.js';
import type { SearchCopy } from './search-copy.js';
import { settle } from './decisions.js';

const NOW = 0,
  BOMBARDED = 1;

export class CombatSearch {
  /** The code chosen, once begin() or step() says the search is done. */
  code = 0;
  readonly #listed = new ActionBuffer();
  #screenedCode = new Int32Array(64);
  #screenedValue = new Float64Array(64);
  #taken = new Uint8Array(64);
  /** The attacks verified over the die faces, best screened first, and the next one to verify. */
  #finalists = new Int32Array(8);
  #finalistCount = 0;
  #next = 0;
  readonly #team = new Int16Array(6);
  #memo: AttackMemo | null = null;
  #s: Snapshot | null = null;
  /** Per result code (Ae Ar Ee Dr De), the value after it, NaN until played. */
  readonly #after = new Float64Array(5);
  /** Values written by the evaluation (assessment.ts, valueInto): the position's now, and without a bombarded unit. */
  readonly #values = new Float64Array(2);
  #ctx: PlanContext | null = null;
  #root: SearchCopy | null = null;
  #diceForced = false;
  #endCode = -1;
  #best = -1;
  #bestV = -Infinity;

  /**
   * Begins the Combat Phase decision for ctx.side on `root` (which must stand
   * still until the search is done). `verify`: attacks played out over the
   * die faces after the screening. `diceForced`: the game's next die is
   * already forced and the player knows it (a reply sample plays on its own
   * dice; evaluate()'s playouts): an attack is then played once, on that
   * die, and its value counted for every face; otherwise each face is forced
   * first on its copy, so dice a test, a tutorial or a record forced stay
   * unseen. Returns true when decided at once (`code`).
   */
  begin(ctx: PlanContext, root: SearchCopy, verify: number, diceForced: boolean): boolean {
    const { ctx: rc, state: st } = root;
    const listed = this.#listed;
    legalCodes(rc, st, listed);
    this.#endCode = -1;
    let bombardBest = -1,
      attacks = 0;
    if (this.#s?.units !== ctx.units) this.#s = emptySnapshot(ctx.m, ctx.units);
    const s = snapshotInto(ctx.m, root, this.#s);
    const values = this.#values;
    ctx.valueInto(s, values, NOW, root);
    const now = values[NOW]!;
    let bestV = -Infinity;
    for (let i = 0; i < listed.length; i++) {
      const code = listed.at(i);
      const kind = kindOf(code);
      if (kind === END) this.#endCode = code;
      else if (kind === ATTACK) attacks++;
      else if (kind === BOMBARD) {
        // bombardment first: it costs nothing (13.1); one die in six destroys the target (13.2)
        const t = unitOf(code);
        const h = s.hex[t]!;
        place(s, t, -1, 3);
        ctx.valueInto(s, values, BOMBARDED, root);
        const v = values[BOMBARDED]! / 6 + (5 / 6) * now;
        place(s, t, h);
        if (v > bestV) {
          bestV = v;
          bombardBest = code;
        }
      }
    }
    if (bombardBest >= 0) return this.#decided(bombardBest);
    if (attacks === 0) return this.#decided(END);
    // screen on the Snapshot; the values without the defender, and without the attackers, are the same for every
    // option that shares them (with and without artillery, each set of attackers against one defender)
    if (this.#memo?.removed.length !== ctx.units.length) this.#memo = new AttackMemo(ctx.units.length);
    const memo = this.#memo;
    memo.clear();
    memo.now = now;
    if (this.#screenedCode.length < attacks) {
      this.#screenedCode = new Int32Array(attacks);
      this.#screenedValue = new Float64Array(attacks);
      this.#taken = new Uint8Array(attacks);
    }
    let n = 0;
    for (let i = 0; i < listed.length; i++) {
      const code = listed.at(i);
      if (kindOf(code) !== ATTACK) continue;
      const count = attackersOf(rc, st, code, this.#team);
      const artillery = (argOf(code) & WITH_ARTILLERY) !== 0;
      this.#screenedCode[n] = code;
      ctx.approxAttack(s, root, unitOf(code), this.#team, count, artillery, memo, this.#screenedValue, n++);
    }
    this.#pickFinalists(n, Math.max(1, verify));
    this.#ctx = ctx;
    this.#root = root;
    this.#diceForced = diceForced;
    this.#best = -1;
    this.#bestV = this.#endCode >= 0 ? now + 0.002 : -Infinity;
    return false;
  }

  /** Verifies the next finalist over the die faces; true when the search is done (`code`). */
  step(): boolean {
    const ctx = this.#ctx!,
      root = this.#root!;
    const { ctx: rc, state: st } = root;
    const code = this.#finalists[this.#next++]!;
    const team = this.#team;
    const count = attackersOf(rc, st, code, team);
    const column = columnOf(rc, st, team, count, unitOf(code), (argOf(code) & WITH_ARTILLERY) !== 0);
    // faces with the same result lead to the same position (the answers to it are deterministic): play each result once
    const after = this.#after;
    after.fill(NaN);
    let total = 0;
    for (let die = 1; die <= 6; die++) {
      const result = this.#diceForced ? 0 : ctx.rules.crt[column]![die - 1]!;
      if (Number.isNaN(after[result]!)) {
        const g = root.copy();
        if (!this.#diceForced) g.forceDie(die); // the face tested, rolled before any die forced on the game
        g.applyCode(code);
        settle(ctx, g);
        ctx.copyValueInto(g, after, result);
        g.release();
      }
      total += after[result]!;
    }
    if (total / 6 > this.#bestV) {
      this.#bestV = total / 6;
      this.#best = code;
    }
    if (this.#next < this.#finalistCount) return false;
    this.#ctx = this.#root = null;
    if (this.#best >= 0) return this.#decided(this.#best);
    return this.#decided(this.#endCode >= 0 ? this.#endCode : this.#finalists[0]!);
  }

  #decided(code: number): true {
    this.code = code;
    return true;
  }

  /** The `k` best screened attacks, best first (of equal values, the one listed first), as the finalists. */
  #pickFinalists(n: number, k: number): void {
    if (this.#finalists.length < k) this.#finalists = new Int32Array(k);
    const taken = this.#taken;
    taken.fill(0, 0, n);
    let picked = 0;
    for (let j = 0; j < k && j < n; j++) {
      let at = -1;
      for (let i = 0; i < n; i++)
        if (!taken[i] && (at < 0 || this.#screenedValue[i]! > this.#screenedValue[at]!)) at = i;
      taken[at] = 1;
      this.#finalists[picked++] = this.#screenedCode[at]!;
    }
    this.#finalistCount = picked;
    this.#next = 0;
  }
}
