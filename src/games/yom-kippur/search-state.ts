// Yom Kippur's search state: its flat State (state.ts) under the engine's
// SearchState (legal codes into a buffer, apply in place, undo by copy,
// playouts), on the facade's own rules (rules.ts) with no events.
import { SearchState } from '../../engine/search-state.js';
import type { Context } from './context.js';
import { yomKippurRules } from './rules.js';
import { cloneState, type State } from './state.js';

/** A search state on a copy of `s`. */
export function searchStateOf(ctx: Context, s: State): SearchState<State, Context> {
  return new SearchState(yomKippurRules, ctx, cloneState(s));
}
