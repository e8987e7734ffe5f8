// yk-combat's module (STUB written by yk-core for the seam; yk-combat owns
// and replaces this file): the combat phase (B-I … B-L) as a PhaseModule,
// and the odds of a prospective combat for the facade's combatOdds().
import type { Context } from '../context.js';
import { emptyPhase, type PhaseModule } from '../phase-module.js';
import type { State } from '../state.js';

/** B-I, B-J, B-K, B-L: the combat phase. */
export const combatPhase: PhaseModule = emptyPhase;

/** What the facade's combatOdds() returns (yk-combat may add fields). */
export interface OddsInfo {
  attack: number;
  defence: number;
  /** The column's label ('2-1'), or null when the attack is forbidden (below 1-3, B-I.2). */
  odds: string | null;
  dieModifier: number;
  /** Each modifier and its case. */
  modifiers: { rule: string; what: string; value: number }[];
  /** Probability of each result code. */
  outcomes: Record<string, number>;
}

export interface OddsOptions {
  /** Supporting artillery of the attacker (B-L.1) and of the defender (B-L.2). */
  artillery?: number[];
  defenceArtillery?: number[];
}

/** The odds of attackers (indices) against the units on defending hexes (indices), B-I.2. */
export function combatOdds(
  _ctx: Context,
  _s: State,
  _attackers: number[],
  _hexes: number[],
  _options: OddsOptions = {},
): OddsInfo {
  throw new Error('combat odds are not implemented yet');
}
