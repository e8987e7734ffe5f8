// What a game tells the engine's search about its positions: the engine
// owns the search (search-player.ts), the game owns what a good position is.
// A game's heuristics read its own state type directly and weigh actions by
// their codes: no facade, no objects built per call, since the search asks
// thousands of times a decision.

export interface Heuristics<S, C> {
  /**
   * How good `s` is for side `side` (an index in the descriptor's sides):
   * any scale, higher is better, the same scale on every call. Called on
   * positions in the middle of a phase, so it must value a half-done move
   * sensibly (a unit left in a bad hex, an attack not yet made).
   */
  value(ctx: C, s: S, side: number): number;
  /**
   * The codes worth weighing now among the legal ones (as legalCodes lists
   * them in `s`), most promising first (default: every legal one). A game
   * with many legal actions a decision prunes here, so that the search's
   * width stays bounded; it must keep at least one.
   */
  candidates?(ctx: C, s: S, legal: readonly number[], side: number): readonly number[];
}
