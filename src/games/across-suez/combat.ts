// 5.0–6.0 combat, 8.0 combined arms, 12.0 terrain, 13.0 artillery: who may
// attack whom, the odds, the attack and the bombardment. What a result
// does next — retreats, exchanges, advances — is resolution.ts.
import { RulesError } from '../../engine/rules-error.js';
import type { ColumnShift, CombatResult } from './types.js';
import type { Context } from './context.js';
import { rollDie } from '../../engine/rng.js';
import type { Emit } from './events.js';
import { ON_MAP, type State } from './state.js';
import { applyResult } from './resolution.js';
import { crossedCount, eliminate, isCombatUnit, isNight, sideIndexOf, syncBoard } from './units.js';

export interface Odds {
  differential: number;
  shifts: ColumnShift[];
  column: number;
}

/** Attackers: the first `n` units of a list (the search passes a reused buffer). */
export type Attackers = ArrayLike<number>;

const name = (ctx: Context, u: number) => ctx.units[u]!.name;

/** The results of the Combat Results Table, in the order attack() numbers them. */
export const RESULTS: readonly CombatResult[] = ['Ae', 'Ar', 'Ee', 'Dr', 'De'];

/** 13.4, 13.5: Israeli artillery-supported attacks left this Combat Phase. */
export function artilleryAvailable(ctx: Context, s: State): number {
  const art = ctx.data.scenario.artillery;
  if (s.phase !== 'combat' || ctx.data.scenario.sides[s.side] !== art.side || isNight(ctx, s.turn)) return 0;
  return Math.max(0, art.perPhase + art.perUnitAcross * crossedCount(s) - s.artilleryUsed);
}

// which column shifts apply (shiftsOf): bits
const TERRAIN = 1,
  RIDGE = 2,
  COMBINED_ARMS = 4,
  ARTILLERY = 8;

/** 12.1, 12.2, 8.0, 13.3: the column shifts that apply to an attack, as bits (the one test; columnShifts names them). */
function shiftsOf(ctx: Context, s: State, attackers: Attackers, n: number, defender: number, artillery: boolean) {
  const { board } = ctx;
  const dHex = s.hex[defender]!;
  const terrain = ctx.data.chart.terrain[board.terrain[dHex]!]!;
  let bits = 0;
  if (terrain.combatShift !== 0) {
    let throughRidges = true;
    for (let i = 0; i < n; i++)
      throughRidges &&= board.hasSide(dHex, board.direction(dHex, s.hex[attackers[i]!]!), 'ridge');
    bits |= terrain.ridgeShift !== undefined && throughRidges ? RIDGE : TERRAIN;
  }
  const ca = ctx.data.scenario.combinedArms;
  let armor = false,
    infantry = false;
  for (let i = 0; i < n; i++) {
    const type = ctx.units[attackers[i]!]!.type;
    armor ||= ca.armor.includes(type);
    infantry ||= ca.infantry.includes(type);
  }
  if (armor && infantry) bits |= COMBINED_ARMS;
  if (artillery) bits |= ARTILLERY;
  return bits;
}

/** 12.1, 12.2, 8.0, 13.3: the column shifts of an attack, each with its rule. */
export function columnShifts(
  ctx: Context,
  s: State,
  attackers: readonly number[],
  defender: number,
  artillery: boolean,
): ColumnShift[] {
  const bits = shiftsOf(ctx, s, attackers, attackers.length, defender, artillery);
  const terrainName = ctx.board.terrain[s.hex[defender]!]!;
  const terrain = ctx.data.chart.terrain[terrainName]!;
  const shifts: ColumnShift[] = [];
  if (bits & RIDGE)
    shifts.push({ rule: '12.2', reason: `${terrainName} behind a ridge`, columns: terrain.ridgeShift! });
  if (bits & TERRAIN) shifts.push({ rule: '12.1', reason: terrainName, columns: terrain.combatShift });
  if (bits & COMBINED_ARMS)
    shifts.push({ rule: '8.0', reason: 'combined arms', columns: ctx.data.scenario.combinedArms.columns });
  if (bits & ARTILLERY)
    shifts.push({ rule: '13.3', reason: 'artillery support', columns: ctx.data.scenario.artillery.columns });
  return shifts;
}

/** The differential of an attack (6.2): attackers' strengths less the defender's. */
function differentialOf(ctx: Context, attackers: Attackers, n: number, defender: number): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += ctx.units[attackers[i]!]!.strength;
  return sum - ctx.units[defender]!.strength;
}

/** The CRT column of an attack after every shift. */
export function columnOf(
  ctx: Context,
  s: State,
  attackers: Attackers,
  n: number,
  defender: number,
  artillery: boolean,
) {
  const bits = shiftsOf(ctx, s, attackers, n, defender, artillery);
  const terrain = ctx.data.chart.terrain[ctx.board.terrain[s.hex[defender]!]!]!;
  const sc = ctx.data.scenario;
  const shift =
    (bits & RIDGE ? terrain.ridgeShift! : 0) +
    (bits & TERRAIN ? terrain.combatShift : 0) +
    (bits & COMBINED_ARMS ? sc.combinedArms.columns : 0) +
    (bits & ARTILLERY ? sc.artillery.columns : 0);
  // 6.2: a differential table, so the differential goes in as the attack against nothing
  return ctx.crt.column(0, differentialOf(ctx, attackers, n, defender), 0, shift);
}

export function odds(ctx: Context, s: State, attackers: readonly number[], defender: number, artillery: boolean): Odds {
  return {
    differential: differentialOf(ctx, attackers, attackers.length, defender),
    shifts: columnShifts(ctx, s, attackers, defender, artillery),
    column: columnOf(ctx, s, attackers, attackers.length, defender, artillery),
  };
}

/** 5.0, 5.3: is unit u a phasing combat unit on the map that has not attacked yet (ready to attack whom it touches)? */
function readyToAttack(ctx: Context, s: State, u: number): boolean {
  return s.loc[u] === ON_MAP && ctx.unitSide[u] === s.side && isCombatUnit(ctx, u) && !s.attacked[u];
}

/** May unit u take part in an attack on `defender` now (5.0–5.3)? */
export function mayAttack(ctx: Context, s: State, u: number, defender: number): boolean {
  return readyToAttack(ctx, s, u) && s.loc[defender] === ON_MAP && ctx.board.adjacent(s.hex[u]!, s.hex[defender]!);
}

/**
 * The units that may attack `defender` now (5.0–5.3), in unit order, into
 * `units`, with the direction of each from the defender as a bit in `dirs`
 * (the six around it: 4.4 one unit a hex); returns how many.
 */
export function attackersAround(ctx: Context, s: State, defender: number, units: Int32Array, dirs: Int32Array): number {
  if (s.loc[defender] !== ON_MAP) return 0;
  const { board } = ctx;
  syncBoard(ctx, s); // board.unitOn tells who stands around
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const h = board.neighbour(s.hex[defender]!, d);
    const a = h < 0 ? -1 : board.unitOn[h]!;
    if (a < 0 || !readyToAttack(ctx, s, a)) continue; // 5.0: adjacent, as a neighbour
    let i = n++;
    for (; i > 0 && units[i - 1]! > a; i--) {
      units[i] = units[i - 1]!;
      dirs[i] = dirs[i - 1]!;
    }
    units[i] = a;
    dirs[i] = 1 << d;
  }
  return n;
}

/**
 * Why this attack is illegal, or null (3.0, 5.2–5.5, 6.5, 13.0). `asking`:
 * a question about odds before the attack, so the phase and a pending decision aside.
 */
export function attackError(
  ctx: Context,
  s: State,
  attackers: Attackers,
  n: number,
  defender: number,
  artillery: boolean,
  asking = false,
): RulesError | null {
  if (!asking && s.phase !== 'combat')
    return new RulesError('not-combat-phase', '3.0', 'Attacks are made in the Combat Phase');
  if (!asking && s.stageKind[0])
    return new RulesError('pending-decision', '6.5', 'Finish resolving the last attack first');
  if (defender < 0 || s.loc[defender] !== ON_MAP)
    return new RulesError('no-defender', '5.2', 'The defender must be a unit on the map');
  if (sideIndexOf(ctx, defender) === s.side)
    return new RulesError('own-unit', '5.2', 'Only enemy units may be attacked');
  if (s.defended[defender])
    return new RulesError('already-attacked', '5.4', `${name(ctx, defender)} has already been attacked this phase`);
  if (n === 0) return new RulesError('no-attackers', '5.5', 'Name at least one attacking unit');
  for (let i = 0; i < n; i++) {
    const a = attackers[i]!;
    for (let j = 0; j < i; j++)
      if (attackers[j] === a)
        return new RulesError('duplicate-attacker', '5.3', 'A unit may be named only once in an attack');
    if (a < 0) return new RulesError('unknown-unit', '5.5', 'Unknown attacking unit');
    if (sideIndexOf(ctx, a) !== s.side)
      return new RulesError('not-your-unit', '3.0', `${name(ctx, a)} belongs to the other player`);
    if (s.loc[a] !== ON_MAP) return new RulesError('not-on-map', '11.3', `${name(ctx, a)} is not on the map`);
    if (!isCombatUnit(ctx, a)) return new RulesError('not-combat-unit', '5.0', `${name(ctx, a)} does not attack`);
    if (s.attacked[a])
      return new RulesError('already-attacked', '5.3', `${name(ctx, a)} has already attacked this phase`);
    if (!ctx.board.adjacent(s.hex[a]!, s.hex[defender]!))
      return new RulesError('not-adjacent', '5.0', `${name(ctx, a)} is not adjacent to ${name(ctx, defender)}`);
  }
  if (artillery) {
    const art = ctx.data.scenario.artillery;
    if (ctx.data.scenario.sides[s.side] !== art.side)
      return new RulesError('no-artillery', '13.0', 'Only Israeli attacks receive artillery support');
    if (isNight(ctx, s.turn)) return new RulesError('night', '13.5', 'No artillery on night Game-Turns');
    if (artilleryAvailable(ctx, s) <= 0)
      return new RulesError('no-artillery-left', '13.4', 'No artillery-supported attack is left this phase');
  }
  return null;
}

/** What attack() returns: the die and the result's index in RESULTS, packed in one number (no object per attack). */
export const attackDie = (r: number): number => r & 7;
export const attackResult = (r: number): CombatResult => RESULTS[r >> 3]!;

/** 6.1: announce, roll, apply (6.3). Leaves any decision pending (pending.ts); returns the die and result packed. */
export function attack(
  ctx: Context,
  s: State,
  attackers: Attackers,
  n: number,
  defender: number,
  artillery: boolean,
  emit: Emit | null,
): number {
  const err = attackError(ctx, s, attackers, n, defender, artillery);
  if (err) throw err;
  const column = columnOf(ctx, s, attackers, n, defender, artillery);
  const die = rollDie(s);
  const result = ctx.crt.result(0, column, die) as CombatResult;
  for (let i = 0; i < n; i++) s.attacked[attackers[i]!] = 1;
  s.defended[defender] = 1;
  s.attacksMade++;
  if (artillery) s.artilleryUsed++;
  emit?.({
    type: 'combat',
    attackers: Array.from({ length: n }, (_, i) => ctx.units[attackers[i]!]!.id),
    defender: ctx.units[defender]!.id,
    artillery,
    die,
    differential: differentialOf(ctx, attackers, n, defender),
    column,
    result,
  });
  applyResult(ctx, s, attackers, n, defender, result, emit);
  return die | (RESULTS.indexOf(result) << 3);
}

/** 13.0, 13.2, 13.5: may the phasing player bombard at all now (the Egyptian, by day, before any attack, some left)? */
export function bombardmentOpen(ctx: Context, s: State): boolean {
  const b = ctx.data.scenario.bombardment;
  if (s.phase !== 'combat' || s.stageKind[0] || ctx.data.scenario.sides[s.side] !== b.side) return false;
  if (isNight(ctx, s.turn) || s.attacksMade > 0) return false; // 13.5; 13.0 at the beginning of the phase
  return bombardedCount(s) < b.perPhase;
}

function bombardedCount(s: State): number {
  let n = 0;
  for (let u = 0; u < s.bombarded.length; u++) n += s.bombarded[u]!;
  return n;
}

/** 13.0–13.2: may unit u be bombarded now (bombardment open, and u a target)? */
export function mayBombard(ctx: Context, s: State, u: number): boolean {
  return bombardmentOpen(ctx, s) && bombardable(ctx, s, u);
}

/** 13.1, 13.2: is unit u a target while bombardment is open (an enemy unit on the map, not bombarded yet, next to a phasing unit)? */
export function bombardable(ctx: Context, s: State, u: number): boolean {
  if (s.loc[u] !== ON_MAP || ctx.unitSide[u] === s.side || s.bombarded[u]) return false;
  const { board } = ctx;
  syncBoard(ctx, s); // board.unitOn tells who stands around
  for (let d = 0; d < 6; d++) {
    const h = board.neighbour(s.hex[u]!, d);
    const e = h < 0 ? -1 : board.unitOn[h]!;
    if (e >= 0 && ctx.unitSide[e] === s.side) return true;
  }
  return false;
}

/** 13.0: Israeli units the Egyptian player may still bombard this phase. */
export function bombardTargets(ctx: Context, s: State): number[] {
  const out: number[] = [];
  for (let u = 0; u < ctx.units.length; u++) if (mayBombard(ctx, s, u)) out.push(u);
  return out;
}

/** 13.0: one bombardment; a 1 eliminates the target. */
export function bombard(ctx: Context, s: State, target: number, emit: Emit | null): number {
  if (target < 0 || !mayBombard(ctx, s, target)) {
    const b = ctx.data.scenario.bombardment;
    if (s.phase !== 'combat' || ctx.data.scenario.sides[s.side] !== b.side)
      throw new RulesError('no-bombardment', '13.0', 'Only the Egyptian player bombards, in his Combat Phase');
    if (isNight(ctx, s.turn)) throw new RulesError('night', '13.5', 'No artillery on night Game-Turns');
    if (s.attacksMade > 0)
      throw new RulesError(
        'too-late',
        '13.0',
        'Bombardments come at the beginning of the Combat Phase, before any attack',
      );
    if (target >= 0 && s.bombarded[target])
      throw new RulesError('already-bombarded', '13.2', 'A unit may be bombarded only once per phase');
    if (bombardedCount(s) >= b.perPhase)
      throw new RulesError('no-bombardment-left', '13.0', `Only ${b.perPhase} bombardments per Combat Phase`);
    throw new RulesError('not-adjacent', '13.1', 'Bombard an Israeli unit adjacent to an Egyptian unit');
  }
  const die = rollDie(s);
  s.bombarded[target] = 1;
  const eliminated = ctx.data.scenario.bombardment.eliminatedOn.includes(die);
  emit?.({ type: 'bombard', target: ctx.units[target]!.id, die, eliminated });
  if (eliminated) eliminate(ctx, s, target, '13.0', 'artillery bombardment', emit);
  return die;
}
