// The engine's side-neutral computer player, for any game: it weighs the
// actions the rules allow by the positions they lead to, as the game's
// heuristics value them (heuristics.ts), averaging over the die where an
// action rolls it (outcomes.ts), letting another side answer where the
// rules give it a decision inside this phase (a defender's support or
// retreat: it picks what its own heuristics like best), and looks a few of
// its own decisions ahead within the phase, keeping the best few lines at
// each step (a beam). It plays the rules themselves, by action codes, on
// copies of the state made into spare states: the same code as the game,
// nothing re-derived, no action object until the one it answers. A game's
// entry makes its levels from settings.
import type { BaseAction, BaseEvent, BaseState } from '../../contract.js';
import type { Match, SearchRoot } from '../../match.js';
import { makeRng } from '../../rng.js';
import { ActionBuffer } from '../../action-buffer.js';
import { SpareStates } from '../../spare-states.js';
import type { SearchRules } from '../../search-state.js';
import type { ComputerPlayer } from '../player.js';
import { runSteps, runStepsAsync, type SliceOptions } from '../steps.js';
import type { Heuristics } from './heuristics.js';
import { outcomesOf } from './outcomes.js';

/** How far and how wide one level of play searches. */
export interface SearchSettings {
  /** Most actions weighed at each decision, taken in the order the game's candidates() gives (0: all). */
  width: number;
  /** Own decisions in a row within the phase (1: the best next position only). */
  depth: number;
  /** Lines carried from one decision to the next when depth > 1. */
  beam: number;
  /** Other sides' decisions inside this phase played out before a position is valued (default 2). */
  replies?: number;
}

/** A line of play: its first action's code, the position it reached (null after a roll), and that position's value. */
interface Line<S> {
  first: number;
  state: S | null;
  score: number;
}

export class SearchPlayer<S extends BaseState, A extends BaseAction, E extends BaseEvent, C> implements ComputerPlayer<
  Match<S, A, E, C>,
  A
> {
  readonly #rng: () => number;
  readonly #legal = new ActionBuffer();
  /** Spare states for the positions weighed, kept for one game's rules and context at a time. */
  #copies: SpareStates<S> | null = null;
  #copiesFor: unknown = null;

  constructor(
    readonly side: string,
    readonly level: string,
    private readonly heuristics: Heuristics<S, C>,
    private readonly settings: SearchSettings,
    seed = 1,
  ) {
    this.#rng = makeRng(seed);
  }

  decide(game: Match<S, A, E, C>): A {
    const root = game.searchRoot();
    return root.rules.codec.actionOf(root.ctx, root.state, runSteps(this.search(root)));
  }

  async decideAsync(game: Match<S, A, E, C>, options?: SliceOptions): Promise<A> {
    const root = game.searchRoot();
    return root.rules.codec.actionOf(root.ctx, root.state, await runStepsAsync(this.search(root), options));
  }

  /** The search, yielding after each position weighed (so a page can run it in slices): the code of the action chosen. */
  *search(root: SearchRoot<S, A, E, C>): Generator<void, number> {
    const { rules, ctx, state } = root;
    const me = rules.descriptor.sides.findIndex((s) => s.id === this.side);
    if (me < 0 || rules.actor(ctx, state) !== me) throw new Error(`it is not for ${this.side} to decide now`);
    const legal = this.#list(rules, ctx, state);
    if (legal.length === 1) return legal[0]!;
    const copies = this.#copiesOf(rules, ctx);
    const phase = rules.phase(ctx, state);
    const phasing = rules.phasing(ctx, state);
    // a line goes on only while the same side decides in the same phase, and no die has been rolled
    const goesOn = (s: S | null): s is S =>
      s !== null && rules.actor(ctx, s) === me && rules.phasing(ctx, s) === phasing && rules.phase(ctx, s) === phase;
    const held: Line<S>[] = [];
    try {
      let lines: Line<S>[] = [];
      for (const code of this.#choices(ctx, state, legal, me)) {
        lines.push(this.#line(rules, ctx, copies, code, code, state, me));
        yield;
      }
      held.push(...lines);
      let best = this.#best(lines);
      for (let depth = 2; depth <= this.settings.depth; depth++) {
        const carried = lines
          .filter((l) => goesOn(l.state))
          .sort((a, b) => b.score - a.score)
          .slice(0, this.settings.beam);
        const next: Line<S>[] = [];
        for (const line of carried) {
          const from = line.state!;
          for (const code of this.#choices(ctx, from, this.#list(rules, ctx, from), me)) {
            next.push(this.#line(rules, ctx, copies, line.first, code, from, me));
            yield;
          }
        }
        held.push(...next);
        if (next.length === 0) break;
        const deeper = this.#best(next);
        if (deeper.score > best.score) best = deeper;
        lines = next;
      }
      return best.first;
    } finally {
      for (const l of held) if (l.state) copies.release(l.state);
    }
  }

  #copiesOf(rules: SearchRules<S, C>, ctx: C): SpareStates<S> {
    if (this.#copies === null || this.#copiesFor !== ctx)
      [this.#copies, this.#copiesFor] = [new SpareStates(rules), ctx];
    return this.#copies;
  }

  /** The legal codes in `s`, as a list of its own (the search lists again before it is done with this one). */
  #list(rules: SearchRules<S, C>, ctx: C, s: S): number[] {
    rules.legalCodes(ctx, s, this.#legal);
    return Array.from(this.#legal.codes.subarray(0, this.#legal.length));
  }

  /** The codes to weigh: the game's candidates (all legal ones by default), at most `width`. */
  #choices(ctx: C, s: S, legal: readonly number[], me: number): readonly number[] {
    const chosen = this.heuristics.candidates?.(ctx, s, legal, me) ?? legal;
    return this.settings.width > 0 ? chosen.slice(0, this.settings.width) : chosen;
  }

  /** Plays `code` from `from`: the expected worth of where it leads, over the die if it rolls. */
  #line(
    rules: SearchRules<S, C>,
    ctx: C,
    copies: SpareStates<S>,
    first: number,
    code: number,
    from: S,
    me: number,
  ): Line<S> {
    const outcomes = outcomesOf(rules, ctx, from, code, copies);
    const phasing = rules.phasing(ctx, from);
    let score = 0;
    for (const o of outcomes)
      score += o.probability * this.#worth(rules, ctx, copies, o.state, me, phasing, this.settings.replies ?? 2);
    if (outcomes.length === 1) return { first, state: outcomes[0]!.state, score };
    for (const o of outcomes) copies.release(o.state);
    return { first, state: null, score };
  }

  /**
   * What `s` is worth to `me`. While another side must decide inside the
   * phase (up to `replies` times), it answers first, with the action its own
   * heuristics value most (expected over the die), one ply deep.
   */
  #worth(
    rules: SearchRules<S, C>,
    ctx: C,
    copies: SpareStates<S>,
    s: S,
    me: number,
    phasing: number,
    replies: number,
  ): number {
    const actor = rules.actor(ctx, s);
    if (replies === 0 || actor < 0 || actor === me || rules.phasing(ctx, s) !== phasing)
      return this.heuristics.value(ctx, s, me);
    let theirBest = -Infinity;
    let mine = 0;
    for (const reply of this.#choices(ctx, s, this.#list(rules, ctx, s), actor)) {
      let theirs = 0;
      let ours = 0;
      for (const o of outcomesOf(rules, ctx, s, reply, copies)) {
        theirs += o.probability * this.heuristics.value(ctx, o.state, actor);
        ours += o.probability * this.#worth(rules, ctx, copies, o.state, me, phasing, replies - 1);
        copies.release(o.state);
      }
      if (theirs > theirBest) [theirBest, mine] = [theirs, ours];
    }
    return mine;
  }

  /** The best-scored line; equal scores are split at random (seeded), so equal choices vary between seeds. */
  #best(lines: readonly Line<S>[]): Line<S> {
    let best = lines[0]!;
    let ties = 1;
    for (let i = 1; i < lines.length; i++) {
      const l = lines[i]!;
      if (l.score > best.score) [best, ties] = [l, 1];
      else if (l.score === best.score && this.#rng() * ++ties < 1) best = l;
    }
    return best;
  }
}
