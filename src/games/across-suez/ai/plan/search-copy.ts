// The planner's search copies of a game (planner.ts): a copy of its state,
// played on by the rules' own apply (apply.ts) and asked what the planner
// asks of a game — its legal actions, who decides now, whether it is over —
// without making a game (its undo, log, events and getters) for every
// option it tries.
import type { Game } from '../../game.js';
import type { Action } from '../../record.js';
import type { Context } from '../../context.js';
import { cloneState, copyState, type State } from '../../state.js';
import { actor } from '../../search-state.js';
import { legalCodes } from '../../legal.js';
import { applyAction, applyCode } from '../../apply.js';
import { actionOf } from '../../action-codes.js';
import type { ActionBuffer } from '../../../../engine/action-buffer.js';

type Rules = ReturnType<Game['searchRoot']>['rules'];
/** States given back by release(), for the next copies. */
const spare: State[] = [];
type SideName = 'israeli' | 'egyptian';

export class SearchCopy {
  private constructor(
    readonly rules: Rules,
    readonly ctx: Context,
    readonly state: State,
  ) {}

  /** A copy of the game as it stands (on a state given back by release() when one has its layout). */
  static of(game: Game): SearchCopy {
    const into =
      spare.length > 0 && spare[spare.length - 1]!.unitCount === game.data.units.length ? spare.pop() : undefined;
    const { rules, ctx, state } = game.searchRoot(into);
    return new SearchCopy(rules, ctx, state);
  }

  /** Another copy (on a state given back by release() when there is one). */
  copy(): SearchCopy {
    const into = spare.pop();
    if (!into || into.bytes.length !== this.state.bytes.length)
      return new SearchCopy(this.rules, this.ctx, cloneState(this.state));
    copyState(this.state, into);
    return new SearchCopy(this.rules, this.ctx, into);
  }

  /** Gives the copy's state to the next copy(): the copy must not be used after. */
  release(): void {
    if (spare.length < 64) spare.push(this.state);
  }

  /** Plays an action as the game's apply() does (RulesError, and no change, when it is illegal). */
  apply(action: Action): void {
    applyAction(this.ctx, this.state, action, null); // no event: a search copy's are thrown away
  }

  /** Forces the next roll, before any die already forced on the game (a chance node's face). */
  forceDie(die: number): void {
    this.state.forced.unshift(die);
  }

  /** Does the game accept the action now (played on this copy)? */
  accepts(action: Action): boolean {
    try {
      this.apply(action);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Does the game stand where `planned` (a copy of its state's bytes) did (its
   * JSON position the same)? Equal states (the bytes that only number moves
   * aside: the stamps, state.ts) give equal positions; unequal ones, rare,
   * are compared by their positions.
   */
  standsAt(planned: Uint8Array): boolean {
    const now = this.state.bytes;
    const skip = stampBytes(this.state);
    let same = now.length === planned.length;
    for (let i = 0; i < now.length && same; i++) same = now[i] === planned[i] || skip[i] === 1;
    if (same) return true;
    const then = cloneState(this.state);
    then.bytes.set(planned);
    const position = (s: State) => JSON.stringify(this.rules.position(this.ctx, s));
    return position(this.state) === position(then);
  }

  /** The legal actions' codes (legal.ts) into `out`. */
  listCodes(out: ActionBuffer): void {
    legalCodes(this.ctx, this.state, out);
  }

  /** Plays a code listed by listCodes (apply.ts: the search's path, no event). */
  applyCode(code: number): void {
    applyCode(this.ctx, this.state, code);
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

  /** The side whose decision is pending (Game.pending.side), or null. */
  get deciding(): SideName | null {
    return this.state.stageKind[0] ? (this.ctx.data.scenario.sides[actor(this.ctx, this.state)] as SideName) : null;
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
