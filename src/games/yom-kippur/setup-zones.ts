// B-D set-up zones: where each counter may start, from scenario.json's `setup` (per side, in order, the
// first entry whose `select` matches a counter gives its zone): a map feature (its printed symbol), a bank
// of the canal with or without a canal hexside, the east bank within two hexes of the canal, or fixed on
// its printed hex; a definition may add tests of its own (A-C: advanced/setup-zones.ts). Every game asks
// (Game.setupHexes, who places at set-up); the placements themselves are setup.ts's, loaded with a
// set-up game's position (setup-rules.ts).
import { perContext } from '../../engine/per-context.js';
import { refuse, type Refusal } from '../../engine/rules-error.js';
import { EAST, WEST, type Context } from './context.js';
import type { Zone } from './data.js';
import type { State } from './state.js';
import { phaseKind, phaseKindNow } from './turns.js';

export const SETUP = 'setup';

/** Is the game in a set-up step, a whole side's (`setup`) or one front's (`setup@sinai`)? */
export const isSetup = (s: State): boolean => phaseKindNow(s) === SETUP;

/** Is `phase` a set-up step's id (B-D; A-C: `setup@<front>`, the front one of the board's maps)? */
export function isSetupId(ctx: Context, phase: string): boolean {
  const at = phase.indexOf('@');
  return phaseKind(phase) === SETUP && (at < 0 ? phase === SETUP : ctx.regions.includes(phase.slice(at + 1)));
}

/** B-D: a `place` outside a set-up step is refused (asked before the set-up rules, which only a set-up game loads). */
export const notSetup = (s: State): Refusal | null =>
  isSetup(s) ? null : refuse('not-setup', 'B-D', 'Counters are placed at set-up only');

interface SetupEntry {
  select?: Record<string, string>;
  zone?: 'fixed' | Zone;
}

export type { Zone };

/** Per game definition: each counter's set-up zone (B-D). */
const zones = perContext((ctx: Context) => ctx.units.map((_, u) => zoneOf(ctx, u)));

/**
 * Per hex: 1 when one of its hexsides is of a class scenario.json's
 * `setup.canal` names. B-D, B-M.1b: one reading of "the canal" for every
 * set-up zone, the red lines at its mouths included (rules-notes.md).
 */
function onCanal(ctx: Context): Uint8Array {
  const board = ctx.board;
  const classes = ctx.data.scenario.setup.canal;
  const out = new Uint8Array(board.hexCount);
  for (let h = 0; h < board.hexCount; h++) {
    for (let d = 0; d < 6 && !out[h]; d++) if (classes.some((c) => board.hasSide(h, d, c))) out[h] = 1;
  }
  return out;
}

/** The hexes counter u may start on (B-D), or null when it has no choice (fixed on its printed hex, or off the map). */
export function setupZone(ctx: Context, u: number): Set<number> | null {
  return zones(ctx)[u]!;
}

function zoneOf(ctx: Context, u: number): Set<number> | null {
  const d = ctx.units[u]!;
  if (!d.start) return null; // reinforcements and aircraft start off the map
  const entries = (ctx.data.scenario.setup[d.side] ?? []) as unknown as SetupEntry[];
  const entry = entries.find(
    (e) => e.select && Object.entries(e.select).every(([k, v]) => (d as unknown as Record<string, unknown>)[k] === v),
  );
  const z = entry?.zone;
  if (!z || z === 'fixed') return null;
  const board = ctx.board;
  const out = new Set<number>();
  const canal = onCanal(ctx);
  const field = (_: string, k: string) => String((d as unknown as Record<string, unknown>)[k]);
  if (z.feature) for (const h of board.featureHexes(z.feature.replace(/\{(\w+)\}/g, field))) out.add(h);
  else {
    const bank = z.bank === 'west' ? WEST : EAST;
    const near = z.withinOfCanal ? nearCanal(ctx, canal, bank, z.withinOfCanal) : null;
    const own = ctx.extensions.zoneTest?.(ctx, z, canal, bank) ?? null; // A-C: the definition's own limits
    for (let h = 0; h < board.hexCount; h++) {
      if (ctx.bank[h] !== bank) continue;
      if (z.canalSide !== undefined && (canal[h] === 1) !== z.canalSide) continue;
      if (near && !near.has(h)) continue;
      if (own && !own[h]) continue;
      out.add(h);
    }
  }
  return out;
}

/** Hexes of a bank within `n` hexes of the canal, the hexes on it counting 1 (B-D). */
function nearCanal(ctx: Context, canal: Uint8Array, bank: number, n: number): Set<number> {
  const board = ctx.board;
  let ring: number[] = [];
  for (let h = 0; h < board.hexCount; h++) if (ctx.bank[h] === bank && canal[h]) ring.push(h);
  const out = new Set(ring);
  for (let k = 2; k <= n; k++) {
    const next: number[] = [];
    for (const h of ring) {
      for (let d = 0; d < 6; d++) {
        const m = board.neighbour(h, d);
        if (m < 0 || ctx.bank[m] !== bank || out.has(m)) continue;
        out.add(m);
        next.push(m);
      }
    }
    ring = next;
  }
  return out;
}

/** Sides that have a choice to make at set-up (a counter with more than one hex to start on), in seat order. */
export function placingSides(ctx: Context): number[] {
  return ctx.sides.flatMap((_, side) =>
    ctx.units.some((_, u) => ctx.unitSide[u] === side && (setupZone(ctx, u)?.size ?? 0) > 1) ? [side] : [],
  );
}
