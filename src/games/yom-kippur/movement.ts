// B-F, B-G unit movement: terrain costs in sixths of a Movement Point,
// roads (½) and column movement (⅓ when the whole move is on road), the
// minimum move, bridges (2 MP), the Israeli direct canal crossing and rafts,
// the Egyptian marines afloat; Zones of Control as each side's policy says
// (B-H, in the kernel); stacking at the end of the move (B-G.1).
import { refuse, toError, type Refusal } from '../../engine/rules-error.js';
import type { Context } from './context.js';
import type { Emit } from './events.js';
import { arrived } from './reinforcements.js';
import { currentPhase, isMovementPhase, phaseDoes } from './turns.js';
import { roomFor } from './stacking.js';
import type { State } from './state.js';
import type { Landing } from './types.js';
import { movementOf, onMap, syncBoard } from './units.js';

export type MoveMode = 'normal' | 'column' | Extract<Landing, 'canal' | 'raft'>;

export interface Route {
  /** Cost units spent. */
  cost: number;
  mode: MoveMode;
  /** Hexes from the start (or the entry hex) to the destination; only for the destination asked for. */
  path: number[];
}

export interface Routes {
  /** Every legal destination. */
  to: Map<number, Route>;
  /** Destinations reached but full (B-G.1, B-M.1a): for the error a refused move gives. */
  full: Set<number>;
}

/** Why counter u may not move in this phase, or null (B-F, B-G, B-M.2, B-N.2b, B-O). */
export function cannotMove(ctx: Context, s: State, u: number): Refusal | null {
  const d = ctx.units[u]!;
  if (s.phase === 'over') return refuse('game-over', 'B-R', 'The game is over');
  if (!isMovementPhase(s) || s.pending) return refuse('not-movement', 'B-E', 'Units move in a movement phase');
  if (ctx.unitSide[u] !== s.side) return refuse('not-yours', 'B-F', `${d.name} is not the phasing player's`);
  if (d.kind === 'fort' || d.kind === 'aircraft')
    return refuse('cannot-move', 'B-P', `${d.name} has no movement factor`);
  if (s.moved[u]) return refuse('moved', 'B-F', `${d.name} has already moved this phase`);
  if (s.shock[u]! >= 0) return refuse('shocked', 'B-N.2b', `${d.name} is shocked and may not move`);
  if (s.landing[u] === 'drop' || s.landing[u] === 'heli') {
    return refuse('dropped', 'B-O.1', `${d.name} landed from the air this turn and may not move`);
  }
  if (d.kind === 'sam' && !(s.samMov[u]! > 0 && s.samMov[u]! < s.turn)) {
    return refuse('sam-not-moving', 'B-M.2', `${d.name} moves only from the Game-Turn after its SAM MOV marker`);
  }
  if (onMap(s, u))
    return phaseDoes(ctx, s, 'ground movement') ? null : refuse('not-movement', 'B-E', 'No movement now');
  if (s.loc[u] !== 'waiting') return refuse('not-on-map', 'B-F', `${d.name} is not on the map`);
  if (!phaseDoes(ctx, s, 'reinforcements'))
    return refuse('no-entry', 'B-E', 'Reinforcements enter in the first movement phase');
  if (!arrived(ctx, s, u)) return refuse('not-arrived', 'B-B', `${d.name} arrives on Game-Turn ${d.arrives?.turn}`);
  if (ctx.entries[s.side]!.length === 0) return refuse('no-entry', 'B-B', 'This side has no entry hexes');
  return null;
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

const inEnemyZoc = (ctx: Context, side: number, h: number): boolean =>
  ctx.enemies[side]!.some((e) => ctx.board.inZocOf(h, e));
const enemyHeld = (ctx: Context, side: number, h: number): boolean =>
  ctx.enemies[side]!.some((e) => ctx.board.holds(h, e));

/**
 * Every hex counter u may move to now, the cheapest way (B-G.2–5), and the
 * path to `target` when one is asked for. Assumes cannotMove() is null.
 */
export function routes(ctx: Context, s: State, u: number, target = -1): Routes {
  const board = ctx.board;
  syncBoard(ctx, s);
  const side = ctx.unitSide[u]!;
  const budget = movementOf(ctx, s, u) * ctx.unitsPerMp;
  const cls = classOf(ctx, u);
  const found = new Map<number, Route>();
  const offer = (h: number, cost: number, mode: MoveMode, path: () => number[]) => {
    const old = found.get(h);
    // a landing (B-G.4b, B-G.5b) binds the unit to attack: offered only where no ordinary move goes
    if (old && (old.cost <= cost || mode === 'canal' || mode === 'raft')) return;
    found.set(h, { cost, mode, path: h === target ? path() : [] });
  };
  const entering = !onMap(s, u);
  const starts = entering ? ctx.entries[side]! : [s.hex[u]!];
  // B-G.2, B-G.3, B-G.4a, B-H: terrain, roads, bridges and Zones of Control, in the kernel
  for (const start of starts) {
    for (const h of board.reach(start, budget, side, { moveClass: cls, fromEntry: entering, minimumMove: !entering })) {
      if (entering || h !== start) offer(h, board.cost[h]!, 'normal', () => board.pathTo(h));
    }
  }
  const phase = currentPhase(ctx, s)!;
  if (phase.column !== false) columnRoutes(ctx, s, u, starts, budget, entering, offer);
  if (!entering && s.hex[u]! >= 0) {
    if (phase.directCanalCrossing) canalCrossings(ctx, s, u, budget, offer);
    if (phase.rafts) raftRoutes(ctx, s, u, budget, offer);
  }
  const out: Routes = { to: new Map(), full: new Set() };
  const hasRoom = roomFor(ctx, s, u);
  for (const [h, r] of found) {
    if (!entering && h === s.hex[u]) continue;
    if (!board.hexHas(h, 'land') && cls !== ctx.marineClass) continue; // B-G.5: only marines end afloat
    if (hasRoom(h)) out.to.set(h, r);
    else out.full.add(h);
  }
  return out;
}

type Offer = (h: number, cost: number, mode: MoveMode, path: () => number[]) => void;

/**
 * B-G.3 column movement: a move made entirely on road, never entering or
 * leaving it, at ⅓ MP a hex; not in enemy ZOC (B-H.2), never over a bridge.
 */
function columnRoutes(
  ctx: Context,
  s: State,
  u: number,
  starts: readonly number[],
  budget: number,
  entering: boolean,
  offer: Offer,
): void {
  const board = ctx.board;
  const side = ctx.unitSide[u]!;
  const step = columnStep(ctx);
  const prev = new Map<number, number>();
  let frontier: number[] = [];
  const open = (h: number) => board.hexHas(h, 'road') && !inEnemyZoc(ctx, side, h) && !enemyHeld(ctx, side, h);
  for (const h of starts) {
    if (!open(h) || prev.has(h)) continue;
    prev.set(h, -1);
    frontier.push(h);
    if (entering && step <= budget) offer(h, step, 'column', () => [h]);
  }
  const pathTo = (h: number) => {
    const p: number[] = [];
    for (let x = h; x >= 0; x = prev.get(x)!) p.push(x);
    return p.reverse();
  };
  for (let cost = entering ? 2 * step : step; cost <= budget && frontier.length; cost += step) {
    const next: number[] = [];
    for (const a of frontier) {
      for (let d = 0; d < 6; d++) {
        const b = board.neighbour(a, d);
        if (b < 0 || prev.has(b) || !board.hasSide(a, d, 'road') || !open(b)) continue;
        prev.set(b, a);
        next.push(b);
        offer(b, cost, 'column', () => pathTo(b));
      }
    }
    frontier = next;
  }
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
function canalCrossings(ctx: Context, s: State, u: number, budget: number, offer: Offer): void {
  const board = ctx.board;
  const side = ctx.unitSide[u]!;
  if (crossingSide(ctx, ctx.data.chart.hexsides['canal']?.directCrossing) !== side) return;
  const from = s.hex[u]!;
  if (!ctx.canalSide[from] || ctx.units[u]!.kind !== 'ground') return;
  for (let d = 0; d < 6; d++) {
    const to = board.neighbour(from, d);
    if (to < 0 || !board.hasSide(from, d, 'canal') || !board.hexHas(to, 'land') || enemyHeld(ctx, side, to)) continue;
    offer(to, budget, 'canal', () => [from, to]);
  }
}

/**
 * B-G.5b: an Israeli unit that begins its first movement phase on the shore
 * of a lake or the sea crosses water at 1 MP a hex; it may not end afloat,
 * stops on reaching land, and must then attack (combat/).
 */
function raftRoutes(ctx: Context, s: State, u: number, budget: number, offer: Offer): void {
  const board = ctx.board;
  const side = ctx.unitSide[u]!;
  const spec = ctx.data.chart.movementClasses?.['raft'] as { units?: { side?: string } } | undefined;
  if (crossingSide(ctx, spec?.units) !== side || ctx.units[u]!.kind !== 'ground') return;
  const from = s.hex[u]!;
  if (!ctx.shore[from]) return;
  const cost = new Map<number, number>([[from, 0]]);
  const prev = new Map<number, number>([[from, -1]]);
  const queue = [from];
  const pathTo = (h: number) => {
    const p: number[] = [];
    for (let x = h; x >= 0; x = prev.get(x)!) p.push(x);
    return p.reverse();
  };
  // water costs the same everywhere: a breadth-first search is a cheapest-path search here
  while (queue.length) {
    const a = queue.shift()!;
    for (let d = 0; d < 6; d++) {
      const b = board.neighbour(a, d);
      const step = b < 0 ? -1 : board.stepCost(a, d, ctx.raftClass);
      if (step < 0 || enemyHeld(ctx, side, b)) continue;
      const c = cost.get(a)! + step;
      if (c > budget || (cost.has(b) && cost.get(b)! <= c)) continue;
      const afloat = board.hexHas(b, 'water');
      if (!afloat && a === from) continue; // the raft move begins by taking to the water
      cost.set(b, c);
      prev.set(b, a);
      if (afloat) queue.push(b);
      else offer(b, c, 'raft', () => pathTo(b)); // stops on reaching land
    }
  }
}

/** The reason a move to `hex` is refused, or the route it takes. */
export function checkMove(ctx: Context, s: State, u: number, hex: number): Route | Refusal {
  const why = cannotMove(ctx, s, u);
  if (why) return why;
  const r = routes(ctx, s, u, hex);
  const route = r.to.get(hex);
  if (route) return route;
  const name = ctx.units[u]!.name;
  if (r.full.has(hex)) return refuse('stacking', 'B-G.1', `${ctx.board.id(hex)} has no room for ${name}`);
  return refuse('unreachable', 'B-G', `${name} cannot reach ${ctx.board.id(hex)} this phase`);
}

/** B-F: moves (or enters, B-B) counter u to `hex` by the route the rules allow. */
export function move(ctx: Context, s: State, u: number, hex: number, emit: Emit): void {
  const route = checkMove(ctx, s, u, hex);
  if (!('mode' in route)) throw toError(route);
  const from = onMap(s, u) ? s.hex[u]! : -1;
  s.hex[u] = hex;
  s.loc[u] = 'map';
  s.moved[u] = true;
  if (route.mode === 'canal' || route.mode === 'raft') s.landing[u] = route.mode; // B-G.4b, B-G.5b: must attack
  emit({
    type: 'move',
    unit: ctx.units[u]!.id,
    from: from >= 0 ? ctx.board.id(from) : null,
    to: ctx.board.id(hex),
    cost: route.cost / ctx.unitsPerMp,
    path: route.path.map((h) => ctx.board.id(h)),
    mode: route.mode,
  });
}

/** Destinations of every counter of the phasing side that may move now (for legalActions). */
export function movers(ctx: Context, s: State): number[] {
  const out: number[] = [];
  for (let u = 0; u < ctx.units.length; u++) if (ctx.unitSide[u] === s.side && !cannotMove(ctx, s, u)) out.push(u);
  return out;
}
