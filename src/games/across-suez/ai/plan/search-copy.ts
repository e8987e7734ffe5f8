// The planner's search copies of a game (planner.ts): the engine's search
// copies (a copy of the state played on by the rules' own applyCode, kept
// and made again into: src/engine/ai/search/search-copy.ts) with what the
// planner asks of Across Suez besides — whose decision it is by the side's
// name, whether one is pending, and whether the game stands where a plan
// made earlier left it.
import type { Context } from '../../context.js';
import type { Action } from '../../record.js';
import { cloneState, type State } from '../../state.js';
import { actionOf } from '../../action-codes.js';
import { SearchCopy as EngineCopy } from '../../../../engine/ai/search/search-copy.js';

type SideName = 'israeli' | 'egyptian';

export class SearchCopy extends EngineCopy<State, Context> {
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

  /** The action a listed code stands for, as the public API gives it. */
  actionOf(code: number): Action {
    return actionOf(this.ctx, this.state, code);
  }

  /** The side whose decision it is (Game.actingSide): the pending decision's owner, else the phasing side; null once over. */
  get actingSide(): SideName | null {
    const a = this.actor;
    return a < 0 ? null : (this.ctx.data.scenario.sides[a] as SideName);
  }

  /** Is the game over with the Israeli player the winner? */
  get israeliWon(): boolean {
    return this.winner >= 0 && this.ctx.data.scenario.sides[this.winner] === 'israeli';
  }

  /** The side whose decision is pending (Game.pending.side), or null. */
  get deciding(): SideName | null {
    return this.state.stageKind[0] ? this.actingSide : null;
  }
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
