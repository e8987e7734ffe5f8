// The `greedy` yardstick: what a beginner does. It looks one action ahead
// and keeps the action that scores best on a beginner's count — the victory
// points if the game ended now and material (points.ts), nothing about where
// units should go — with every die-rolling action (attacks, bombings, SAM
// fire, drops) scored exactly over the die's faces by the engine's own
// chance nodes (outcomes.ts: the rules run once per face), and the decisions
// an action raises for the other side (support, retreats) answered by that
// side's own beginner's choice. Each decision it weighs every action that
// is not a placement and a random sample of the moves and air missions; a
// move that scores nothing loses to leaving the unit where it stands.
// The levels worth playing are players.ts's; this one measures them.
import type { Heuristics } from '../../../engine/ai/search/heuristics.js';
import { SearchPlayer } from '../../../engine/ai/search/search-player.js';
import { makeRng } from '../../../engine/rng.js';
import type { Context } from '../context.js';
import type { GameEvent } from '../events.js';
import type { State } from '../state.js';
import type { Action } from '../types.js';
import { candidatesByAction } from '../rules.js';
import { againstBestRival, material, pointsIfEndedNow } from './points.js';

/** Most actions weighed a decision. */
const CANDIDATES = 48;

/** Actions that put a counter on one of hundreds of hexes: sampled. */
const PLACEMENT = new Set<Action['type']>(['place', 'move', 'aircraft', 'drop', 'heli']);

/** What a unit moved this phase costs: a beginner moves a unit only where the move scores (not at random). */
const PER_UNIT_MOVED = 0.01;

const beginnersScore = (ctx: Context, s: State, side: number) =>
  pointsIfEndedNow(ctx, s, side) + material(ctx, s, side);

function unitsMoved(ctx: Context, s: State, side: number): number {
  let n = 0;
  for (const u of ctx.ground) if (ctx.unitSide[u] === side && s.moved[u]) n++;
  return n;
}

/** Every other decision first, then placements drawn at random (seeded) up to CANDIDATES. */
function sample(legal: readonly Action[], rng: () => number): Action[] {
  const chosen = legal.filter((a) => !PLACEMENT.has(a.type));
  const placements = legal.filter((a) => PLACEMENT.has(a.type));
  for (let i = 0; i < placements.length && chosen.length < CANDIDATES; i++) {
    const j = i + Math.floor(rng() * (placements.length - i)); // a partial Fisher–Yates shuffle
    [placements[i], placements[j]] = [placements[j]!, placements[i]!];
    chosen.push(placements[i]!);
  }
  return chosen;
}

export function createGreedyPlayer(side: string, seed = 1): SearchPlayer<State, Action, GameEvent, Context> {
  const rng = makeRng(seed);
  const beginner: Heuristics<State, Context> = {
    value: (ctx, s, side) => againstBestRival(ctx, s, side, beginnersScore) - PER_UNIT_MOVED * unitsMoved(ctx, s, side),
    candidates: candidatesByAction((_ctx, _s, legal) => sample(legal, rng)),
  };
  // one action ahead; the other side's decisions inside the phase answered, two deep
  return new SearchPlayer(side, 'greedy', beginner, { width: 0, depth: 1, beam: 1, replies: 2 }, seed);
}
