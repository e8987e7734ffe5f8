// Across Suez's random legal player (the engine's playRandom with a sampler
// of the game's own): a yardstick for the AI and the driver of fuzz tests
// and benchmarks. It samples a legal action without listing them all:
// a random unit, then one of its legal moves; a random target, then a random
// set of the units that may attack it. Phases end with growing probability
// so games finish.
import type { Game } from '../game.js';
import type { Action } from '../record.js';
import { playRandom } from '../../../engine/ai/random-player.js';

export { makeRng } from '../../../engine/rng.js';

const pick = <T>(items: readonly T[], rng: () => number): T => items[Math.floor(rng() * items.length)]!;

function randomMove(game: Game, rng: () => number): Action | null {
  const movers = game.units().filter((u) => u.side === game.side && game.canMove(u.id));
  if (movers.length === 0) return null;
  const u = pick(movers, rng);
  if (game.crossingCost(u.id) !== null && rng() < 0.5) return { type: 'cross', unit: u.id };
  const dests = [...game.reachable(u.id).keys()];
  return dests.length ? { type: 'move', unit: u.id, hex: pick(dests, rng) } : null;
}

function randomAttack(game: Game, rng: () => number): Action | null {
  const bombard = game.bombardTargets();
  if (bombard.length && rng() < 0.7) return { type: 'bombard', target: pick(bombard, rng) };
  const targets = game.targets();
  if (targets.length === 0) return null;
  const defender = pick(targets, rng);
  const able = game.attackers(defender);
  let attackers = able.filter(() => rng() < 0.5);
  if (attackers.length === 0) attackers = [pick(able, rng)];
  return { type: 'attack', attackers, defender, artillery: game.artilleryAvailable > 0 && rng() < 0.5 };
}

/** One random legal action, or null when the game is over. */
export function randomAction(game: Game, rng: () => number, actionsThisPhase: number): Action | null {
  if (game.phase === 'over') return null;
  if (game.pending) return pick(game.legalActions(), rng); // a handful of retreats, exchanges or advances
  const mayEnd = !game.warnings().some((w) => w.rule === '9.2');
  if (mayEnd && rng() < Math.min(1, 0.05 + actionsThisPhase / 40)) return { type: 'end' };
  const a = game.phase === 'movement' ? randomMove(game, rng) : randomAttack(game, rng);
  if (a) return a;
  // nothing left to try in this phase: end it, or (9.2) make the attack the rules demand
  return mayEnd
    ? { type: 'end' }
    : pick(
        game.legalActions().filter((x) => x.type !== 'end'),
        rng,
      );
}

/** Plays random legal actions until the game is over; returns the number of actions. */
export function playRandomGame(game: Game, rng: () => number, onAction?: (a: Action) => void): number {
  return playRandom(game, rng, { sample: randomAction, onAction, maxActions: Infinity });
}
