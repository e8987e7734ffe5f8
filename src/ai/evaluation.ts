// What a position is worth to the Israeli player, from 0 (Egyptian win) to 1
// (Israeli win): the things this game is about, weighted by the turns left.
// The Egyptian player uses 1 − value.
import type { Game } from '../game.js';
import type { HexId } from '../types.js';

/** Steps a hex in enemy ZOC costs a route in this measure: it stops a unit there (4.5). */
const ZOC_STEP = 5;
/** An enemy unit on the route must be destroyed or driven off first. */
const ENEMY_STEP = 15;

/**
 * The cost of the cheapest route between two hexes for the bridge or the line
 * of communication: clear or road hexes only, one per hex, plus ZOC_STEP per
 * hex in the enemy's Zone of Control (none where an Israeli unit stands) and
 * ENEMY_STEP per hex an enemy unit holds. 60 when there is none.
 */
function routeCost(game: Game, from: HexId, to: HexId, occupied: Map<HexId, string>, egyptianZoc: Set<HexId>): number {
  const open = (h: HexId) => {
    const t = game.terrainAt(h);
    return t === 'clear' || roadHexes(game).has(h);
  };
  const dist = new Map<HexId, number>([[from, 0]]);
  const queue: [HexId, number][] = [[from, 0]];
  while (queue.length) {
    queue.sort((a, b) => a[1] - b[1]);
    const [h, c] = queue.shift()!;
    if (h === to) return c;
    if (c > (dist.get(h) ?? Infinity)) continue;
    for (const n of game.neighbours(h)) {
      if (!open(n)) continue;
      const holder = occupied.get(n);
      const step = 1 + (holder === 'egyptian' ? ENEMY_STEP : egyptianZoc.has(n) && holder !== 'israeli' ? ZOC_STEP : 0);
      if (c + step < (dist.get(n) ?? Infinity)) {
        dist.set(n, c + step);
        queue.push([n, c + step]);
      }
    }
  }
  return 60;
}

const roads = new WeakMap<object, Set<HexId>>();
function roadHexes(game: Game): Set<HexId> {
  let set = roads.get(game.map);
  if (!set) {
    set = new Set(game.map.roads.flat());
    roads.set(game.map, set);
  }
  return set;
}

const MATZMED = '0112';
const ENTRY = '1708';

export interface Features {
  across: number;
  bridgeOnMatzmed: boolean;
  bridgeDistance: number;
  lineOpen: boolean;
  israeliStrength: number;
  egyptianStrength: number;
  /** Israeli units near Matzmed that could cross soon. */
  nearCrossing: number;
  /** Egyptian strength adjacent to the bridge's road. */
  egyptiansOnRoad: number;
  /** How close the Israeli combat units stand to Matzmed, 0…1 on average. */
  approach: number;
  /** Egyptian units next to the bridge: each can bombard or attack it (13.0, 14.2). */
  bridgeThreat: number;
  /** routeCost from the bridge (or its entry) to Matzmed. */
  bridgeRoute: number;
  /** routeCost from Matzmed to 1708: the line of communication's health. */
  lineRoute: number;
}

export function features(game: Game): Features {
  const units = game.units();
  const bridge = game.unit('bridge');
  let israeliStrength = 0, egyptianStrength = 0, nearCrossing = 0, egyptiansOnRoad = 0, approach = 0, israelis = 0, bridgeThreat = 0;
  const line = game.lineOfCommunication();
  const occupied = new Map(units.filter((u) => u.location === 'map').map((u) => [u.hex!, u.side] as const));
  const egyptianZoc = game.zoneOfControl('egyptian');
  for (const u of units) {
    if (u.location === 'eliminated') continue;
    if (u.side === 'israeli') {
      israeliStrength += u.location === 'map' || u.location === 'crossed' ? u.strength : u.strength * 0.8;
      if (u.location === 'map' && u.id !== 'bridge') {
        const d = game.distance(u.hex!, MATZMED);
        if (d <= 4) nearCrossing++;
        approach += Math.max(0, 1 - d / 18);
        israelis++;
      }
    } else {
      egyptianStrength += u.location === 'map' ? u.strength : u.strength * 0.8;
      if (u.location === 'map' && bridge.hex && game.distance(u.hex!, bridge.hex) <= 2) egyptiansOnRoad += u.strength;
      if (u.location === 'map' && bridge.hex && game.distance(u.hex!, bridge.hex) === 1) bridgeThreat++;
    }
  }
  return {
    across: game.crossedCount,
    bridgeOnMatzmed: bridge.hex === MATZMED,
    bridgeDistance: bridge.location === 'eliminated' ? 30 : game.distance(bridge.hex ?? ENTRY, MATZMED) + (bridge.hex ? 0 : 2),
    lineOpen: line !== null,
    israeliStrength,
    egyptianStrength,
    nearCrossing,
    egyptiansOnRoad,
    approach: israelis ? approach / israelis : 0,
    bridgeThreat,
    // 4.4: another unit standing on Matzmed keeps the bridge out until it leaves
    bridgeRoute: bridge.location === 'eliminated' ? 60
      : routeCost(game, bridge.hex ?? ENTRY, MATZMED, occupied, egyptianZoc) + (bridge.hex !== MATZMED && occupied.has(MATZMED) ? 8 : 0),
    lineRoute: routeCost(game, MATZMED, ENTRY, occupied, egyptianZoc),
  };
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The Israeli player's chance of winning, 0…1, estimated from the three
 * conditions of victory, all of which must hold at the end (14.0): the bridge
 * on Matzmed, six units across, and the line of communication. Each is a
 * probability from how far off it is and how many Israeli Movement Phases
 * remain; material and the bridge's danger adjust them.
 */
export function israeliValue(game: Game): number {
  if (game.phase === 'over') return game.winner === 'israeli' ? 1 : 0;
  const f = features(game);
  const movesLeft = 7 - game.turn + (game.side === 'israeli' && game.phase === 'movement' ? 1 : 0);
  // 14.2: about ten route points a Movement Phase on the road; a ZOC hex costs five of them
  const pBridge = f.bridgeOnMatzmed ? 0.96 : sigmoid((movesLeft * 10 - f.bridgeRoute) / 5) * (1 - 0.12 * Math.min(2, f.bridgeThreat));
  // 11.1: two a phase by ferry, any number by bridge
  const need = Math.max(0, 6 - f.across);
  const capacity = f.nearCrossing * 0.8 + movesLeft * 1.6;
  const pAcross = need === 0 ? 1 : sigmoid((capacity - need) / 1.2) * sigmoid((movesLeft * 2 - need + (f.bridgeOnMatzmed ? 4 : 0)) / 1.2);
  // 14.1: open now (the Egyptian may still cut it), or how much is in the way
  const pLine = f.lineOpen ? 0.85 : sigmoid((movesLeft * 8 - f.lineRoute) / 5);
  const material = f.israeliStrength / (f.israeliStrength + f.egyptianStrength + 1);
  const value = pBridge * pAcross * pLine * (0.75 + 0.5 * (material - 0.4)) + 0.04 * f.approach - 0.03 * Math.min(1, f.egyptiansOnRoad / 10);
  return Math.max(0.001, Math.min(0.999, value));
}

/**
 * The greedy baseline's score: what a beginner counts — units across, how far
 * the bridge still is from Matzmed as the crow flies, and material.
 */
export function simpleIsraeliValue(game: Game): number {
  if (game.phase === 'over') return game.winner === 'israeli' ? 1 : 0;
  const bridge = game.unit('bridge');
  const far = bridge.location === 'eliminated' ? 20 : game.distance(bridge.hex ?? ENTRY, MATZMED);
  let mine = 0, theirs = 0;
  for (const u of game.units()) {
    if (u.location === 'eliminated') continue;
    if (u.side === 'israeli') mine += u.strength;
    else theirs += u.strength;
  }
  return 0.4 * Math.min(game.crossedCount, 6) / 6 + 0.3 * (1 - far / 20) + 0.3 * (mine / (mine + theirs));
}

export function valueFor(game: Game, side: 'israeli' | 'egyptian', simple = false): number {
  const v = simple ? simpleIsraeliValue(game) : israeliValue(game);
  return side === 'israeli' ? v : 1 - v;
}
