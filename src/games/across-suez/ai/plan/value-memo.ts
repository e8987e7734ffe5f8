// A transposition table for the planner's evaluation: a search meets the
// same Snapshot many times (the die faces of an attack that give the same
// result, the same retreat answered after each of them, a unit's candidate
// destination that is where it stands, a draft that ends where another one
// did), and an evaluation costs tens of microseconds where a look-up costs
// a fraction of one. The value depends only on where every unit stands and
// on the Game-Turn, side and phase the Snapshot says (value.ts), so the
// table keys on exactly those, and checks the whole key on a hit: it is
// exact, the players make the same moves with it as without it.
import type { MapModel, Snapshot } from './model.js';
import { israeliValue, type Rules } from './value.js';

/** Entries kept before the table starts again (a few hundred KiB). */
const CAPACITY = 1 << 20;

interface Entry {
  /** Each unit's hex and location, packed (hex × 4 + location), then turn, side, phase and bridgePlaced. */
  key: Int16Array;
  value: number;
}

let table = new Map<number, Entry>();
let forModel: MapModel | null = null;
let forRules: Rules | null = null;
let scratch = new Int16Array(0);

const PHASES = { movement: 0, combat: 1, over: 2 } as const;

/** The Israeli side's value of `s` (israeliValue(…).value), from the table when this position was evaluated before. */
export function memoValue(m: MapModel, s: Snapshot, rules: Rules): number {
  if (m !== forModel || rules !== forRules || table.size >= CAPACITY) {
    table = new Map();
    forModel = m;
    forRules = rules;
  }
  const n = s.hex.length;
  if (scratch.length !== n + 1) scratch = new Int16Array(n + 1);
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
  const hit = table.get(hash);
  if (hit && sameKey(hit.key, scratch)) return hit.value;
  const value = israeliValue(m, s, rules).value;
  table.set(hash, { key: scratch.slice(), value }); // a colliding position simply takes the slot
  return value;
}

function sameKey(a: Int16Array, b: Int16Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
