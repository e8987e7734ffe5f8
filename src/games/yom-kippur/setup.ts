// B-D setting up: a game started with `setup: true` opens with a set-up phase in which each side with a
// choice places its counters (`place <unit> <hex>`, each once) within their zones (setup-zones.ts); the
// standard set-up is the historical default the data gives. A set-up step may name one front
// (`setup@golan`, A-C with a side split among seats): only the counters that start on that map are placed
// in it. Only a game in a set-up step runs these rules, and every such game is read from a position: the
// rules load this module with such a position (rules.ts `loadPositionReader`), and it hands its rules to
// legal.ts and apply.ts as it loads (setup-rules.ts), so that a page's first file does not carry them.
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { beginGame } from './sequence.js';
import { notSetup, placingSides, SETUP, setupZone } from './setup-zones.js';
import { provideSetupRules } from './setup-rules.js';
import { hasRoom } from './stacking.js';
import { MAP, type State } from './state.js';
import { holderOf } from './units.js';

export { isSetup, isSetupId, placingSides, SETUP, setupZone, type Zone } from './setup-zones.js';

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

/** Why `place` of counter u on `hex` is refused, or null (B-D, B-G.1). */
export function cannotPlace(ctx: Context, s: State, u: number, hex: number): Refusal | null {
  const d = ctx.units[u]!;
  const outside = notSetup(s);
  if (outside) return outside;
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

provideSetupRules({ placements, place, endSetup });
