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

/** Sets of two entries. */
const SETS = 1 << 13;

let forModel: MapModel | null = null;
let forRules: Rules | null = null;
/** Per entry: its key (each unit's hex and location packed as hex × 4 + location, then the state), hash, value; per set, its newer entry. */
let stride = 0;
let keys = new Int16Array(0);
let hashes = new Int32Array(0);
let filled = new Uint8Array(0);
let values = new Float64Array(0);
let newer = new Uint8Array(0);
let scratch = new Int16Array(0);
/** What israeliValue writes, read at once. */
const breakdown = newBreakdown();

const PHASES = { movement: 0, combat: 1, over: 2 } as const;

/** The Israeli side's value of `s` (israeliValue(…).value), from the table when this position was evaluated before. */
export function memoValue(m: MapModel, s: Snapshot, rules: Rules): number {
  const n = s.hex.length;
  if (m !== forModel || rules !== forRules || stride !== n + 1) {
    [forModel, forRules, stride] = [m, rules, n + 1];
    keys = new Int16Array(2 * SETS * stride);
    [hashes, filled, values, newer] = [
      new Int32Array(2 * SETS),
      new Uint8Array(2 * SETS),
      new Float64Array(2 * SETS),
      new Uint8Array(SETS),
    ];
    scratch = new Int16Array(stride);
  }
  let hash = 0x811c9dc5;
  for (let u = 0; u < n; u++) {
    const code = s.hex[u]! * 4 + s.loc[u]!;
    scratch[u] = code;
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  // the Game-Turn (1–7 and past the end), side (1, 2), phase (0–2) and bridgePlaced in one number
  const state = ((s.turn * 3 + s.side) * 3 + PHASES[s.phase]) * 2 + (s.bridgePlaced ? 1 : 0);
  scratch[n] = state;
  hash = Math.imul(hash ^ state, 0x01000193);
  const set = (hash >>> 0) & (SETS - 1);
  for (let way = 0; way < 2; way++) {
    const e = 2 * set + way;
    if (filled[e] && hashes[e] === hash && sameKey(e)) {
      newer[set] = way;
      return values[e]!;
    }
  }
  const value = israeliValue(m, s, rules, breakdown).value;
  const e = 2 * set + (filled[2 * set] ? 1 - newer[set]! : 0);
  keys.set(scratch, e * stride);
  hashes[e] = hash;
  filled[e] = 1;
  values[e] = value;
  newer[set] = e - 2 * set;
  return value;
}

function sameKey(e: number): boolean {
  const at = e * stride;
  for (let i = 0; i < stride; i++) if (keys[at + i] !== scratch[i]) return false;
  return true;
}
