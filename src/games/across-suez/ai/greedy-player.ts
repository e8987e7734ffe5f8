// The `greedy` yardstick: what a beginner does. It looks one action ahead and
// keeps the action that scores best on a beginner's count — units across, how
// far the bridge still is from Matzmed as the crow flies, and material — with
// attacks and bombardments scored exactly over the die's six faces (a search
// copy per face with the die forced). It samples at most 80 candidate actions
// a decision (crossings, bombardments and attacks first). The levels worth
// playing are the planning player's (plan/planner.ts); this one measures them.
import type { Game } from '../game.js';
import type { Action } from '../record.js';
import type { SideName } from './plan/planner.js';
import { makeRng } from '../../../engine/rng.js';
import { runSteps, runStepsAsync, type SliceOptions } from '../../../engine/ai/steps.js';

const CANDIDATES = 80;

export class GreedyPlayer {
  readonly level = 'greedy' as const;
  readonly #rng: () => number;

  constructor(
    readonly side: SideName,
    options: { seed?: number } = {},
  ) {
    this.#rng = makeRng(options.seed ?? 1);
  }

  decide(game: Game): Action {
    return runSteps(this.#search(game));
  }

  decideAsync(game: Game, options: SliceOptions = {}): Promise<Action> {
    return runStepsAsync(this.#search(game), options);
  }

  *#search(game: Game): Generator<void, Action> {
    if (game.phase === 'over') throw new Error('the game is over');
    const whose = game.actingSide;
    if (whose !== this.side) throw new Error(`the decision is the ${whose} player's, not the ${this.side} player's`);
    const actions = game.legalActions();
    if (actions.length === 1) return actions[0]!;
    const candidates = game.pending ? actions : this.#sample(actions);
    // a move that changes nothing should lose to stopping
    const endBias = game.pending ? 0 : game.phase === 'movement' ? 0.004 : 0.001;
    let best = candidates[0]!,
      bestValue = -Infinity;
    for (const a of candidates) {
      const v = expectedValue(game, a, this.side) + (a.type === 'end' ? endBias : 0);
      if (v > bestValue) [best, bestValue] = [a, v];
      yield;
    }
    return best;
  }

  /** Every crossing, bombardment, attack and the end; a random sample of the moves. */
  #sample(actions: Action[]): Action[] {
    const first = (a: Action) => a.type === 'cross' || a.type === 'bombard' || a.type === 'attack';
    const firsts = actions.filter(first);
    const moves = actions.filter((a) => !first(a) && a.type !== 'end');
    while (moves.length > Math.max(0, CANDIDATES - firsts.length))
      moves.splice(Math.floor(this.#rng() * moves.length), 1);
    return [...firsts, ...moves, ...actions.filter((a) => a.type === 'end')];
  }
}

/** The beginner's score of a position for the Israeli player, 0…1 (the Egyptian player uses 1 − it). */
export function beginnersScore(game: Game): number {
  if (game.phase === 'over') return game.winner === 'israeli' ? 1 : 0;
  const { crossing, lineOfCommunication, bridge: bridgeAt, unitsAcrossToWin: needed } = game.data.scenario;
  const bridge = game.unit(bridgeAt.unit);
  const far = bridge.location === 'eliminated' ? 20 : game.distance(bridge.hex ?? lineOfCommunication.to, crossing.hex);
  let mine = 0,
    theirs = 0;
  for (const u of game.units()) {
    if (u.location === 'eliminated') continue;
    if (u.side === 'israeli') mine += u.strength;
    else theirs += u.strength;
  }
  return (0.4 * Math.min(game.crossedCount, needed)) / needed + 0.3 * (1 - far / 20) + 0.3 * (mine / (mine + theirs));
}

const scoreFor = (game: Game, side: SideName) => (side === 'israeli' ? beginnersScore(game) : 1 - beginnersScore(game));

/** The mean score after `action` (over the six faces when it rolls a die), every decision it raises answered greedily. */
function expectedValue(game: Game, action: Action, side: SideName): number {
  const rolls = action.type === 'attack' || action.type === 'bombard';
  let total = 0;
  for (let die = 1; die <= (rolls ? 6 : 1); die++) {
    const g = game.clone({ forSearch: true });
    if (rolls) g.forceDice([die]);
    g.apply(action);
    settle(g);
    total += scoreFor(g, side);
  }
  return total / (rolls ? 6 : 1);
}

/** Answers the position's pending decisions (retreats, exchanges, advances), each side by its own greedy choice. */
function settle(game: Game): void {
  for (let n = 0; game.pending && game.phase !== 'over' && n < 12; n++) {
    const side = game.pending.side as SideName;
    let best: Action | null = null,
      bestValue = -Infinity;
    for (const a of game.legalActions()) {
      const g = game.clone({ forSearch: true });
      g.apply(a);
      const v = scoreFor(g, side);
      if (v > bestValue) [best, bestValue] = [a, v];
    }
    game.apply(best!);
  }
}
