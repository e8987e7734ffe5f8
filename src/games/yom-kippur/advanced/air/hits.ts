// What a hit does to an aircraft of the air phase (A-K[Air combat] a, A-K[SAM]):
// A repulsed (home, undamaged; an interceptor leaves the phase), R reduced
// (a reduced aircraft is destroyed), D destroyed; T003's letters r, R, D alike.
// A para hit is reduced or destroyed alike; repulsed, it goes back off the map.
import type { Context } from '../../context.js';
import { WAITING, type State } from '../../state.js';
import { eliminate, loseStep } from '../../units.js';
import { goHome, PARA } from './air-state.js';
import type { AirEmit } from './events.js';

export function hitAircraft(ctx: Context, s: State, a: number, letter: string, rule: string, emit: AirEmit): void {
  if ((letter === 'A' || letter === 'r') && s.air[a]! & PARA) {
    // A-K[Air combat] a: the para goes back, undamaged, off the map it dropped from (ours: it waits to drop again)
    [s.loc[a], s.hex[a], s.landing[a], s.moved[a], s.airborne[a], s.air[a]] = [WAITING, -1, 0, 0, 0, 0];
    emit?.({ type: 'air-home', aircraft: ctx.units[a]!.id, why: `repulsed, ${rule}` });
  } else if (letter === 'A' || letter === 'r') {
    goHome(s, a);
    emit?.({ type: 'air-home', aircraft: ctx.units[a]!.id, why: `repulsed, ${rule}` });
  } else if (letter === 'R') loseStep(ctx, s, a, rule, emit);
  else if (letter === 'D') eliminate(ctx, s, a, rule, emit);
  if (s.steps[a] === 0) s.air[a] = 0;
}
