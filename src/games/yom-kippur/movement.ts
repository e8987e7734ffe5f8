// B-F, B-G unit movement: terrain costs in sixths of a Movement Point,
// roads (½) and column movement (⅓ when the whole move is on road), the
// minimum move, bridges (2 MP), the Israeli direct canal crossing and rafts,
// the Egyptian marines afloat; Zones of Control as each side's policy says
// (B-H, in the kernel); stacking at the end of the move (B-G.1).
import { perContext } from '../../engine/per-context.js';
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { arrived } from './reinforcements.js';
import { entriesNow, outOfFront } from './fronts.js';
import { currentPhase, isMovementPhase, phaseDoes } from './turns.js';
import { hasPending } from './pending.js';
import { DROP, HELI, landingCode, MAP, OVER, WAITING, type State } from './state.js';
import { RouteSet, type MoveMode } from './route-set.js';
import { RouteCache } from './route-cache.js';
import { bridgeStands, movementOf, onMap, syncBoard } from './units.js';

export type { MoveMode } from './route-set.js';

export interface Route {
  /** Cost units spent. */
  cost: number;
  mode: MoveMode;
  /** Hexes from the start (or the entry hex) to the destination. */
  path: number[];
}

/**
 * Why counter u may not move in this phase (B-F, B-G, B-M.2, B-N.2b, B-O), as
 * a number: 0 when it may, else the index of its refusal in MOVE_REFUSALS,
 * whose words are made only when a refusal is given (cannotMove).
 */
export function moveBlock(ctx: Context, s: State, u: number): number {
  const d = ctx.units[u]!;
  if (s.phaseNumber === OVER) return 1;
  if (!isMovementPhase(s) || hasPending(s)) return 2;
  if (ctx.unitSide[u] !== s.side) return 3;
  if (outOfFront(ctx, s, u)) return 14;
  if (d.kind === 'fort' || d.kind === 'aircraft' || d.kind === 'helicopter') return 4; // A-K b: helicopters fly in the air phase
  if (s.moved[u]) return 5;
  if (s.shock[u]! >= 0) return 6;
  if (s.landing[u] === DROP || s.landing[u] === HELI) return 7;
  if (s.airFrom.length && s.airFrom[u]) return 7; // A-K b: lifted by helicopter this player-turn, landed or repulsed
  if (d.lock && (s.triggers & d.lock.triggers) === 0) return 15; // A-C: the Kiryat Shmona lock
  if (d.kind === 'sam' && !(s.samMov[u]! > 0 && s.samMov[u]! < s.turn)) return 8;
  if (onMap(s, u)) return phaseDoes(ctx, s, 'ground movement') ? 0 : 9;
  if (s.loc[u] !== WAITING) return 10;
  if (!phaseDoes(ctx, s, 'reinforcements')) return 11;
  if (!arrived(ctx, s, u)) return 12;
  if (entriesNow(ctx, s, u).length === 0) return 13;
  return 0;
}

type Unit = Context['units'][number];
const MOVE_REFUSALS: readonly ((d: Unit) => Refusal)[] = [
  () => refuse('', '', ''),
  () => refuse('game-over', 'B-R', 'The game is over'),
  () => refuse('not-movement', 'B-E', 'Units move in a movement phase'),
  (d) => refuse('not-yours', 'B-F', `${d.name} is not the phasing player's`),
  (d) => refuse('cannot-move', 'B-P', `${d.name} has no movement factor`),
  (d) => refuse('moved', 'B-F', `${d.name} has already moved this phase`),
  (d) => refuse('shocked', 'B-N.2b', `${d.name} is shocked and may not move`),
  (d) => refuse('dropped', 'B-O.1', `${d.name} landed from the air this turn and may not move`),
  (d) => refuse('sam-not-moving', 'B-M.2', `${d.name} moves only from the Game-Turn after its SAM MOV marker`),
  () => refuse('not-movement', 'B-E', 'No movement now'),
  (d) => refuse('not-on-map', 'B-F', `${d.name} is not on the map`),
  () => refuse('no-entry', 'B-E', 'Reinforcements enter in the first movement phase'),
  (d) => refuse('not-arrived', 'B-B', `${d.name} arrives on Game-Turn ${d.arrives?.turn}`),
  () => refuse('no-entry', 'B-B', 'This side has no entry hexes'),
  (d) => refuse('other-front', 'A-Use', `${d.name} is not on the front this phase is played on`),
  (d) => refuse('locked', d.lock!.rule, `${d.name} may not move until ${d.lock!.until}`),
];

/** Why counter u may not move in this phase, or null (B-F, B-G, B-M.2, B-N.2b, B-O). */
export function cannotMove(ctx: Context, s: State, u: number): Refusal | null {
  const block = moveBlock(ctx, s, u);
  return block === 0 ? null : MOVE_REFUSALS[block]!(ctx.units[u]!);
}

/** The movement class of a counter (B-G.5a: marines move afloat). */
const classOf = (ctx: Context, u: number): number => (ctx.units[u]!.type === 'marines' ? ctx.marineClass : 0);

/** Cost units of a column step (B-G.3: ⅓ MP). */
function columnStep(ctx: Context): number {
  const [a, b] = String(ctx.data.chart.hexsides['road']?.columnMove ?? '1/3')
    .split('/')
    .map(Number);
  return Math.round((ctx.unitsPerMp * a!) / (b ?? 1));
}

/** Per game definition: the route set and the column and raft searches' arrays, made once (route-set.ts). */
interface Scratch {
  readonly routes: RouteSet;
  /** Cost units of a column step. */
  readonly columnStep: number;
  /** Per hex: the hex a column or raft search came from, -2 unvisited (reset over `seen`). */
  readonly prev: Int32Array;
  /** Per hex: a raft search's cost there. */
  readonly cost: Int32Array;
  /** The hexes visited, in order: the breadth-first queue. */
  readonly seen: Int32Array;
  seenCount: number;
  /** A counter on the map's one start (its hex), and the flood fill's options: written by each search, made once. */
  readonly here: number[];
  readonly fill: { moveClass: number; fromEntry: boolean; minimumMove: boolean; routes: boolean };
}
const scratch = perContext((ctx: Context): Scratch => {
  const n = ctx.board.hexCount;
  return {
    routes: new RouteSet(n),
    columnStep: columnStep(ctx),
    prev: new Int32Array(n).fill(-2),
    cost: new Int32Array(n),
    seen: new Int32Array(n),
    seenCount: 0,
    here: [-1],
    fill: { moveClass: 0, fromEntry: false, minimumMove: false, routes: false },
  };
});

/** Marks hex h visited from `from` (-1: a start), queued last. */
function visit(sc: Scratch, h: number, from: number): void {
  sc.prev[h] = from;
  sc.seen[sc.seenCount++] = h;
}

/** Forgets the last column or raft search's visits. */
function forgetVisits(sc: Scratch): void {
  for (let i = 0; i < sc.seenCount; i++) sc.prev[sc.seen[i]!] = -2;
  sc.seenCount = 0;
}

/** The hexes from a column or raft search's start to h, its start first. */
function visitedPath(sc: Scratch, h: number): number[] {
  const p: number[] = [];
  for (let x = h; x >= 0; x = sc.prev[x]!) p.push(x);
  return p.reverse();
}

/** The sides a side's units are enemies of, as a bit mask (B-F). */
function enemyMask(ctx: Context, side: number): number {
  let m = 0;
  for (const e of ctx.enemies[side]!) m |= 1 << e;
  return m;
}

/**
 * Every hex counter u may move to now, the cheapest way (B-G.2–5), and the
 * path to `target` when one is asked for. Assumes cannotMove() is null. The
 * set is reused: valid until the next call.
 */
export function routes(ctx: Context, s: State, u: number, target = -1): RouteSet {
  const cache = routeCache(ctx);
  cache.sync(s);
  const sc = scratch(ctx);
  search(ctx, sc, s, u, sc.routes, target, -1);
  return sc.routes;
}

/** Per game definition: each unit's routes kept between listings (route-cache.ts). */
export const routeCache = perContext((ctx: Context) => new RouteCache(ctx));

/**
 * Counter u's routes as routes() finds them (no path), kept between calls
 * while what they were found from holds (route-cache.ts): a listing of legal
 * actions after a move searches again only for the units the move could
 * have changed. `synced`: the caller has just synced the cache to s (a
 * listing, once for all its units). Valid until u's next search.
 */
export function destinations(ctx: Context, s: State, u: number, synced = false): RouteSet {
  const cache = routeCache(ctx);
  if (!synced) cache.sync(s);
  const budget = movementOf(ctx, s, u) * ctx.unitsPerMp;
  const bridges = standingBridges(s, ctx.bridges.length);
  if (cache.holds(s, u, budget, bridges)) return cache.sets[u]!;
  const twin = cache.twin(s, u, budget, bridges); // reinforcements alike enter alike (B-B)
  if (twin >= 0) return cache.adopt(s, u, twin);
  const out = cache.begin(u);
  search(ctx, scratch(ctx), s, u, out, -1, u);
  cache.keep(s, u, budget, bridges);
  return out;
}

/** The bridges standing, a bit each (B-G.4a). */
function standingBridges(s: State, n: number): number {
  let bits = 0;
  for (let b = 0; b < n && b < 31; b++) if (bridgeStands(s, b)) bits |= 1 << b;
  return bits;
}

/**
 * The searches of B-G.2–5 for counter u into `out`, the route cache synced
 * to s; `kept`: u when the cache keeps this search (it marks the hexes the
 * search reads around), else -1; `only`: that way of moving's search alone
 * (the path of a route already known to be taken that way).
 */
function search(
  ctx: Context,
  sc: Scratch,
  s: State,
  u: number,
  out: RouteSet,
  target: number,
  kept: number,
  only?: MoveMode,
): void {
  const ends = syncedBoard(ctx, s);
  const board = ctx.board;
  const cache = kept >= 0 ? ends : null;
  out.begin(target);
  const side = ctx.unitSide[u]!;
  const budget = movementOf(ctx, s, u) * ctx.unitsPerMp;
  const cls = classOf(ctx, u);
  const entering = !onMap(s, u);
  if (!entering) sc.here[0] = s.hex[u]!;
  const starts = entering ? entriesNow(ctx, s, u) : sc.here;
  const fill = sc.fill;
  fill.moveClass = cls;
  fill.fromEntry = entering;
  fill.minimumMove = !entering;
  fill.routes = target >= 0;
  // B-G.2, B-G.3, B-G.4a, B-H: terrain, roads, bridges and Zones of Control, in the kernel
  let sorted = false; // the kernel sorted the fill, and keeps the bits of the hexes the search reached
  for (let k = 0; k < starts.length && (only === undefined || only === 'normal'); k++) {
    const start = starts[k]!;
    const reached = board.reach(start, budget, side, fill);
    if (!entering && out.foundCount === 0 && target < 0) {
      // one start, nothing offered yet: every hex reached is new to the set, sorted in the kernel in one pass
      // (not its own hex, not barred to its side, land unless a marine: B-G.5); room to stop judged here (B-G.1)
      const judge = ends.endsFor(s, u);
      const found = board.sortEnds(reached.length, start, side, ends.endFlags(u));
      sorted = out.takeSorted(board, found, judge);
      continue;
    }
    cache?.mark(u, start);
    cache?.markAll(u, reached);
    for (let i = 0; i < reached.length; i++) {
      const h = reached[i]!;
      if ((entering || h !== start) && out.offer(h, board.cost[h]!, 'normal')) out.path = board.pathTo(h);
    }
  }
  const phase = currentPhase(ctx, s)!;
  if (phase.column !== false && (only === undefined || only === 'column')) {
    const visited = columnRoutes(ctx, sc, out, side, starts, budget, entering);
    if (cache && !sorted) for (let i = 0; i < visited; i++) cache.mark(u, board.lineList[i]!);
  }
  if (cache && sorted) cache.markBits(u, board.reachedBits); // the fill's hexes and the column's (lineFill)
  if (!entering && s.hex[u]! >= 0) {
    const filled = out.foundCount;
    if (phase.directCanalCrossing && (only === undefined || only === 'canal')) canalCrossings(ctx, s, u, budget, out);
    const across = ctx.extensions.movesAcross; // A-F.3: a ford is a plain move
    if (across && (only === undefined || only === 'normal')) across(ctx, s, u, budget, out);
    if (phase.rafts && (only === undefined || only === 'raft')) {
      raftRoutes(ctx, sc, out, s, u, budget);
      if (cache) for (let i = 0; i < sc.seenCount; i++) cache.mark(u, sc.seen[i]!);
    }
    // a canal crossing or a ford offers hexes no fill reached (found after the fills'): a kept search marks
    // them, so that a friend filling one (B-G.1) or an enemy coming near sorts or drops it (route-cache.ts)
    if (cache) for (let i = filled; i < out.foundCount; i++) cache.mark(u, out.foundAt(i));
  }
  // which hexes found are destinations: not its own hex, land unless a marine (B-G.5), room to stop (B-G.1)
  out.finish(ends.endsFor(s, u));
}

/** The board given state s (once for the searches of one listing), and the route cache. */
function syncedBoard(ctx: Context, s: State): RouteCache {
  const cache = routeCache(ctx);
  if (!cache.boardSynced) {
    syncBoard(ctx, s);
    cache.boardSynced = true;
  }
  return cache;
}

/**
 * B-G.3 column movement: a move made entirely on road, never entering or
 * leaving it, at ⅓ MP a hex; not in enemy ZOC (B-H.2), never over a bridge;
 * a breadth-first fill in the kernel (Board.lineFill). Returns how many hexes
 * it visited (`board.lineList`).
 */
function columnRoutes(
  ctx: Context,
  sc: Scratch,
  out: RouteSet,
  side: number,
  starts: readonly number[],
  budget: number,
  entering: boolean,
): number {
  const { board } = ctx;
  const step = sc.columnStep;
  const n = board.lineFill(
    starts,
    entering ? step : 0,
    step,
    budget,
    side,
    board.flag('road'),
    board.hexsideFlag('road'),
    enemyMask(ctx, side),
  );
  const hexes = board.lineList,
    costs = board.lineCost;
  // a unit entering (B-B) enters its entry hex in column too; a unit on the map does not move to its own hex
  for (let i = entering ? 0 : board.lineSeedCount; i < n; i++) {
    const h = hexes[i]!,
      cost = costs[i]!;
    if (cost <= budget && out.offer(h, cost, 'column')) out.path = board.linePathTo(h);
  }
  return n;
}

/** The side a special crossing belongs to (terrain.json), as a side index, or -1. */
function crossingSide(ctx: Context, spec: unknown): number {
  const side = (spec as { side?: string } | undefined)?.side;
  return side ? (ctx.sideIndex.get(side) ?? -1) : -1;
}

/**
 * B-G.4b: in the first movement phase only, an Israeli unit that began the
 * phase in a hex with a canal hexside may move into the hex across it,
 * using its entire movement factor; it must then attack (combat/).
 */
function canalCrossings(ctx: Context, s: State, u: number, budget: number, out: RouteSet): void {
  const side = ctx.unitSide[u]!;
  if (crossingSide(ctx, ctx.data.chart.hexsides['canal']?.directCrossing) !== side) return;
  if (!ctx.canalSide[s.hex[u]!] || ctx.units[u]!.kind !== 'ground') return;
  offerAcross(ctx, s, u, 'canal', budget, 'canal', out);
}

/** Offers the land hexes across hexsides of class `cls` from u's hex, for its whole movement (B-G.4b, A-F.3). */
export function offerAcross(
  ctx: Context,
  s: State,
  u: number,
  cls: string,
  budget: number,
  mode: MoveMode,
  out: RouteSet,
): void {
  const board = ctx.board;
  const from = s.hex[u]!;
  const enemies = enemyMask(ctx, ctx.unitSide[u]!);
  for (let d = 0; d < 6; d++) {
    const to = board.neighbour(from, d);
    if (to < 0 || !board.hasSide(from, d, cls) || !board.hexHas(to, 'land') || board.occupant[to]! & enemies) continue;
    if (ctx.data.chart.terrain[ctx.data.map.hexes[board.id(to)]!]?.move === null) continue; // A-F.2 mountains
    if (out.offer(to, budget, mode)) out.path = [from, to];
  }
}

/**
 * B-G.5b: an Israeli unit that begins its first movement phase on the shore
 * of a lake or the sea crosses water at 1 MP a hex; it may not end afloat,
 * stops on reaching land, and must then attack (combat/).
 */
function raftRoutes(ctx: Context, sc: Scratch, out: RouteSet, s: State, u: number, budget: number): void {
  const side = ctx.unitSide[u]!;
  if (!raftsOf(ctx, side) || ctx.units[u]!.kind !== 'ground' || !ctx.shore[s.hex[u]!]) return;
  raftSearch(ctx, sc, out, s.hex[u]!, budget, enemyMask(ctx, side));
}

/** B-G.5b: whether `side`'s units carry rafts (terrain.json's raft class). */
export function raftsOf(ctx: Context, side: number): boolean {
  const spec = ctx.data.chart.movementClasses?.['raft'] as { units?: { side?: string } } | undefined;
  return crossingSide(ctx, spec?.units) === side;
}

/**
 * B-G.5b: the land hexes a raft move from shore hex `from` reaches within
 * `budget` cost units, offered to `out` (begun by the caller), never through
 * a hex where a unit of the sides in `enemies` (a bit mask) stands on the
 * board as last synced; 0: on an empty board (the computer players' guards
 * of the landings, ai/open-bridges.ts).
 */
export function raftLandings(ctx: Context, from: number, budget: number, enemies: number, out: RouteSet): void {
  raftSearch(ctx, scratch(ctx), out, from, budget, enemies);
}

function raftSearch(ctx: Context, sc: Scratch, out: RouteSet, from: number, budget: number, enemies: number): void {
  const board = ctx.board;
  const water = board.flag('water');
  forgetVisits(sc);
  visit(sc, from, -1);
  sc.cost[from] = 0;
  // water costs the same everywhere: a breadth-first search is a cheapest-path search here
  for (let next = 0; next < sc.seenCount; next++) {
    const a = sc.seen[next]!;
    if (a !== from && (board.hexFlags[a]! & water) === 0) continue; // stops on reaching land
    for (let d = 0; d < 6; d++) {
      const b = board.neighbour(a, d);
      const step = b < 0 ? -1 : board.stepCost(a, d, ctx.raftClass);
      if (step < 0 || board.occupant[b]! & enemies) continue;
      const c = sc.cost[a]! + step;
      if (c > budget || (sc.prev[b] !== -2 && sc.cost[b]! <= c)) continue;
      const afloat = (board.hexFlags[b]! & water) !== 0;
      if (!afloat && a === from) continue; // the raft move begins by taking to the water
      if (sc.prev[b] === -2) sc.seen[sc.seenCount++] = b;
      sc.prev[b] = a;
      sc.cost[b] = c;
      if (!afloat && out.offer(b, c, 'raft')) out.path = visitedPath(sc, b);
    }
  }
}

/** The reason a move to `hex` is refused, or the route it takes (its path when `wantPath`). */
export function checkMove(ctx: Context, s: State, u: number, hex: number, wantPath = true): Route | Refusal {
  const why = cannotMove(ctx, s, u);
  if (why) return why;
  // the routes the listing kept (a fresh search's answer, route-cache.ts)
  const r = destinations(ctx, s, u);
  if (r.has(hex)) {
    const cost = r.costOf(hex),
      mode = r.modeOf(hex);
    return { cost, mode, path: wantPath ? pathTo(ctx, s, u, hex, mode) : [] };
  }
  const name = ctx.units[u]!.name;
  if (r.isFull(hex)) return refuse('stacking', 'B-G.1', `${ctx.board.id(hex)} has no room for ${name}`);
  return refuse('unreachable', 'B-G', `${name} cannot reach ${ctx.board.id(hex)} this phase`);
}

/** The hexes of counter u's route to `hex`, a destination reached by `mode`: that mode's search again, its routes kept. */
function pathTo(ctx: Context, s: State, u: number, hex: number, mode: MoveMode): number[] {
  const sc = scratch(ctx);
  if (mode === 'normal' && onMap(s, u) && !ctx.extensions.movesAcross) {
    // one start, and only the kernel's fill moves the normal way: its route, with nothing else of a search
    syncedBoard(ctx, s);
    const fill = sc.fill;
    fill.moveClass = classOf(ctx, u);
    fill.fromEntry = false;
    fill.minimumMove = true;
    fill.routes = true;
    ctx.board.reach(s.hex[u]!, movementOf(ctx, s, u) * ctx.unitsPerMp, ctx.unitSide[u]!, fill);
    return ctx.board.pathTo(hex);
  }
  search(ctx, sc, s, u, sc.routes, hex, -1, mode);
  return sc.routes.path;
}

/** B-F: moves (or enters, B-B) counter u to `hex` by the route the rules allow. */
export function move(ctx: Context, s: State, u: number, hex: number, emit: Emit): void {
  const route = checkMove(ctx, s, u, hex, emit !== null); // the path only for the event
  if (!('mode' in route)) throw toError(route);
  const from = onMap(s, u) ? s.hex[u]! : -1;
  s.hex[u] = hex;
  s.loc[u] = MAP;
  s.moved[u] = 1;
  if (route.mode === 'canal' || route.mode === 'raft') s.landing[u] = landingCode(route.mode); // B-G.4b, B-G.5b: must attack
  emit?.({
    type: 'move',
    unit: ctx.units[u]!.id,
    from: from >= 0 ? ctx.board.id(from) : null,
    to: ctx.board.id(hex),
    cost: route.cost / ctx.unitsPerMp,
    path: route.path.map((h) => ctx.board.id(h)),
    mode: route.mode,
  });
}
