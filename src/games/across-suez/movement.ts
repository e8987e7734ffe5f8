// 4.0 Movement, 7.0 Reinforcements, 9.1 first-turn confusion, 11.0 the
// canal crossing. The searches run in the engine; this file decides who may
// move, from where, and what a move changes.
import { RulesError, refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import type { State } from './state.js';
import { bridgeMoved, movementAllowance, syncBoard } from './units.js';

/** Where a unit can go now: hex → half Movement Points the move costs, and the entry hex it was searched from. */
export interface Destinations {
  costs: Map<number, number>;
  /** Reinforcements: the hex each destination was entered by (7.2 may divert it). */
  entries: Map<number, number>;
  origin: number | null;
}

const sideName = (ctx: Context, s: State) => ctx.data.scenario.sides[s.side];

/** Why unit u may not move now (4.0, 7.4, 9.1, 11.3), or null. */
export function cannotMove(ctx: Context, s: State, u: number): Refusal | null {
  const unit = ctx.units[u]!;
  if (s.phase !== 'movement') return refuse('not-movement-phase', '3.0', 'Units move only in their Movement Phase');
  if (unit.side !== sideName(ctx, s)) return refuse('not-your-unit', '3.0', `${unit.name} belongs to the other player`);
  if (s.loc[u] === 'crossed') return refuse('crossed', '11.3', `${unit.name} has crossed the canal and may not return`);
  if (s.loc[u] === 'eliminated') return refuse('eliminated', '4.0', `${unit.name} has been eliminated`);
  if (s.loc[u] === 'reinforcement' && (!unit.arrives || unit.arrives.turn > s.turn)) {
    return refuse('not-arrived', '7.4', `${unit.name} arrives on Game-Turn ${unit.arrives?.turn}`);
  }
  if (s.stopped[u])
    return refuse(
      'stopped-by-zoc',
      '4.5',
      `${unit.name} entered an enemy Zone of Control and may move no further this phase`,
    );
  if (s.turn === ctx.data.scenario.firstTurnConfusion && s.startedInZoc[u]) {
    return refuse(
      'first-turn-zoc',
      '9.1',
      `${unit.name} began the first Game-Turn in an enemy Zone of Control and may not move`,
    );
  }
  if (movementAllowance(ctx, s, u) - s.spent[u]! <= 0)
    return refuse('no-movement-points', '4.1', `${unit.name} has no Movement Points left`);
  return null;
}

/** 14.2: the bridge unit may only enter clear and road hexes (its own movement class). */
function moveClass(ctx: Context, u: number): number {
  return u === ctx.bridgeUnit ? ctx.bridgeClass : 0;
}

/** Runs the flood fill for unit u from where it stands (the board's cost/from arrays hold the result). */
function searchFrom(ctx: Context, s: State, u: number, origin: number, fromEntry: boolean): Int32Array {
  const budget = movementAllowance(ctx, s, u) - s.spent[u]!;
  return ctx.board.reach(origin, budget, ctx.unitSide[u]!, { moveClass: moveClass(ctx, u), fromEntry });
}

function collect(ctx: Context, reached: Int32Array, origin: number | null, into: Destinations, entry: number): void {
  const { board } = ctx;
  const { occupant, cost } = board;
  for (let i = 0; i < reached.length; i++) {
    const h = reached[i]!;
    if (h === origin || occupant[h] !== 0) continue; // 4.4: never end on another unit
    const c = cost[h]!;
    if (entry < 0) {
      into.costs.set(h, c); // one search: each hex is reached once
      continue;
    }
    const old = into.costs.get(h);
    if (old === undefined || c < old) {
      into.costs.set(h, c);
      into.entries.set(h, entry);
    }
  }
}

const entryRings = new WeakMap<Context, number[][][]>();

/** 7.1, 7.2: the hexes a reinforcement may be brought in at, closest to its arrival hex first (made once per unit). */
function entryHexes(ctx: Context, u: number): number[][] {
  let byUnit = entryRings.get(ctx);
  if (!byUnit) entryRings.set(ctx, (byUnit = []));
  const known = byUnit[u];
  if (known) return known;
  const { board } = ctx;
  const arrival = board.index(ctx.units[u]!.arrives!.hex);
  const rings: number[][] = [];
  for (let h = 0; h < board.hexCount; h++) {
    if (!board.onMap(h)) continue;
    const d = board.distance(arrival, h);
    (rings[d] ??= []).push(h);
  }
  return (byUnit[u] = rings.filter(Boolean));
}

/** Every legal destination of unit u now; empty when it may not move. */
export function destinations(ctx: Context, s: State, u: number): Destinations {
  const out: Destinations = { costs: new Map(), entries: new Map(), origin: null };
  if (cannotMove(ctx, s, u)) return out;
  syncBoard(ctx, s);
  if (s.loc[u] === 'map') {
    out.origin = s.hex[u]!;
    collect(ctx, searchFrom(ctx, s, u, out.origin, false), out.origin, out, -1);
    return out;
  }
  // 7.2: enter at the arrival hex if that is a legal move, else at the closest hexes that allow one
  for (const ring of entryHexes(ctx, u)) {
    for (const entry of ring) collect(ctx, searchFrom(ctx, s, u, entry, true), null, out, entry);
    if (out.costs.size > 0) break;
  }
  return out;
}

/** The route to a destination, origin (or entry hex) first (`d`: the unit's destinations, when already known). */
export function pathTo(
  ctx: Context,
  s: State,
  u: number,
  hex: number,
  d: Destinations = destinations(ctx, s, u),
): number[] {
  if (!d.costs.has(hex)) return [];
  const entry = d.entries.get(hex)!;
  searchFrom(ctx, s, u, entry >= 0 ? entry : d.origin!, entry >= 0);
  return ctx.board.pathTo(hex);
}

/**
 * 4.2, 14.2: may unit u step from `from` into the adjacent hex `to` as in a
 * Movement Phase — terrain, hexside and its movement class (the bridge: clear
 * and road hexes only), units and Zones of Control aside? The one test of
 * entry: moves search the same step tables, and 6.4 (a "traversable" retreat
 * hex) and 6.5 (an advance after combat) ask it too.
 */
export function mayStep(ctx: Context, u: number, from: number, to: number): boolean {
  const d = ctx.board.direction(from, to);
  return d >= 0 && ctx.board.stepCost(from, d, moveClass(ctx, u)) >= 0;
}

/** 4.2, 14.2: why unit u could never enter `hex` — from `from`, or (-1) from any side — or null when it could. */
export function entryRefusal(ctx: Context, u: number, hex: number, from = -1): RulesError | null {
  const { board } = ctx;
  const sides = from >= 0 ? [from] : [0, 1, 2, 3, 4, 5].map((d) => board.neighbour(hex, d)).filter((h) => h >= 0);
  const enters = (cls: number) =>
    sides.some((n) => {
      const d = board.direction(n, hex);
      return d >= 0 && board.stepCost(n, d, cls) >= 0;
    });
  if (!enters(0)) {
    const terrain = board.terrain[hex]!;
    if (ctx.data.chart.terrain[terrain]!.move === null)
      return new RulesError('prohibited-terrain', '4.2', `${terrain} hexes may not be entered`);
    return new RulesError('closed-hexside', '4.2', `${board.id(hex)} may not be entered across that hexside`);
  }
  if (!enters(moveClass(ctx, u)))
    return new RulesError('bridge-terrain', '14.2', 'The bridge may only enter clear and road hexes');
  return null;
}

/** The most helpful reason a move to `hex` is illegal. */
function whyNot(ctx: Context, s: State, u: number, hex: number): RulesError {
  const { board } = ctx;
  const name = ctx.units[u]!.name;
  if (!board.onMap(hex)) return new RulesError('off-map', '5.6', `${board.id(hex)} is not on the map`);
  const occ = board.occupant[hex]!;
  if ((occ & ~(1 << ctx.unitSide[u]!)) !== 0)
    return new RulesError('enemy-occupied', '4.3', `${board.id(hex)} holds an enemy unit`);
  if (occ !== 0)
    return new RulesError(
      'friendly-occupied',
      '4.4',
      `${name} may not end its move on another unit in ${board.id(hex)}`,
    );
  return (
    entryRefusal(ctx, u, hex) ??
    new RulesError(
      'out-of-reach',
      '4.1',
      `${name} cannot reach ${board.id(hex)} this phase: not enough Movement Points, or Zones of Control (4.5) block the way`,
    )
  );
}

/** Moves unit u to `hex` (4.0); a reinforcement enters the map (7.1). */
export function move(ctx: Context, s: State, u: number, hex: number, emit: Emit): void {
  const err = cannotMove(ctx, s, u);
  if (err) throw toError(err);
  const d = destinations(ctx, s, u);
  const cost = d.costs.get(hex);
  if (cost === undefined) throw whyNot(ctx, s, u, hex);
  const path = pathTo(ctx, s, u, hex, d);
  const from = s.loc[u] === 'map' ? s.hex[u]! : -1;
  s.spent[u] = s.spent[u]! + cost;
  s.hex[u] = hex;
  s.loc[u] = 'map';
  // 4.5: entering an enemy Zone of Control ends the unit's movement (the board holds this phase's ZOC)
  if (ctx.board.inZocOf(hex, 1 - ctx.unitSide[u]!)) s.stopped[u] = true;
  emit({
    type: 'move',
    unit: ctx.units[u]!.id,
    from: from >= 0 ? ctx.board.id(from) : null,
    to: ctx.board.id(hex),
    cost: cost / ctx.data.chart.costUnits,
    path: path.map((h) => ctx.board.id(h)),
  });
  bridgeMoved(ctx, s, u, from, hex, emit);
}

/** 11.0: half Movement Points to cross the canal now (moving to Matzmed first if need be), or the reason it may not. */
export function crossingCost(ctx: Context, s: State, u: number): number | Refusal {
  const sc = ctx.data.scenario;
  const unit = ctx.units[u]!;
  if (unit.side !== sc.crossing.side) return refuse('may-not-cross', '11.0', 'Only Israeli units cross the canal');
  if (u === ctx.bridgeUnit)
    return refuse('bridge-stays', '11.2', 'The bridge unit spans the canal; it does not cross it');
  if (s.phase === 'combat')
    return refuse('not-in-combat', '11.6', 'Units may not cross the canal during the Combat Phase');
  if (s.turn < sc.crossing.firstTurn)
    return refuse('first-turn', '11.1', 'No unit may cross the canal on the first Game-Turn');
  // 11.1: Egyptian ZOC has no effect on the crossing itself, so a unit stopped on Matzmed may still cross
  const stoppedOnCrossing = s.stopped[u] && s.hex[u] === ctx.crossingHex && s.loc[u] === 'map';
  const err = stoppedOnCrossing ? null : cannotMove(ctx, s, u);
  if (err) return err;
  if (!s.bridgeReady && s.ferried >= sc.crossing.limitWithoutBridge) {
    return refuse(
      'crossing-limit',
      '11.1',
      `Without the bridge no more than ${sc.crossing.limitWithoutBridge} units cross per Movement Phase`,
    );
  }
  let toCrossing = 0;
  if (!(s.loc[u] === 'map' && s.hex[u] === ctx.crossingHex)) {
    // Matzmed may hold the bridge: the crossing passes through it (4.4 forbids only ending there)
    syncBoard(ctx, s);
    if (s.loc[u] === 'map') searchFrom(ctx, s, u, s.hex[u]!, false);
    else searchFrom(ctx, s, u, ctx.board.index(unit.arrives!.hex), true);
    toCrossing = ctx.board.cost[ctx.crossingHex]!;
    if (toCrossing < 0) return refuse('out-of-reach', '11.0', `${unit.name} cannot reach Matzmed this phase`);
  }
  const crossing =
    (s.bridgeReady ? ctx.data.chart.crossing.bridge : ctx.data.chart.crossing.ferry) * ctx.data.chart.costUnits;
  const total = toCrossing + crossing;
  if (total > movementAllowance(ctx, s, u) - s.spent[u]!) {
    return refuse(
      'not-enough-points',
      s.bridgeReady ? '11.2' : '11.1',
      `${unit.name} needs ${total / ctx.data.chart.costUnits} Movement Points to cross the canal`,
    );
  }
  return total;
}

/** 11.0: the unit leaves the map at Matzmed for the Cross Suez box. */
export function cross(ctx: Context, s: State, u: number, emit: Emit): void {
  const cost = crossingCost(ctx, s, u);
  if (typeof cost !== 'number') throw toError(cost);
  const from = s.loc[u] === 'map' ? s.hex[u]! : ctx.crossingHex;
  s.spent[u] = s.spent[u]! + cost;
  s.loc[u] = 'crossed';
  s.hex[u] = -1;
  if (!s.bridgeReady) s.ferried++;
  emit({ type: 'cross', unit: ctx.units[u]!.id, from: ctx.board.id(from), cost: cost / ctx.data.chart.costUnits });
}
