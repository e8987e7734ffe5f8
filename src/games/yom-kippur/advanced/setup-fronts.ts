// A-Use, A-C: the set-up by seat. When a side of the rules is split among
// seats (Egypt and Syria at 3 and 4 seats, Israel's two fronts at 4), each
// seat places its own front's counters in a set-up step of its own
// (`setup@sinai`, `setup@golan`), so the actor of every set-up decision is
// the seat that owns the counter; a side held by one seat places both maps
// in one step (`setup`), as in the basic game. The order: the seats' order
// (advanced-scenario.json `seats`), the Arab side first as B-D, each side's
// Sinai before its Golan (the digest's order of the fronts, A-Use).
import type { Context } from '../context.js';
import { placingSides, SETUP, setupFrontOf, setupZone, type SetupStep } from '../setup.js';
import type { SeatData } from './data.js';

/** A-C: the set-up steps of a game of these seats, in order (each side with a choice; split by front when its seats are). */
export function setupSteps(ctx: Context, seats: readonly SeatData[]): SetupStep[] {
  return placingSides(ctx).flatMap((side) => {
    const mine = seats.filter((t) => t.side === ctx.sides[side]);
    if (mine.length < 2) return [{ side, phase: SETUP }];
    return mine.flatMap((t) =>
      t.fronts
        .filter((f) => placesOn(ctx, side, ctx.regions.indexOf(f)))
        .map((f) => ({ side, phase: `${SETUP}@${f}` })),
    );
  });
}

/** Has `side` a counter with a choice of hexes on map `front` at set-up? */
function placesOn(ctx: Context, side: number, front: number): boolean {
  return ctx.units.some(
    (_, u) => ctx.unitSide[u] === side && (setupZone(ctx, u)?.size ?? 0) > 1 && setupFrontOf(ctx, u) === front,
  );
}

/**
 * A position's set-up step for these seats: a step this game does not have
 * (the whole side's `setup` of a game saved before the set-up was split, or
 * a front's step of another seat count) reads as its side's first step.
 */
export function setupStepOf(steps: readonly SetupStep[], side: number, phase: string): string {
  if (steps.some((t) => t.side === side && t.phase === phase)) return phase;
  return steps.find((t) => t.side === side)?.phase ?? phase;
}
