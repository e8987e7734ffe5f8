// The computer opponent. It chooses among legal actions only, so it can never
// break a rule. Each call decides one action: the element (or simulate)
// calls it until the phase ends.
//
// Method (docs/ai.md): a one-action lookahead scored by the evaluation
// (evaluation.ts), with attacks and bombardments scored exactly over the six
// die faces (chance nodes: a clone per face with the die forced), and
// retreats, advances and exchanges chosen the same way. Levels differ in how
// many candidate moves they look at and whether they also look one action
// further (hard); easy adds noise. `greedy`, the yardstick, looks one action
// ahead on a beginner's score (simpleIsraeliValue).
import type { Game } from '../game.js';
import type { Action } from '../across-suez/record.js';
import { valueFor } from './evaluation.js';
import { makeRng } from './random-player.js';

export type Level = 'easy' | 'normal' | 'hard' | 'greedy';
type Side = 'israeli' | 'egyptian';

export interface AiOptions {
  seed?: number;
}

/** Plays `action` on a search copy, answering any decision the simple way, and scores it for `side`. */
function after(game: Game, action: Action, _side: Side, die?: number): Game {
  const g = game.clone({ forSearch: true });
  if (die !== undefined) g.forceDice([die]);
  g.apply(action);
  return g;
}

/** The expected value of an action over the die's six faces when it rolls one. */
function expected(game: Game, action: Action, side: Side, respond: (g: Game) => void, simple: boolean): number {
  if (action.type !== 'attack' && action.type !== 'bombard') {
    const g = after(game, action, side);
    respond(g);
    return valueFor(g, side, simple);
  }
  let total = 0;
  for (let die = 1; die <= 6; die++) {
    const g = after(game, action, side, die);
    respond(g);
    total += valueFor(g, side, simple);
  }
  return total / 6;
}

export class AiPlayer {
  readonly #rng: () => number;

  constructor(readonly level: Level = 'normal', options: AiOptions = {}) {
    this.#rng = makeRng(options.seed ?? 1);
  }

  /** The action to play for `side` now (the side whose decision it is). */
  decide(game: Game, side: Side = (game.pending?.side ?? game.side) as Side): Action {
    const search = this.#search(game, side);
    for (let step = search.next(); ; step = search.next()) if (step.done) return step.value;
  }

  /**
   * The same decision, computed in slices of about `sliceMs` so the page stays
   * responsive; rejects with an AbortError when `signal` is aborted.
   */
  async decideAsync(game: Game, side: Side = (game.pending?.side ?? game.side) as Side, options: { signal?: AbortSignal; sliceMs?: number } = {}): Promise<Action> {
    const search = this.#search(game, side);
    let sliceStart = performance.now();
    for (let step = search.next(); ; step = search.next()) {
      if (step.done) return step.value;
      if (performance.now() - sliceStart > (options.sliceMs ?? 8)) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        sliceStart = performance.now();
      }
      if (options.signal?.aborted) throw new DOMException('the search was cancelled', 'AbortError');
    }
  }

  /** The search as steps: it yields after each candidate it scores. */
  *#search(game: Game, side: Side): Generator<void, Action> {
    const actions = game.legalActions();
    if (actions.length === 0) throw new Error('no legal action: the game is over');
    if (actions.length === 1) return actions[0]!;
    if (game.pending) return yield* this.#best(game, actions, side, 0);
    if (this.level === 'hard' && game.phase === 'movement') return yield* this.#planned(game, side);
    const candidates = this.#candidates(game, actions);
    return yield* this.#best(game, candidates, side, game.phase === 'movement' ? 0.004 : 0.001);
  }

  /** hard: the movement plan chosen for this phase, and the position each of its actions expects. */
  #plan: { actions: Action[]; expect: string[] } | null = null;

  /**
   * hard, in a Movement Phase: search over whole phase plans. Several plans are
   * drawn by playing the phase out with the normal player under different
   * seeds; each is scored where it ends (after the phase); the best is kept
   * and followed action by action while the game stays where it expects.
   */
  *#planned(game: Game, side: Side): Generator<void, Action> {
    const here = JSON.stringify(game.position());
    const plan = this.#plan;
    if (plan && plan.expect[0] === here && plan.actions.length > 0) {
      plan.expect.shift();
      return plan.actions.shift()!;
    }
    let best: { actions: Action[]; expect: string[]; value: number } | null = null;
    for (let k = 0; k < 4; k++) {
      const g = game.clone({ forSearch: true });
      const drafter = new AiPlayer('normal', { seed: Math.floor(this.#rng() * 1e9) });
      const actions: Action[] = [], expect: string[] = [];
      while (g.phase === game.phase && g.side === game.side && !g.pending && actions.length < 80) {
        expect.push(JSON.stringify(g.position()));
        const a = drafter.decide(g, side);
        g.apply(a);
        actions.push(a);
        yield;
      }
      const value = valueFor(g, side);
      if (!best || value > best.value) best = { actions, expect, value };
    }
    this.#plan = { actions: best!.actions.slice(1), expect: best!.expect.slice(1) };
    return best!.actions[0]!;
  }

  /** Answers every pending decision in the position (for search copies). */
  #settle(game: Game): void {
    for (let n = 0; game.pending && game.phase !== 'over' && n < 12; n++) {
      const side = game.pending.side as Side;
      const options = game.legalActions();
      let best = options[0]!, bestValue = -1;
      for (const a of options) {
        const g = after(game, a, side);
        const v = valueFor(g, side, this.level === 'greedy');
        if (v > bestValue) [best, bestValue] = [a, v];
      }
      game.apply(best);
    }
  }

  /** The most promising actions: all decisions, a sample of moves (more at higher levels). */
  #candidates(game: Game, actions: Action[]): Action[] {
    const limit = { easy: 40, greedy: 80, normal: 160, hard: 240 }[this.level];
    const end = actions.filter((a) => a.type === 'end');
    const rest = actions.filter((a) => a.type !== 'end');
    // crossings and attacks first: they are few and they matter most
    const key = (a: Action) => (a.type === 'cross' ? 0 : a.type === 'bombard' ? 1 : a.type === 'attack' ? 2 : 3);
    rest.sort((a, b) => key(a) - key(b));
    const firsts = rest.filter((a) => key(a) < 3);
    const moves = rest.filter((a) => key(a) === 3);
    while (moves.length > Math.max(0, limit - firsts.length)) moves.splice(Math.floor(this.#rng() * moves.length), 1);
    return [...firsts, ...moves, ...end];
  }

  *#best(game: Game, actions: Action[], side: Side, endBias: number): Generator<void, Action> {
    const noise = this.level === 'easy' ? 0.03 : 0;
    const scored: { a: Action; v: number }[] = [];
    for (const a of actions) {
      let v = expected(game, a, side, (g) => this.#settle(g), this.level === 'greedy');
      if (a.type === 'end') v += endBias; // prefer stopping to a move that changes nothing
      scored.push({ a, v: v + noise * (this.#rng() - 0.5) });
      yield;
    }
    scored.sort((x, y) => y.v - x.v);
    // hard: the best few moves are looked at one action further (a beam)
    if (this.level === 'hard' && game.phase === 'movement' && !game.pending) {
      for (const s of scored.slice(0, 6)) {
        if (s.a.type !== 'end') s.v = Math.max(s.v, this.#followUp(game, s.a, side));
        yield;
      }
      scored.sort((x, y) => y.v - x.v);
    }
    return scored[0]!.a;
  }

  /** hard: the best second action of the same phase after `first` (a move that opens a better one). */
  #followUp(game: Game, first: Action, side: Side): number {
    const g = after(game, first, side);
    if (g.phase !== game.phase || g.side !== game.side) return valueFor(g, side);
    const next = g.legalActions().filter((a) => a.type === 'cross' || (a.type === 'move' && a.unit !== (first as { unit?: string }).unit)).slice(0, 24);
    let best = valueFor(g, side);
    for (const a of next) best = Math.max(best, valueFor(after(g, a, side), side));
    return best * 0.98 + valueFor(g, side) * 0.02;
  }
}

/** Plays a whole game between two players; returns the finished game. */
export function playOut(game: Game, players: Record<Side, { decide(g: Game, side: Side): Action }>, maxActions = 3000): Game {
  for (let n = 0; game.phase !== 'over' && n < maxActions; n++) {
    const side = (game.pending?.side ?? game.side) as Side;
    game.apply(players[side].decide(game, side));
  }
  return game;
}
