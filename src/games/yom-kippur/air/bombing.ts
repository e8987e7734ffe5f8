// B-N.2 bombing: one die for each aircraft placed, against one unit of the
// hex it is over (B-N.1). Egyptian aircraft reduce armour and mechanised
// units on a 6, any other on a 5 or 6 (a), and cost Egypt an aircraft when
// any bombs outside SAM cover; Israeli aircraft read the Israeli CRT at 3-1
// (2-1 when reduced), a column left for each effective SAM in range: D2/D3
// shock, DR reduces, DE eliminates, the rest nothing (b). With the revised
// sheet both read T003[Bombing] (Israel +2, a reduced aircraft −1). Forts
// take an air reduction as a true reduction (B-P); bridges are never bombed.
import type { Context } from '../context.js';
import type { Emit } from '../events.js';
import { AIR, type State } from '../state.js';
import { nextPlayerTurnOf } from '../turns.js';
import { eliminate, loseStep, typeOf, unitsAt } from '../units.js';
import { revisedTables, standardTables } from '../combat/tables.js';
import { effectiveSams } from './sam-cover.js';

export type BombEffect = 'none' | 'shock' | 'reduce' | 'eliminate';

/** The enemy counters an aircraft over its hex may bomb (B-N.1: units, forts, SAMs; not bridges). */
export function bombTargets(ctx: Context, s: State, aircraft: number): number[] {
  const side = ctx.unitSide[aircraft]!;
  return s.loc[aircraft] === AIR ? unitsAt(ctx, s, s.hex[aircraft]!).filter((u) => ctx.unitSide[u] !== side) : [];
}

const aircraftReduced = (ctx: Context, s: State, a: number) => s.steps[a]! < ctx.maxSteps[a]!;
const isIsraeli = (ctx: Context, a: number) => ctx.sides[ctx.unitSide[a]!] === 'israeli';
const kindOf = (ctx: Context, s: State, u: number) =>
  ctx.units[u]!.kind === 'ground' ? typeOf(ctx, s, u) : ctx.units[u]!.kind;

/** What a die does: the result's code and its effect on the target. */
export function bombResult(
  ctx: Context,
  s: State,
  a: number,
  target: number,
  die: number,
): { result: string; effect: BombEffect; rule: string } {
  if (s.tables === 'revised') {
    const b = revisedTables(ctx).bombing;
    const t = ctx.tableIndex.bombingRevised;
    const soft = b.groups.soft.includes(kindOf(ctx, s, target)) ? 1 : 0;
    const roll =
      die +
      (isIsraeli(ctx, a) ? b.israeliDieModifier : 0) +
      (aircraftReduced(ctx, s, a) ? b.reducedAircraftModifier : 0);
    const result = ctx.crt.result(t, ctx.crt.column(t, soft, 0), roll);
    const effect: BombEffect =
      result === '*' ? 'shock' : result === 'R' ? 'reduce' : result === 'D' ? 'eliminate' : 'none';
    return { result, effect, rule: 'T003[Bombing]' };
  }
  const rules = standardTables(ctx).bombing;
  if (!isIsraeli(ctx, a)) {
    const on = rules.egyptian.reducedOn;
    const hits = on[kindOf(ctx, s, target)] ?? on['other']!;
    return hits.includes(die)
      ? { result: 'R', effect: 'reduce', rule: 'B-N.2a' }
      : { result: '-', effect: 'none', rule: 'B-N.2a' };
  }
  const { table, column } = israeliBombing(ctx, s, a, s.hex[a]!);
  const result = ctx.crt.result(table, column, die);
  return { result, effect: rules.israeli.results[result] ?? 'none', rule: 'B-N.2b' };
}

/** B-N.2b: where an Israeli aircraft over `hex` reads its bombing: the Israeli CRT, 3-1 (2-1 reduced), one column left per effective SAM. */
export function israeliBombing(ctx: Context, s: State, a: number, hex: number): { table: number; column: number } {
  const b = standardTables(ctx).bombing.israeli;
  const table = ctx.tableIndex.ground.standard[ctx.unitSide[a]!]!;
  const [at, de] = (aircraftReduced(ctx, s, a) ? b.reducedAircraftColumn : b.column).split('-').map(Number) as [
    number,
    number,
  ];
  const shift = -b.shiftLeftPerEffectiveSam * effectiveSams(ctx, s, { against: ctx.unitSide[a]! }, hex);
  return { table, column: ctx.crt.column(table, at, de, shift) };
}

/** B-N.2b: each effect of an Israeli aircraft's bombing over `hex` and its probability (attacker results do nothing). */
export function israeliBombingOdds(ctx: Context, s: State, a: number, hex: number): Record<BombEffect, number> {
  const { table, column } = israeliBombing(ctx, s, a, hex);
  const effects = standardTables(ctx).bombing.israeli.results;
  const out: Record<BombEffect, number> = { none: 0, shock: 0, reduce: 0, eliminate: 0 };
  for (const [result, p] of Object.entries(ctx.crt.odds(table, column, { faces: 6 })))
    out[effects[result] ?? 'none'] += p;
  return out;
}

/** Applies a bombing's effect to its target. */
export function applyBombing(
  ctx: Context,
  s: State,
  target: number,
  effect: BombEffect,
  rule: string,
  emit: Emit,
): void {
  if (effect === 'eliminate') eliminate(ctx, s, target, rule, emit);
  else if (effect === 'reduce') loseStep(ctx, s, target, `${rule} (B-P: a true reduction from the air)`, emit);
  else if (effect === 'shock' && ctx.units[target]!.kind === 'ground') {
    // B-N.2b: no voluntary move in its next player-turn (T003: until after its next combat phase)
    s.shock[target] = nextPlayerTurnOf(ctx, s, ctx.unitSide[target]!);
    emit?.({ type: 'shock', unit: ctx.units[target]!.id, placed: true, rule });
  }
}

/** B-N.2a: an Egyptian aircraft bombing outside SAM cover (over `hex`, by default its own) costs one aircraft this player-turn. */
export function outsideCover(ctx: Context, s: State, a: number, hex = s.hex[a]!): boolean {
  return !isIsraeli(ctx, a) && effectiveSams(ctx, s, { of: ctx.unitSide[a]! }, hex) === 0;
}
