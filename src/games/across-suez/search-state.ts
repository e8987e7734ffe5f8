// Across Suez's search state: its flat State (state.ts) under the engine's
// SearchState (legal codes into a buffer, apply in place, undo by copy,
// playouts). The rules here are the facade's own: legalCodes is what
// legalActions() translates, applyCode runs the rule functions apply()
// runs, with no events.
import { SearchState, type FlatRules } from '../../engine/search-state.js';
import type { Context } from './context.js';
import { cloneState, type State } from './state.js';
import { stageUnit } from './pending.js';
import { legalCodes } from './legal.js';
import { applyCode } from './apply.js';

/** The side that must decide now: a pending decision's owner (6.3–6.5), else the phasing side; -1 when over. */
export function actor(ctx: Context, s: State): number {
  if (s.phase === 'over') return -1;
  return s.stageKind[0] ? ctx.unitSide[stageUnit(s, 0, 0)]! : s.side;
}

export function winner(_ctx: Context, s: State): number {
  return s.winner ?? -1;
}

export const flatRules: FlatRules<State, Context> = { legalCodes, applyCode, actor, winner };

/** A search state on a copy of `s`. */
export function searchStateOf(ctx: Context, s: State): SearchState<State, Context> {
  return new SearchState(flatRules, ctx, cloneState(s));
}
