// B-E 1a/2a the air phase: aircraft placed over the hexes they will bomb
// (B-N.1), paratroops dropped and helicopter flights (B-O, airborne.ts),
// and the attacks units just landed may make at once (B-O.1, combat/);
// and the bombing step (bombing-phase.ts).
import { refuse, toError } from '../../../engine/rules-error.js';
import { sortAscending } from '../../../engine/sort-numbers.js';
import { land, undroppedBlock } from '../airborne.js';
import { landingListing } from './landing-listing.js';
import { combatApply, combatLegal } from '../combat/phase.js';
import type { Context } from '../context.js';
import { onFront, outOfFront } from '../fronts.js';
import type { PhaseModule } from '../phase-module.js';
import { hasPending } from '../pending.js';
import { AIR, MAP, POOL, type State } from '../state.js';
import { AIRCRAFT, argOf, DROP, encode, HELI, kindOf, NO_OUTCOME, unitOf } from '../action-codes.js';

export { bombingPhase } from './bombing-phase.js';

/**
 * B-N.1: hexes an aircraft of the phasing side may be placed over: an enemy
 * counter there, fewer of ours than scenario.json's air.aircraftPerHexPerSide (one).
 */
export function aircraftHexes(ctx: Context, s: State): number[] {
  const marks = marksFor(ctx);
  const full = ctx.data.scenario.air.aircraftPerHexPerSide;
  for (const a of ctx.aircraft) if (s.loc[a] === AIR && ctx.unitSide[a] === s.side) marks[s.hex[a]!]!++;
  const out: number[] = [];
  for (let u = 0; u < ctx.units.length; u++) {
    if (s.loc[u] !== MAP || ctx.unitSide[u] === s.side || ctx.units[u]!.kind === 'aircraft') continue;
    const h = s.hex[u]!;
    if (!onFront(ctx, s, h)) continue; // A-Use: the phase's front
    if (marks[h]! >= full) continue; // taken (or listed already)
    marks[h] = TAKEN;
    out.push(h);
  }
  for (const a of ctx.aircraft) if (s.loc[a] === AIR) marks[s.hex[a]!] = 0;
  for (const h of out) marks[h] = 0;
  return sortAscending(out);
}

/** A mark above any count of aircraft a hex: the hex is listed. */
const TAKEN = 255;
let marksOf: Context | null = null;
let marks = new Uint8Array(0);

/** Per hex: our aircraft over it, or TAKEN once listed; all 0 between calls (the last game definition's, made once). */
function marksFor(ctx: Context): Uint8Array {
  if (marksOf !== ctx) [marksOf, marks] = [ctx, new Uint8Array(ctx.board.hexCount)];
  return marks;
}

function place(ctx: Context, s: State, a: number, hex: number): void {
  if (hasPending(s)) throw toError(refuse('pending-decision', 'B-I.3', 'Finish the last combat first'));
  if (
    a < 0 ||
    ctx.units[a]!.kind !== 'aircraft' ||
    ctx.unitSide[a] !== s.side ||
    s.loc[a] !== POOL ||
    outOfFront(ctx, s, a)
  ) {
    throw toError(refuse('no-aircraft', 'B-N.1', 'That aircraft is not ready off the map'));
  }
  if (!aircraftHexes(ctx, s).includes(hex)) {
    throw toError(
      refuse(
        'bad-hex',
        'B-N.1',
        `${ctx.data.scenario.air.aircraftPerHexPerSide} aircraft a hex at most, over a hex holding an enemy counter`,
      ),
    );
  }
  s.loc[a] = AIR;
  s.hex[a] = hex;
}

/** Aircraft in the pool, one of each strength (they are alike: placing any other is the same move). */
function readyAircraft(ctx: Context, s: State): number[] {
  const out: number[] = [];
  for (const a of ctx.aircraft) {
    if (s.loc[a] !== POOL || ctx.unitSide[a] !== s.side || outOfFront(ctx, s, a)) continue;
    let alike = false; // a loop, not a closure made per aircraft
    for (let i = 0; i < out.length && !alike; i++) alike = s.steps[out[i]!] === s.steps[a];
    if (!alike) out.push(a);
  }
  return out;
}

/** B-E 1a/2a: place aircraft, drop paratroops, heliborne moves, and the attacks at the moment of landing. */
export const airPhase: PhaseModule = {
  blockEnd: undroppedBlock, // B-O.1: every declared drop rolled
  legal(ctx, s, out) {
    if (hasPending(s)) return combatLegal(ctx, s, out, 'immediate');
    const hexes = aircraftHexes(ctx, s);
    const ready = readyAircraft(ctx, s);
    for (let i = 0; i < ready.length; i++)
      for (let j = 0; j < hexes.length; j++) out.push(encode(AIRCRAFT, ready[i]!, hexes[j]!));
    landingListing(ctx).list(ctx, s, out);
    combatLegal(ctx, s, out, 'immediate');
  },
  applyCode(ctx, s, code, emit) {
    const unit = unitOf(code);
    switch (kindOf(code)) {
      case AIRCRAFT: {
        const hex = argOf(code);
        place(ctx, s, unit, hex);
        emit?.({ type: 'aircraft', unit: ctx.units[unit]!.id, hex: ctx.board.id(hex) });
        return NO_OUTCOME;
      }
      case DROP:
        return land(ctx, s, unit, argOf(code), 'drop', emit);
      case HELI:
        return land(ctx, s, unit, argOf(code), 'heli', emit);
      default:
        return combatApply(ctx, s, code, emit, 'immediate');
    }
  },
};
