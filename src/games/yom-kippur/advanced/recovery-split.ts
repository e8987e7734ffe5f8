// A-L: the Arabs' 10 recovery points are split between the Arab players
// when they are two (3 and 4 seats: Egypt 5, Syria 5, the digest's
// proposal; advanced-forces.json `recovery.arabSplit`, by seat id). Each
// seat's share is set aside for its front (State.frontRecovery), which a
// phase of that front spends first (recovery.ts); what no seat is given
// stays the side's own. With 2 seats no seat is named and the Arabs keep
// one pool. A position names the shares left (`recoveryByFront`).
import { PositionError } from '../../../engine/position-error.js';
import type { Context } from '../context.js';
import { MAX_FRONTS, type State } from '../state.js';
import type { SeatData } from './data.js';

/** A new game's split: each seat named in `split` has its share set aside for its one front. */
export function splitRecovery(ctx: Context, s: State, seats: readonly SeatData[], split: Record<string, number>): void {
  for (const seat of seats) {
    const points = split[seat.id];
    if (points === undefined) continue;
    const side = ctx.sideIndex.get(seat.side)!;
    const front = ctx.regions.indexOf(seat.fronts[0]!);
    if (seat.fronts.length !== 1 || front < 0 || front >= MAX_FRONTS)
      throw new Error(`advanced-forces recovery.arabSplit: seat ${seat.id} must hold one front`);
    if (points > s.recovery[side]!) throw new Error(`advanced-forces recovery.arabSplit: more than ${seat.side} has`);
    s.recovery[side]! -= points;
    s.frontRecovery[side * MAX_FRONTS + front] = points;
  }
}

/** The shares left, per side and front, when there are any. */
export function frontRecoveryPosition(ctx: Context, s: State): Record<string, Record<string, number>> | undefined {
  const out: Record<string, Record<string, number>> = {};
  ctx.sides.forEach((side, i) =>
    ctx.regions.forEach((front, f) => {
      if (s.frontRecovery[i * MAX_FRONTS + f]) (out[side] ??= {})[front] = s.frontRecovery[i * MAX_FRONTS + f]!;
    }),
  );
  return Object.keys(out).length ? out : undefined;
}

export function setFrontRecoveryPosition(ctx: Context, s: State, p: unknown): void {
  const field = 'recoveryByFront';
  if (typeof p !== 'object' || p === null || Array.isArray(p)) throw new PositionError(field, 'must be an object');
  for (const [side, fronts] of Object.entries(p)) {
    const i = ctx.sideIndex.get(side);
    if (i === undefined) throw new PositionError(field, `must name sides: ${ctx.sides.join(', ')}`);
    if (typeof fronts !== 'object' || fronts === null) throw new PositionError(`${field}.${side}`, 'must be an object');
    for (const [front, points] of Object.entries(fronts as Record<string, unknown>)) {
      const f = ctx.regions.indexOf(front);
      if (f < 0 || f >= MAX_FRONTS)
        throw new PositionError(`${field}.${side}`, `must name maps: ${ctx.regions.join(', ')}`);
      if (!Number.isInteger(points) || (points as number) < 0 || (points as number) > 99)
        throw new PositionError(`${field}.${side}.${front}`, 'must be a whole number from 0 to 99');
      s.frontRecovery[i * MAX_FRONTS + f] = points as number;
    }
  }
}
