// The planning AI's evaluation: the Israeli player's chance of meeting all
// three conditions of victory (14.0) by the end of Game-Turn 7, estimated
// from a Snapshot in tens of microseconds (typed arrays, one small Dijkstra
// per condition). The Egyptian player maximises 1 − value.
//
//  - bridge (11.2, 14.2): its cheapest route to Matzmed through clear and
//    road hexes in half Movement Points (road ½, clear 1), with a stop's worth
//    for each hex in an Egyptian Zone of Control (4.5 stops it) and more for
//    each hex an Egyptian unit holds; against the bridge's Movement Points in
//    the Israeli Movement Phases left (6 a day turn, 4 at night, 10.0). Then
//    its danger: Egyptian strength next to it, read off the CRT as the chance
//    the next Egyptian Combat Phase destroys or dislodges it (Dr, De, Ee on
//    Matzmed lose the game, 14.2), plus bombardment (13.0, by day), plus the
//    Egyptian units that could come next to it through unguarded neighbours.
//  - six across (11.1, 11.5): a schedule of the crossings still possible: each
//    unit's road-and-terrain distance to Matzmed sets the first phase it can
//    cross; two a phase by ferry, any number once the bridge stands there.
//  - line of communication (14.1): the cheapest chain of clear/road hexes from
//    Matzmed to 1708, each hex an Egyptian unit holds or controls (without an
//    Israeli unit on it) a cut; open lines are discounted by the Egyptian
//    units near them while the Egyptian player still has moves to cut them.
//  - material: the strength ratio, a mild factor.
import { EGY, ISR, type MapModel, type Snapshot } from './model.js';
import { UNREACHED } from '../../../../engine/weighted-search.js';
import { bridgeRoute, egyptianReach, lineCuts, markEgyptianReach, markZoc } from './routes.js';
import { costsToMatzmedAt } from './matzmed-costs.js';
import type { CombatTables } from '../../../../engine/crt.js';
import { loadedContext, type Context } from '../../context.js';
import { allowanceOn, isNight } from '../../units.js';
import type { GameData } from '../../data.js';

export interface Rules {
  /** The game definition's context: night Game-Turns and Movement Allowances are the rules' own (units.ts). */
  ctx: Context;
  turns: number;
  /** The Combat Results Table in the kernel: the rules' own column lookup (6.2). */
  tables: CombatTables;
  /** results[column][die-1] as codes: 0 Ae 1 Ar 2 Ee 3 Dr 4 De */
  crt: number[][];
  /** odds[column][code]: the probability of each result code in a column (read-only). */
  odds: number[][];
  /** The kernel's answers so far (crtColumn): by differential and shift, -1 not asked yet. */
  columns: Int8Array;
}

/** crtColumn keeps the kernel's answers for differentials -64…63 and shifts -16…15. */
const COLUMN_KEYS = 128 * 32;

const CODES = ['Ae', 'Ar', 'Ee', 'Dr', 'De'];

const rulesByData = new WeakMap<object, Rules>();

/** The rules the evaluation reads, made once per game definition. */
export function rulesOf(game: { data: GameData }): Rules {
  const d = game.data;
  let r = rulesByData.get(d);
  if (!r) {
    r = {
      ctx: loadedContext(d)!, // a Game exists, so its context is loaded
      columns: new Int8Array(COLUMN_KEYS).fill(-1),
      turns: d.scenario.turns,
      tables: loadedContext(d)!.crt, // a Game exists, so its context is loaded
      crt: d.crt.results.map((col) => col.map((x) => CODES.indexOf(x))),
      odds: [],
    };
    for (const col of r.crt) {
      const odds = [0, 0, 0, 0, 0];
      for (const code of col) odds[code]! += 1 / 6;
      r.odds.push(odds);
    }
    rulesByData.set(d, r);
  }
  return r;
}

/** The CRT column (0…6) for a differential and a net shift (6.2, 12.0, 8.0, 13.3), looked up by the kernel (once each). */
export function crtColumn(rules: Rules, differential: number, shift: number): number {
  const i = differential + 64,
    j = shift + 16;
  if (i !== (i | 0) || j !== (j | 0) || i < 0 || i >= 128 || j < 0 || j >= 32)
    return rules.tables.column(0, differential, 0, shift);
  const k = i * 32 + j;
  let c = rules.columns[k]!;
  if (c < 0) rules.columns[k] = c = rules.tables.column(0, differential, 0, shift);
  return c;
}

/** Probability (0…1) of each result code in a column (shared: read it, do not change it). */
export function columnOdds(rules: Rules, column: number): number[] {
  return rules.odds[column]!;
}

const INF = UNREACHED;
/** Scratch: per crossing phase, the units that can first cross in it; per unit, its hex to set out from and cost from there. */
let readyIn = new Int32Array(8);
let setOut = new Int16Array(0);
let toCross = new Int32Array(0);

export interface Breakdown {
  /** What the players maximise (Israeli; the Egyptian takes 1 − value). */
  value: number;
  /** The chance all three conditions hold at the end: reach × safe × across × line (a rough probability). */
  win: number;
  reach: number;
  safe: number;
  across: number;
  line: number;
  material: number;
  bridgeCost: number;
  cuts: number;
}

/**
 * The first Israeli phase left that can still move the bridge / cross,
 * counting the current one when it is the Israeli Movement Phase (they run
 * from its Game-Turn to the last).
 */
function firstIsraeliPhase(s: Snapshot): number {
  return s.side === ISR && s.phase === 'movement' ? s.turn : s.turn + 1;
}

/** The bridge's Movement Points in Game-Turn t, in cost units (10.0: fewer at night). */
const bridgeMp = (s: Snapshot, rules: Rules, t: number) => allowanceOn(rules.ctx, s.bridge, t);

/** Egyptian Combat Phases still to come (each one a chance to attack the bridge). */
function egyptianCombats(s: Snapshot, rules: Rules): number {
  const thisTurn = s.side === ISR || s.phase === 'movement' ? 1 : s.phase === 'combat' ? 1 : 0;
  return rules.turns - s.turn + thisTurn;
}

/** A Breakdown to fill (israeliValue's `out`). */
export const newBreakdown = (): Breakdown => ({
  value: 0,
  win: 0,
  reach: 0,
  safe: 0,
  across: 0,
  line: 0,
  material: 0,
  bridgeCost: 0,
  cuts: 0,
});

/** The evaluation of `s`, written into `out` (a new Breakdown when not given) and returned. */
export function israeliValue(m: MapModel, s: Snapshot, rules: Rules, out: Breakdown = newBreakdown()): Breakdown {
  markZoc(m, s);
  const b = s.bridge;
  const bLoc = s.loc[b]!;
  if (bLoc === 3 || (s.bridgePlaced && s.hex[b] !== m.matzmed)) return bridgeLost(out);
  // the Israeli phases left: Game-Turns firstPhase … firstPhase + phaseCount - 1
  const firstPhase = firstIsraeliPhase(s);
  const phaseCount = Math.max(0, rules.turns - firstPhase + 1);
  // the Egyptian player's next Movement Phase: this turn's if still to come, else the next turn's
  const egyTurn = s.side === EGY && s.phase === 'movement' ? s.turn : s.side === ISR ? s.turn : s.turn + 1;
  const egyMovesLeft = Math.max(0, rules.turns - egyTurn + 1);
  markEgyptianReach(m, s, egyMovesLeft > 0 ? (isNight(rules.ctx, egyTurn) ? 16 : 20) : -1, egyTurn);
  const egyReach = egyptianReach();
  // ---- bridge: route ----
  const bHex = s.hex[b]!;
  const onMatzmed = bHex === m.matzmed;
  const bridgeCost = onMatzmed ? 0 : bHex >= 0 ? bridgeRoute(m, s, bHex, 0) : bridgeRoute(m, s, m.entry, 1);
  let budget = 0;
  for (let k = 0; k < phaseCount; k++) budget += bridgeMp(s, rules, firstPhase + k);
  // the logistic curves below are written out, not called: a function's fractional result is boxed when V8 does not
  // inline the call, which it may not in a function this long (an allocation per evaluation)
  const reach = onMatzmed ? 1 : 1 / (1 + Math.exp(-((budget - bridgeCost - 3) / 10)));
  // phase (index among the phases left) the bridge should stand on Matzmed from
  let bridgeFrom = 99;
  if (onMatzmed) bridgeFrom = 0;
  else {
    let left = bridgeCost;
    for (let k = 0; k < phaseCount; k++) {
      left -= bridgeMp(s, rules, firstPhase + k);
      if (left <= 0) {
        bridgeFrom = k + 1;
        break;
      }
    }
  }
  // ---- bridge: danger ----
  let safe = 1;
  const combats = egyptianCombats(s, rules);
  if (bHex >= 0 && combats > 0) {
    let adj = 0,
      armor = false,
      inf = false,
      near = 0;
    for (let d = 0; d < 6; d++) {
      const n = m.nbr[bHex * 6 + d]!;
      if (n < 0 || m.step[bHex * 6 + d]! < 0) continue;
      const occ = s.at[n]!;
      if (occ < 0 && egyReach[n]) near++;
      if (occ >= 0 && s.units[occ]!.side === EGY) {
        const u = s.units[occ]!;
        adj += u.strength;
        armor ||= u.armor;
        inf ||= u.infantry;
      }
    }
    const dayAhead =
      s.side === ISR ? !isNight(rules.ctx, s.turn) : !isNight(rules.ctx, s.turn) && s.phase === 'movement';
    let pNow = 0;
    if (adj > 0) {
      // the next Egyptian Combat Phase: bombardment (by day) then an attack with everything adjacent
      // the chance it loses the bridge (strength 1): Ae/Ar never hurt it; De/Ee destroy it; Dr on Matzmed moves it
      // (14.2); en route it can usually retreat (written here, not returned by a function: a number returned is boxed)
      const p = columnOdds(rules, crtColumn(rules, adj - 1, m.defShift[bHex]! + (armor && inf ? 1 : 0)));
      pNow = p[4]! + p[2]! + (onMatzmed ? p[3]! : p[3]! * 0.25);
      if (dayAhead) pNow = 1 - (1 - pNow) * (5 / 6);
    }
    // each free neighbour an Egyptian unit can reach is an attack on a strength-1 unit next phase
    safe = (1 - pNow) * Math.exp(-0.4 * near);
  }
  // ---- six across ----
  let crossed = 0;
  for (let u = 0; u < s.units.length; u++) if (s.loc[u] === 2) crossed++;
  const need = Math.max(0, 6 - crossed);
  let across = 1;
  let acrossLinear = 1;
  if (need > 0) {
    // the phases a unit can cross in: the Israeli phases left from Game-Turn 2 on (phases is a run of Game-Turns)
    const crossFirst = Math.max(phaseCount > 0 ? firstPhase : rules.turns + 1, 2);
    const crossCount = Math.max(0, rules.turns - crossFirst + 1);
    // where each unit that may still cross would set out from (a reinforcement: if it arrives in time), and its cost to Matzmed
    if (setOut.length !== s.units.length)
      [setOut, toCross] = [new Int16Array(s.units.length), new Int32Array(s.units.length)];
    for (let u = 0; u < s.units.length; u++) {
      const x = s.units[u]!;
      setOut[u] = -1;
      if (x.side !== ISR || x.bridge) continue;
      if (s.loc[u] === 0) setOut[u] = s.hex[u]!;
      else if (s.loc[u] === 1 && crossCount > 0 && x.arrives <= crossFirst + crossCount - 1) setOut[u] = x.arrivalHex;
    }
    costsToMatzmedAt(m, s, setOut, toCross);
    // how many units can first cross in each of them
    if (readyIn.length < crossCount) readyIn = new Int32Array(crossCount);
    readyIn.fill(0, 0, crossCount);
    for (let u = 0; u < s.units.length; u++) {
      const x = s.units[u]!;
      if (setOut[u]! < 0) continue;
      // a reinforcement crosses from the phase it arrives in
      const start = s.loc[u] === 0 ? 0 : Math.max(0, x.arrives - crossFirst);
      const c = toCross[u]!;
      if (c >= INF) continue;
      // the first crossing phase it can make: travel, then 3 Movement Points by ferry (1 by the bridge)
      let left = c + 6,
        k = start;
      for (; k < crossCount; k++) {
        const t = crossFirst + k;
        left -= allowanceOn(rules.ctx, u, t);
        if (left <= 0) break;
      }
      if (k < crossCount) readyIn[k]!++;
    }
    // two a phase by ferry (11.1); unlimited once the bridge has stood there since the phase began (11.2)
    const bridgeAt = bridgeFrom === 0 ? 0 : bridgeFrom - (phaseCount - crossCount);
    let count = 0,
      waiting = 0;
    for (let k = 0; k < crossCount; k++) {
      waiting += readyIn[k]!;
      const cap = k >= bridgeAt ? 99 : 2;
      const n = Math.min(cap, waiting);
      waiting -= n;
      // a crossing still to come may not happen (blocked, needed elsewhere, lost): discount it by how far off it is
      count += n * Math.pow(0.85, k + (crossFirst === s.turn && s.side === ISR && s.phase === 'movement' ? 0.3 : 1));
    }
    across = 1 / (1 + Math.exp(-((count - need - 0.2) / 0.6)));
    acrossLinear = Math.min(1, count / (need + 1));
  }
  // Matzmed itself: an Egyptian unit that can reach it (and no Israeli unit holds it) blocks crossing and bridge alike
  const mOcc = s.at[m.matzmed]!;
  if (!onMatzmed && mOcc < 0 && egyReach[m.matzmed]) {
    across *= 0.8;
  }
  // ---- line of communication ----
  const { cuts, risky } = lineCuts(m);
  const weight = egyMovesLeft === 0 ? 0 : egyMovesLeft === 1 ? 1 : egyMovesLeft === 2 ? 0.5 : 0.25;
  let line: number;
  if (cuts === 0) line = 0.97 * Math.exp(-0.4 * weight * risky);
  else line = 0.9 * (1 / (1 + Math.exp(-((1.3 * phaseCount - cuts - 0.3) / 0.7)))) * Math.exp(-0.2 * weight * risky);
  // ---- material ----
  let isr = 0,
    egy = 0;
  for (let u = 0; u < s.units.length; u++) {
    const x = s.units[u]!;
    if (x.bridge || s.loc[u] === 3) continue;
    const w = s.loc[u] === 1 ? 0.8 : s.loc[u] === 2 ? 0.6 : 1;
    if (x.side === ISR) isr += x.strength * w;
    else egy += x.strength * w;
  }
  const ratio = isr / (isr + egy + 1);
  const material = 0.8 + 0.6 * (ratio - 0.5);
  const progress = 0.03 * (1 - Math.min(bridgeCost, 80) / 80) + 0.012 * Math.min(crossed, 6) + 0.02 * ratio;
  // all three conditions must hold (a product); the additive part keeps a gradient on each
  // condition while another one is still far off (a product of small numbers is flat)
  // (with linear terms: clearing one blocker from a road ten blockers deep still counts)
  const surrogate =
    0.35 * (0.4 * reach + 0.6 * (1 - Math.min(bridgeCost, 250) / 250)) +
    0.2 * safe +
    0.15 * (0.5 * across + 0.5 * acrossLinear) +
    0.2 * (0.5 * line + 0.5 * (1 - Math.min(cuts, 10) / 10)) +
    0.1 * material;
  const value = Math.max(
    0.001,
    Math.min(0.999, 0.75 * reach * safe * across * line * material + 0.2 * surrogate + progress),
  );
  // written field by field, not passed to a function: nine numbers passed as arguments would each be boxed
  out.value = value;
  out.win = reach * safe * across * line;
  out.reach = reach;
  out.safe = safe;
  out.across = across;
  out.line = line;
  out.material = material;
  out.bridgeCost = bridgeCost;
  out.cuts = cuts;
  return out;
}

/** The evaluation once the bridge is lost (eliminated, or moved off Matzmed once placed: 14.2): no condition can hold. */
function bridgeLost(out: Breakdown): Breakdown {
  out.value = out.win = out.reach = out.safe = out.across = out.line = out.material = 0;
  out.bridgeCost = 200;
  out.cuts = 9;
  return out;
}
