// What a hit does to an aircraft of the air phase (A-K[Air combat] a, A-K[SAM]):
// A repulsed (home, undamaged; an interceptor leaves the phase), R reduced
// (a reduced aircraft is destroyed), D destroyed; T003's letters r, R, D alike.
// A para hit is reduced or destroyed alike; repulsed, it goes back off the map.
// A helicopter's cargo shares its fate (A-K b): repulsed, both go back to the
// hexes they flew from; R destroys the helicopter (R = D) and reduces the
// cargo, which still lands (digest); D destroys both.
import type { Context } from '../../context.js';
import { WAITING, type State } from '../../state.js';
import { eliminate, loseStep } from '../../units.js';
import { FLOWN, goHome, PARA } from './air-state.js';
import type { AirEmit } from './events.js';

export function hitAircraft(ctx: Context, s: State, a: number, letter: string, rule: string, emit: AirEmit): void {
  if (ctx.units[a]!.kind === 'helicopter') hitHelicopter(ctx, s, a, letter, rule, emit);
  else if ((letter === 'A' || letter === 'r') && s.air[a]! & PARA) {
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

function hitHelicopter(ctx: Context, s: State, c: number, letter: string, rule: string, emit: AirEmit): void {
  const u = s.cargo[c]! - 1;
  if (letter === 'A' || letter === 'r') {
    // A-K[Air combat] a: back, undamaged, where they were at the start of the air phase; they do not move next
    s.hex[c] = s.airFrom[c]! - 1;
    s.air[c] = FLOWN;
    emit?.({ type: 'air-home', aircraft: ctx.units[c]!.id, why: `repulsed, ${rule}` });
    if (u >= 0) [s.hex[u], s.landing[u]] = [s.airFrom[u]! - 1, 0];
    return;
  }
  if (letter !== 'R' && letter !== 'D') return;
  eliminate(ctx, s, c, `${rule}, A-K b`, emit); // A-K[Air combat] a: for helicopters R = D
  s.air[c] = 0;
  if (u < 0) return;
  if (letter === 'R') loseStep(ctx, s, u, rule, emit);
  else eliminate(ctx, s, u, rule, emit);
}
