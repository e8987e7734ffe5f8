// A transposition table for the planner's evaluation: a search meets the
// same Snapshot many times (the die faces of an attack that give the same
// result, the same retreat answered after each of them, a unit's candidate
// destination that is where it stands, a draft that ends where another one
// did, the playouts of one evaluate() going through the same first moves),
// and an evaluation costs microseconds where a look-up costs a fraction of
// one. The value depends only on where every unit stands and on the
// Game-Turn, side and phase the Snapshot says (value.ts), so the table keys
// on exactly those, and checks the whole key on a hit: it is exact, the
// players make the same moves with it as without it. Typed arrays made
// once (about 1.6 MB for Across Suez): two entries a set, the older one
// replaced.
import type { MapModel, Snapshot } from './model.js';
import { israeliValue, newBreakdown, type Rules } from './value.js';
import { KeyedTable } from '../../../../engine/keyed-table.js';

/** Sets of two entries. */
const SETS = 1 << 13;

let forModel: MapModel | null = null;
let forRules: Rules | null = null;
/** Keyed by each unit's hex and location packed as hex × 4 + location, then the state. */
let table: KeyedTable | null = null;
/** What israeliValue writes, read at once. */
const breakdown = newBreakdown();

const PHASES = { movement: 0, combat: 1, over: 2 } as const;

/**
 * Where memoValue writes its answer: a number a call returns is boxed (an
 * allocation per call, thousands a playout), one written into a typed array
 * is not.
 */
export const memoValueOut = new Float64Array(1);

/** The Israeli side's value of `s` (israeliValue(…).value), from the table when this position was evaluated before: written into memoValueOut[0]. */
export function memoValue(m: MapModel, s: Snapshot, rules: Rules): void {
  const n = s.hex.length;
  if (m !== forModel || rules !== forRules || table?.stride !== n + 1) {
    [forModel, forRules] = [m, rules];
    table = new KeyedTable(n + 1, SETS, Int16Array);
  }
  const key = table.key;
  let hash = 0x811c9dc5;
  for (let u = 0; u < n; u++) {
    const code = s.hex[u]! * 4 + s.loc[u]!;
    key[u] = code;
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  // the Game-Turn (1–7 and past the end), side (1, 2), phase (0–2) and bridgePlaced in one number
  const state = ((s.turn * 3 + s.side) * 3 + PHASES[s.phase]) * 2 + (s.bridgePlaced ? 1 : 0);
  key[n] = state;
  hash = Math.imul(hash ^ state, 0x01000193);
  const kept = table.find(hash);
  if (kept >= 0) {
    memoValueOut[0] = table.answers[kept]!;
    return;
  }
  const value = israeliValue(m, s, rules, breakdown).value;
  table.keep(value);
  memoValueOut[0] = value;
}
