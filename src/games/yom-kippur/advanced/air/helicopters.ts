// A-K b helicopters: a helicopter stands on the map and flies in its side's
// air phase, at most its MF (10) hexes at 1 MP a hex over any terrain and
// Zone of Control, never over an enemy unit; it picks up one para or
// commando (advanced-forces.json `carries`) in its own hex or a hex it flies
// through, and sets it down on a hex of its path, where the flight ends: the
// pair is one raid counter there (A-K[Placement], [Detection]), a para's in
// the air fighting (defensive CF of T001[Air values]), and its cargo shares
// its fate (hits.ts). One flight a player-turn; the cargo and the helicopter
// do not move in the movement phase that follows.
import { perContext } from '../../../../engine/per-context.js';
import { refuse, toError, type Refusal } from '../../../../engine/rules-error.js';
import type { Context } from '../../context.js';
import { onFront } from '../../fronts.js';
import { HELI, MAP, type State } from '../../state.js';
import { syncBoard, typeOf } from '../../units.js';
import { advancedTables } from '../../combat/tables.js';
import { retreatBars } from '../bars.js';
import type { AdvancedUnitData } from '../data.js';
import { FLOWN, PARA, RAID } from './air-state.js';
import type { AirEmit } from './events.js';
import { raidsAt } from './raids.js';
import { roomFor } from '../../stacking.js';

/** Per game definition: its helicopters and the units any of them may carry (a cargo's slot in a code is its index + 1). */

/** The code's cargo slots: 6 bits (0: none). */
export const CARGO_SLOTS = 64;

export const fleet = perContext((ctx: Context): { helicopters: number[]; cargoes: number[] } => {
  const helicopters = ctx.units.flatMap((d, u) => (d.kind === 'helicopter' ? [u] : []));
  const types = new Set(helicopters.flatMap((u) => (ctx.units[u] as AdvancedUnitData).carries ?? []));
  const cargoes = ctx.ground.filter((u) => types.has(ctx.units[u]!.type));
  if (cargoes.length >= CARGO_SLOTS) throw new Error(`helicopter codes name at most ${CARGO_SLOTS - 1} cargoes`);
  return { helicopters, cargoes };
});

/** A-K b: why helicopter c may not fly now, or null. */
export function heliBlock(ctx: Context, s: State, c: number): Refusal | null {
  if (c < 0 || ctx.units[c]!.kind !== 'helicopter' || ctx.unitSide[c] !== s.side || s.loc[c] !== MAP)
    return refuse('no-helicopter', 'A-K b', 'That is not a helicopter of the phasing side on the map');
  if (!onFront(ctx, s, s.hex[c]!)) return refuse('not-this-front', 'A-K b', 'That helicopter is on the other map');
  if (s.air[c]! & FLOWN || s.airFrom[c])
    return refuse('flown', 'A-K b', `${ctx.units[c]!.name} has flown this player-turn`);
  if (s.shock[c]! >= 0) return refuse('shocked', 'A-K[Bombing]', `${ctx.units[c]!.name} is shocked and may not fly`);
  return null;
}

/** A-K b: why unit u may not board helicopter c now (a para or commando of its side, free to move), or null. */
export function cargoBlock(ctx: Context, s: State, c: number, u: number): Refusal | null {
  const carries = (ctx.units[c] as AdvancedUnitData).carries ?? [];
  // A-K b: a mechanised para flies only once swapped for a para-infantry counter (its `airborne` face);
  // a unit no helicopter carries has no cargo slot in a code (u < 0)
  if (u < 0 || !carries.includes(typeOf(ctx, s, u) as never))
    return refuse('not-carried', 'A-K b', `A helicopter carries ${carries.join(' or ')} only`);
  const name = ctx.units[u]!.name;
  if (ctx.unitSide[u] !== ctx.unitSide[c] || s.loc[u] !== MAP)
    return refuse('no-cargo', 'A-K b', `${name} is not a unit of the helicopter's side on the map`);
  if (!onFront(ctx, s, s.hex[u]!)) return refuse('not-this-front', 'A-K b', `${name} is on the other map`);
  if (s.moved[u] || s.landing[u] || s.airFrom[u])
    return refuse('moved', 'A-K b', `${name} has already moved this player-turn`);
  if (s.shock[u]! >= 0) return refuse('shocked', 'B-N.2b', `${name} is shocked and may not move`);
  return null;
}

/**
 * The hexes a flight of `side` reaches from `start`, never over an enemy
 * unit (A-K b) nor into the hexes barred to the side (A-F.4, A-F.5: a
 * flight is a move), with each one's distance in hexes, into `dist` (-1:
 * out of reach); `range` hexes at most.
 */
function flightFrom(ctx: Context, s: State, side: number, start: number, range: number, dist: Int16Array): void {
  dist.fill(-1);
  const reached = ctx.board.pathsFrom(start, side, {
    enemyZocBlocks: false,
    maxHexes: range + 1,
    closedHexes: retreatBars(ctx, s, side),
  });
  // the path search counts hexes, its start 1
  for (let i = 0; i < reached.length; i++) dist[reached[i]!] = ctx.board.cost[reached[i]!]! - 1;
}

/** Two scratch arrays of distances per game definition (no allocation per listing). */
const scratch = perContext((ctx: Context): [Int16Array, Int16Array] => [
  new Int16Array(ctx.board.hexCount),
  new Int16Array(ctx.board.hexCount),
]);

/**
 * A-K[Placement], a and b: may the flight's raid counter come down on h (a
 * land hex no enemy holds, room for one more para, and for its cargo under
 * B-G.1's stacking: `room`, roomFor's answer)?
 */
function dropBlock(ctx: Context, s: State, c: number, h: number, room: (h: number) => boolean): Refusal | null {
  if (!ctx.board.onMap(h) || !onFront(ctx, s, h) || (ctx.board.hexFlags[h]! & ctx.board.flag('land')) === 0)
    return refuse('no-landing', 'A-K[Placement] a', `${ctx.board.id(h)} is not a land hex of this front`);
  if (ctx.board.occupant[h]! & ~(1 << ctx.unitSide[c]!))
    return refuse('no-landing', 'A-K[Placement] a', `${ctx.board.id(h)} is held by the enemy`);
  if (!room(h)) return refuse('stack-full', 'B-G.1', `${ctx.board.id(h)} has no room for another brigade`);
  const limits = advancedTables(ctx).airPhase;
  const raids = raidsAt(ctx, s, h);
  if (raids.length >= limits.raidCountersPerHex)
    return refuse('raid-full', 'A-K[Placement]', `${limits.raidCountersPerHex} raid counters a hex at most`);
  if (raids.filter((x) => s.air[x]! & PARA).length >= limits.parasPerHex)
    return refuse('paras-full', 'A-K[Placement]', `${limits.parasPerHex} paras or commandos a hex at most`);
  return null;
}

/** A-K b: why helicopter c may not lift unit u to hex h now, or null (the listing's test and apply's). */
export function heliRaidBlock(ctx: Context, s: State, c: number, u: number, h: number): Refusal | null {
  const why = heliBlock(ctx, s, c) ?? cargoBlock(ctx, s, c, u);
  if (why) return why;
  syncBoard(ctx, s);
  const [toPickUp, toDrop] = scratch(ctx);
  const range = ctx.units[c]!.movement;
  flightFrom(ctx, s, s.side, s.hex[c]!, range, toPickUp);
  const left = range - toPickUp[s.hex[u]!]!;
  if (toPickUp[s.hex[u]!]! < 0)
    return refuse('out-of-reach', 'A-K b', `${ctx.units[u]!.name} is beyond ${range} hexes or behind enemy units`);
  flightFrom(ctx, s, s.side, s.hex[u]!, left, toDrop);
  if (h < 0 || h >= toDrop.length || toDrop[h]! < 0 || h === s.hex[u])
    return refuse('out-of-reach', 'A-K b', `The flight is ${range} hexes at most, never over an enemy unit`);
  return dropBlock(ctx, s, c, h, roomFor(ctx, s, u));
}

/** Every lift helicopter c may fly now: (cargo, drop hex) pairs into `out` as its callback. */
export function heliRaids(ctx: Context, s: State, c: number, out: (u: number, h: number) => void): void {
  if (heliBlock(ctx, s, c)) return;
  syncBoard(ctx, s);
  const [toPickUp, toDrop] = scratch(ctx);
  const range = ctx.units[c]!.movement;
  flightFrom(ctx, s, s.side, s.hex[c]!, range, toPickUp);
  for (const u of fleet(ctx).cargoes) {
    if (cargoBlock(ctx, s, c, u) || toPickUp[s.hex[u]!]! < 0) continue;
    flightFrom(ctx, s, s.side, s.hex[u]!, range - toPickUp[s.hex[u]!]!, toDrop);
    const room = roomFor(ctx, s, u); // the stacking counts taken once for every drop hex
    for (let h = 0; h < toDrop.length; h++) if (toDrop[h]! > 0 && !dropBlock(ctx, s, c, h, room)) out(u, h);
  }
}

/** A-K b: helicopter c picks up u and sets it down on h, the pair one raid counter over h while the phase lasts. */
export function flyHeliRaid(ctx: Context, s: State, c: number, u: number, h: number, emit: AirEmit): void {
  const why = heliRaidBlock(ctx, s, c, u, h);
  if (why) throw toError(why);
  const [from, pickUp] = [s.hex[c]!, s.hex[u]!];
  s.airFrom[c] = from + 1;
  s.airFrom[u] = pickUp + 1;
  s.cargo[c] = u + 1;
  s.hex[c] = h;
  s.hex[u] = h;
  // A-K b: the cargo does not move in the movement phase that follows (airFrom: movement.ts), and once
  // down next to the enemy it attacks as a para dropped (A-K a, B-O: `landing`, combat/)
  s.landing[u] = HELI;
  s.airborne[u] = 1;
  s.air[c] = RAID | PARA | FLOWN;
  const id = (x: number) => ctx.units[x]!.id;
  emit?.({ type: 'heli-raid', helicopter: id(c), cargo: id(u), from: ctx.board.id(from), hex: ctx.board.id(h) });
}
