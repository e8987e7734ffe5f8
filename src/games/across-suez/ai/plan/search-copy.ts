// The planner's search copies of a game (planner.ts): a copy of its state,
// played on by the rules' own apply (apply.ts) and asked what the planner
// asks of a game — its legal actions, who decides now, whether it is over —
// without making a game (its undo, log, events and getters) for every
// option it tries.
import type { Game } from '../../game.js';
import type { Action } from '../../record.js';
import type { Context } from '../../context.js';
import { cloneState, copyState, type State } from '../../state.js';
import { actor } from '../../rules.js';
import { legalCodes } from '../../legal.js';
import { applyCode } from '../../apply.js';
import { actionOf } from '../../action-codes.js';
import type { ActionBuffer } from '../../../../engine/action-buffer.js';

type Rules = ReturnType<Game['searchRoot']>['rules'];
/** Copies given back by release(), for the next ones (their states and the copies themselves reused): a stack of fixed size, which pushing and popping never resizes. */
const SPARE = 64;
const spare: (SearchCopy | null)[] = new Array<SearchCopy | null>(SPARE).fill(null);
let spareCount = 0;
type SideName = 'israeli' | 'egyptian';

export class SearchCopy {
  // set anew each time a spare copy is reused (of, copy): read them, do not write them
  rules: Rules;
  ctx: Context;
  private constructor(
    rules: Rules,
    ctx: Context,
    readonly state: State,
  ) {
    this.rules = rules;
    this.ctx = ctx;
  }

  /** A copy of the game as it stands (a copy given back by release() when one has its layout). */
  static of(game: Game): SearchCopy {
    const reused = spareCount > 0 && spare[spareCount - 1]!.state.unitCount === game.data.units.length ? pop() : null;
    const { rules, ctx, state } = game.searchRoot(reused?.state);
    if (!reused) return new SearchCopy(rules, ctx, state);
    reused.rules = rules;
    reused.ctx = ctx;
    return reused;
  }

  /** Another copy (one given back by release() when there is one). */
  copy(): SearchCopy {
    const reused = pop();
    if (!reused || reused.state.bytes.length !== this.state.bytes.length)
      return new SearchCopy(this.rules, this.ctx, cloneState(this.state));
    copyState(this.state, reused.state);
    reused.rules = this.rules;
    reused.ctx = this.ctx;
    return reused;
  }

  /** Gives the copy back for the next of() or copy(): it must not be used after. */
  release(): void {
    if (spareCount < SPARE) spare[spareCount++] = this;
  }

  /** Forces the next roll, before any die already forced on the game (a chance node's face). */
  forceDie(die: number): void {
    this.state.forced.unshift(die);
  }

  /** Do the rules accept the code now (the copy itself unchanged: played on another)? */
  accepts(code: number): boolean {
    const g = this.copy();
    try {
      g.applyCode(code);
      return true;
    } catch {
      return false;
    } finally {
      g.release();
    }
  }

  /** Does its state hold the bytes at `planned[offset…]`, the stamps aside (state.ts: they only number moves)? */
  holds(planned: Uint8Array, offset = 0): boolean {
    const now = this.state.bytes;
    const skip = stampBytes(this.state);
    let same = planned.length - offset >= now.length;
    for (let i = 0; i < now.length && same; i++) same = now[i] === planned[offset + i] || skip[i] === 1;
    return same;
  }

  /**
   * Does the game stand where the state bytes planned at `planned[offset…]`
   * (as many as its state has) did (its JSON position the same)? Equal
   * states (the bytes that only number moves aside: the stamps, state.ts)
   * give equal positions; unequal ones, rare, are compared by their positions.
   */
  standsAt(planned: Uint8Array, offset = 0): boolean {
    const now = this.state.bytes;
    if (this.holds(planned, offset)) return true;
    if (planned.length - offset < now.length) return false;
    const then = cloneState(this.state);
    then.bytes.set(planned.subarray(offset, offset + now.length));
    const position = (s: State) => JSON.stringify(this.rules.position(this.ctx, s));
    return position(this.state) === position(then);
  }

  /** The legal actions' codes (legal.ts) into `out`. */
  listCodes(out: ActionBuffer): void {
    legalCodes(this.ctx, this.state, out);
  }

  /** Plays a code listed by listCodes (apply.ts: the search's path, no event). */
  applyCode(code: number): void {
    applyCode(this.ctx, this.state, code, null);
  }

  /** The action a listed code stands for, as the public API gives it. */
  actionOf(code: number): Action {
    return actionOf(this.ctx, this.state, code);
  }

  get phase(): string {
    return this.state.phase;
  }

  get winner(): SideName | null {
    const w = this.state.winner;
    return w === null ? null : (this.ctx.data.scenario.sides[w] as SideName);
  }

  /** The side whose decision it is (Game.actingSide): the pending decision's owner, else the phasing side; null once over. */
  get actingSide(): SideName | null {
    const a = actor(this.ctx, this.state);
    return a < 0 ? null : (this.ctx.data.scenario.sides[a] as SideName);
  }

  /** The side whose decision is pending (Game.pending.side), or null. */
  get deciding(): SideName | null {
    return this.state.stageKind[0] ? (this.ctx.data.scenario.sides[actor(this.ctx, this.state)] as SideName) : null;
  }
}

function pop(): SearchCopy | null {
  if (spareCount === 0) return null;
  const c = spare[--spareCount]!;
  spare[spareCount] = null;
  return c;
}

const skipped = new Map<number, Uint8Array>();

/**
 * 1 on the bytes of a state that only number moves (its stamps, state.ts):
 * found once per state size, as the bytes a restamp writes over a copy
 * filled with each of three patterns.
 */
function stampBytes(s: State): Uint8Array {
  let skip = skipped.get(s.bytes.length);
  if (!skip) {
    skip = new Uint8Array(s.bytes.length);
    for (const fill of [0x00, 0xff, 0x5a])
      for (const restamp of [(c: State) => c.restamp(), (c: State) => c.restampMove(1)]) {
        const c = cloneState(s);
        c.bytes.fill(fill);
        restamp(c);
        for (let i = 0; i < skip.length; i++) if (c.bytes[i] !== fill) skip[i] = 1;
      }
    skipped.set(s.bytes.length, skip);
  }
  return skip;
}
