// What the last action applied changed, told to the caches that keep what
// a listing found (route-cache.ts, movement-listing.ts,
// air/landing-listing.ts), so that after a move they look at the counter
// that moved instead of comparing every counter's facts. A state's
// `version` names the content of its arrays (state.ts): applyCode gives the
// state a new one after every action it applies. One whose changes it
// knows — a counter's move, exit, SAM marker or recovery, an aircraft
// placed (B-N.1), which change that counter's facts and its side's points
// only — it records here with the version before; a drop or heliborne
// landing (B-O), which may also mark the drops declared in its hex, in a
// record of its own; after any other the caches compare as before. During
// an action the version is 0, unknown. Versions are numbered for the whole
// process, so a version names one content whatever the state object or the
// game definition; copies (copyState, the search's undo) carry it.

/** The last action applied whose changes are known: the state's version before and after it, and its counter. */
export const lastChange = { from: 0, to: 0, unit: -1 };

let clock = 0;

/** State s, whose version was `before`, changed only in counter u's facts and its side's points: named anew. */
export function changedOne(s: { version: number }, before: number, u: number): void {
  lastChange.from = before;
  lastChange.unit = u;
  s.version = lastChange.to = ++clock;
}

/** State s changed in ways not recorded: named anew, a version no change leads to. */
export function changedMany(s: { version: number }): void {
  s.version = ++clock;
}

/** The last drop or heliborne landing applied (B-O): the state's version before and after it, and its counter. */
export const lastLanding = { from: 0, to: 0, unit: -1 };

/**
 * State s, whose version was `before`, changed by counter u's drop or
 * landing (B-O.1, B-O.2): u's facts, its side's points, and the landing
 * marks of the drops declared in its hex (airborne.ts companions).
 */
export function landedOne(s: { version: number }, before: number, u: number): void {
  lastLanding.from = before;
  lastLanding.unit = u;
  s.version = lastLanding.to = ++clock;
}

/** Does the last landing lead from the content named `from` (known) to the one named `to`? */
export function landedFrom(from: number, to: number): boolean {
  return from !== 0 && lastLanding.from === from && lastLanding.to === to;
}

/** Does the last change lead from the content named `from` (known) to the one named `to`? */
export function changedFrom(from: number, to: number): boolean {
  return from !== 0 && lastChange.from === from && lastChange.to === to;
}
