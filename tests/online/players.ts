// Scripted players for the online tests and the bench: every client waits
// until it holds the last action, then the seat that must decide plays one
// of its legal actions, chosen by a seeded generator.
import { joinTable, type OnlineTable } from '../../src/online.js';

/** Resolves once the table holds action `seq`. */
export function holding(t: OnlineTable, seq: number): Promise<void> {
  return new Promise((resolve) => {
    if (t.seq >= seq) return resolve();
    const on = () => {
      if (t.seq < seq) return;
      t.removeEventListener('action', on);
      resolve();
    };
    t.addEventListener('action', on);
  });
}

/** A small seeded generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every seat of a table joined with its token. */
export async function joinSeats(url: string, made: { id: string; seats: Record<string, { token: string }> }) {
  const seats: Record<string, OnlineTable> = {};
  for (const [side, { token }] of Object.entries(made.seats))
    seats[side] = await joinTable(url, { id: made.id, token });
  return seats;
}

/** Plays `n` random legal actions (fewer if the game ends), each by the seat that must decide. */
export async function playRandomly(
  seats: Record<string, OnlineTable>,
  n: number,
  rand: () => number,
  others: OnlineTable[] = [],
): Promise<void> {
  const all = [...Object.values(seats), ...others];
  for (let i = 0; i < n; i++) {
    const any = Object.values(seats)[0]!;
    const side = any.game.actingSide;
    if (side === null) return;
    const me = seats[side]!;
    const legal = me.game.legalActions();
    const stored = await me.play(legal[Math.floor(rand() * legal.length)]);
    await Promise.all(all.map((t) => holding(t, stored.seq)));
  }
}
