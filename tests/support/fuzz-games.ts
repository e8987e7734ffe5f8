// Fuzz games of any registered game (scripts/fuzz.ts plays many, the fuzz
// tests a few): each side is played at random, by a computer player, or by a
// computer player that now and then plays at random instead, so that the
// endgames are reached as well as the early turns. After every action the
// rules' invariants are checked (and Across Suez's own, tests/support/invariants.ts),
// and, on request, the position is read back from its compact string and
// from a record that starts from it, and must be the same position
// (compared as data, whatever the order of its keys); at the end the game's
// record replays to the same position.
import { PositionError } from '../../src/engine/position-error.js';
import type { GameAi } from '../../src/engine/ai/player.js';
import { createGame, gameFromRecord, registeredGame, type AnyMatch } from '../../src/engine/registry.js';
import { makeRng } from '../../src/engine/rng.js';
import { randomLegalAction } from '../../src/engine/ai/random-player.js';
import type { Game as AcrossSuez } from '../../src/games/across-suez/game.js';
import type { Action as AcrossSuezAction } from '../../src/games/across-suez/record.js';
import { actionViolations, violations } from './invariants.js';

/** Who plays each side (by side id): a level of the game's createPlayer, or `level~share` for that level with `share` of its decisions random. */
export type Pairing = Record<string, string>;

/** Every way the computer and random play meet: random play, computer against random, computer against computer, and computer players that err. */
export const MIXED =
  'random:random,easy:random,random:easy,easy:easy,greedy:easy,easy~0.2:random,random:easy~0.2,easy~0.1:easy';

/** `--players`: the same level on both sides, or `mixed`. */
export const PLAYERS: Record<string, string> = {
  random: 'random:random',
  easy: 'easy:easy',
  normal: 'normal:normal',
  mixed: MIXED,
};

function levelsOf(game: string): string[] {
  if (!registeredGame(game)) throw new Error(`${game} is not a registered game`);
  const ai = registeredGame(game)!.ai as GameAi | undefined;
  return ai ? [...new Set(['random', 'greedy', ...ai.levels])] : ['random']; // no computer players: random play only
}

/** "a:b,…" (one spec a side, in seat order) → pairings; throws on an unknown level or share. */
export function parsePairings(game: string, text: string, options?: Record<string, unknown>): Pairing[] {
  const sides = sidesOf(game, options);
  if (!sides.length) throw new Error(`loadFuzzGame('${game}') first`);
  return text.split(',').map((pair) => {
    const specs = pair.split(':');
    if (specs.length !== sides.length || specs.some((s) => !s))
      throw new Error(`pairing "${pair}": write ${sides.join(':')}`);
    for (const spec of specs) parseSpec(game, spec);
    return Object.fromEntries(sides.map((side, i) => [side, specs[i]!]));
  });
}

/** A game with its options (the advanced Yom Kippur's seats change its sides). */
const keyOf = (game: string, options: Record<string, unknown> = {}): string => `${game} ${canonical(options)}`;
const sidesOf = (game: string, options?: Record<string, unknown>): string[] =>
  gameSides.get(keyOf(game, options)) ?? [];
const gameSides = new Map<string, string[]>();

/** Loads what the fuzzer needs of a game with these options: its sides' ids, in seat order. */
export async function loadFuzzGame(game: string, options: Record<string, unknown> = {}): Promise<void> {
  const key = keyOf(game, options);
  if (!gameSides.has(key))
    gameSides.set(
      key,
      (await createGame(game, { seed: 0, ...options })).rules.descriptor.sides.map((s) => s.id),
    );
}

function parseSpec(game: string, spec: string): { level: string; share: number } {
  const [level = '', share = '0'] = spec.split('~');
  const levels = levelsOf(game);
  if (!levels.includes(level)) throw new Error(`player "${spec}": the level is one of ${levels.join(', ')}`);
  const p = Number(share);
  if (!(p >= 0 && p <= 1)) throw new Error(`player "${spec}": the random share is a number from 0 to 1`);
  return { level, share: p };
}

export const pairingName = (p: Pairing): string => Object.values(p).join(':');

function fuzzPlayer(game: string, side: string, spec: string, seed: number): (g: AnyMatch) => unknown {
  const ai = registeredGame(game)!.ai as GameAi | undefined;
  if (!ai && spec === 'random') {
    // a game with no computer players of its own (the advanced Yom Kippur) is played at random by the engine's
    const rng = makeRng(seed);
    return (g) => randomLegalAction(g, rng);
  }
  const { level, share } = parseSpec(game, spec);
  const main = ai!.createPlayer(side, level, { seed });
  if (share === 0) return (g) => main.decide(g as never);
  const random = ai!.createPlayer(side, 'random', { seed: seed + 1000 });
  const rng = makeRng(seed + 2000);
  return (g) => (rng() < share ? random : main).decide(g as never);
}

/** JSON with every object's keys in order: two positions that say the same thing give the same text. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'object' && x !== null && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

/** What the position now reads back as, through the compact string (if the game has one) and through a record starting from it: problems found. */
export async function roundTrips(g: AnyMatch): Promise<string[]> {
  const out: string[] = [];
  const name = g.rules.descriptor.id;
  const position = canonical(g.position());
  try {
    // a game with no compact string (the advanced Yom Kippur) reads back through its record alone
    if (g.rules.loadPositionCodec) {
      const text = await g.positionText();
      const back = await createGame(name, { seed: g.seed, position: text });
      if (canonical(back.position()) !== position) out.push(`the compact string ${text} reads back another position`);
    }
    const record = (await createGame(name, { seed: g.seed, position: g.position() })).toRecord();
    const replayed = await gameFromRecord(record);
    if (canonical(replayed.position()) !== position) out.push('a record from the position reads back another position');
  } catch (e) {
    out.push(`the position does not read back: ${e instanceof PositionError ? e.message : String(e)}`);
  }
  return out;
}

export interface FuzzGame {
  game: AnyMatch;
  actions: number;
  /** What broke, with the seed and the action after which it broke (the game stops at the first). */
  problems: string[];
}

export interface FuzzOptions {
  /** The game's options besides the seed (Yom Kippur's tables). */
  options?: Record<string, unknown>;
  /** Read the position back through its compact string and a record after every k-th action (0 or none: never). */
  roundTripEvery?: number;
  /** Stop after this many actions, unfinished and not counted a problem (default: play to the end). */
  maxActions?: number;
}

/** Plays one game to the end (or `maxActions`, or the first problem) between the pairing's players, checking every action. */
export async function playFuzzGame(
  name: string,
  pairing: Pairing,
  seed: number,
  o: FuzzOptions = {},
): Promise<FuzzGame> {
  await loadFuzzGame(name, o.options);
  const game = await createGame(name, { seed, ...o.options });
  const sides = sidesOf(name, o.options);
  const players = Object.fromEntries(
    sides.map((side, i) => [side, fuzzPlayer(name, side, pairing[side]!, seed * sides.length + i + 1)]),
  );
  const maxActions = o.maxActions ?? game.rules.descriptor.maxActions;
  const problems: string[] = [];
  const stop = (a: unknown, v: string[]) =>
    problems.push(`${name} ${pairingName(pairing)} seed ${seed}, after ${JSON.stringify(a)}: ${v.join('; ')}`);
  let actions = 0;
  for (; !game.isOver && actions < maxActions; actions++) {
    const a = players[game.actingSide!]!(game);
    const before = game.position();
    try {
      game.apply(a);
    } catch (e) {
      stop(a, [`a player's action was refused: ${(e as Error).message}`]);
      return { game, actions, problems };
    }
    const every = o.roundTripEvery ?? 0;
    const v = [...game.invariants(), ...(every && (actions + 1) % every === 0 ? await roundTrips(game) : [])];
    if (name === 'across-suez') {
      const g = game as unknown as AcrossSuez;
      v.push(...violations(g), ...actionViolations(before as never, a as AcrossSuezAction, g));
    }
    if (v.length) {
      stop(a, v); // the first break is the one to read: the game stops there
      return { game, actions: actions + 1, problems };
    }
  }
  if (!game.isOver && o.maxActions === undefined)
    problems.push(`${name} ${pairingName(pairing)} seed ${seed}: not over after ${actions} actions`);
  const replay = await gameFromRecord(game.toRecord());
  if (canonical(replay.position()) !== canonical(game.position()))
    problems.push(`${name} ${pairingName(pairing)} seed ${seed}: the record does not replay to the same position`);
  return { game, actions, problems };
}
