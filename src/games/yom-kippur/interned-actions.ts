// The compound actions a Yom Kippur code names by number: attacks (their
// attackers, defending hexes and artillery, B-I.1, B-L.1) and defensive
// support lists (B-L.2), kept per game definition the first time they are
// listed and handed out again by number.
//
// A process that plays game after game (a worker's search, the fuzzer, a
// server) meets new attacks without end: some 35 a random game. So the
// numbers come in generations of GENERATION_SIZE entries. When the current
// generation is full, it becomes the previous one and a new one starts; the
// one before is dropped. A number carries its generation (mod GENERATIONS),
// so a code from a dropped generation is refused, never read as another
// attack. The last two generations hold every attack listed in the last
// 8,190 new ones at least: some forty times what a `hard` player's search
// lists anew in one decision (225 at most, seed 3005, 400 decisions).
import { perContext } from '../../engine/per-context.js';
import { RulesError } from '../../engine/rules-error.js';
import type { AttackPlan } from './combat/declare.js';
import type { Context } from './context.js';
import type { Action } from './types.js';

/** Entries a generation holds, entry 0 included (the last unlisted action asked for). */
export const GENERATION_SIZE = 8_191;
/** Numbers a generation's id takes: 64 × 8,192 numbers (plus one, the last left out) fit a code's 19-bit argument. */
const GENERATIONS = 64;
const INDEX_BITS = 13;
const INDEX_MASK = (1 << INDEX_BITS) - 1;

/** One kind of compound action in a generation: the items by entry, their entries by key, the actions made of them. */
interface Shelf<T> {
  readonly items: T[];
  readonly keys: Map<string, number>;
  readonly actions: (Action | undefined)[];
}

/** One generation: its attacks and support lists. */
interface Generation {
  readonly id: number;
  readonly plans: Shelf<AttackPlan>;
  readonly volleys: Shelf<number[]>;
}
type Kind = 'plans' | 'volleys';

interface Tables {
  current: Generation;
  previous: Generation | null;
}

const shelf = <T>(entry0: T): Shelf<T> => ({ items: [entry0], keys: new Map(), actions: [] });
const generation = (id: number): Generation => ({
  id,
  plans: shelf<AttackPlan>({ attackers: [], hexes: [], artillery: [] }),
  volleys: shelf<number[]>([]),
});

/** Per game definition: its generations, the first made on first use. */
const tables = perContext((_: Context): Tables => ({ current: generation(0), previous: null }));

/** The generation with room for one more entry (a new one when the current is full). */
function roomy(t: Tables): Generation {
  const g = t.current;
  if (g.plans.items.length < GENERATION_SIZE && g.volleys.items.length < GENERATION_SIZE) return g;
  t.previous = g;
  return (t.current = generation((g.id + 1) % GENERATIONS));
}

const numberOf = (g: Generation, index: number): number => (g.id << INDEX_BITS) | index;

/** The generation a number belongs to, or null when it was dropped. */
function generationOf(ctx: Context, n: number): Generation | null {
  const t = tables(ctx);
  const id = n >>> INDEX_BITS;
  return t.current.id === id ? t.current : t.previous?.id === id ? t.previous : null;
}

function live(ctx: Context, n: number): Generation {
  const g = generationOf(ctx, n);
  if (!g) throw new RulesError('stale-code', '', 'An attack or support code from a listing no longer kept');
  return g;
}

const planKey = (p: AttackPlan): string => `${p.attackers.join(',')}>${p.hexes.join(',')}+${p.artillery.join(',')}`;

/** The number of `item` on its shelf, interned (for legalCodes: the item is kept, not copied). */
function intern<T>(ctx: Context, kind: Kind, item: T, key: string): number {
  const t = tables(ctx);
  let g = t.current;
  let i = g[kind].keys.get(key);
  if (i === undefined) {
    g = roomy(t);
    const on = g[kind] as Shelf<T>;
    i = on.items.push(item) - 1;
    on.keys.set(key, i);
  }
  return numberOf(g, i);
}

/** The number of an item given as data: its entry when listed already, else entry 0, which now holds it. */
function asked<T>(ctx: Context, kind: Kind, item: T, key: string): number {
  const g = tables(ctx).current;
  const i = g[kind].keys.get(key);
  if (i !== undefined) return numberOf(g, i);
  (g[kind] as Shelf<T>).items[0] = item;
  return numberOf(g, 0);
}

/** The number of attack `plan`, interned. */
export const internPlan = (ctx: Context, plan: AttackPlan): number => intern(ctx, 'plans', plan, planKey(plan));
/** The number of a defensive support list, interned (B-L.2). */
export const internVolley = (ctx: Context, artillery: number[]): number =>
  intern(ctx, 'volleys', artillery, artillery.join(','));
/** The number of an attack given as data (a page's, or a refused one). */
export const askedPlan = (ctx: Context, plan: AttackPlan): number => asked(ctx, 'plans', plan, planKey(plan));
/** The number of a support list given as data. */
export const askedVolley = (ctx: Context, artillery: number[]): number =>
  asked(ctx, 'volleys', artillery, artillery.join(','));

/** The attack a number stands for (RulesError 'stale-code' when its generation was dropped). */
export const planAt = (ctx: Context, n: number): AttackPlan => live(ctx, n).plans.items[n & INDEX_MASK]!;
/** The artillery a support number names, likewise. */
export const volleyAt = (ctx: Context, n: number): number[] => live(ctx, n).volleys.items[n & INDEX_MASK]!;

/** Whether a number's generation is still kept (a code handed out long ago may name a dropped one). */
export const isKept = (ctx: Context, n: number): boolean => generationOf(ctx, n) !== null;

/** The entry a number names in its generation (0: the last unlisted action asked for). */
export const entryOf = (n: number): number => n & INDEX_MASK;

/** The public API's actions made of a number's generation's attacks (`support` false) or support lists, by entry. */
export const madeFor = (ctx: Context, n: number, support: boolean): (Action | undefined)[] =>
  live(ctx, n)[support ? 'volleys' : 'plans'].actions;
