// 4.0 Movement, 7.0 Reinforcements, 9.1 first-turn confusion, 11.0 the
// canal crossing. The searches run in the engine; this file decides who may
// move, from where, and what a move changes.
import { RulesError, refuse, toError, type Refusal } from '../../engine/rules-error.js';
import { perContext } from '../../engine/per-context.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { CROSSED, ELIMINATED, ON_MAP, putUnit, REINFORCEMENT, type State } from './state.js';
import type { Destinations } from './destinations.js';
import { COLLECT_AGAIN, HOLDS } from './destination-cache.js';
import { bridgeMoved, movementAllowance, syncBoard } from './units.js';

// why a unit may not move (moveBlock): 0 when it may
const NOT_MOVEMENT_PHASE = 1,
  NOT_YOURS = 2,
  HAS_CROSSED = 3,
  IS_ELIMINATED = 4,
  NOT_ARRIVED = 5,
  STOPPED = 6,
  FIRST_TURN_ZOC = 7,
  NO_POINTS = 8;

/** Why unit u may not move now, as a code (4.0, 7.4, 9.1, 11.3), 0 when it may: the test itself, with no text. */
export function moveBlock(ctx: Context, s: State, u: number): number {
  if (s.phase !== 'movement') return NOT_MOVEMENT_PHASE; // 3.0
  if (ctx.unitSide[u] !== s.side) return NOT_YOURS;
  const loc = s.loc[u];
  if (loc === CROSSED) return HAS_CROSSED; // 11.3
  if (loc === ELIMINATED) return IS_ELIMINATED;
  if (loc === REINFORCEMENT) {
    const arrives = ctx.units[u]!.arrives;
    if (!arrives || arrives.turn > s.turn) return NOT_ARRIVED; // 7.4
  }
  if (s.stopped[u]) return STOPPED; // 4.5
  if (s.turn === ctx.data.scenario.firstTurnConfusion && s.startedInZoc[u]) return FIRST_TURN_ZOC; // 9.1
  if (movementAllowance(ctx, s, u) - s.spent[u]! <= 0) return NO_POINTS; // 4.1
  return 0;
}

/** Why unit u may not move now (4.0, 7.4, 9.1, 11.3), or null. */
export function cannotMove(ctx: Context, s: State, u: number): Refusal | null {
  const unit = ctx.units[u]!;
  switch (moveBlock(ctx, s, u)) {
    case 0:
      return null;
    case NOT_MOVEMENT_PHASE:
      return refuse('not-movement-phase', '3.0', 'Units move only in their Movement Phase');
    case NOT_YOURS:
      return refuse('not-your-unit', '3.0', `${unit.name} belongs to the other player`);
    case HAS_CROSSED:
      return refuse('crossed', '11.3', `${unit.name} has crossed the canal and may not return`);
    case IS_ELIMINATED:
      return refuse('eliminated', '4.0', `${unit.name} has been eliminated`);
    case NOT_ARRIVED:
      return refuse('not-arrived', '7.4', `${unit.name} arrives on Game-Turn ${unit.arrives?.turn}`);
    case STOPPED:
      return refuse(
        'stopped-by-zoc',
        '4.5',
        `${unit.name} entered an enemy Zone of Control and may move no further this phase`,
      );
    case FIRST_TURN_ZOC:
      return refuse(
        'first-turn-zoc',
        '9.1',
        `${unit.name} began the first Game-Turn in an enemy Zone of Control and may not move`,
      );
    default:
      return refuse('no-movement-points', '4.1', `${unit.name} has no Movement Points left`);
  }
}

/** 14.2: the bridge unit may only enter clear and road hexes (its own movement class). */
function moveClass(ctx: Context, u: number): number {
  return u === ctx.bridgeUnit ? ctx.bridgeClass : 0;
}

/** The flood fill's options, reused (a new object per fill would be garbage in every playout). */
const fill = { moveClass: 0, fromEntry: false, routes: true };

/** Runs the flood fill for unit u from where it stands (the board's cost array, and with `routes` its from array, hold the result). */
function searchFrom(
  ctx: Context,
  s: State,
  u: number,
  origin: number,
  fromEntry: boolean,
  routes: boolean,
): Int32Array {
  const budget = movementAllowance(ctx, s, u) - s.spent[u]!;
  fill.moveClass = moveClass(ctx, u);
  fill.fromEntry = fromEntry;
  fill.routes = routes;
  return ctx.board.reach(origin, budget, ctx.unitSide[u]!, fill);
}

/**
 * 4.4: the `count` hexes the board just listed vacant among those a fill
 * reached, as destinations in `out` (entered at `entry`, -1 from the
 * unit's hex). The list is the buffer the fills asked once share: kept
 * anywhere else, the unit that held it loses its fill.
 */
function addVacant(ctx: Context, out: Destinations, count: number, entry: number): void {
  if (out.onBoard) {
    out.count = count;
    return;
  }
  ctx.destinations.releaseOnce();
  out.addVacant(ctx.board.vacant, ctx.board.vacantCost, count, entry);
}

/** Per game definition, per unit: its entry hexes by distance (below), made on first use. */
const entryRings = perContext((_: Context): number[][][] => []);

/** 7.1, 7.2: the hexes a reinforcement may be brought in at, closest to its arrival hex first (made once per unit). */
function entryHexes(ctx: Context, u: number): number[][] {
  const byUnit = entryRings(ctx);
  const known = byUnit[u];
  if (known) return known;
  const { board } = ctx;
  const arrival = ctx.arrivalHex[u]!;
  const rings: number[][] = [];
  for (let h = 0; h < board.hexCount; h++) {
    if (!board.onMap(h)) continue;
    const d = board.distance(arrival, h);
    (rings[d] ??= []).push(h);
  }
  return (byUnit[u] = rings.filter(Boolean));
}

/**
 * Every legal destination of unit u now (empty when it may not move), in
 * its own buffer (destination-cache.ts). `keep`, for a caller that asks
 * about every unit after each action (a listing of legal actions): the
 * fill is kept while it holds, filled again when the unit's origin or
 * Movement Points left changed or a hex it read now holds other units or
 * Zones of Control. Else it is given again only in the same state, in a
 * buffer such calls share: read it before asking about another unit.
 */
export function destinations(ctx: Context, s: State, u: number, keep = false): Destinations {
  const cache = ctx.destinations;
  if (moveBlock(ctx, s, u) !== 0) return cache.none;
  const onMap = s.loc[u] === ON_MAP;
  const origin = onMap ? s.hex[u]! : -1;
  const budget = movementAllowance(ctx, s, u) - s.spent[u]!;
  syncBoard(ctx, s); // the callers read the board after (move: 4.5; whyNot)
  const found = cache.check(u, origin, budget, s.stamp, s.hex);
  if (found === HOLDS) return cache.of(u);
  if (found === COLLECT_AGAIN) {
    // only who stands on hexes it reached changed: the same search, its vacant hexes listed again (4.4)
    const out = cache.of(u);
    out.clear();
    addVacant(ctx, out, ctx.board.listVacantAmong(cache.order(u), cache.orderCount(u), cache.cost(u), origin), -1);
    return out;
  }
  const out = cache.refill(u, origin, budget, s.stamp, s.hex, keep);
  const { board } = ctx;
  if (onMap) {
    const reached = searchFrom(ctx, s, u, origin, false, keep); // kept: with its routes (pathTo)
    cache.explored(u, origin, reached, board.cost, board.from);
    out.toCrossing = board.cost[ctx.crossingHex]!;
    // 4.4: never end on another unit (nor stay put): the board lists the vacant hexes reached, into a buffer of its own
    addVacant(ctx, out, board.listVacant(reached.length, origin), -1);
  } else {
    // 7.2: enter at the arrival hex if that is a legal move, else at the closest hexes that allow one
    for (const ring of entryHexes(ctx, u)) {
      for (const entry of ring) {
        const reached = searchFrom(ctx, s, u, entry, true, false); // pathTo searches again
        cache.explored(u, entry, reached, board.cost, board.from);
        if (entry === ctx.arrivalHex[u]) out.toCrossing = board.cost[ctx.crossingHex]!;
        // 4.4: never end on another unit; the entry hex itself may be the end of the move
        addVacant(ctx, out, board.listVacant(reached.length, -1), entry);
      }
      if (out.count > 0) break;
    }
  }
  return out;
}

/** The route to a destination, origin (or entry hex) first (`d`: the unit's destinations, when already filled). */
export function pathTo(
  ctx: Context,
  s: State,
  u: number,
  hex: number,
  d: Destinations = destinations(ctx, s, u),
): number[] {
  if (!d.has(hex)) return [];
  const entry = d.entry[hex]!;
  if (entry < 0 && ctx.destinations.hasRoutes(u)) return ctx.destinations.path(u, hex); // its kept search
  searchFrom(ctx, s, u, entry >= 0 ? entry : d.origin, entry >= 0, true);
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
  return d >= 0 && mayStepToward(ctx, u, from, d);
}

/** mayStep into the neighbour of `from` in direction d (board.neighbour). */
export function mayStepToward(ctx: Context, u: number, from: number, d: number): boolean {
  return ctx.board.stepCost(from, d, moveClass(ctx, u)) >= 0;
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

/** Moves unit u to `hex` (4.0); a reinforcement enters the map (7.1). `emit` null: no event, no path searched. */
export function move(ctx: Context, s: State, u: number, hex: number, emit: Emit | null): void {
  if (moveBlock(ctx, s, u) !== 0) throw toError(cannotMove(ctx, s, u)!);
  const d = destinations(ctx, s, u);
  if (!d.has(hex)) throw whyNot(ctx, s, u, hex);
  const cost = d.cost[hex]!;
  const path = emit ? pathTo(ctx, s, u, hex, d) : null;
  const from = s.loc[u] === ON_MAP ? s.hex[u]! : -1;
  s.spent[u] = s.spent[u]! + cost;
  putUnit(s, u, ON_MAP, hex);
  // 4.5: entering an enemy Zone of Control ends the unit's movement (the board holds this phase's ZOC)
  if (ctx.board.inZocOf(hex, 1 - ctx.unitSide[u]!)) s.stopped[u] = 1;
  emit?.({
    type: 'move',
    unit: ctx.units[u]!.id,
    from: from >= 0 ? ctx.board.id(from) : null,
    to: ctx.board.id(hex),
    cost: cost / ctx.data.chart.costUnits,
    path: path!.map((h) => ctx.board.id(h)),
  });
  bridgeMoved(ctx, s, u, from, hex, emit);
}

// why a unit may not cross the canal (crossingCheck): negative codes; a move block is -100 - its code
const MAY_NOT_CROSS = -1,
  BRIDGE_STAYS = -2,
  IN_COMBAT = -3,
  FIRST_TURN = -4,
  CROSSING_LIMIT = -5,
  MATZMED_OUT_OF_REACH = -6,
  NOT_ENOUGH_POINTS = -7;

/** 11.0: half Movement Points to reach Matzmed (if need be) and cross from it now, -1 when Matzmed is out of reach. */
function crossingRoute(ctx: Context, s: State, u: number): number {
  let toCrossing = 0;
  if (!(s.loc[u] === ON_MAP && s.hex[u] === ctx.crossingHex)) {
    // the unit's own fill: Matzmed may hold the bridge, the crossing passes through it (4.4 forbids only ending there)
    toCrossing = destinations(ctx, s, u).toCrossing;
    if (toCrossing < 0) return -1;
  }
  const chart = ctx.data.chart;
  return toCrossing + (s.bridgeReady ? chart.crossing.bridge : chart.crossing.ferry) * chart.costUnits;
}

/** 11.0: half Movement Points to cross the canal now (moving to Matzmed first if need be), or a negative code of why not. */
export function crossingCheck(ctx: Context, s: State, u: number): number {
  const sc = ctx.data.scenario;
  if (ctx.units[u]!.side !== sc.crossing.side) return MAY_NOT_CROSS; // 11.0
  if (u === ctx.bridgeUnit) return BRIDGE_STAYS; // 11.2
  if (s.phase === 'combat') return IN_COMBAT; // 11.6
  if (s.turn < sc.crossing.firstTurn) return FIRST_TURN; // 11.1
  // 11.1: Egyptian ZOC has no effect on the crossing itself, so a unit stopped on Matzmed may still cross
  const stoppedOnCrossing = s.stopped[u] && s.hex[u] === ctx.crossingHex && s.loc[u] === ON_MAP;
  const block = stoppedOnCrossing ? 0 : moveBlock(ctx, s, u);
  if (block !== 0) return -100 - block;
  if (!s.bridgeReady && s.ferried >= sc.crossing.limitWithoutBridge) return CROSSING_LIMIT; // 11.1
  const total = crossingRoute(ctx, s, u);
  if (total < 0) return MATZMED_OUT_OF_REACH;
  if (total > movementAllowance(ctx, s, u) - s.spent[u]!) return NOT_ENOUGH_POINTS; // 11.1, 11.2
  return total;
}

/** 11.0: half Movement Points to cross the canal now, or the reason it may not. */
export function crossingCost(ctx: Context, s: State, u: number): number | Refusal {
  const c = crossingCheck(ctx, s, u);
  if (c >= 0) return c;
  const sc = ctx.data.scenario;
  const name = ctx.units[u]!.name;
  switch (c) {
    case MAY_NOT_CROSS:
      return refuse('may-not-cross', '11.0', 'Only Israeli units cross the canal');
    case BRIDGE_STAYS:
      return refuse('bridge-stays', '11.2', 'The bridge unit spans the canal; it does not cross it');
    case IN_COMBAT:
      return refuse('not-in-combat', '11.6', 'Units may not cross the canal during the Combat Phase');
    case FIRST_TURN:
      return refuse('first-turn', '11.1', 'No unit may cross the canal on the first Game-Turn');
    case CROSSING_LIMIT:
      return refuse(
        'crossing-limit',
        '11.1',
        `Without the bridge no more than ${sc.crossing.limitWithoutBridge} units cross per Movement Phase`,
      );
    case MATZMED_OUT_OF_REACH:
      return refuse('out-of-reach', '11.0', `${name} cannot reach Matzmed this phase`);
    case NOT_ENOUGH_POINTS:
      return refuse(
        'not-enough-points',
        s.bridgeReady ? '11.2' : '11.1',
        `${name} needs ${crossingRoute(ctx, s, u) / ctx.data.chart.costUnits} Movement Points to cross the canal`,
      );
    default:
      return cannotMove(ctx, s, u)!;
  }
}

/** 11.0: the unit leaves the map at Matzmed for the Cross Suez box. */
export function cross(ctx: Context, s: State, u: number, emit: Emit | null): void {
  const cost = crossingCheck(ctx, s, u);
  if (cost < 0) throw toError(crossingCost(ctx, s, u) as Refusal);
  const from = s.loc[u] === ON_MAP ? s.hex[u]! : ctx.crossingHex;
  s.spent[u] = s.spent[u]! + cost;
  putUnit(s, u, CROSSED, -1);
  if (!s.bridgeReady) s.ferried++;
  emit?.({ type: 'cross', unit: ctx.units[u]!.id, from: ctx.board.id(from), cost: cost / ctx.data.chart.costUnits });
}
