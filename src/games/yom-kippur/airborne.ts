// B-O airborne troops, in the air phase. O.1: a paratroop unit kept off the
// map since its arrival is dropped as infantry on any land hex no enemy
// holds; one die decides whether it survives (Israel lost on a 1, Egypt on
// 1–2; −1 for Israel and +1 for Egypt per SAM covering the hex, −1 for a
// second unit in the hex). O.2: Egyptian commandos, and Israeli paras that
// entered by land (swapped for para infantry for good), fly 10 hexes by
// helicopter over any terrain and Zone of Control but never over an enemy
// unit, at the same risk, the worst SAM cover along the flight counting.
// Either then may not move that player-turn, and must attack the enemy
// next to it at half strength: at once, or in the combat phase (combat/).
// A drop is declared first and rolled by a second `drop` with the same
// words (one die an action), so that every unit declared into a hex before
// the rolls takes the −1 for two units in it (B-O.1); the phase does not
// end while a declared drop is unrolled.
import type { Outcome } from '../../engine/contract.js';
import { perContext } from '../../engine/per-context.js';
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import { rollDie } from '../../engine/rng.js';
import { sortAscending, sortDistinct } from '../../engine/sort-numbers.js';
import { samCover } from './air/sam-cover.js';
import { standardTables, type SideId } from './combat/tables.js';
import { NO_OUTCOME } from './action-codes.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { arrived } from './reinforcements.js';
import { onFront, outOfFront } from './fronts.js';
import { phaseKindNow } from './turns.js';
import { roomFor } from './stacking.js';
import { hasPending } from './pending.js';
import { DECLARED, DECLARED_PAIR, DROP, HELI, landingCode, MAP, WAITING, type State } from './state.js';
import { eliminate, onMap, syncBoard, typeOf } from './units.js';

export type AirMode = 'drop' | 'heli';

const rules = (ctx: Context) => standardTables(ctx).airborne;
const sideId = (ctx: Context, u: number) => ctx.sides[ctx.unitSide[u]!] as SideId;

/** B-O.1: a paratroop counter (Egyptian para infantry, an Israeli mechanised para with its para-infantry counter). */
const isPara = (ctx: Context, u: number) => ctx.units[u]!.type === 'paratroops' || !!ctx.units[u]!.airborne;

/** B-O.2: who may fly by helicopter: Arab commandos, Israeli paras. */
const mayFly = (ctx: Context, s: State, u: number) =>
  typeOf(ctx, s, u) === 'commandos' ? sideId(ctx, u) !== 'israeli' : sideId(ctx, u) === 'israeli' && isPara(ctx, u);

/**
 * A land hex no enemy holds, with room to land (B-O.1, B-G.1); `room`:
 * roomFor's answer, for many hexes. Reads who holds the hex on the board:
 * syncBoard first.
 */
function landable(ctx: Context, u: number, h: number, room: (hex: number) => boolean, land: number): boolean {
  if (!ctx.board.onMap(h) || (ctx.board.hexFlags[h]! & land) === 0) return false;
  return (ctx.board.occupant[h]! & ~(1 << ctx.unitSide[u]!)) === 0 && room(h); // enemies never share a hex (B-F)
}

/** B-O.2: the hexes a helicopter may fly over from its hex, 10 at most, never over an enemy unit; the board synced to s (syncBoard). */
function flightOnBoard(ctx: Context, s: State, u: number, closedHexes?: ArrayLike<number>): Int32Array {
  return ctx.board.pathsFrom(s.hex[u]!, ctx.unitSide[u]!, {
    enemyZocBlocks: false,
    maxHexes: rules(ctx).helicopterMove + 1,
    ...(closedHexes && { closedHexes }),
  });
}

/**
 * B-O.2: each helicopter's flight (flightOnBoard's hexes, ascending), kept
 * while what it reads stands: the counter's hex and where the counters of
 * the other sides stand. Only enemy units block a flight (terrain, Zones of
 * Control and hexsides do not), and a listing asks for every heliborne
 * counter again after each landing, which moves none of them.
 */
export interface Flights {
  /** The side whose flights are kept (-1: none yet). */
  side: number;
  /** Per counter of another side: its hex when the flights were kept, -1 off the map. */
  readonly others: Int32Array;
  /** Per counter: the hex its kept flight starts from, -1 when none is kept. */
  readonly from: Int32Array;
  /** Per counter: its kept flight's hexes (the first `count[u]`). */
  readonly hexes: Int32Array[];
  readonly count: Int32Array;
}

const flightsFor = perContext((ctx: Context): Flights => ({
  side: -1,
  others: new Int32Array(ctx.units.length).fill(-1),
  from: new Int32Array(ctx.units.length).fill(-1),
  hexes: Array.from(ctx.units, () => new Int32Array(0)),
  count: new Int32Array(ctx.units.length),
}));

/** The kept flights, forgotten when the phasing side or a counter of another side stands elsewhere than when kept. */
export function keptFlights(ctx: Context, s: State): Flights {
  const f = flightsFor(ctx);
  let same = f.side === s.side;
  const { others } = f;
  for (let v = 0; v < others.length; v++) {
    if (ctx.unitSide[v] === s.side) continue;
    const at = s.loc[v] === MAP && ctx.units[v]!.kind !== 'aircraft' ? s.hex[v]! : -1; // what syncBoard places
    if (others[v] !== at) {
      others[v] = at;
      same = false;
    }
  }
  if (!same) {
    f.side = s.side;
    f.from.fill(-1);
  }
  return f;
}

/** Forgets the kept flights: the next are searched anew (tests compare the two). */
export function forgetFlights(ctx: Context): void {
  flightsFor(ctx).side = -1;
}

/**
 * B-O.2: the hexes counter u of the phasing side may fly over, ascending
 * (the board synced to s: syncBoard), kept between calls (keptFlights).
 */
function heliFlight(ctx: Context, s: State, f: Flights, u: number): Int32Array {
  if (f.from[u] !== s.hex[u]) {
    const reach = flightOnBoard(ctx, s, u);
    if (f.hexes[u]!.length < reach.length) f.hexes[u] = new Int32Array(reach.length);
    const kept = f.hexes[u]!;
    kept.set(reach);
    sortDistinct(kept, reach.length, flownFor(ctx).marks);
    f.count[u] = reach.length;
    f.from[u] = s.hex[u]!;
  }
  return f.hexes[u]!.subarray(0, f.count[u]!);
}

/**
 * Why unit u may not drop or fly now, wherever to, as a number: 0 when it
 * may, else the index of its refusal in GO_REFUSALS (words made only when a
 * refusal is given: cannotGo).
 */
function goBlock(ctx: Context, s: State, u: number, mode: AirMode): number {
  if (phaseKindNow(s) !== 'air' || hasPending(s)) return 1;
  if (ctx.unitSide[u] !== s.side || outOfFront(ctx, s, u)) return 2;
  if (mode === 'drop') {
    if (!isPara(ctx, u)) return 3;
    if (declared(s, u)) return 0; // B-O.1: declared, to be rolled
    return s.loc[u] !== WAITING || !arrived(ctx, s, u) ? 4 : 0;
  }
  if (!mayFly(ctx, s, u)) return 5;
  if (!onMap(s, u)) return 6;
  if (s.landing[u] || s.moved[u]) return 7;
  return s.shock[u]! >= 0 ? 8 : 0;
}

/** May unit u drop (B-O.1) or fly (B-O.2) now, somewhere? */
export const mayGo = (ctx: Context, s: State, u: number, mode: AirMode): boolean => goBlock(ctx, s, u, mode) === 0;

const GO_REFUSALS: readonly ((name: string, rule: string) => Refusal)[] = [
  () => refuse('', '', ''),
  () => refuse('not-air-phase', 'B-E', 'Airborne moves are made in the air phase'),
  (name, rule) => refuse('not-yours', rule, `${name} is not the phasing player's on this phase's front`),
  (name, rule) => refuse('not-para', rule, `${name} is not a paratroop unit`),
  (name, rule) => refuse('not-waiting', rule, `${name} is not waiting off the map to be dropped`),
  (name, rule) => refuse('not-heliborne', rule, `${name} does not fly by helicopter`),
  (name, rule) => refuse('not-on-map', rule, `${name} flies from its hex on the map`),
  (name, rule) => refuse('moved', rule, `${name} has already moved this turn`),
  (name) => refuse('shocked', 'B-N.2b', `${name} is shocked and may not move`),
];

/** Why unit u may not drop or fly now, wherever to, or null. */
function cannotGo(ctx: Context, s: State, u: number, mode: AirMode): Refusal | null {
  const block = goBlock(ctx, s, u, mode);
  return block === 0 ? null : GO_REFUSALS[block]!(ctx.units[u]!.name, mode === 'drop' ? 'B-O.1' : 'B-O.2');
}

/** Why unit u may not land on hex h by `mode` now, or null. */
export function cannotLand(ctx: Context, s: State, u: number, h: number, mode: AirMode): Refusal | null {
  const why = cannotGo(ctx, s, u, mode);
  if (why) return why;
  const rule = mode === 'drop' ? 'B-O.1' : 'B-O.2';
  if (mode === 'drop' && declared(s, u)) {
    if (h === s.hex[u]) return null; // B-O.1: the declared drop is rolled where it was declared
    return refuse('declared', rule, `${ctx.units[u]!.name} was declared to drop on ${ctx.board.id(s.hex[u]!)}`);
  }
  syncBoard(ctx, s);
  if (
    h < 0 ||
    h === s.hex[u] ||
    !onFront(ctx, s, h) ||
    !landable(ctx, u, h, roomFor(ctx, s, u), ctx.board.flag('land'))
  ) {
    return refuse('no-landing', rule, `${ctx.units[u]!.name} may not land there (water, enemy, full or its own hex)`);
  }
  if (mode === 'heli' && !heliFlight(ctx, s, keptFlights(ctx, s), u).includes(h)) {
    return refuse('out-of-reach', rule, `${ctx.board.id(h)} is beyond 10 hexes or behind enemy units`);
  }
  return null;
}

/** The hexes unit u may land on by `mode` now. */
export function landingHexes(ctx: Context, s: State, u: number, mode: AirMode): number[] {
  const found = landingHexesInto(ctx, s, u, mode, hexesFor(ctx));
  return Array.from(found);
}

/** One list of hexes per game definition (the last one's kept) for landingHexes to fill. */
let hexesOf: Context | null = null;
let hexesList = new Int32Array(0);
function hexesFor(ctx: Context): Int32Array {
  if (hexesOf !== ctx) {
    hexesOf = ctx;
    hexesList = new Int32Array(ctx.board.hexCount);
  }
  return hexesList;
}

/**
 * landingHexes into `out` (a list of the board's size), ascending: the view
 * of its part they fill. No list is made for them (a listing asks for every
 * paratroop and helicopter unit). `many`: the room of a listing's every
 * counter (landingRoom), the board synced for them once; `flights`: the
 * flights kept (keptFlights), checked once for a listing's every counter.
 */
export function landingHexesInto(
  ctx: Context,
  s: State,
  u: number,
  mode: AirMode,
  out: Int32Array,
  many?: (hex: number) => boolean,
  flights?: Flights,
): Int32Array {
  if (goBlock(ctx, s, u, mode)) return out.subarray(0, 0);
  if (mode === 'drop' && declared(s, u)) {
    out[0] = s.hex[u]!;
    return out.subarray(0, 1);
  }
  if (!many) syncBoard(ctx, s);
  const room = many ?? roomFor(ctx, s, u); // the stacking counts taken once for every candidate
  const land = ctx.board.flag('land');
  let n = 0;
  if (mode === 'drop') {
    for (let h = 0; h < ctx.board.hexCount; h++) if (landsOn(ctx, s, u, h, room, land)) out[n++] = h;
    return out.subarray(0, n);
  }
  const reach = heliFlight(ctx, s, flights ?? keptFlights(ctx, s), u); // ascending, as the drops are listed
  for (let i = 0; i < reach.length; i++) {
    const h = reach[i]!;
    if (landsOn(ctx, s, u, h, room, land)) out[n++] = h;
  }
  return out.subarray(0, n);
}

/** landingHexesInto's test of one hex h for counter u (B-O.1, B-O.2): off its own hex, on the phase's front, landable. */
const landsOn = (ctx: Context, s: State, u: number, h: number, room: (hex: number) => boolean, land: number) =>
  h !== s.hex[u] && onFront(ctx, s, h) && landable(ctx, u, h, room, land);

/**
 * Is hex h among landingHexesInto(ctx, s, u, mode, …)'s? `room` and
 * `flights` as there (landingRoom, keptFlights: the board synced). A
 * listing kept asks it for the few hexes a landing changed
 * (air/landing-listing.ts).
 */
export function landsOnHex(
  ctx: Context,
  s: State,
  u: number,
  h: number,
  mode: AirMode,
  room: (hex: number) => boolean,
  flights: Flights,
): boolean {
  if (goBlock(ctx, s, u, mode)) return false;
  if (mode === 'drop' && declared(s, u)) return h === s.hex[u];
  if (!landsOn(ctx, s, u, h, room, ctx.board.flag('land'))) return false;
  return mode === 'drop' || includesSorted(heliFlight(ctx, s, flights, u), h);
}

/** Is x among the ascending `list`? */
function includesSorted(list: Int32Array, x: number): boolean {
  let lo = 0,
    hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === x;
}

/**
 * The board synced to s and the stacking counts of every ground counter on
 * it, for the landing hexes of many counters (landingHexesInto): each lands
 * off its own hex (B-O), where its own count is not read. Valid until the
 * next roomFor or syncBoard.
 */
export function landingRoom(ctx: Context, s: State): (hex: number) => boolean {
  syncBoard(ctx, s);
  return roomFor(ctx, s, ctx.ground[0]!, -1);
}

/**
 * The SAM count that modifies the die: the drop hex's (B-O.1), or for a
 * helicopter the worst along the best flight (B-O.2 "the greater risk
 * prevails"): the owner flies the path whose worst hex is least bad.
 */
export function samCount(ctx: Context, s: State, u: number, h: number, mode: AirMode): number {
  const cover = samCover(ctx, s, 'all');
  if (mode === 'drop') return cover(h);
  const helps = rules(ctx).modifiers.perSamInRange[sideId(ctx, u)] > 0;
  syncBoard(ctx, s);
  const reach = ctx.unitSide[u] === s.side ? heliFlight(ctx, s, keptFlights(ctx, s), u) : flightOnBoard(ctx, s, u);
  // beyond its flight, no level reaches h (a level's flight is part of it): h's own cover, as the search below ends
  if (!reach.includes(h)) return cover(h);
  const f = flownFor(ctx);
  const levels = f.levels;
  levels.length = 0;
  f.count = reach.length;
  for (let i = 0; i < reach.length; i++) {
    const c = cover(reach[i]!); // each hex's cover, taken once for every level tried
    f.near[i] = reach[i]!;
    f.covers[i] = c;
    if (!levels.includes(c)) levels.push(c);
  }
  sortAscending(levels);
  if (helps) levels.reverse(); // the best level first
  // the first level, best first, that a flight over hexes at least as good reaches h: a worse level
  // shuts fewer hexes, so once one reaches h every later one does (a binary search finds the first);
  // the worst level shuts none and reaches h (it is in the flight): never searched
  let lo = 0,
    hi = levels.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (fliesAt(ctx, s, u, h, levels[mid]!, helps, f)) hi = mid;
    else lo = mid + 1;
  }
  return levels[lo]!;
}

/** samCount's lists: the hexes a flight reaches (`count` of them) and their cover, the levels of cover, the hexes shut. */
interface Flown {
  readonly near: Int32Array;
  readonly covers: Int32Array;
  readonly shut: Int32Array;
  readonly levels: number[];
  count: number;
  /** A bit a hex, all zero between calls: the heliborne hexes sorted (sortDistinct). */
  readonly marks: Uint32Array;
}

/** samCount's lists for a game definition, made once. */
const flownFor = perContext((ctx: Context): Flown => ({
  near: new Int32Array(ctx.board.hexCount),
  covers: new Int32Array(ctx.board.hexCount),
  shut: new Int32Array(ctx.board.hexCount),
  levels: [],
  count: 0,
  marks: new Uint32Array((ctx.board.hexCount + 31) >>> 5),
}));

/** Does a flight over only the hexes at least as good as level k (samCount's `near`) reach h? */
function fliesAt(ctx: Context, s: State, u: number, h: number, k: number, helps: boolean, f: Flown): boolean {
  const { near, covers, shut } = f;
  let n = 0;
  for (let i = 0; i < f.count; i++) if (helps ? covers[i]! < k : covers[i]! > k) shut[n++] = near[i]!;
  const closed = shut.subarray(0, n);
  return !closed.includes(s.hex[u]!) && flightOnBoard(ctx, s, u, closed).includes(h); // synced by samCount
}

/** B-O.1: is u's drop declared and not yet rolled? */
const declared = (s: State, u: number): boolean => s.landing[u] === DECLARED || s.landing[u] === DECLARED_PAIR;

/**
 * B-O.1: has another unit of u's side been dropped or flown into h this
 * phase (landed, or declared)? `pair`: the drops declared there then know
 * that u joins them, whatever becomes of either before its roll.
 */
function companions(ctx: Context, s: State, u: number, h: number, pair: boolean): boolean {
  let found = false;
  for (const v of ctx.ground) {
    if (v === u || s.hex[v] !== h || !onMap(s, v)) continue;
    const l = s.landing[v]!;
    if (l !== DROP && l !== HELI && l !== DECLARED && l !== DECLARED_PAIR) continue;
    found = true;
    if (pair && l === DECLARED) s.landing[v] = DECLARED_PAIR;
  }
  return found;
}

/** The die modifier of a drop or a heliborne landing (B-O.1, B-O.2). */
export function landingModifier(ctx: Context, s: State, u: number, h: number, mode: AirMode): number {
  const m = rules(ctx).modifiers;
  // a declared drop knows whether another unit was dropped into its hex this phase, whatever became of it
  const crowded = declared(s, u) ? s.landing[u] === DECLARED_PAIR : companions(ctx, s, u, h, false);
  return m.perSamInRange[sideId(ctx, u)] * samCount(ctx, s, u, h, mode) + (crowded ? m.twoUnitsInHex : 0);
}

/** B-O.1, B-O.2: the unit flies, or a drop is declared, then rolled; one die decides whether it lands. */
export function land(ctx: Context, s: State, u: number, h: number, mode: AirMode, emit: Emit): Outcome {
  const why = cannotLand(ctx, s, u, h, mode);
  if (why) throw toError(why);
  if (mode === 'drop' && !declared(s, u)) {
    // B-O.1: declared now, on its hex for stacking; the die later, when the phase's drops are declared
    const paired = companions(ctx, s, u, h, true);
    s.loc[u] = MAP;
    s.hex[u] = h;
    s.landing[u] = paired ? DECLARED_PAIR : DECLARED;
    s.moved[u] = 1;
    emit?.({ type: 'drop-declared', unit: ctx.units[u]!.id, hex: ctx.board.id(h) });
    return NO_OUTCOME;
  }
  const modifier = landingModifier(ctx, s, u, h, mode);
  if (mode === 'heli') companions(ctx, s, u, h, true); // B-O.1: the drops declared there take the −1 too
  const die = rollDie(s);
  const survived = die + modifier > rules(ctx).dropEliminatedOn[sideId(ctx, u)];
  emit?.({ type: 'drop', unit: ctx.units[u]!.id, hex: ctx.board.id(h), die, survived, mode });
  if (!survived) {
    eliminate(ctx, s, u, mode === 'drop' ? 'B-O.1' : 'B-O.2', emit);
    return { die, result: 'lost' };
  }
  s.loc[u] = MAP;
  s.hex[u] = h;
  s.airborne[u] = 1; // an Israeli para fights as para infantry from now on
  s.landing[u] = landingCode(mode); // no movement this turn; a forced attack at half strength (combat/)
  s.moved[u] = 1;
  return { die, result: 'landed' };
}

/** B-O.1: the phase may not end while a declared drop is not rolled. */
export function undroppedBlock(ctx: Context, s: State): Refusal | null {
  for (const u of ctx.ground) {
    if (declared(s, u))
      return refuse('drop-declared', 'B-O.1', `${ctx.units[u]!.name}'s drop is declared: roll it (drop it again)`);
  }
  return null;
}
