// 5.0–6.0 combat, 8.0 combined arms, 12.0 terrain, 13.0 artillery: who may
// attack whom, the odds, and resolving the result through the decisions the
// owners make (retreat, exchange, advance).
import { RulesError } from '../../engine/rules-error.js';
import type { ColumnShift, CombatResult } from './types.js';
import type { Context } from './context.js';
import { rollDie } from '../../engine/rng.js';
import type { Emit } from './events.js';
import type { Stage, State } from './state.js';
import { mayStep, entryRefusal } from './movement.js';
import {
  bridgeMoved,
  crossedCount,
  eliminate,
  isCombatUnit,
  isNight,
  sideIndexOf,
  syncBoard,
  unitAt,
} from './units.js';

export interface Odds {
  differential: number;
  shifts: ColumnShift[];
  column: number;
}

const name = (ctx: Context, u: number) => ctx.units[u]!.name;

/** 13.4, 13.5: Israeli artillery-supported attacks left this Combat Phase. */
export function artilleryAvailable(ctx: Context, s: State): number {
  const art = ctx.data.scenario.artillery;
  if (s.phase !== 'combat' || ctx.data.scenario.sides[s.side] !== art.side || isNight(ctx, s.turn)) return 0;
  return Math.max(0, art.perPhase + art.perUnitAcross * crossedCount(s) - s.artilleryUsed);
}

/** 12.1, 12.2, 8.0, 13.3: the column shifts of an attack, each with its rule. */
export function columnShifts(
  ctx: Context,
  s: State,
  attackers: number[],
  defender: number,
  artillery: boolean,
): ColumnShift[] {
  const { board } = ctx;
  const shifts: ColumnShift[] = [];
  const dHex = s.hex[defender]!;
  const terrainName = board.terrain[dHex]!;
  const terrain = ctx.data.chart.terrain[terrainName]!;
  if (terrain.combatShift !== 0) {
    const throughRidges = attackers.every((a) => board.hasSide(dHex, board.direction(dHex, s.hex[a]!), 'ridge'));
    if (terrain.ridgeShift !== undefined && throughRidges) {
      shifts.push({ rule: '12.2', reason: `${terrainName} behind a ridge`, columns: terrain.ridgeShift });
    } else {
      shifts.push({ rule: '12.1', reason: terrainName, columns: terrain.combatShift });
    }
  }
  const ca = ctx.data.scenario.combinedArms;
  const types = attackers.map((a) => ctx.units[a]!.type);
  if (types.some((t) => ca.armor.includes(t)) && types.some((t) => ca.infantry.includes(t))) {
    shifts.push({ rule: '8.0', reason: 'combined arms', columns: ca.columns });
  }
  if (artillery)
    shifts.push({ rule: '13.3', reason: 'artillery support', columns: ctx.data.scenario.artillery.columns });
  return shifts;
}

export function odds(ctx: Context, s: State, attackers: number[], defender: number, artillery: boolean): Odds {
  const differential = attackers.reduce((sum, a) => sum + ctx.units[a]!.strength, 0) - ctx.units[defender]!.strength;
  const shifts = columnShifts(ctx, s, attackers, defender, artillery);
  // 6.2: a differential table, so the differential goes in as the attack against nothing
  const column = ctx.crt.column(
    0,
    differential,
    0,
    shifts.reduce((t, x) => t + x.columns, 0),
  );
  return { differential, shifts, column };
}

/** May unit u take part in an attack on `defender` now (5.0–5.3)? */
export function mayAttack(ctx: Context, s: State, u: number, defender: number): boolean {
  return (
    s.loc[u] === 'map' &&
    sideIndexOf(ctx, u) === s.side &&
    isCombatUnit(ctx, u) &&
    !s.attacked[u] &&
    s.loc[defender] === 'map' &&
    ctx.board.adjacent(s.hex[u]!, s.hex[defender]!)
  );
}

/** Why this attack is illegal, or null (3.0, 5.2–5.5, 6.5, 13.0). */
export function attackError(
  ctx: Context,
  s: State,
  attackers: number[],
  defender: number,
  artillery: boolean,
): RulesError | null {
  if (s.phase !== 'combat') return new RulesError('not-combat-phase', '3.0', 'Attacks are made in the Combat Phase');
  if (s.pending) return new RulesError('pending-decision', '6.5', 'Finish resolving the last attack first');
  if (defender < 0 || s.loc[defender] !== 'map')
    return new RulesError('no-defender', '5.2', 'The defender must be a unit on the map');
  if (sideIndexOf(ctx, defender) === s.side)
    return new RulesError('own-unit', '5.2', 'Only enemy units may be attacked');
  if (s.defended[defender])
    return new RulesError('already-attacked', '5.4', `${name(ctx, defender)} has already been attacked this phase`);
  if (attackers.length === 0) return new RulesError('no-attackers', '5.5', 'Name at least one attacking unit');
  if (new Set(attackers).size !== attackers.length)
    return new RulesError('duplicate-attacker', '5.3', 'A unit may be named only once in an attack');
  for (const a of attackers) {
    if (a < 0) return new RulesError('unknown-unit', '5.5', 'Unknown attacking unit');
    if (sideIndexOf(ctx, a) !== s.side)
      return new RulesError('not-your-unit', '3.0', `${name(ctx, a)} belongs to the other player`);
    if (s.loc[a] !== 'map') return new RulesError('not-on-map', '11.3', `${name(ctx, a)} is not on the map`);
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

/** 6.1: announce, roll, apply. Returns the die and result; leaves any decision in `pending`. */
export function attack(ctx: Context, s: State, attackers: number[], defender: number, artillery: boolean, emit: Emit) {
  const err = attackError(ctx, s, attackers, defender, artillery);
  if (err) throw err;
  const o = odds(ctx, s, attackers, defender, artillery);
  const die = rollDie(s);
  const result = ctx.crt.result(0, o.column, die) as CombatResult;
  for (const a of attackers) s.attacked[a] = true;
  s.defended[defender] = true;
  s.attacksMade++;
  if (artillery) s.artilleryUsed++;
  emit({
    type: 'combat',
    attackers: attackers.map((a) => ctx.units[a]!.id),
    defender: ctx.units[defender]!.id,
    artillery,
    die,
    differential: o.differential,
    column: o.column,
    result,
  });
  applyResult(ctx, s, attackers, defender, result, emit);
  return { die, differential: o.differential, column: o.column, result };
}

/** 6.3: turn a result into eliminations and the decisions that follow. */
function applyResult(
  ctx: Context,
  s: State,
  attackers: number[],
  defender: number,
  result: CombatResult,
  emit: Emit,
): void {
  const attackerHexes = attackers.map((a) => s.hex[a]!);
  const defenderHex = s.hex[defender]!;
  const defenderAdvance: Stage = { kind: 'advance', units: [defender], hexes: attackerHexes };
  const attackerAdvance: Stage = { kind: 'advance', units: attackers.slice(), hexes: [defenderHex] };
  switch (result) {
    case 'Ae':
      for (const a of attackers) eliminate(ctx, s, a, '6.3', 'Ae: attacker eliminated', emit);
      s.pending = defenderAdvance;
      break;
    case 'Ar':
      s.pending = { kind: 'retreat', units: attackers.slice(), then: defenderAdvance };
      break;
    case 'Ee': {
      const strength = ctx.units[defender]!.strength;
      eliminate(ctx, s, defender, '6.3', 'Ee: defender eliminated', emit);
      s.pending = { kind: 'exchange', units: attackers.slice(), strength, then: attackerAdvance };
      break;
    }
    case 'Dr':
      s.pending = { kind: 'retreat', units: [defender], then: attackerAdvance };
      break;
    case 'De':
      eliminate(ctx, s, defender, '6.3', 'De: defender eliminated', emit);
      s.pending = attackerAdvance;
      break;
  }
  settle(ctx, s, emit);
}

/**
 * 6.3: the units a retreating unit must move away from — the other side of
 * the combat, who may advance after it (Ar: the defender; Dr: the attackers).
 * Their Zones of Control cannot stand in for this: the bridge exerts none (4.5).
 */
function retreatAwayFrom(s: State): number[] {
  const p = s.pending;
  return p?.kind === 'retreat' && p.then ? p.then.units.filter((x) => s.loc[x] === 'map') : [];
}

/** 6.4: the safe hexes unit u may retreat into: adjacent, vacant, traversable, in no enemy ZOC, away from the enemy it fought (6.3). */
export function safeHexes(ctx: Context, s: State, u: number): number[] {
  const { board } = ctx;
  syncBoard(ctx, s);
  const from = s.hex[u]!;
  const away = retreatAwayFrom(s);
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const h = board.neighbour(from, d);
    if (!board.onMap(h) || board.occupant[h] !== 0) continue; // 5.6: off the map is no retreat
    if (!mayStep(ctx, u, from, h)) continue; // 6.4: "traversable" as in a Movement Phase (4.2, 14.2)
    if (board.inZocOf(h, 1 - ctx.unitSide[u]!)) continue;
    if (away.some((x) => board.adjacent(h, s.hex[x]!))) continue; // 6.3: one hex away
    out.push(h);
  }
  return out;
}

/** 6.5: the vacated hex unit u may advance into (14.2: the bridge too only enters what it could enter by moving). */
export function mayAdvance(ctx: Context, s: State, u: number, hex: number): boolean {
  return unitAt(ctx, s, hex) < 0 && mayStep(ctx, u, s.hex[u]!, hex);
}

/**
 * Moves the pending decision on past every step that needs no choice:
 * retreats with no safe hex (6.4), exchanges the attacker cannot choose,
 * advances nobody can make.
 */
export function settle(ctx: Context, s: State, emit: Emit): void {
  while (s.pending && s.phase !== 'over') {
    const p = s.pending;
    p.units = p.units.filter((u) => s.loc[u] === 'map');
    if (p.kind === 'retreat') {
      for (const u of p.units.slice()) {
        if (safeHexes(ctx, s, u).length === 0) {
          eliminate(ctx, s, u, '6.4', 'no safe hex to retreat into', emit);
          p.units = p.units.filter((x) => x !== u);
        }
      }
      if (p.units.length > 0) return;
      s.pending = p.then;
    } else if (p.kind === 'exchange') {
      const total = p.units.reduce((t, u) => t + ctx.units[u]!.strength, 0);
      if (total > p.strength && p.units.length > 1) return; // the attacker chooses
      // 6.3 Ee: the whole attacking force is needed to meet the loss
      for (const u of p.units) eliminate(ctx, s, u, '6.3', 'Ee: exchange losses', emit);
      s.pending = p.then;
    } else {
      p.hexes = p.hexes.filter((h) => p.units.some((u) => mayAdvance(ctx, s, u, h)));
      p.units = p.units.filter((u) => p.hexes.some((h) => mayAdvance(ctx, s, u, h)));
      if (p.units.length > 0) return;
      s.pending = null;
    }
  }
}

/** 6.4: the owner retreats one unit into a safe hex. */
export function retreat(ctx: Context, s: State, u: number, hex: number, emit: Emit): void {
  const p = s.pending;
  if (!p || p.kind !== 'retreat') throw new RulesError('no-retreat', '6.4', 'No retreat is pending');
  if (!p.units.includes(u))
    throw new RulesError('not-retreating', '6.4', `${u >= 0 ? name(ctx, u) : 'That unit'} does not retreat now`);
  const from = s.hex[u]!;
  if (!safeHexes(ctx, s, u).includes(hex)) {
    const untraversable = ctx.board.adjacent(from, hex) ? entryRefusal(ctx, u, hex, from) : null;
    throw (
      untraversable ??
      new RulesError(
        'unsafe-hex',
        '6.4',
        'Retreat one hex away from the enemy, into an adjacent vacant hex that is in no enemy Zone of Control',
      )
    );
  }
  s.hex[u] = hex;
  p.units = p.units.filter((x) => x !== u);
  emit({ type: 'retreat', unit: ctx.units[u]!.id, from: ctx.board.id(from), to: ctx.board.id(hex) });
  bridgeMoved(ctx, s, u, from, hex, emit);
  settle(ctx, s, emit);
}

/** 6.3 Ee: the attacker removes units whose printed strengths add up to at least the defender's. */
export function exchange(ctx: Context, s: State, units: number[], emit: Emit): void {
  const p = s.pending;
  if (!p || p.kind !== 'exchange') throw new RulesError('no-exchange', '6.3', 'No exchange is pending');
  if (units.length === 0 || new Set(units).size !== units.length || units.some((u) => !p.units.includes(u))) {
    throw new RulesError('bad-exchange', '6.3', 'Choose among the units that attacked');
  }
  const total = units.reduce((t, u) => t + ctx.units[u]!.strength, 0);
  if (total < p.strength)
    throw new RulesError(
      'exchange-too-small',
      '6.3',
      `The units lost must add up to at least ${p.strength} Combat Strength Points`,
    );
  for (const u of units) eliminate(ctx, s, u, '6.3', 'Ee: exchange losses', emit);
  s.pending = p.then;
  settle(ctx, s, emit);
}

/** 6.5: one surviving participant may advance into a hex vacated by combat; null declines. */
export function advance(ctx: Context, s: State, u: number | null, hex: number | null, emit: Emit): void {
  const p = s.pending;
  if (!p || p.kind !== 'advance') throw new RulesError('no-advance', '6.5', 'No advance after combat is pending');
  if (u === null) {
    s.pending = null;
    return;
  }
  if (!p.units.includes(u))
    throw new RulesError('not-advancing', '6.5', 'Only a surviving unit of that combat may advance');
  const to = hex ?? (p.hexes.length === 1 ? p.hexes[0]! : -1);
  if (!p.hexes.includes(to))
    throw new RulesError('not-vacated', '6.5', 'Advance only into a hex vacated by that combat');
  const from = s.hex[u]!;
  if (!mayAdvance(ctx, s, u, to))
    throw entryRefusal(ctx, u, to, from) ?? new RulesError('not-vacated', '6.5', 'Advance only into a vacant hex');
  s.hex[u] = to;
  s.pending = null;
  emit({ type: 'advance', unit: ctx.units[u]!.id, from: ctx.board.id(from), to: ctx.board.id(to) });
  bridgeMoved(ctx, s, u, from, to, emit); // 14.2: advancing off Matzmed loses like moving off it
}

/** 13.0: Israeli units the Egyptian player may still bombard this phase. */
export function bombardTargets(ctx: Context, s: State): number[] {
  const b = ctx.data.scenario.bombardment;
  if (s.phase !== 'combat' || s.pending || ctx.data.scenario.sides[s.side] !== b.side) return [];
  if (isNight(ctx, s.turn) || s.attacksMade > 0) return []; // 13.5; 13.0 at the beginning of the phase
  if (s.bombarded.filter(Boolean).length >= b.perPhase) return [];
  const out: number[] = [];
  for (let u = 0; u < ctx.units.length; u++) {
    if (s.loc[u] !== 'map' || sideIndexOf(ctx, u) === s.side || s.bombarded[u]) continue;
    const adjacent = ctx.units.some(
      (_, e) => s.loc[e] === 'map' && sideIndexOf(ctx, e) === s.side && ctx.board.adjacent(s.hex[e]!, s.hex[u]!),
    );
    if (adjacent) out.push(u);
  }
  return out;
}

/** 13.0: one bombardment; a 1 eliminates the target. */
export function bombard(ctx: Context, s: State, target: number, emit: Emit): number {
  if (!bombardTargets(ctx, s).includes(target)) {
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
    if (s.bombarded.filter(Boolean).length >= b.perPhase)
      throw new RulesError('no-bombardment-left', '13.0', `Only ${b.perPhase} bombardments per Combat Phase`);
    throw new RulesError('not-adjacent', '13.1', 'Bombard an Israeli unit adjacent to an Egyptian unit');
  }
  const die = rollDie(s);
  s.bombarded[target] = true;
  const eliminated = ctx.data.scenario.bombardment.eliminatedOn.includes(die);
  emit({ type: 'bombard', target: ctx.units[target]!.id, die, eliminated });
  if (eliminated) eliminate(ctx, s, target, '13.0', 'artillery bombardment', emit);
  return die;
}
