// The fast policy of the win probability's playouts (evaluate.ts): both
// sides played on the search state in action codes, a few microseconds a
// decision, nothing allocated once warm. It only picks among what the rules
// offer — a unit's destinations (movement.destinations, what legalCodes
// lists), crossingCheck, the attackers around a defender, the pending
// decision's legal codes — and applyCode checks every choice, so it never
// breaks a rule. What it prefers follows the conditions of victory (14.0):
//  - the Israeli player walks the units it needs across towards Matzmed and
//    crosses them in time (11.1), brings the bridge along its road (14.2)
//    behind an escort and away from where Egyptian units could reach it,
//    sends a few units to clear the Egyptian units on or next to that road
//    ahead of it, keeps the bridge on Matzmed once there (14.2), holds the
//    line of communication's threatened hexes (14.1) and sends the rest at
//    the Egyptian units;
//  - the Egyptian player heads for the bridge (a strength-1 unit whose loss,
//    or on Matzmed whose retreat, wins the game, 14.2), Matzmed and the line;
//  - both attack when the CRT column's odds pay for the risk, most eagerly
//    what matters to victory, with artillery (13.3) and bombardment (13.0).
// Goals are read as distances: static costs to Matzmed (playout-map.ts) and,
// planned once a phase (playout-plan.ts), a breadth-first distance to each
// side's targets, the line of communication each side plays for and where
// the Egyptian units could stand next, and each Israeli unit's role. The
// constants below were
// chosen by the calibration's Brier score (scripts/calibrate.ts), not by strength.
import type { ActionBuffer } from '../../../engine/action-buffer.js';
import type { Random } from '../../../engine/rng.js';
import type { PlayoutPolicy } from '../../../engine/ai/search/policy-playouts.js';
import type { Context } from '../context.js';
import { ON_MAP, type State } from '../state.js';
import * as movement from '../movement.js';
import * as combat from '../combat.js';
import { attacksOwed } from '../sequence.js';
import { legalCodes } from '../legal.js';
import { safeDirections } from '../resolution.js';
import { allowanceOn, crossedCount } from '../units.js';
import {
  ADVANCE_TO,
  argOf,
  ATTACK,
  BOMBARD,
  CROSS,
  encode,
  END,
  EXCHANGE_UNITS,
  exchangedOf,
  kindOf,
  MOVE,
  NO_UNIT,
  RETREAT_TO,
  unitOf,
  WITH_ARTILLERY,
} from '../action-codes.js';
import { FAR, playoutMap, type PlayoutMap } from './playout-map.js';
import { ACROSS_WANTED, CLEARER, CROSSER, ESCORT, PhasePlan } from './playout-plan.js';

/** Units he wants across by the end of Game-Turn t: two a phase by ferry (11.1) from Game-Turn 3, not all at once (a unit across no longer screens the bridge or the line). */
const acrossBy = (t: number): number => Math.min(ACROSS_WANTED, Math.max(0, 2 * (t - 2)));
/** Cost units the bridge pays per unit of exposure (see exposure()). */
const BRIDGE_EXPOSED = 4;
/** Exposure of a free neighbour of the bridge an Egyptian unit could reach next phase (one in its Zone of Control: 3). */
const NEIGHBOUR_EXPOSED = 0.3;
/** Cost units of time to spare below which the bridge accepts less danger in proportion. */
const SLACK = 12;
/** Cost units a unit pays to wait on Matzmed before the bridge stands there (11.2: it would keep the bridge off). */
const MATZMED_KEPT = 6;
/** Random noise added to each destination's score, in cost units: playouts differ by more than their dice. */
const NOISE = 4;
/**
 * The chance an Egyptian unit is left where it stands in a Movement Phase.
 * A passive Egyptian side gives the best-calibrated estimate (docs/across-suez/ai.md):
 * the share of wins then measures how close the Israeli side stands to its
 * three conditions, and the correction (calibration.ts) maps it to a chance
 * against a competent Egyptian player.
 */
const EGYPTIAN_STAYS = 0.85;
/** How much more an attack on an Egyptian unit on or next to the bridge's road ahead is worth than its strength. */
const ROAD_IMPORTANCE = 6;

/**
 * A policy for both sides with its own generator; its reset forgets the
 * phase it planned, so the next playout plans afresh, whatever position it
 * starts from.
 */
export function playoutPolicy(ctx: Context, rng: Random): PlayoutPolicy<State, Context> {
  const map: PlayoutMap = playoutMap(ctx);
  const { board } = ctx;
  const units = ctx.units.length;
  const israeli = ctx.unitSide[ctx.bridgeUnit]!;
  const egyptian = 1 - israeli;
  // planned once a phase: what each side heads for and each Israeli unit's role (playout-plan.ts)
  const plan = new PhasePlan(ctx, map);
  const { egyptField, guardField, escortField, roadField, blocking, roleOf, egyptReach, line } = plan;
  /** The units given their move this phase. */
  const considered = new Uint8Array(units);
  const able = new Int32Array(6);
  const dirs = new Int32Array(6);
  const lost = new Int16Array(6);
  let phaseKey = -1;
  // 10.0: the bridge's Movement Points, in cost units, in the Israeli Movement Phases from Game-Turn t to the last
  const turns = ctx.data.scenario.turns;
  const bridgeBudget = new Int16Array(turns + 2);
  for (let t = turns; t >= 1; t--) {
    bridgeBudget[t] = bridgeBudget[t + 1]! + allowanceOn(ctx, ctx.bridgeUnit, t);
  }

  /** How much unit u wants to stand on hex h (lower is better). */
  function score(s: State, u: number, h: number): number {
    if (ctx.unitSide[u] === egyptian) return 2 * egyptField[h]!;
    if (u === ctx.bridgeUnit) {
      // the less time it has to spare, the more danger it accepts
      const slack = bridgeBudget[s.turn + 1]! - map.bridgeToMatzmed[h]!;
      return map.bridgeToMatzmed[h]! + BRIDGE_EXPOSED * exposure(h) * Math.min(1, Math.max(0, slack / SLACK));
    }
    if (roleOf[u] === ESCORT && escortField[h]! < FAR) return 2 * escortField[h]!;
    if (roleOf[u] === CLEARER && roadField[h]! < FAR) return 2 * roadField[h]!;
    // 11.2: a unit that waits on Matzmed keeps the bridge off it
    const waiting = h === ctx.crossingHex && !s.bridgePlaced ? MATZMED_KEPT : 0;
    if (roleOf[u] === CROSSER || guardField[h]! >= FAR) return map.toMatzmed[h]! + waiting;
    return 2 * guardField[h]!;
  }

  /** 14.2: how open the bridge would be on hex h: in an Egyptian Zone of Control, and each free neighbour an Egyptian unit could reach. */
  function exposure(h: number): number {
    let e = board.inZocOf(h, egyptian) ? 3 : 0;
    for (let d = 0; d < 6; d++) {
      const x = board.neighbour(h, d);
      if (x >= 0 && board.onMap(x) && board.occupant[x] === 0 && egyptReach.reached[x]) e += NEIGHBOUR_EXPOSED;
    }
    return e;
  }

  /** Unit u's move this phase: a crossing, its best destination, or -1 to stay. */
  function moveOf(s: State, u: number): number {
    // 14.2: a bridge that leaves Matzmed once it stood there loses the game
    if (u === ctx.bridgeUnit && s.loc[u] === ON_MAP && s.hex[u] === ctx.crossingHex) return -1;
    // 11.5: cross in time, not at once: a unit across no longer screens the bridge or the line
    if (roleOf[u] === CROSSER && crossedCount(s) < acrossBy(s.turn) && movement.crossingCheck(ctx, s, u) >= 0)
      return encode(CROSS, u);
    const d = movement.destinations(ctx, s, u);
    // a reinforcement enters when it can; the bridge waits off the map (7.3) while its road is unsafe
    let best =
      s.loc[u] === ON_MAP
        ? score(s, u, s.hex[u]!) + rng.next() * NOISE
        : u === ctx.bridgeUnit
          ? map.bridgeToMatzmed[ctx.arrivalHex[u]!]! + 2
          : FAR;
    let choice = -1;
    for (let i = 0; i < d.count; i++) {
      const h = d.hexes[i]!;
      const v = score(s, u, h) + rng.next() * NOISE;
      if (v < best) {
        best = v;
        choice = h;
      }
    }
    return choice < 0 ? -1 : encode(MOVE, u, choice);
  }

  function movementCode(s: State): number {
    // the bridge last: its escort goes first, to where it will go
    for (let k = 0; k <= units; k++) {
      const u = k < units ? k : ctx.bridgeUnit;
      if ((k < units && u === ctx.bridgeUnit) || considered[u] || ctx.unitSide[u] !== s.side) continue;
      if (movement.moveBlock(ctx, s, u) !== 0) continue;
      considered[u] = 1;
      if (s.side === egyptian && rng.chance(EGYPTIAN_STAYS)) continue;
      if (u === ctx.bridgeUnit) egyptReach.mark(s, egyptian); // where its escort stands now
      const code = moveOf(s, u);
      if (code >= 0) return code;
    }
    return encode(END);
  }

  /** How much the attacker gains by removing defender d (in strength points). */
  function importance(s: State, d: number): number {
    const strength = ctx.units[d]!.strength;
    const h = s.hex[d]!;
    if (d === ctx.bridgeUnit) return 100; // 14.2: its loss ends the Israeli hopes
    if (ctx.unitSide[d] === egyptian) {
      const b = ctx.bridgeUnit;
      const nearBridge = s.loc[b] === ON_MAP && board.distance(h, s.hex[b]!) <= 1;
      if (blocking[d]) return ROAD_IMPORTANCE * strength;
      return nearBridge || h === ctx.crossingHex || plan.onOrNextToLine(h) ? 3 * strength : strength;
    }
    return map.toMatzmed[h]! <= 4 || line.onLine[h] ? 2 * strength : strength;
  }

  /** The attack whose expected gain is best (all the units around the defender), or -1; `owed` takes any (9.2). */
  function attackCode(s: State, owed: boolean): number {
    const artillery = combat.artilleryAvailable(ctx, s) > 0;
    let best = owed ? -Infinity : 0;
    let choice = -1;
    for (let d = 0; d < units; d++) {
      if (s.loc[d] !== ON_MAP || s.defended[d] || ctx.unitSide[d] === s.side) continue;
      const k = combat.attackersAround(ctx, s, d, able, dirs);
      if (k === 0) continue;
      let all = 0,
        strength = 0;
      for (let i = 0; i < k; i++) {
        all |= dirs[i]!;
        strength += ctx.units[able[i]!]!.strength;
      }
      const p = map.odds(combat.columnOf(ctx, s, able, k, d, artillery));
      // [Ae, Ar, Ee, Dr, De]; 14.2: a bridge on Matzmed that retreats is lost as well
      // 6.4: a Dr with no safe hex to retreat into destroys the defender
      const dislodged =
        (d === ctx.bridgeUnit && s.hex[d] === ctx.crossingHex) || safeDirections(ctx, s, d) === 0 ? 1 : 0.4;
      const gain =
        importance(s, d) * (p[4]! + p[2]! + dislodged * p[3]!) -
        strength * p[0]! -
        ctx.units[d]!.strength * p[2]! -
        0.5 * p[1]!;
      if (gain > best) {
        best = gain;
        choice = encode(ATTACK, d, all | (artillery ? WITH_ARTILLERY : 0));
      }
    }
    return choice;
  }

  function combatCode(s: State): number {
    // 13.0: bombardment costs nothing: the bridge first, else the strongest target
    let target = -1;
    for (let u = 0; u < units; u++) {
      if (!combat.mayBombard(ctx, s, u)) continue;
      if (u === ctx.bridgeUnit) return encode(BOMBARD, u);
      if (target < 0 || ctx.units[u]!.strength > ctx.units[target]!.strength) target = u;
    }
    if (target >= 0) return encode(BOMBARD, target);
    const owed = attacksOwed(ctx, s);
    const code = attackCode(s, owed);
    return code >= 0 ? code : encode(END);
  }

  /** A pending retreat, exchange or advance (6.3–6.5): the legal code that suits its owner best. */
  function decision(s: State, legal: ActionBuffer): number {
    legalCodes(ctx, s, legal);
    let choice = legal.at(0);
    let best = Infinity;
    for (let i = 0; i < legal.length; i++) {
      const code = legal.at(i);
      let v: number;
      const u = unitOf(code);
      if (kindOf(code) === EXCHANGE_UNITS) {
        v = 0;
        for (let j = exchangedOf(s, code, lost) - 1; j >= 0; j--) v += ctx.units[lost[j]!]!.strength;
      } else if (kindOf(code) === ADVANCE_TO && u === NO_UNIT) v = 0;
      else if (kindOf(code) === ADVANCE_TO) v = score(s, u, argOf(code)) - score(s, u, s.hex[u]!);
      else if (kindOf(code) === RETREAT_TO) v = score(s, u, argOf(code));
      else continue;
      v += rng.next() * 0.1;
      if (v < best) {
        best = v;
        choice = code;
      }
    }
    return choice;
  }

  return {
    choose(_ctx: Context, s: State, legal: ActionBuffer): number {
      if (s.stageKind[0]) return decision(s, legal);
      const key = (s.turn * 2 + s.side) * 2 + (s.phase === 'movement' ? 0 : 1);
      if (key !== phaseKey) {
        phaseKey = key;
        considered.fill(0);
        plan.plan(s);
      }
      return s.phase === 'movement' ? movementCode(s) : combatCode(s);
    },
    reset(): void {
      phaseKey = -1;
    },
  };
}
