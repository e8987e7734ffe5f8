// B-I … B-L the combat phase as a PhaseModule, and the odds of a
// prospective combat for the facade's combatOdds(): the column, every
// modifier with its case, and the probability of each result.
import type { Context } from '../context.js';
import type { PhaseModule } from '../phase-module.js';
import type { State } from '../state.js';
import { markCaptures, removeCaptured } from './bridges.js';
import { combatSpec } from './fighters.js';
import { combatOdds as oddsOf, type CombatOdds } from './odds.js';
import { combatApply, combatLegal, obligation } from './phase.js';

/** B-I, B-J, B-K, B-L: the combat phase. */
export const combatPhase: PhaseModule = {
  legal: (ctx, s, out) => combatLegal(ctx, s, out, 'combat'),
  apply: (ctx, s, action, emit) => {
    const out = combatApply(ctx, s, action, emit, 'combat');
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

/** The odds of attackers (indices) against the units on defending hexes (indices), B-I.2. */
export function combatOdds(
  ctx: Context,
  s: State,
  attackers: number[],
  hexes: number[],
  options: OddsOptions = {},
): OddsInfo {
  return oddsOf(ctx, combatSpec(ctx, s, attackers, hexes, options.artillery ?? [], options.defenceArtillery ?? []));
}
