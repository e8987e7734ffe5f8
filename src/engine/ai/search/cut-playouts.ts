// The Monte Carlo frame of an evaluation by playouts: a playout played by a
// game's players (a search at a light setting) on a search copy, decision by
// decision, each with the dice drawn ahead for it, to the end or cut after a
// number of Game-Turns (a horizon) and then finished by the game's fast
// playouts or judged by its evaluation; and the spread of the shares of wins
// such playouts give. The game says who decides and how a cut playout ends.
import type { BaseState } from '../../contract.js';
import type { Random } from '../../rng.js';
import type { SearchCopy } from './search-copy.js';

/** How a game plays and ends a playout on a search copy `G`. */
export interface PlayoutPlayers<G> {
  /** The code the side to act plays now. */
  decide(g: G): number;
  /** The same by a search that yields as it goes (a computer player's: a decision may take a while), when the players have one. */
  decideSteps?(g: G): Generator<void, number>;
  /** The chance that `side` wins from a position the playout stopped in (1 or 0 once over). */
  judge(g: G): number;
  /** Fast playouts from a position the playout was cut in: how many of `count` `side` won. */
  finish(g: G, count: number, seed: number): Generator<void, number>;
}

export interface CutPlayoutOptions {
  /** Game-Turns played before the playout is cut (Infinity: to the end). */
  horizon: number;
  /** Fast playouts that finish a playout cut at its horizon (0: judged instead). */
  finishes: number;
  /** Dice a playout draws at most from the evaluation's generator; the game's own generator rolls after. */
  dicePerPlayout: number;
  /** Dice kept forced ahead of each decision (two, so that the list never empties and drops its storage). */
  diceAhead: number;
  /** Decisions between two yields (a yield makes an object, which a playout otherwise does not). */
  decisionsAStep: number;
  /** Decisions after which a playout stops whatever happens. */
  maxDecisions: number;
}

/**
 * Playout i of an evaluation seeded `seed`, on `g` (released at the end):
 * its share of wins (1 or 0 when played to the end). The dice it rolls are
 * the evaluation's generator's, `dicePerPlayout`·i on, forced ahead of each
 * decision after any die forced on the game, the first of which the players
 * see.
 */
export function* cutPlayout<S extends BaseState, C, G extends SearchCopy<S, C>>(
  g: G,
  players: PlayoutPlayers<G>,
  dice: Random,
  seed: number,
  i: number,
  o: CutPlayoutOptions,
): Generator<void, number> {
  dice.state = seed;
  dice.skip(o.dicePerPlayout * i);
  const faces = g.rules.descriptor.die.faces;
  let drawn = 0;
  const stop = g.state.turn + o.horizon;
  for (let n = 0; g.actor >= 0 && g.state.turn < stop && n < o.maxDecisions; n++) {
    while (g.state.forced.length < o.diceAhead && drawn < o.dicePerPlayout) {
      g.state.forced.push(1 + dice.below(faces));
      drawn++;
    }
    if (players.decideSteps) g.applyCode(yield* players.decideSteps(g));
    else {
      g.applyCode(players.decide(g));
      if (n % o.decisionsAStep === o.decisionsAStep - 1) yield;
    }
  }
  // cut at the horizon: finished by fast playouts, or judged
  const share =
    g.actor < 0 || o.finishes === 0
      ? players.judge(g)
      : (yield* players.finish(g, o.finishes, seed * 7919 + i)) / o.finishes;
  g.release();
  return share;
}

/**
 * The squared standard error of the mean of n playouts' shares (their sum
 * and sum of squares): their own spread (for playouts counted 1 or 0, a
 * share p gives p(1 − p)/(n − 1)), but, when they are `counted` 1 or 0 (the
 * default), never less than the binomial error of the share smoothed by half
 * a win and half a loss: four playouts that all lose do not make the
 * estimate certain. Playouts judged by a chance between 0 and 1 are not
 * counted so: their own spread is their error.
 */
export function shareVariance(sum: number, squares: number, n: number, counted = true): number {
  if (n === 0) return 0;
  const own = n > 1 ? Math.max(0, (squares - (sum * sum) / n) / (n - 1) / n) : 0;
  if (!counted && n > 1) return own;
  const smoothed = (sum + 0.5) / (n + 1);
  return Math.max(own, (smoothed * (1 - smoothed)) / n);
}

/** The same for a share p of n playouts counted 1 or 0. */
export const meanVariance = (p: number, n: number): number => shareVariance(p * n, p * n, n);
