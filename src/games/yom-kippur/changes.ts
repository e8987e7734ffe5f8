// What the last action applied changed, told to the caches that keep what
// a listing found (route-cache.ts, movement-listing.ts), so that after a
// move they look at the counter that moved instead of comparing every
// counter's facts. A state's `version` names the content of its arrays
// (state.ts): applyCode gives the state a new one after an action whose
// changes it knows — a counter's move, exit, SAM marker or recovery, which
// change that counter's facts and its side's points only — and records it
// here with the version before; any other action leaves the version 0,
// unknown, and the caches compare as before. Versions are numbered for the
// whole process, so a version names one content whatever the state object
// or the game definition; copies (copyState, the search's undo) carry it.

/** The last action applied whose changes are known: the state's version before and after it, and its counter. */
export const lastChange = { from: 0, to: 0, unit: -1 };

let clock = 0;

/** State s, whose version was `before`, changed only in counter u's facts and its side's points: named anew. */
export function changedOne(s: { version: number }, before: number, u: number): void {
  lastChange.from = before;
  lastChange.unit = u;
  s.version = lastChange.to = ++clock;
}

/** Does the last change lead from the content named `from` (known) to the one named `to`? */
export function changedFrom(from: number, to: number): boolean {
  return from !== 0 && lastChange.from === from && lastChange.to === to;
}
