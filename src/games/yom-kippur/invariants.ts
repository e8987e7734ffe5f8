// What must hold in every state of a game (the conformance suite checks it
// after every action): stacking (B-G.1, B-M.1a), no counter where its kind
// may not be (water, B-G.5), steps and recovery points never negative,
// victory points equal to what their events and conditions give (B-R).
import type { Context } from './context.js';
import { stackingViolations } from './stacking.js';
import { AIR, ELIMINATED, LOCATIONS, MAP, MAX_FRONTS, type State } from './state.js';
import { endPoints, eventPoints, suddenDeathLoser } from './victory.js';

export function invariants(ctx: Context, s: State): string[] {
  const out = stackingViolations(ctx, s);
  const water = ctx.board.flag('water'); // the bit read here after every action of a fuzz, not the flag's name
  ctx.units.forEach((d, u) => {
    const steps = s.steps[u]!;
    if (steps < 0 || steps > ctx.maxSteps[u]!) out.push(`${d.id} has ${steps} steps`);
    if ((steps === 0) !== (s.loc[u] === ELIMINATED)) out.push(`${d.id}: ${LOCATIONS[s.loc[u]!]} with ${steps} steps`);
    const placed = s.loc[u] === MAP || s.loc[u] === AIR;
    if (placed !== s.hex[u]! >= 0) out.push(`${d.id}: ${LOCATIONS[s.loc[u]!]} at hex ${s.hex[u]}`);
    if (s.loc[u] === MAP) {
      const h = s.hex[u]!;
      if (!ctx.board.onMap(h)) out.push(`${d.id} off the grid`);
      else if ((ctx.board.hexFlags[h]! & water) !== 0 && d.type !== 'marines')
        out.push(`${d.id} afloat in ${ctx.board.id(h)} (B-G.5)`);
      if (d.kind === 'aircraft') out.push(`${d.id}: an aircraft standing on the map`);
    }
    if (s.loc[u] === AIR && d.kind !== 'aircraft') out.push(`${d.id} in the air`);
  });
  ctx.sides.forEach((side, i) => {
    if (s.recovery[i]! < 0) out.push(`${side} has ${s.recovery[i]} recovery points (B-Q)`);
    // A-L: a definition with recovery points per map (state.ts `frontRecovery`)
    for (let f = 0; f < (s.frontRecovery.length && MAX_FRONTS); f++) {
      const aside = s.frontRecovery[i * MAX_FRONTS + f]!;
      if (aside < 0 || (aside > 0 && f >= ctx.regions.length))
        out.push(`${side} has ${aside} recovery points set aside for map ${f} (A-L)`);
    }
    // a game over by sudden death (A-M[Note]) never counted its end-of-game points
    const counted = s.phase === 'over' && suddenDeathLoser(ctx, s) < 0;
    const expected = eventPoints(ctx, s, i) + (counted ? endPoints(ctx, s, i) : 0);
    if (s.vp[i] !== expected) out.push(`${side} has ${s.vp[i]} VP, its events and conditions give ${expected} (B-R)`);
  });
  return out;
}
