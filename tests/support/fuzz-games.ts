// Fuzz games on the real map (scripts/fuzz.ts plays many, the fuzz tests a
// few): each side is played at random, by a computer player, or by a computer
// player that now and then plays at random instead, so that the crossing and
// the bridge endgames are reached as well as the early turns. Every action is
// checked against the rule invariants.
import { Game } from '../../src/games/across-suez/game.js';
import { createPlayer, PLAYER_LEVELS, type PlayerLevel } from '../../src/games/across-suez/ai/players.js';
import { makeRng } from '../../src/engine/rng.js';
import type { Action } from '../../src/games/across-suez/record.js';
import type { Side } from '../../src/games/across-suez/types.js';
import { actionViolations, violations } from './invariants.js';

/** Who plays each side: a level of createPlayer, or `level~share` for that level with `share` of its decisions random. */
export interface Pairing {
  israeli: string;
  egyptian: string;
}

/** Every way the computer and random play meet: random play, computer against random, computer against computer, and computer players that err. */
export const DEFAULT_PAIRINGS =
  'random:random,easy:random,random:easy,easy:easy,easy:greedy,easy~0.2:random,easy~0.1:easy,easy:easy~0.2';

/** "israeli:egyptian,…" → pairings; throws on an unknown level or share. */
export function parsePairings(text: string): Pairing[] {
  return text.split(',').map((pair) => {
    const [israeli, egyptian, extra] = pair.split(':');
    if (!israeli || !egyptian || extra !== undefined) throw new Error(`pairing "${pair}": write israeli:egyptian`);
    for (const spec of [israeli, egyptian]) parseSpec(spec);
    return { israeli, egyptian };
  });
}

function parseSpec(spec: string): { level: PlayerLevel; share: number } {
  const [level, share = '0'] = spec.split('~');
  if (!PLAYER_LEVELS.includes(level as PlayerLevel))
    throw new Error(`player "${spec}": the level is one of ${PLAYER_LEVELS.join(', ')}`);
  const p = Number(share);
  if (!(p >= 0 && p <= 1)) throw new Error(`player "${spec}": the random share is a number from 0 to 1`);
  return { level: level as PlayerLevel, share: p };
}

export const pairingName = (p: Pairing): string => `${p.israeli}:${p.egyptian}`;

function fuzzPlayer(side: Side, spec: string, seed: number): (game: Game) => Action {
  const { level, share } = parseSpec(spec);
  const main = createPlayer(side, level, { seed });
  if (share === 0) return (game) => main.decide(game);
  const random = createPlayer(side, 'random', { seed: seed + 1000 });
  const rng = makeRng(seed + 2000);
  return (game) => (rng() < share ? random : main).decide(game);
}

export interface FuzzGame {
  game: Game;
  actions: number;
  /** The invariants broken, with the seed and the action after which they broke (the game stops at the first). */
  problems: string[];
}

/** Plays one game to the end (or `maxActions`, or the first broken invariant) between the pairing's players, checking every action. */
export async function playFuzzGame(pairing: Pairing, seed: number, maxActions = 5000): Promise<FuzzGame> {
  const game = await Game.create({ seed });
  const players = {
    israeli: fuzzPlayer('israeli', pairing.israeli, seed * 2 + 1),
    egyptian: fuzzPlayer('egyptian', pairing.egyptian, seed * 2 + 2),
  };
  const problems: string[] = [];
  let actions = 0;
  for (; game.phase !== 'over' && actions < maxActions; actions++) {
    const a = players[(game.pending?.side ?? game.side) as Side](game);
    const before = game.position();
    game.apply(a);
    const v = [...game.invariants(), ...violations(game), ...actionViolations(before, a, game)];
    if (v.length) {
      // the first break is the one to read: the game stops there
      problems.push(`${pairingName(pairing)} seed ${seed}, after ${JSON.stringify(a)}: ${v.join('; ')}`);
      return { game, actions: actions + 1, problems };
    }
  }
  if (game.phase !== 'over') problems.push(`${pairingName(pairing)} seed ${seed}: not over after ${actions} actions`);
  return { game, actions, problems };
}
