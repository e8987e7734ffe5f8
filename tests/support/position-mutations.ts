// Positions taken from random games and spoiled one field at a time, for the
// property every game keeps: a position is refused with a typed error
// (PositionError, or RulesError) or it is playable — its invariants hold,
// someone has a legal action unless the game is over, and each legal action
// applies or is refused with RulesError, never a TypeError.
import { expect } from 'vitest';
import { randomLegalAction } from '../../src/engine/ai/random-player.js';
import { PositionError } from '../../src/engine/position-error.js';
import { createGame, type AnyMatch } from '../../src/engine/registry.js';
import { makeRng } from '../../src/engine/rng.js';
import { RulesError } from '../../src/engine/rules-error.js';

type Json = unknown;

/** Positions along random games of `game` (options: the game's own, e.g. its tables). */
export async function positionsFromPlay(
  game: string,
  seeds: number[],
  every: number,
  options: Record<string, unknown> = {},
): Promise<Json[]> {
  const out: Json[] = [];
  for (const seed of seeds) {
    const g = await createGame(game, { seed, ...options });
    const rng = makeRng(seed);
    for (let n = 0; !g.isOver && n < 3000; n++) {
      if (n % every === 0 || g.actingSide !== g.phasingSide) out.push(g.position());
      g.apply(randomLegalAction(g, rng));
    }
    out.push(g.position());
  }
  return out;
}

/** Every path to a value inside a JSON value. */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (at.length) out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

/** Values a page or a pasted string might put anywhere: wrong types, bad ids, prototype names, extremes. */
function junk(rng: () => number, sample: Json[]): Json {
  const pick = <T>(xs: T[]): T => xs[Math.floor(rng() * xs.length)]!;
  return pick<() => Json>([
    () => pick([0, -1, 1, 2, 5, 99, 1e308, -1e9, 2 ** 32, 0.5]),
    () => pick(['', 'x', 'nobody', '0000', '9999', '__proto__', 'toString', 'constructor', 'over', 'map']),
    () => pick([null, true, false, [], {}, [[]], { kind: 'x' }]),
    () => pick(sample), // a value from elsewhere in a real position: right type, wrong place
  ])();
}

/** One position spoiled at one place: a value replaced, a key removed or added, a list's item doubled. */
export function mutate(position: Json, rng: () => number): Json {
  const p = structuredClone(position) as Record<string, unknown>;
  const all = paths(p);
  const leaves = all.map((path) => path.reduce<Json>((o, k) => (o as Record<string, Json>)[k], p));
  const path = all[Math.floor(rng() * all.length)]!;
  const parent = path.slice(0, -1).reduce<Json>((o, k) => (o as Record<string, Json>)[k], p) as Record<
    string | number,
    Json
  >;
  const key = path.at(-1)!;
  const r = rng();
  if (r < 0.15 && !Array.isArray(parent)) delete parent[key];
  else if (r < 0.25 && Array.isArray(parent)) parent.push(parent[key as number]);
  else if (r < 0.3) parent[junk(rng, []) as string] = junk(rng, leaves);
  else parent[key] = junk(rng, leaves);
  return p;
}

const typed = (e: unknown) => e instanceof PositionError || e instanceof RulesError;

/**
 * Creates the game from `position` and checks the property: refused with a
 * typed error that no TypeError caused, or playable. Returns whether it was accepted.
 */
export async function refusedOrPlayable(game: string, position: Json, what: string): Promise<boolean> {
  let g: AnyMatch;
  try {
    g = await createGame(game, { seed: 1, position });
  } catch (e) {
    expect(typed(e), `${what}: ${String(e)}`).toBe(true);
    // the engine's last check (position-accept.ts) turns a crash into a refusal; the game's own check must come first
    expect((e as Error).cause, `${what}: the game's check let through ${String((e as Error).cause)}`).toBeUndefined();
    return false;
  }
  expect(g.invariants(), what).toEqual([]);
  if (g.isOver) return true;
  const actions = g.legalActions();
  expect(actions.length, `${what}: no legal action and not over`).toBeGreaterThan(0);
  for (const a of actions.slice(0, 40)) {
    const c = g.clone();
    try {
      c.apply(a);
    } catch (e) {
      expect(e, `${what}: ${JSON.stringify(a)}`).toBeInstanceOf(RulesError);
    }
  }
  // what the game writes, it reads back to the same position
  const again = await createGame(game, { seed: 1, position: g.position() });
  expect(again.position(), what).toEqual(g.position());
  return true;
}

/**
 * A position's compact string spoiled by one character — dropped, or one of
 * `chars` put in — `count` times, each checked by refusedOrPlayable: the
 * positions are `pick(i)`'s, written by the game.
 */
export async function spoiledStringsRefusedOrPlayable(
  game: string,
  o: { count: number; chars: string; rng: () => number; pick(i: number): Json },
): Promise<void> {
  const { rng, chars } = o;
  for (let i = 0; i < o.count; i++) {
    const g = await createGame(game, { seed: 1, position: o.pick(i) });
    const text = await g.positionText();
    const at = Math.floor(rng() * text.length);
    const spoilt =
      rng() < 0.5
        ? text.slice(0, at) + text.slice(at + 1)
        : text.slice(0, at) + chars[Math.floor(rng() * chars.length)] + text.slice(at);
    await refusedOrPlayable(game, spoilt, `"${spoilt}"`);
  }
}
