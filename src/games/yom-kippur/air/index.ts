// B-E 1a/2a the air phase: aircraft placed over the hexes they will bomb
// (B-N.1), paratroops dropped and helicopter flights (B-O, airborne.ts),
// and the attacks units just landed may make at once (B-O.1, combat/);
// and the bombing step (bombing-phase.ts).
import { perContext } from '../../../engine/per-context.js';
import { refuse, toError } from '../../../engine/rules-error.js';
import { sortDistinct } from '../../../engine/sort-numbers.js';
import { land, undroppedBlock } from '../airborne.js';
import { changedMany, changedOne, landedOne } from '../changes.js';
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
 * counter there, fewer of ours than scenario.json's air.aircraftPerHexPerSide
 * (one). Into the list kept for the game definition, ascending; returns how
 * many (a listing after each aircraft placed makes no list).
 */
function aircraftHexes(ctx: Context, s: State): number {
  const { marks, hexes, bits, standingEnemies } = listsFor(ctx);
  const full = ctx.data.scenario.air.aircraftPerHexPerSide;
  const aircraft = ctx.aircraft;
  for (let i = 0; i < aircraft.length; i++) {
    const a = aircraft[i]!;
    if (s.loc[a] === AIR && ctx.unitSide[a] === s.side) marks[s.hex[a]!]!++;
  }
  let n = 0;
  const standing = standingEnemies[s.side]!;
  for (let i = 0; i < standing.length; i++) {
    const u = standing[i]!;
    if (s.loc[u] !== MAP) continue;
    const h = s.hex[u]!;
    if (!onFront(ctx, s, h)) continue; // A-Use: the phase's front
    if (marks[h]! >= full) continue; // taken (or listed already)
    marks[h] = TAKEN;
    hexes[n++] = h;
  }
  for (let i = 0; i < aircraft.length; i++) if (s.loc[aircraft[i]!] === AIR) marks[s.hex[aircraft[i]!]!] = 0;
  for (let i = 0; i < n; i++) marks[hexes[i]!] = 0;
  sortDistinct(hexes, n, bits);
  return n;
}

/** A mark above any count of aircraft a hex: the hex is listed. */
const TAKEN = 255;
interface Lists {
  /** Per hex: our aircraft over it, or TAKEN once listed; all 0 between calls. */
  readonly marks: Uint8Array;
  /** aircraftHexes' answer (its first n). */
  readonly hexes: Int32Array;
  /** A bit a hex, all 0 between calls (sortDistinct). */
  readonly bits: Uint32Array;
  /** readyAircraft's answer (its first n). */
  readonly ready: Int32Array;
  /** Per side: the counters of the other sides that stand on a hex when on the map (not aircraft), in counter order. */
  readonly standingEnemies: readonly Int32Array[];
}

/** aircraftHexes' lists for a game definition, made once. */
const listsFor = perContext((ctx: Context): Lists => ({
  marks: new Uint8Array(ctx.board.hexCount),
  hexes: new Int32Array(ctx.board.hexCount),
  bits: new Uint32Array((ctx.board.hexCount + 31) >>> 5),
  ready: new Int32Array(ctx.aircraft.length),
  standingEnemies: ctx.sides.map((_, side) =>
    Int32Array.from(ctx.units.keys()).filter((u) => ctx.unitSide[u] !== side && ctx.units[u]!.kind !== 'aircraft'),
  ),
}));

/** Is `hex` among the first `n` of `hexes`? */
function among(hexes: Int32Array, n: number, hex: number): boolean {
  for (let i = 0; i < n; i++) if (hexes[i] === hex) return true;
  return false;
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
  const n = aircraftHexes(ctx, s);
  if (!among(listsFor(ctx).hexes, n, hex)) {
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
function readyAircraft(ctx: Context, s: State): number {
  const out = listsFor(ctx).ready;
  let n = 0;
  const aircraft = ctx.aircraft;
  for (let k = 0; k < aircraft.length; k++) {
    const a = aircraft[k]!;
    if (s.loc[a] !== POOL || ctx.unitSide[a] !== s.side || outOfFront(ctx, s, a)) continue;
    let alike = false; // a loop, not a closure made per aircraft
    for (let i = 0; i < n && !alike; i++) alike = s.steps[out[i]!] === s.steps[a];
    if (!alike) out[n++] = a;
  }
  return n;
}

/**
 * B-N.1: aircraft `a` of the pool, flying now, named as the listing names
 * it (the first ready aircraft of its strength: readyAircraft), over a
 * random hex it may be placed over, drawn with `below(n)` (0…n-1): one of
 * the codes airPhase.legal lists; -1 when `a` may not fly or no hex may
 * take it. For a random player that draws a counter, then one of its codes
 * (random-playout.ts).
 */
export function missionOf(ctx: Context, s: State, a: number, below: (n: number) => number): number {
  if (hasPending(s) || s.loc[a] !== POOL || ctx.unitSide[a] !== s.side || outOfFront(ctx, s, a)) return -1;
  const n = aircraftHexes(ctx, s);
  if (n === 0) return -1;
  const m = readyAircraft(ctx, s);
  const { ready, hexes } = listsFor(ctx);
  let named = a;
  for (let i = 0; i < m; i++) if (s.steps[ready[i]!] === s.steps[a]) named = ready[i]!;
  return encode(AIRCRAFT, named, hexes[below(n)]!);
}

/** B-E 1a/2a: place aircraft, drop paratroops, heliborne moves, and the attacks at the moment of landing. */
export const airPhase: PhaseModule = {
  blockEnd: undroppedBlock, // B-O.1: every declared drop rolled
  legal(ctx, s, out) {
    if (hasPending(s)) return combatLegal(ctx, s, out, 'immediate');
    const n = aircraftHexes(ctx, s);
    const m = readyAircraft(ctx, s);
    const { hexes, ready } = listsFor(ctx);
    for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) out.push(encode(AIRCRAFT, ready[i]!, hexes[j]!));
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
  // changes.ts: place changes the aircraft's location and hex only; land (airborne.ts) is recorded apart
  named(s, before, code) {
    const kind = kindOf(code);
    if (kind === AIRCRAFT) changedOne(s, before, unitOf(code));
    else if (kind === DROP || kind === HELI) landedOne(s, before, unitOf(code));
    else changedMany(s);
  },
};
