// A search's copy of a game: a copy of its state, played on by the rules'
// own applyCode with no events, and asked what a search asks of a game —
// its legal codes, who decides now, the phase, the winner — without making
// a game (its undo, log, events and getters) for every option tried. Copies
// given back by release() are kept per game definition (a stack of fixed
// size, which pushing and popping never resizes) and made again into, so a
// search that copies thousands of times makes no state once warm. A game's
// AI may extend it with its own questions.
import type { BaseAction, BaseEvent, BaseState } from '../../contract.js';
import type { SearchRoot } from '../../match.js';
import type { ActionBuffer } from '../../action-buffer.js';
import type { SearchRules } from '../../search-state.js';
import { forceDie } from '../../rng.js';

/** Copies given back kept at most, per game definition. */
const SPARE = 64;

/** The copies given back for one game definition (its context): a stack of fixed size. */
class Spares {
  readonly copies: (SearchCopy<BaseState, unknown> | null)[] = new Array<null>(SPARE).fill(null);
  count = 0;
  pop(): SearchCopy<BaseState, unknown> | null {
    if (this.count === 0) return null;
    const c = this.copies[--this.count]!;
    this.copies[this.count] = null;
    return c;
  }
}

/** What gives a copy of the game as it stands: a Match (searchRoot), into a state picked for its context. */
interface Rooted<S extends BaseState, C> {
  readonly rules: object;
  searchRootFor(pick: (ctx: C) => unknown): SearchRoot<S, BaseAction, BaseEvent, C>;
}

type CopyClass<T> = new (rules: never, ctx: never, state: never, spares: Spares) => T;

/** Per class of copy and game definition (its context, or its rules when it has none), the copies given back. */
const sparesOf = new WeakMap<object, WeakMap<object, Spares>>();

function sparesFor(kind: object, key: object): Spares {
  let byKey = sparesOf.get(kind);
  if (!byKey) sparesOf.set(kind, (byKey = new WeakMap()));
  let spares = byKey.get(key);
  if (!spares) byKey.set(key, (spares = new Spares()));
  return spares;
}

export class SearchCopy<S extends BaseState, C> {
  // set anew each time a spare copy is reused (of, copy): read them, do not write them
  rules: SearchRules<S, C>;
  ctx: C;
  readonly #spares: Spares;

  constructor(
    rules: SearchRules<S, C>,
    ctx: C,
    readonly state: S,
    spares: Spares,
  ) {
    this.rules = rules;
    this.ctx = ctx;
    this.#spares = spares;
  }

  /** A copy of the game as it stands (into a copy given back by release() when there is one), of the class it is called on. */
  static of<T extends SearchCopy<BaseState, unknown>, S extends BaseState, C>(
    this: CopyClass<T>,
    game: Rooted<S, C>,
  ): T {
    let spares: Spares | null = null;
    let reused: T | null = null;
    const { rules, ctx, state } = game.searchRootFor((ctx) => {
      spares = sparesFor(this, keyOf(ctx, game.rules));
      reused = spares.pop() as T | null;
      return reused?.state;
    });
    if (!reused) return new this(rules as never, ctx as never, state as never, spares!);
    const copy: T = reused;
    copy.rules = rules as never;
    copy.ctx = ctx;
    return copy;
  }

  /** Another copy of this one (one given back by release() when there is one). */
  copy(): this {
    const reused = this.#spares.pop() as this | null;
    if (!reused) {
      const Class = this.constructor as CopyClass<this>;
      return new Class(
        this.rules as never,
        this.ctx as never,
        this.rules.cloneState(this.state) as never,
        this.#spares,
      );
    }
    this.rules.copyState(this.state, reused.state);
    reused.rules = this.rules;
    reused.ctx = this.ctx;
    return reused;
  }

  /** Gives the copy back for the next of() or copy(): it must not be used after. */
  release(): void {
    const spares = this.#spares;
    if (spares.count < SPARE) spares.copies[spares.count++] = this as SearchCopy<BaseState, unknown>;
  }

  /** Forces the next roll, before any die already forced on the game (a chance node's face). */
  forceDie(face: number): void {
    forceDie(this.state, face);
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

  /** The legal actions' codes into `out`. */
  listCodes(out: ActionBuffer): void {
    this.rules.legalCodes(this.ctx, this.state, out);
  }

  /** Plays a code (the rules' applyCode: no event made). */
  applyCode(code: number): void {
    this.rules.applyCode(this.ctx, this.state, code, null);
  }

  /** The phase under way ('over' once the game has ended). */
  get phase(): string {
    return this.rules.phase(this.ctx, this.state);
  }

  /** The side that must decide now, -1 once over. */
  get actor(): number {
    return this.rules.actor(this.ctx, this.state);
  }

  /** The winning side, -1 for none (yet). */
  get winner(): number {
    return this.rules.winner(this.ctx, this.state);
  }
}

/** The spares' key: copies of one context share a layout (a game with no context: its rules). */
function keyOf(ctx: unknown, rules: object): object {
  return typeof ctx === 'object' && ctx !== null ? ctx : rules;
}
