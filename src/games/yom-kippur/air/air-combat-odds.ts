// Air combat from the tables, for the advanced game's interceptions (A-K:
// the basic game has none, B-N): the odds of interceptors or raiders in air
// combat, the column on T001[Air-Arab]/T001[Air-Israel] (odds below 1-3
// forbidden, above 4-1 read 4-1) or on T003[Air] (below 1-3 read 1-3, above
// 4-1 read 4-1, Israel +1 to the die), the result (T003's
// letters: air-combat.ts). A module of its own, so that the basic game's file
// carries none of it.
import type { Context } from '../context.js';
import { revisedTables, type TableSet } from '../combat/tables.js';
import { ratioLabel } from '../combat/odds.js';

export interface AirCombatOdds {
  ratio: string;
  column: string;
  /** A-K: below 1-3 an air attack is forbidden on T001; T003 reads it as 1-3. */
  allowed: boolean;
  dieModifier: number;
  results: Record<string, number>;
}

function table(ctx: Context, tables: TableSet, side: number): number {
  return tables === 'revised' ? ctx.tableIndex.airRevised : ctx.tableIndex.airStandard[side]!;
}

/** T003[Air]: the Israeli player adds 1 to the die in each of his air combats. */
function modifier(ctx: Context, tables: TableSet, side: number): number {
  return tables === 'revised' && ctx.sides[side] === 'israeli' ? revisedTables(ctx).airCombat.israeliDieModifier : 0;
}

/** The odds of an air combat by `side` (its aircraft's combat strengths against the targets'). */
export function airCombatOdds(
  ctx: Context,
  tables: TableSet,
  side: number,
  attack: number,
  defence: number,
): AirCombatOdds {
  const t = table(ctx, tables, side);
  const col = ctx.crt.column(t, attack, defence);
  const dieModifier = modifier(ctx, tables, side);
  return {
    ratio: ratioLabel(attack, defence),
    column: ctx.crt.label(t, col),
    allowed: tables === 'revised' || attack * 3 >= defence,
    dieModifier,
    results: ctx.crt.odds(t, col, { faces: 6, modifier: dieModifier }),
  };
}

/** The result of a die in an air combat (T001: '-', A, R, D; T003: letters such as 'DRR'). */
export function airCombatResult(
  ctx: Context,
  tables: TableSet,
  side: number,
  attack: number,
  defence: number,
  die: number,
): string {
  const t = table(ctx, tables, side);
  return ctx.crt.result(t, ctx.crt.column(t, attack, defence), die + modifier(ctx, tables, side));
}
