// B-I … B-L the combat phase as a PhaseModule, and the odds of a
// prospective combat for the facade's combatOdds(): the column, every
// modifier with its case, and the probability of each result.
import { cannotSupport } from '../artillery.js';
import type { Context } from '../context.js';
import type { PhaseModule } from '../phase-module.js';
import type { State } from '../state.js';
import { markCaptures, removeCaptured } from './bridges.js';
import { combatSpec, defendersIn } from './fighters.js';
import { combatOdds as oddsOf, type CombatOdds, type Modifier } from './odds.js';
import { combatApply, combatLegal, obligation } from './phase.js';

/** B-I, B-J, B-K, B-L: the combat phase. */
export const combatPhase: PhaseModule = {
  legal: (ctx, s, out) => combatLegal(ctx, s, out, 'combat'),
  applyCode: (ctx, s, code, emit) => {
    const out = combatApply(ctx, s, code, emit, 'combat');
    if (out) markCaptures(ctx, s, emit); // B-K: a bridge is taken during the combat phase
    return out;
  },
  begin: markCaptures,
  blockEnd: obligation,
  end: removeCaptured,
};

/** What the facade's combatOdds() returns. */
export type OddsInfo = CombatOdds;

export interface OddsOptions {
  /** Supporting artillery of the attacker (B-L.1) and of the defender (B-L.2). */
  artillery?: number[];
  defenceArtillery?: number[];
}

/**
 * The odds of attackers (indices) against the units on defending hexes
 * (indices), B-I.2. Artillery counts only where `apply` would let it fire
 * (B-L, the one rule: artillery.ts cannotSupport); any other is listed as a
 * B-L modifier of 0 saying why.
 */
export function combatOdds(
  ctx: Context,
  s: State,
  attackers: number[],
  hexes: number[],
  options: OddsOptions = {},
): OddsInfo {
  const side = attackers.length ? ctx.unitSide[attackers[0]!]! : s.side;
  const defender = defendersIn(ctx, s, side, hexes).map((u) => ctx.unitSide[u]!)[0] ?? -1;
  const refused: Modifier[] = [];
  const firing = (list: readonly number[] | undefined, by: number, as: 'attack' | 'defence'): number[] =>
    (list ?? []).filter((u) => {
      const why = cannotSupport(ctx, s, u, by, hexes);
      if (why)
        refused.push({
          case: 'B-L',
          side: as,
          what: why,
          value: 0,
          unit: ctx.units[u]!.id,
          hex: ctx.board.id(s.hex[u]!),
        });
      return why === null;
    });
  const artillery = firing(options.artillery, side, 'attack');
  const defenceArtillery = firing(options.defenceArtillery, defender, 'defence');
  const odds = oddsOf(ctx, combatSpec(ctx, s, attackers, hexes, artillery, defenceArtillery));
  odds.modifiers.push(...refused);
  return odds;
}
