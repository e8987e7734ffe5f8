// B-D setting up: where each counter may start, from scenario.json's
// `setup` (per side, in order, the first entry whose `select` matches a
// counter gives its zone): a map feature (its printed symbol), a bank of
// the canal with or without a canal hexside, the east bank within two hexes
// of the canal, or fixed on its printed hex; a definition may add tests of
// its own (the advanced game's, A-C: advanced/setup-zones.ts). A game started with
// `setup: true` opens with a set-up phase in which each side with a choice
// places its counters (`place <unit> <hex>`, each once); the standard
// set-up is the historical default the data gives. A set-up step may name
// one front (`setup@golan`, A-C with a side split among seats): only the
// counters that start on that map are placed in it.
import { perContext } from '../../engine/per-context.js';
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import { EAST, WEST, type Context } from './context.js';
import type { Zone } from './data.js';
import type { Emit } from './events.js';
import { beginGame } from './sequence.js';
import { hasRoom } from './stacking.js';
import { MAP, type State } from './state.js';
import { phaseKind, phaseKindNow } from './turns.js';
import { holderOf } from './units.js';

export const SETUP = 'setup';

/** Is the game in a set-up step, a whole side's (`setup`) or one front's (`setup@sinai`)? */
export const isSetup = (s: State): boolean => phaseKindNow(s) === SETUP;

/** Is `phase` a set-up step's id (B-D; A-C: `setup@<front>`, the front one of the board's maps)? */
export function isSetupId(ctx: Context, phase: string): boolean {
  const at = phase.indexOf('@');
  return phaseKind(phase) === SETUP && (at < 0 ? phase === SETUP : ctx.regions.includes(phase.slice(at + 1)));
}

/** A set-up step: the side placing and the step's phase id (`setup`, or `setup@<front>` for one front). */
export interface SetupStep {
  side: number;
  phase: string;
}

/** The front (map) a set-up step places on, -1 for both; read from its id. */
export function stepFront(ctx: Context, phase: string): number {
  const at = phase.indexOf('@');
  return at < 0 ? -1 : ctx.regions.indexOf(phase.slice(at + 1));
}

/** The front a counter is set up on: the map of its set-up zone (every zone lies on one map), -1 none. */
export function setupFrontOf(ctx: Context, u: number): number {
  const zone = setupZone(ctx, u);
  if (!zone) return -1;
  for (const h of zone) return ctx.regionOf[h]!;
  return -1;
}

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

/** Why `place` of counter u on `hex` is refused, or null (B-D, B-G.1). */
export function cannotPlace(ctx: Context, s: State, u: number, hex: number): Refusal | null {
  const d = ctx.units[u]!;
  if (!isSetup(s)) return refuse('not-setup', 'B-D', 'Counters are placed at set-up only');
  if (ctx.unitSide[u] !== s.side) return refuse('not-yours', 'B-D', `${d.name} is not the placing player's`);
  const zone = setupZone(ctx, u);
  if (!zone) return refuse('fixed', 'B-D', `${d.name} starts on its printed hex`);
  const front = stepFront(ctx, s.phase);
  // A-Use, A-C: with a side split among seats, each seat places its own front's counters
  if (front >= 0 && setupFrontOf(ctx, u) !== front)
    return refuse('other-front', 'A-C', `${d.name} is placed by the seat of the ${ctx.regions[setupFrontOf(ctx, u)]}`);
  if (s.moved[u]) return refuse('placed', 'B-D', `${d.name} has already been placed`);
  if (!zone.has(hex)) return refuse('zone', 'B-D', `${d.name} may not start on ${ctx.board.id(hex)}`);
  const holder = holderOf(ctx, s, hex);
  if (holder >= 0 && holder !== ctx.unitSide[u]) return refuse('enemy', 'B-F', `${ctx.board.id(hex)} holds an enemy`);
  if (!hasRoom(ctx, s, u, hex)) return refuse('stacking', 'B-G.1', `${ctx.board.id(hex)} has no room`);
  return null;
}

/** B-D: puts counter u on `hex` for the start of the game. */
export function place(ctx: Context, s: State, u: number, hex: number, emit: Emit): void {
  const why = cannotPlace(ctx, s, u, hex);
  if (why) throw toError(why);
  const from = s.hex[u]!;
  s.hex[u] = hex;
  s.moved[u] = 1;
  emit?.({ type: 'placed', unit: ctx.units[u]!.id, from: ctx.board.id(from), to: ctx.board.id(hex) });
}

/** Every `place` the placing side may make now. */
export function placements(ctx: Context, s: State): { unit: number; hex: number }[] {
  const out: { unit: number; hex: number }[] = [];
  for (let u = 0; u < ctx.units.length; u++) {
    if (ctx.unitSide[u] !== s.side || s.moved[u]) continue;
    for (const h of setupZone(ctx, u) ?? [])
      if (h !== s.hex[u] && !cannotPlace(ctx, s, u, h)) out.push({ unit: u, hex: h });
  }
  return out;
}

/** The set-up steps of a game whose sides each place all their counters at once: each side with a choice, in seat order (B-D). */
export const sideSteps = (ctx: Context): SetupStep[] => placingSides(ctx).map((side) => ({ side, phase: SETUP }));

/**
 * The end of a set-up step: the next step places (B-D: the next side with
 * a choice; A-C: a definition's `steps`, the next front), then GT 1 begins
 * (B-D[Note]).
 */
export function endSetup(ctx: Context, s: State, emit: Emit, steps: readonly SetupStep[] = sideSteps(ctx)): void {
  const at = steps.findIndex((t) => t.side === s.side && t.phase === s.phase);
  const next = at >= 0 ? steps[at + 1] : steps.find((t) => t.side > s.side);
  s.moved.fill(0);
  if (next !== undefined) [s.side, s.phase] = [next.side, next.phase];
  else beginGame(ctx, s);
  emit?.({ type: 'phase', turn: s.turn, side: ctx.sides[s.side]!, phase: s.phase });
}

/** B-D: every counter on the map outside its set-up zone (for set-up positions and tests). */
export function setupViolations(ctx: Context, s: State): string[] {
  const out: string[] = [];
  ctx.units.forEach((d, u) => {
    const zone = setupZone(ctx, u);
    if (zone && s.loc[u] === MAP && !zone.has(s.hex[u]!)) out.push(`${d.id} starts on ${ctx.board.id(s.hex[u]!)}`);
  });
  return out;
}
