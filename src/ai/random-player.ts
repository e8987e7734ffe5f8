// The random legal player: a yardstick for the AI and the driver of fuzz
// tests and benchmarks. It picks uniformly among legal actions, but ends a
// phase with growing probability so games finish (a uniform choice among
// thousands of moves would almost never pick "end").
import type { Game } from '../game.js';
import type { Action } from '../across-suez/record.js';

/** A small seeded generator (mulberry32), independent of the game's die. */
export function makeRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomAction(game: Game, rng: () => number, actionsThisPhase: number): Action | null {
  const actions = game.legalActions();
  if (actions.length === 0) return null;
  const end = actions.find((a) => a.type === 'end');
  if (end && rng() < Math.min(1, 0.05 + actionsThisPhase / 40)) return end;
  const others = actions.filter((a) => a.type !== 'end');
  if (others.length === 0) return end ?? null;
  return others[Math.floor(rng() * others.length)]!;
}

/** Plays random legal actions until the game is over; returns the number of actions. */
export function playRandomGame(game: Game, rng: () => number, onAction?: (a: Action) => void): number {
  let n = 0;
  let inPhase = 0;
  let phaseKey = '';
  for (;;) {
    const key = `${game.turn}${game.side}${game.phase}`;
    if (key !== phaseKey) {
      phaseKey = key;
      inPhase = 0;
    }
    const a = randomAction(game, rng, inPhase++);
    if (!a) return n;
    game.apply(a);
    onAction?.(a);
    n++;
  }
}
